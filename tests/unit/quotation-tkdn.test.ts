import { describe, expect, it } from 'vitest';
import { priceLine } from '#shared/quote/quotation/arithmetic.ts';
import { combinedTkdnSentence, lineRegistrations } from '#shared/quote/quotation/tkdn-text.ts';
import { combinedTkdn, type TkdnLine } from '#shared/quote/quotation/tkdn.ts';

/** A line as the draft prices it: quantity × price less its discount, with its product's TKDN. */
const line = (quantity: number, unit_price: number, discount_percent: number, tkdn_percent: number | null) => ({
  net: priceLine({ quantity, unit_price, discount_percent }).net,
  tkdn_percent,
});

describe.each<[string, TkdnLine[], number | null]>([
  // Worked by hand: Σ(net × TKDN) ÷ Σ(net), one decimal, half up.
  ['one line is its own TKDN', [line(1, 1_000_000, 0, 45.5)], 45.5],
  ['two equal lines average', [line(1, 1_000_000, 0, 40), line(1, 1_000_000, 0, 50)], 45],
  // 3 × 1,250,000 less 10 % = 3,375,000 at 41.5; 1 × 750,000 at 60.
  // (3,375,000 × 41.5 + 750,000 × 60) ÷ 4,125,000 = 185,062,500 ÷ 4,125,000 = 44.86… → 44.9
  ['a discount lowers its line’s weight', [line(3, 1_250_000, 10, 41.5), line(1, 750_000, 0, 60)], 44.9],
  // Without the discount: (3,750,000 × 41.5 + 750,000 × 60) ÷ 4,500,000 = 44.58… → 44.6
  ['the same lines undiscounted', [line(3, 1_250_000, 0, 41.5), line(1, 750_000, 0, 60)], 44.6],
  // (1 × 10.1 + 1 × 10.2) ÷ 2 = 10.15 → 10.2 (half up, in tenths: no binary fraction decides it)
  ['a half tenth rounds up', [line(1, 1, 0, 10.1), line(1, 1, 0, 10.2)], 10.2],
  // (2 × 10 + 1 × 10.1) ÷ 3 = 10.033… → 10
  ['below a half tenth rounds down', [line(2, 1, 0, 10), line(1, 1, 0, 10.1)], 10],
  ['a line of Rp 0 without TKDN weighs nothing', [line(1, 500_000, 0, 30), line(1, 0, 0, null)], 30],
  ['a 100 % discount weighs nothing', [line(1, 500_000, 0, 30), line(2, 900_000, 100, 90)], 30],
  ['a line with an amount and no TKDN: no share', [line(1, 500_000, 0, 30), line(1, 750_000, 0, null)], null],
  ['an offer of Rp 0: no share', [line(1, 0, 0, 40)], null],
  ['no lines: no share', [], null],
  ['the largest offer stays exact', [line(9999, 100_000_000_000, 0, 99.9), line(1, 1, 0, 0)], 99.9],
])('combinedTkdn: %s', (_name, lines, expected) => {
  it(`is ${expected}`, () => {
    expect(combinedTkdn(lines)).toBe(expected);
  });
});

describe('the letter’s words', () => {
  const registered = { tkdn_percent: 45.5, tkdn_certificate: '1045/SJ-IND.8/TKDN/2025', akl_number: 'AKL 20101520345' };

  it('write a line’s TKDN with the buyer’s decimal mark, its certificate and its AKL number', () => {
    expect(lineRegistrations(registered, 'id')).toEqual([
      'TKDN 45,5 % (sertifikat 1045/SJ-IND.8/TKDN/2025)',
      'AKL 20101520345',
    ]);
    expect(lineRegistrations(registered, 'en')).toEqual([
      'TKDN 45.5 % (certificate 1045/SJ-IND.8/TKDN/2025)',
      'AKL 20101520345',
    ]);
    expect(lineRegistrations({ tkdn_percent: 40, tkdn_certificate: '', akl_number: '' }, 'id')).toEqual(['TKDN 40 %']);
    expect(lineRegistrations({ tkdn_percent: null, tkdn_certificate: '', akl_number: '' }, 'en')).toEqual([]);
  });

  it('state the combined share only when every line with an amount has a TKDN', () => {
    const lines = [line(3, 1_250_000, 10, 41.5), line(1, 750_000, 0, 60)];
    expect(combinedTkdnSentence(lines, 'id')).toBe(
      'Nilai TKDN gabungan penawaran ini: 44,9 % (tertimbang menurut nilai baris).',
    );
    expect(combinedTkdnSentence(lines, undefined)).toBe(combinedTkdnSentence(lines, 'id'));
    expect(combinedTkdnSentence(lines, 'en')).toBe('Combined TKDN of this offer: 44.9 % (weighted by line value).');
    expect(combinedTkdnSentence([...lines, line(1, 250_000, 0, null)], 'id')).toBeNull();
  });
});
