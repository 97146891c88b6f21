import {
  DPP_NILAI_LAIN_DENOMINATOR,
  DPP_NILAI_LAIN_NUMERATOR,
  DPP_NILAI_LAIN_RATE,
  ppnModeOf,
  type PpnMode,
} from './ppn.ts';

/*
 * The quotation's arithmetic, the one the server answers with and the editor previews: whole rupiah
 * throughout. Percentages (a line's discount, the PPN rate) have at most two decimals and are worked
 * in hundredths of a percent with BigInt, so no binary fraction ever decides a rupiah:
 *
 * - a line's net is quantity × unit price less its discount, rounded half up to whole rupiah;
 * - the subtotal is the sum of the nets (no second rounding);
 * - prices before tax: PPN = subtotal × rate, rounded half up; total = subtotal + PPN;
 * - prices that include tax: the total is the subtotal, the tax base (DPP) is total ÷ (1 + rate)
 *   rounded half up, and PPN is what is left, so DPP + PPN is exactly the total.
 *
 * Written as 'DPP nilai lain' (ppn.ts; PMK 131/2024), the rate is 12 % on a base of 11/12 of the price:
 *
 * - prices before tax: base = subtotal × 11 / 12 rounded half up, PPN = base × 12 % rounded half up,
 *   total = subtotal + PPN;
 * - prices that include tax: the total is the subtotal, the price before tax is total ÷ 1.11 (12 % of
 *   11/12 is 11 %), so base = total × 100 / 111 × 11 / 12 rounded half up (one rounding), PPN = base
 *   × 12 % rounded half up: the PPN the letter shows is always 12 % of the base it shows.
 *
 * Each rounding moves PPN by at most half a rupiah and the base's by 0.06 of one after × 12 %, so the
 * total stays within one rupiah of the flat 11 % for the same lines (tests/unit/ppn-dpp.test.ts).
 */

export interface PricedLineInput {
  quantity: number;
  unit_price: number;
  discount_percent?: number;
}

export interface PricedLine {
  /** quantity × unit price, before the discount. */
  gross: number;
  /** What the discount takes off (gross − net). */
  discount: number;
  /** The line's amount: gross less its discount, whole rupiah. */
  net: number;
}

export interface QuotationTotals {
  /** Sum of the lines' gross amounts. */
  gross: number;
  /** Sum of the lines' discounts. */
  discount: number;
  /** Sum of the lines' nets. */
  subtotal: number;
  /** Dasar pengenaan pajak: what PPN is charged on. */
  tax_base: number;
  tax: number;
  total: number;
}

export interface TaxTerms {
  /** PPN in percent, e.g. 11 (in 'dpp_nilai_lain' the regulation's 12 % applies instead). */
  tax_rate: number;
  /** Prices entered already include PPN. */
  prices_include_tax: boolean;
  /** How PPN is written; absent is 'flat' (documents from before the choice). */
  ppn_mode?: PpnMode | undefined;
}

const HUNDREDTHS = 10_000n;
const DPP_NUMERATOR = BigInt(DPP_NILAI_LAIN_NUMERATOR);
const DPP_DENOMINATOR = BigInt(DPP_NILAI_LAIN_DENOMINATOR);
const DPP_RATE = BigInt(DPP_NILAI_LAIN_RATE);

/** A percentage with at most two decimals as hundredths of a percent: 11 → 1100, 2.5 → 250. */
export function percentHundredths(percent: number): bigint {
  return BigInt(Math.round(percent * 100));
}

/** a ÷ b rounded half up (a, b ≥ 0). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  return (a * 2n + b) / (b * 2n);
}

export function priceLine({ quantity, unit_price, discount_percent = 0 }: PricedLineInput): PricedLine {
  const gross = BigInt(quantity) * BigInt(unit_price);
  const net = divideHalfUp(gross * (HUNDREDTHS - percentHundredths(discount_percent)), HUNDREDTHS);
  return { gross: Number(gross), discount: Number(gross - net), net: Number(net) };
}

export function quotationTotals(lines: readonly PricedLine[], terms: TaxTerms): QuotationTotals {
  const gross = lines.reduce((sum, line) => sum + line.gross, 0);
  const discount = lines.reduce((sum, line) => sum + line.discount, 0);
  const subtotal = lines.reduce((sum, line) => sum + line.net, 0);
  if (ppnModeOf(terms) === 'dpp_nilai_lain') {
    return { gross, discount, ...dppNilaiLainTotals(BigInt(subtotal), terms.prices_include_tax) };
  }
  const rate = percentHundredths(terms.tax_rate);
  if (terms.prices_include_tax) {
    const taxBase = Number(divideHalfUp(BigInt(subtotal) * HUNDREDTHS, HUNDREDTHS + rate));
    return { gross, discount, subtotal, tax_base: taxBase, tax: subtotal - taxBase, total: subtotal };
  }
  const tax = Number(divideHalfUp(BigInt(subtotal) * rate, HUNDREDTHS));
  return { gross, discount, subtotal, tax_base: subtotal, tax, total: subtotal + tax };
}

/** Subtotal, base, PPN and total written as 'DPP nilai lain' (11/12 of the price, PPN 12 % of it). */
function dppNilaiLainTotals(subtotal: bigint, pricesIncludeTax: boolean) {
  // Prices that include tax: the price before tax is subtotal × 100 / (100 + 12 × 11/12) = × 100 / 111.
  const base = pricesIncludeTax
    ? divideHalfUp(
        subtotal * 100n * DPP_NUMERATOR,
        (100n + (DPP_RATE * DPP_NUMERATOR) / DPP_DENOMINATOR) * DPP_DENOMINATOR,
      )
    : divideHalfUp(subtotal * DPP_NUMERATOR, DPP_DENOMINATOR);
  const tax = divideHalfUp(base * DPP_RATE, 100n);
  const total = pricesIncludeTax ? subtotal : subtotal + tax;
  return { subtotal: Number(subtotal), tax_base: Number(base), tax: Number(tax), total: Number(total) };
}

/** Each line's net and the totals, as the API answers a draft. */
export function priceQuotation<L extends PricedLineInput>(
  lines: readonly L[],
  terms: TaxTerms,
): { lines: (L & PricedLine)[]; totals: QuotationTotals } {
  const priced = lines.map((line) => ({ ...line, ...priceLine(line) }));
  return { lines: priced, totals: quotationTotals(priced, terms) };
}

/** "11" → "11", 2.5 → "2,5": a percentage as Indonesian text. */
export function formatPercent(percent: number): string {
  return String(Math.round(percent * 100) / 100).replace('.', ',');
}
