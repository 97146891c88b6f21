import { describe, expect, it } from 'vitest';
import { priceQuotation, quotationTotals } from '#shared/quote/quotation/arithmetic.ts';

/*
 * PPN written as 'DPP nilai lain' (PMK 131/2024): base 11/12 of the price, PPN 12 % of the base.
 * Checked against a computation written apart from the module (BigInt quotient and remainder, the
 * half compared by doubling), over edge values and a sweep of subtotals from Rp 1 to Rp 10 billion,
 * and against the flat 11 % the regulation says it equals: never more than one rupiah apart.
 */

/** n ÷ d rounded half up, from the quotient and remainder (n, d > 0). */
function roundHalfUp(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  return 2n * (n % d) >= d ? quotient + 1n : quotient;
}

/** The regulation's figures for prices before tax: base = 11/12 × S, PPN = 12 % × base. */
function expectedBeforeTax(subtotal: bigint) {
  const base = roundHalfUp(11n * subtotal, 12n);
  const tax = roundHalfUp(12n * base, 100n);
  return { tax_base: Number(base), tax: Number(tax), total: Number(subtotal + tax) };
}

/** Prices that include tax: the price before it is S ÷ 1.11, its 11/12 the base. */
function expectedIncluded(total: bigint) {
  const base = roundHalfUp(total * 100n * 11n, 111n * 12n);
  return { tax_base: Number(base), tax: Number(roundHalfUp(12n * base, 100n)), total: Number(total) };
}

const flat11 = (subtotal: bigint) => Number(subtotal + roundHalfUp(11n * subtotal, 100n));

const dpp = (subtotal: number, prices_include_tax = false) =>
  quotationTotals([{ gross: subtotal, discount: 0, net: subtotal }], {
    tax_rate: 12,
    prices_include_tax,
    ppn_mode: 'dpp_nilai_lain',
  });

/** A few thousand subtotals: log-spaced from 1 to 10 billion, every value up to 2,400, and the
 * neighbours of the points where 11/12 × S or 12 % of the base sits on a half. */
function sweep(): number[] {
  const values = new Set<number>();
  const top = 10_000_000_000;
  for (let i = 0; i <= 3_000; i++) values.add(Math.round(10 ** ((10 * i) / 3_000)));
  for (let s = 1; s <= 2_400; s++) values.add(s);
  for (let exponent = 1; exponent <= 10; exponent++) {
    for (const anchor of [10 ** exponent, 12 * 10 ** (exponent - 1), 6 * 10 ** (exponent - 1)]) {
      for (let delta = -13; delta <= 13; delta++) values.add(anchor + delta);
    }
  }
  values.add(top);
  values.add(top - 1);
  return [...values].filter((value) => value >= 1 && value <= top).sort((a, b) => a - b);
}

describe.each([
  // subtotal, tax base, PPN, total
  [1, 1, 0, 1], // 0.9166… → 1; 0.12 → 0
  [6, 6, 1, 7], // 5.5 rounds half up; 0.72 → 1
  [12, 11, 1, 13],
  [100, 92, 11, 111], // 91.66… → 92; 11.04 → 11
  [1_000_000, 916_667, 110_000, 1_110_000], // 916,666.66… → 916,667; 110,000.04 → 110,000
  [1_250_000, 1_145_833, 137_500, 1_387_500],
  [10_000_000_000, 9_166_666_667, 1_100_000_000, 11_100_000_000],
])('DPP nilai lain of %i', (subtotal, tax_base, tax, total) => {
  it(`has base ${tax_base}, PPN ${tax}, total ${total}`, () => {
    expect(dpp(subtotal)).toEqual({ gross: subtotal, discount: 0, subtotal, tax_base, tax, total });
  });
});

describe('DPP nilai lain against an independent computation', () => {
  const subtotals = sweep();

  it('sweeps a few thousand subtotals from Rp 1 to Rp 10 billion', () => {
    expect(subtotals.length).toBeGreaterThan(3_000);
    expect(subtotals[0]).toBe(1);
    expect(subtotals.at(-1)).toBe(10_000_000_000);
  });

  it('matches the regulation figure for figure, prices before tax', () => {
    const wrong = subtotals.filter((s) => {
      const { tax_base, tax, total } = dpp(s);
      const expected = expectedBeforeTax(BigInt(s));
      return tax_base !== expected.tax_base || tax !== expected.tax || total !== expected.total;
    });
    expect(wrong).toEqual([]);
  });

  it('stays within one rupiah of the flat 11 % for every subtotal', () => {
    const apart = subtotals
      .map((s) => ({ s, difference: dpp(s).total - flat11(BigInt(s)) }))
      .filter(({ difference }) => Math.abs(difference) > 1);
    expect(apart).toEqual([]);
    // The flat mode of the same module agrees with the independent 11 %.
    const flat = subtotals.filter(
      (s) =>
        quotationTotals([{ gross: s, discount: 0, net: s }], { tax_rate: 11, prices_include_tax: false }).total !==
        flat11(BigInt(s)),
    );
    expect(flat).toEqual([]);
  });

  it('takes PPN out of prices that include it: PPN is 12 % of the base shown, the total unchanged', () => {
    const wrong = subtotals.filter((s) => {
      const { tax_base, tax, total } = dpp(s, true);
      const expected = expectedIncluded(BigInt(s));
      return tax_base !== expected.tax_base || tax !== expected.tax || total !== s;
    });
    expect(wrong).toEqual([]);
    expect(dpp(1_110_000, true)).toMatchObject({ tax_base: 916_667, tax: 110_000, total: 1_110_000 });
  });

  it('is exact at the largest quotation (no float drift past 2^53 in the products)', () => {
    const largest = 999_999_999_999_999; // under QUOTATION_MAX_GROSS; 11 × it exceeds 2^53
    expect(dpp(largest)).toMatchObject(expectedBeforeTax(BigInt(largest)));
    expect(dpp(largest, true)).toMatchObject(expectedIncluded(BigInt(largest)));
  });
});

describe("the mode's default", () => {
  it('reads terms without a mode as flat (drafts and revisions from before the choice)', () => {
    const line = { quantity: 1, unit_price: 1_000_000 };
    const { totals } = priceQuotation([line], { tax_rate: 11, prices_include_tax: false });
    expect(totals).toMatchObject({ tax_base: 1_000_000, tax: 110_000, total: 1_110_000 });
  });

  it('ignores the flat rate in DPP nilai lain: the regulation fixes 12 % of 11/12', () => {
    const line = [{ gross: 1_000_000, discount: 0, net: 1_000_000 }];
    const terms = { prices_include_tax: false, ppn_mode: 'dpp_nilai_lain' as const };
    expect(quotationTotals(line, { ...terms, tax_rate: 11 })).toEqual(
      quotationTotals(line, { ...terms, tax_rate: 12 }),
    );
  });
});
