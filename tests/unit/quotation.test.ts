import { describe, expect, it } from 'vitest';
import { priceLine, priceQuotation, quotationTotals } from '#shared/quote/quotation/arithmetic.ts';
import {
  AcceptQuotationSchema,
  QuotationDraftInputSchema,
  revisionStatus,
  validUntilEnd,
} from '#shared/quote/quotation/schema.ts';
import { terbilang, terbilangRupiah } from '#shared/quote/quotation/terbilang.ts';
import { amountInWords } from '#shared/quote/quotation/words-en.ts';
import { QuoteCustomerSchema } from '#shared/quote/request-schema.ts';
import { previousQuoteMonth } from '#shared/quote/request.ts';

describe.each([
  // quantity, unit price, discount %, gross, net
  [3, 1_250_000, 0, 3_750_000, 3_750_000],
  [1, 999, 12.5, 999, 874], // 874.125
  [1, 1, 50, 1, 1], // 0.5 rounds half up
  [1, 3, 50, 3, 2], // 1.5 → 2
  [3, 333, 33.33, 999, 666], // 665.96… → 666
  [7, 1_234_567, 2.75, 8_641_969, 8_404_315], // 8,404,314.85… → 8,404,315
  [2, 500_000, 100, 1_000_000, 0],
  [9999, 100_000_000_000, 0.01, 999_900_000_000_000, 999_800_010_000_000],
])('priceLine(%i × %i less %d %%)', (quantity, unit_price, discount_percent, gross, net) => {
  it(`is ${net} of ${gross}`, () => {
    expect(priceLine({ quantity, unit_price, discount_percent })).toEqual({ gross, discount: gross - net, net });
  });
});

describe.each([
  // subtotal, rate, included, tax base, tax, total
  [1_250_000, 11, false, 1_250_000, 137_500, 1_387_500],
  [874, 11, false, 874, 96, 970], // 96.14
  [50, 11, false, 50, 6, 56], // 5.5 rounds half up
  [1_000_000, 0, false, 1_000_000, 0, 1_000_000],
  [1_000_000, 12, false, 1_000_000, 120_000, 1_120_000],
  [1_110_000, 11, true, 1_000_000, 110_000, 1_110_000],
  [1_000, 11, true, 901, 99, 1_000], // 900.90… → 901
  [1_387_500, 11, true, 1_250_000, 137_500, 1_387_500],
  [999, 2.5, false, 999, 25, 1_024], // 24.975 → 25
])('quotationTotals(%i at %d %%, included %s)', (subtotal, tax_rate, prices_include_tax, tax_base, tax, total) => {
  it(`has base ${tax_base}, PPN ${tax}, total ${total}`, () => {
    const line = { gross: subtotal, discount: 0, net: subtotal };
    expect(quotationTotals([line], { tax_rate, prices_include_tax })).toEqual({
      gross: subtotal,
      discount: 0,
      subtotal,
      tax_base,
      tax,
      total,
    });
  });
});

describe('priceQuotation', () => {
  it('sums the rounded nets (no second rounding) and taxes the sum', () => {
    const { lines, totals } = priceQuotation(
      [
        { quantity: 1, unit_price: 3, discount_percent: 50 }, // 1.5 → 2
        { quantity: 1, unit_price: 3, discount_percent: 50 }, // 1.5 → 2
        { quantity: 2, unit_price: 1_000_000 },
      ],
      { tax_rate: 11, prices_include_tax: false },
    );
    expect(lines.map((line) => line.net)).toEqual([2, 2, 2_000_000]);
    expect(totals).toEqual({
      gross: 2_000_006,
      discount: 2,
      subtotal: 2_000_004,
      tax_base: 2_000_004,
      tax: 220_000, // 220,000.44
      total: 2_220_004,
    });
  });
});

describe.each([
  [0, 'nol'],
  [1, 'satu'],
  [10, 'sepuluh'],
  [11, 'sebelas'],
  [12, 'dua belas'],
  [19, 'sembilan belas'],
  [20, 'dua puluh'],
  [21, 'dua puluh satu'],
  [100, 'seratus'],
  [101, 'seratus satu'],
  [110, 'seratus sepuluh'],
  [111, 'seratus sebelas'],
  [200, 'dua ratus'],
  [999, 'sembilan ratus sembilan puluh sembilan'],
  [1_000, 'seribu'],
  [1_001, 'seribu satu'],
  [1_100, 'seribu seratus'],
  [2_000, 'dua ribu'],
  [11_000, 'sebelas ribu'],
  [100_000, 'seratus ribu'],
  [101_000, 'seratus satu ribu'],
  [1_000_000, 'satu juta'],
  [1_387_500, 'satu juta tiga ratus delapan puluh tujuh ribu lima ratus'],
  [2_000_001_000, 'dua miliar seribu'],
  [1_000_000_000_000, 'satu triliun'],
  [-5, 'minus lima'],
])('terbilang(%i)', (amount, words) => {
  it(`is "${words}"`, () => expect(terbilang(amount)).toBe(words));
});

describe('terbilangRupiah', () => {
  it('capitalises and ends in rupiah', () =>
    expect(terbilangRupiah(1_387_500)).toBe('Satu juta tiga ratus delapan puluh tujuh ribu lima ratus rupiah'));
  it('refuses a fraction', () => expect(() => terbilang(1.5)).toThrow(RangeError));
});

describe('QuotationDraftInputSchema', () => {
  const line = { description: 'Kalibrasi pH meter', quantity: 1, unit_price: 750_000 };
  it.each([
    [{ lines: [line], valid_until: '2026-12-25' }, true],
    [{ lines: [{ ...line, discount_percent: 2.555 }], valid_until: '2026-12-25' }, false],
    [{ lines: [{ ...line, discount_percent: 101 }], valid_until: '2026-12-25' }, false],
    [{ lines: [{ ...line, unit_price: 1.5 }], valid_until: '2026-12-25' }, false],
    [{ lines: [], valid_until: '2026-12-25' }, false],
    [{ lines: [line], valid_until: '2026-02-30' }, false],
    [{ lines: [line], valid_until: '25/12/2026' }, false],
    [{ lines: [line], valid_until: '2026-12-25', tax_rate: 11.5 }, true],
    [
      {
        lines: [
          { ...line, quantity: 9999, unit_price: 100_000_000_000 },
          { ...line, quantity: 9999, unit_price: 100_000_000_000 },
        ],
        valid_until: '2026-12-25',
      },
      false,
    ],
  ])('%j valid: %s', (input, valid) => {
    expect(QuotationDraftInputSchema.safeParse(input).success).toBe(valid);
  });

  it('keeps a free line (no product) and defaults the discount', () => {
    const parsed = QuotationDraftInputSchema.parse({ lines: [line], valid_until: '2026-12-25' });
    expect(parsed.lines[0]).toEqual({ ...line, product_id: null, discount_percent: 0 });
  });

  it('asks the buyer for a name when accepting', () => {
    expect(AcceptQuotationSchema.safeParse({ name: '  ' }).success).toBe(false);
    expect(AcceptQuotationSchema.parse({ name: 'Budi' })).toEqual({ name: 'Budi', position: '', po_number: '' });
  });
});

describe('revisionStatus', () => {
  const sent = { accepted: null, revision_requests: [], opened_at: null, valid_until: '2026-12-25' };
  it.each([
    [sent, '2026-12-01T00:00:00Z', 'sent'],
    [{ ...sent, opened_at: '2026-12-01T00:00:00Z' }, '2026-12-01T00:00:00Z', 'opened'],
    // Valid through 25 December in Jakarta: 16:59:59 UTC is 23:59:59 WIB.
    [sent, '2026-12-25T16:59:59Z', 'sent'],
    [sent, '2026-12-25T17:00:00Z', 'expired'],
    [
      { ...sent, revision_requests: [{ message: 'Diskon?', at: '2026-12-02T00:00:00Z' }] },
      '2026-12-26T00:00:00Z',
      'revision_requested',
    ],
    [
      { ...sent, accepted: { name: 'Budi', position: '', po_number: '', at: '2026-12-02T00:00:00Z' } },
      '2027-01-01T00:00:00Z',
      'accepted',
    ],
  ] as const)('%j at %s is %s', (revision, now, status) => {
    expect(revisionStatus(revision, new Date(now))).toBe(status);
  });

  it('ends the valid-until day at midnight Jakarta time', () =>
    expect(new Date(validUntilEnd('2026-12-25')).toISOString()).toBe('2026-12-25T16:59:59.999Z'));
});

describe('the quote form’s optional email', () => {
  it.each([
    ['', true],
    ['rina@lab.example', true],
    ['rina@', false],
    ['bukan email', false],
  ])('%j valid: %s', (email, valid) => {
    expect(QuoteCustomerSchema.safeParse({ name: 'Rina', phone: '0812-8880-4512', email }).success).toBe(valid);
  });
});

describe.each([
  ['2026-11-25T03:00:00Z', '2610'],
  // 1 January 2027, 00:30 WIB, is still 31 December in UTC.
  ['2026-12-31T17:30:00Z', '2612'],
  ['2027-01-31T16:59:59Z', '2612'],
  ['2027-03-01T00:00:00Z', '2702'],
])('previousQuoteMonth(%s)', (iso, month) => {
  it(`is ${month}`, () => expect(previousQuoteMonth(new Date(iso))).toBe(month));
});

describe.each([
  [0, 'zero'],
  [7, 'seven'],
  [15, 'fifteen'],
  [40, 'forty'],
  [99, 'ninety-nine'],
  [100, 'one hundred'],
  [1_000, 'one thousand'],
  [1_250_000, 'one million two hundred fifty thousand'],
  [4_578_750, 'four million five hundred seventy-eight thousand seven hundred fifty'],
  [2_000_000_001, 'two billion one'],
])('amountInWords(%i)', (amount, words) => {
  it(`is "${words}"`, () => {
    expect(amountInWords(amount)).toBe(words);
  });
});
