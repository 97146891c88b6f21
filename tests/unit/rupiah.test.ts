import { describe, expect, it } from 'vitest';
import {
  RUPIAH_CHARACTERS_MESSAGE,
  RUPIAH_DECIMAL_MESSAGE,
  RUPIAH_GROUPING_MESSAGE,
  formatRupiahInput,
  parseRupiah,
} from '#shared/common/rupiah.ts';

describe('parseRupiah', () => {
  it.each([
    ['12.500.000', 12_500_000],
    ['12500000', 12_500_000],
    ['Rp 12.500.000', 12_500_000],
    ['rp12.500.000', 12_500_000],
    [' 1.250.000 ', 1_250_000],
    ['999', 999],
    ['1.000', 1_000],
    ['0', 0],
    ['', null],
    ['   ', null],
  ])('%j → %j', (text, value) => {
    expect(parseRupiah(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['12,5', RUPIAH_DECIMAL_MESSAGE],
    ['12.500.000,00', RUPIAH_DECIMAL_MESSAGE],
    ['12,500,000', RUPIAH_DECIMAL_MESSAGE],
    ['12.500000', RUPIAH_GROUPING_MESSAGE],
    ['12.5', RUPIAH_GROUPING_MESSAGE],
    ['.500', RUPIAH_GROUPING_MESSAGE],
    ['1..000', RUPIAH_GROUPING_MESSAGE],
    ['-5', RUPIAH_CHARACTERS_MESSAGE],
    ['12e6', RUPIAH_CHARACTERS_MESSAGE],
    ['dua juta', RUPIAH_CHARACTERS_MESSAGE],
  ])('%j is refused', (text, message) => {
    expect(parseRupiah(text)).toEqual({ ok: false, message });
  });
});

describe('formatRupiahInput', () => {
  it.each([
    [12_500_000, '12.500.000'],
    [999, '999'],
    [0, '0'],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%j → %j', (value, text) => {
    expect(formatRupiahInput(value)).toBe(text);
  });

  it("groups as Intl's id-ID number format does", () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0, useGrouping: true });
    const values = [5, 45, 345, 2345, 12_345, 999_999_999, 0.5, 1.5, 1234.5, -7, -1234.5];
    for (let i = 0; i < 500; i++) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const value of values) expect(formatRupiahInput(value)).toBe(intl.format(value));
  });
});
