import { describe, expect, it } from 'vitest';
import { MAX_CSV_LINES, detectSeparator, readCsv, type Separator } from '#server/services/catalogue-io/csv.ts';
import { readFile } from '#server/services/catalogue-io/files.ts';

/*
 * A price file as spreadsheets save it: every separator, one column to several, one row to four,
 * CRLF or LF, with or without a byte-order mark, headers quoted or not. Each is read into the same
 * rows, with the separator it was written with.
 */

const HEADERS = ['sku', 'price', 'stock', 'name'];
const ROW_VALUES = (row: number) => [`RL-${row}`, '1.250.000,00', `${row}`, `Produk "${row}"; uji, satu`];

/** A cell as a spreadsheet writes it: quoted when it holds the separator, a quote or a line break. */
const written = (cell: string, separator: string, quoteAll: boolean) =>
  quoteAll || cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

const cases = (['\t', ';', ','] as Separator[]).flatMap((separator) =>
  [1, 2, 4].flatMap((columns) =>
    [1, 2, 3, 4].flatMap((rows) =>
      ['\r\n', '\n'].flatMap((newline) =>
        [true, false].flatMap((bom) =>
          [true, false].map((quoteHeaders) => ({ separator, columns, rows, newline, bom, quoteHeaders })),
        ),
      ),
    ),
  ),
);

describe('a CSV price file is read whatever its separator, columns, rows and line ends', () => {
  it.each(cases)('%j', async ({ separator, columns, rows, newline, bom, quoteHeaders }) => {
    const header = HEADERS.slice(0, columns);
    const data = Array.from({ length: rows }, (_, index) => ROW_VALUES(index + 1).slice(0, columns));
    const text =
      (bom ? '\uFEFF' : '') +
      [
        header.map((cell) => written(cell, separator, quoteHeaders)),
        ...data.map((row) => row.map((cell) => written(cell, separator, false))),
      ]
        .map((row) => row.join(separator))
        .join(newline) +
      newline;
    const read = await readFile(new TextEncoder().encode(text));
    expect(read.rows).toEqual([header, ...data]);
    // One column has no separator to see: the next lines have none either, so a comma is assumed.
    expect(read.separator).toBe(columns === 1 ? ',' : separator);
  });
});

describe('the separator', () => {
  it.each<[string, Separator]>([
    ['sku;price\r\nA;1.250.000,00', ';'],
    ['sku;price', ';'],
    ['sku,price\nA,"1.250.000,00"', ','],
    ['sku\tprice\nA\t1', '\t'],
    ['"spec:Berat, bersih";sku\nA;1', ';'],
    ['sku\nA;B\nC;D', ';'],
    ['sku\nA', ','],
    ['sku;name,x', ';'],
  ])('of %j is %j', (text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});

describe('limits counted before parsing', () => {
  it('more lines than the limit (empty ones too) is refused naming the limit', () => {
    expect(() => readCsv(`sku\n${'\n'.repeat(MAX_CSV_LINES + 1)}`, 10_000)).toThrow(/lebih dari 100\.000 baris/);
  });

  it('more cells than the limit is refused naming the limit', () => {
    expect(() => readCsv(`sku${';'.repeat(4_000_001)}`, 10_000)).toThrow(/lebih dari 4\.000\.000 sel/);
  });

  it('more rows with content than the limit is a 413', () => {
    const rows = ['sku', ...Array.from({ length: 10_001 }, (_, index) => `S${index}`)].join('\n');
    expect(() => readCsv(rows, 10_000)).toThrow(expect.objectContaining({ status: 413 }));
  });
});
