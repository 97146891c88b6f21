import { gunzipSync } from 'node:zlib';
import Papa from 'papaparse';
import writeXlsxFile from 'write-excel-file/node';
import { HttpError } from '../../errors.ts';
import { neutraliseFormula, type Cell } from './cells.ts';
import { readCsv, type Separator } from './csv.ts';
import { parseSheet } from './sheet-parse.ts';
import { XLSX_LIMITS, checkXlsxContents } from './xlsx-limits.ts';
import { unzipWithin, zipStored } from './zip.ts';

/*
 * Spreadsheet files in and out: CSV with `;` (what an Indonesian Excel writes), `,` or a tab (csv.ts),
 * UTF-8 with or without a byte-order mark, and XLSX (its first sheet, within xlsx-limits.ts). Server-side only: these libraries never
 * reach a browser bundle.
 */

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** Data rows, the header not counted. */
export const MAX_ROWS = 10_000;

export type FileFormat = 'csv' | 'xlsx';

export const FILE_TYPES: Record<FileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** XLSX by its content (a ZIP archive), whatever its name says; anything else is read as CSV text. */
export function formatOf(bytes: Uint8Array): FileFormat {
  return ZIP_MAGIC.every((byte, index) => bytes[index] === byte) ? 'xlsx' : 'csv';
}

const unreadable = (message: string) => new HttpError(422, message, { errors: { file: [message] } });

export const FILE_TOO_LARGE = 'File terlalu besar; maksimal 10 MB per file';

/**
 * The file as written: the admin panel sends a CSV gzipped (a function's request body is limited to
 * 6 MB on Netlify, and a 10 MB price list packs to a fraction of that); other clients may too.
 */
export function unpacked(bytes: Uint8Array): Uint8Array {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_FILE_BYTES });
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(413, FILE_TOO_LARGE);
    throw unreadable('File terkompresi tidak dapat dibaca; kirim file CSV atau Excel aslinya.');
  }
}

/** The parts of an XLSX file the parser reads (its XML); pictures and the like are only measured. */
const PARSED_ENTRY = /\.xml(\.rels)?$/;

/** The rows of a file (the header first) and, for a CSV, the separator it was read with. */
export interface FileRows {
  rows: Cell[][];
  separator?: Separator;
}

/** Every row of the file, the header first; fully empty rows are kept so row numbers stay the spreadsheet's. */
export async function readFile(bytes: Uint8Array): Promise<FileRows> {
  if (formatOf(bytes) === 'xlsx') {
    // Unpacked and measured before the parser sees it: a small file may unpack to gigabytes.
    const entries = (await unzipWithin(bytes, XLSX_LIMITS.zip)).filter(({ name }) => PARSED_ENTRY.test(name));
    checkXlsxContents(entries);
    return { rows: await parseSheet(zipStored(entries)) };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unreadable('File CSV harus berenkode UTF-8 (di Excel: Simpan Sebagai → CSV UTF-8).');
  }
  return readCsv(text.replace(/^\uFEFF/, ''), MAX_ROWS);
}

/** Every row of the file, the header first (readFile without the separator). */
export const readRows = async (bytes: Uint8Array): Promise<Cell[][]> => (await readFile(bytes)).rows;

/**
 * A text cell any spreadsheet could split: one holding `;` (an Indonesian Excel's list separator, so
 * `Budi;=HYPERLINK(…)` would become a cell starting with `=`), `,`, a tab, a quote or a line break.
 */
const NEEDS_QUOTES = /[;,\t"\r\n]/;

/**
 * The CSV the export writes: comma-separated, every text cell that a spreadsheet could split quoted
 * and every formula start defused with an apostrophe, whichever separator the spreadsheet reads it with.
 */
export function writeCsv(rows: (string | number)[][]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? neutraliseFormula(cell) : cell)));
  const quotes = (value: unknown) => typeof value === 'string' && NEEDS_QUOTES.test(value);
  return `\uFEFF${Papa.unparse(cells, { newline: '\r\n', quotes })}\r\n`;
}

export async function writeXlsx(rows: (string | number)[][]): Promise<Buffer> {
  const [header = [], ...data] = rows;
  // Values are typed cells (a text is never read as a formula); the header is bold and stays in view.
  return writeXlsxFile([header.map((value) => ({ value, fontWeight: 'bold' as const })), ...data], {
    stickyRowsCount: 1,
  }).toBuffer();
}
