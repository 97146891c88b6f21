import { parseRupiah, formatRupiahInput } from '#shared/common/rupiah.ts';
import { priceQuotation } from '#shared/quote/quotation/arithmetic.ts';
import type { QuotationDraft, QuotationDraftInput } from '#shared/quote/quotation/schema.ts';
import { DPP_NILAI_LAIN_RATE, PPN_DEFAULT_RATE, type PpnMode } from '#shared/quote/quotation/ppn.ts';

/*
 * The quotation editor's state: what the admin typed, kept as text so nothing they typed is lost or
 * reformatted while they type, and turned into the API's draft (numbers) only to preview and save.
 */

export interface LineState {
  key: string;
  product_id: number | null;
  sku: string | null;
  description: string;
  quantity: string;
  unit_price: string;
  discount_percent: string;
}

export interface TermsState {
  /** How PPN is written: the draft's (Settings' when it was started), changeable per quotation. */
  ppn_mode: PpnMode;
  /** The flat rate as typed; in 'dpp_nilai_lain' the regulation's 12 % applies and this waits. */
  tax_rate: string;
  prices_include_tax: boolean;
  valid_until: string;
  payment_terms: string;
  delivery_time: string;
  notes: string;
  signatory_name: string;
  signatory_title: string;
}

let keys = 0;
export const newLineKey = () => `line-${++keys}`;

const percentText = (value: number) => (value ? String(value).replace('.', ',') : '');

export function linesFromDraft(draft: QuotationDraft): LineState[] {
  return draft.lines.map((line) => ({
    key: newLineKey(),
    product_id: line.product_id,
    sku: line.sku,
    description: line.description,
    quantity: String(line.quantity),
    unit_price: formatRupiahInput(line.unit_price),
    discount_percent: percentText(line.discount_percent),
  }));
}

export function termsFromDraft(draft: QuotationDraft): TermsState {
  const dpp = draft.ppn_mode === 'dpp_nilai_lain';
  return {
    ppn_mode: draft.ppn_mode,
    // A DPP draft's 12 is the regulation's: switched to flat, the rate starts at the usual 11 %.
    tax_rate: String(dpp ? PPN_DEFAULT_RATE : draft.tax_rate).replace('.', ','),
    prices_include_tax: draft.prices_include_tax,
    valid_until: draft.valid_until,
    payment_terms: draft.payment_terms,
    delivery_time: draft.delivery_time,
    notes: draft.notes,
    signatory_name: draft.signatory.name,
    signatory_title: draft.signatory.title,
  };
}

/** "12,5" or "12.5" → 12.5; empty → 0; unreadable → NaN (the schema refuses it with its message). */
export function readPercent(text: string): number {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return 0;
  return /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

function readPrice(text: string): number {
  const typed = parseRupiah(text);
  return typed.ok ? (typed.value ?? Number.NaN) : Number.NaN;
}

function readQuantity(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

export function draftInput(lines: readonly LineState[], terms: TermsState): QuotationDraftInput {
  return {
    lines: lines.map((line) => ({
      product_id: line.product_id,
      description: line.description,
      quantity: readQuantity(line.quantity),
      unit_price: readPrice(line.unit_price),
      discount_percent: readPercent(line.discount_percent),
    })),
    ppn_mode: terms.ppn_mode,
    // The rate is the regulation's in DPP nilai lain: not sent, so nothing typed can contradict it.
    tax_rate: terms.ppn_mode === 'flat' ? readPercent(terms.tax_rate) : undefined,
    prices_include_tax: terms.prices_include_tax,
    valid_until: terms.valid_until,
    payment_terms: terms.payment_terms,
    delivery_time: terms.delivery_time,
    notes: terms.notes,
    signatory: { name: terms.signatory_name, title: terms.signatory_title },
  };
}

/** The figures the server will answer, shown while typing (unreadable numbers count as 0). */
export function previewTotals(lines: readonly LineState[], terms: TermsState) {
  const safe = (value: number) => (Number.isFinite(value) && value >= 0 ? value : 0);
  const rate = readPercent(terms.tax_rate);
  return priceQuotation(
    lines.map((line) => ({
      quantity: Math.trunc(safe(readQuantity(line.quantity))),
      unit_price: Math.trunc(safe(readPrice(line.unit_price))),
      discount_percent: Math.min(100, safe(readPercent(line.discount_percent))),
    })),
    { tax_rate: Math.min(100, safe(rate)), prices_include_tax: terms.prices_include_tax, ppn_mode: terms.ppn_mode },
  );
}

/** The PPN rate the letter will write: the typed one, or 12 % in DPP nilai lain. */
export const letterTaxRate = (terms: TermsState) =>
  terms.ppn_mode === 'dpp_nilai_lain' ? DPP_NILAI_LAIN_RATE : readPercent(terms.tax_rate) || 0;
