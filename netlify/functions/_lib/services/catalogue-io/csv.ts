import Papa from 'papaparse';
import { HttpError } from '../../errors.ts';

/*
 * A CSV file as people save it: cells separated by `;` (an Indonesian Excel or LibreOffice), `,`
 * or a tab, whatever the number of columns, with or without quotes, CRLF or LF line ends. The
 * separator is read from the header line (the first one it holds most of, outside quotes); a header
 * of one column takes the one the next lines hold. What was assumed is said whenever the header
 * cannot be read, so a person sees why `sku|price` is one unknown column.
 */

export const SEPARATORS = [';', ',', '\t'] as const;
export type Separator = (typeof SEPARATORS)[number];

const SEPARATOR_NAMES: Record<Separator, string> = { ';': 'titik koma (;)', ',': 'koma (,)', '\t': 'tab' };

/** The separator in words, for a message: 'titik koma (;)'. */
export const separatorName = (separator: Separator) => SEPARATOR_NAMES[separator];

/** Lines of the file, empty ones too (a spreadsheet saves its whole used range). */
export const MAX_CSV_LINES = 100_000;
/** Cells of the whole file: 10,000 rows of 400 columns. */
export const MAX_CSV_CELLS = 4_000_000;

/** How often each separator occurs outside quotes in each of the first `lines` lines. */
function separatorCounts(text: string, lines: number): Record<Separator, number>[] {
  const counts: Record<Separator, number>[] = [];
  let current = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  // A header is short: the first 64 KB are enough to read its separator.
  const end = Math.min(text.length, 64 * 1024);
  for (let index = 0; index < end && counts.length < lines; index++) {
    const char = text[index]!;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) {
      if (char === '\r' && text[index + 1] === '\n') index++;
      counts.push(current);
      current = { ';': 0, ',': 0, '\t': 0 };
    } else if (!quoted && char in current) current[char as Separator] += 1;
  }
  if (counts.length < lines) counts.push(current);
  return counts;
}

const most = (counts: Record<Separator, number>): Separator | undefined => {
  // On a tie the order of SEPARATORS decides: `;` first, what an Indonesian spreadsheet writes.
  const best = SEPARATORS.reduce((found, separator) => (counts[separator] > counts[found] ? separator : found));
  return counts[best] > 0 ? best : undefined;
};

/** The separator of a CSV text: the header line's, else the next lines', else a comma. */
export function detectSeparator(text: string): Separator {
  const [header = { ';': 0, ',': 0, '\t': 0 }, ...next] = separatorCounts(text, 21);
  const total = { ';': 0, ',': 0, '\t': 0 };
  for (const line of next) for (const separator of SEPARATORS) total[separator] += line[separator];
  return most(header) ?? most(total) ?? ',';
}

const refused = (message: string) => new HttpError(422, message, { errors: { file: [message] } });
const count = (text: string, char: string) => {
  let found = 0;
  for (let index = text.indexOf(char); index !== -1; index = text.indexOf(char, index + 1)) found++;
  return found;
};

/**
 * Every row of the text, the header first, and the separator assumed. Counted before parsing (a
 * 10 KB gzipped file can hold ten million empty lines): more lines or cells than the limits is a
 * 422 naming the limit, more than 10,000 rows with content a 413.
 */
export function readCsv(text: string, maxRows: number): { rows: string[][]; separator: Separator } {
  const separator = detectSeparator(text);
  const lines = count(text, '\n') + count(text, '\r') - count(text, '\r\n');
  if (lines > MAX_CSV_LINES) {
    throw refused(
      `File berisi lebih dari ${MAX_CSV_LINES.toLocaleString('id-ID')} baris termasuk baris kosong (batasnya ${MAX_CSV_LINES.toLocaleString('id-ID')}); hapus baris kosong di bawah data lalu simpan ulang.`,
    );
  }
  if (lines + count(text, separator) > MAX_CSV_CELLS) {
    throw refused(
      `File berisi lebih dari ${MAX_CSV_CELLS.toLocaleString('id-ID')} sel (batasnya ${MAX_CSV_CELLS.toLocaleString('id-ID')}, mis. 10.000 baris × 400 kolom).`,
    );
  }
  const rows: string[][] = [];
  let filled = 0;
  Papa.parse<string[]>(text, {
    delimiter: separator,
    skipEmptyLines: false,
    step: (result, parser) => {
      rows.push(result.data);
      if (result.data.some((cell) => cell.trim() !== '') && rows.length > 1) filled += 1;
      if (filled > maxRows) parser.abort();
    },
  });
  if (filled > maxRows) {
    throw new HttpError(
      413,
      `File berisi lebih dari ${maxRows.toLocaleString('id-ID')} baris; maksimal ${maxRows.toLocaleString('id-ID')} baris per file`,
    );
  }
  // The parser reads a final line break as one more, empty row.
  if (rows.length > 0 && rows.at(-1)!.every((cell) => cell === '')) rows.pop();
  return { rows, separator };
}
