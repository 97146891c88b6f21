import { describe, expect, it } from 'vitest';
import {
  neutraliseFormula,
  readAmount,
  readSwitch,
  readTags,
  restoreFormulaText,
  writeTags,
  type Cell,
} from '#server/services/catalogue-io/cells.ts';

describe.each<[Cell, boolean, number | null | 'error']>([
  ['12.500.000', true, 12_500_000],
  ['Rp 12.500.000', true, 12_500_000],
  ['Rp. 12.500.000', true, 12_500_000],
  ['12500000', true, 12_500_000],
  ['12.500.000,00', true, 12_500_000],
  ['12500000,5', true, 12_500_001],
  ['12500000.00', true, 12_500_000],
  ['1.000', false, 1000],
  ['7,0', false, 7],
  ['7,5', false, 'error'],
  [12.4, true, 12],
  [3.5, false, 'error'],
  ['', true, null],
  [null, true, null],
  ['12,500,000', true, 'error'],
  ['12.50.000', true, 'error'],
  ['abc', true, 'error'],
  ['-5', false, 'error'],
])('readAmount(%j, round %s)', (cell, round, expected) => {
  it(`reads ${String(expected)}`, () => {
    const result = readAmount(cell, 'Harga', round);
    if (expected === 'error') expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, value: expected });
  });
});

describe.each<[Cell, boolean | null | 'error']>([
  ['1', true],
  ['0', false],
  ['Ya', true],
  ['tidak', false],
  ['nonaktif', false],
  [true, true],
  ['', null],
  ['mungkin', 'error'],
])('readSwitch(%j)', (cell, expected) => {
  it(`reads ${String(expected)}`, () => {
    const result = readSwitch(cell, 'Aktif');
    if (expected === 'error') expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, value: expected });
  });
});

describe.each(['=SUM(A1)', '+62 812', '-5 °C', '@user', 'plain', "'quoted"])('formula text %j', (text) => {
  it('comes back as it was', () => {
    expect(restoreFormulaText(neutraliseFormula(text))).toBe(text);
    expect(neutraliseFormula(text)).not.toMatch(/^[=+\-@]/);
  });
});

describe.each<[string, string[]]>([
  ['Portable, Lab', ['Portable', 'Lab']],
  ['  Portable ,Lab,, ', ['Portable', 'Lab']],
  ['"15,000 rpm / 21,380 x g", Quiet', ['15,000 rpm / 21,380 x g', 'Quiet']],
  ['"7"" LCD", Portable', ['7" LCD', 'Portable']],
  // A quote typed inside a tag, not around it, is the tag's own.
  ['7" LCD, Portable', ['7" LCD', 'Portable']],
  ['"unclosed, tag', ['unclosed, tag']],
  ['', []],
])('the tags cell %j', (text, tags) => {
  it(`reads ${JSON.stringify(tags)}`, () => expect(readTags(text)).toEqual(tags));
});

describe.each<string[]>([
  ['Portable', 'Lab'],
  ['15,000 rpm / 21,380 x g', 'Starts on lid close, stops on lid open', 'Quiet'],
  ['7" LCD', '"Quoted"', 'a,b,"c"'],
  [],
])('tags %j', (...tags) => {
  it('come back as they were through the cell', () => expect(readTags(writeTags(tags))).toEqual(tags));
});
