import { HttpError } from '../../errors.ts';
import type { ZipEntry, ZipLimits } from './zip.ts';

/*
 * What an XLSX file may hold before the spreadsheet parser reads it. The parser builds every row as
 * an array as wide as the widest row, and hands each cell its shared string, so a small file can
 * still cost gigabytes: one cell far out at XFD1048576, a shared string of 50 MB used by thousands
 * of cells. These limits are checked on the unpacked XML by a scan that keeps only counters, before
 * the parser sees it; each is far beyond any price list the import takes (10,000 rows).
 */

const MB = 1024 * 1024;

export const XLSX_LIMITS = {
  zip: { entries: 1_000, entryBytes: 32 * MB, totalBytes: 48 * MB } satisfies ZipLimits,
  /** Text of one cell or one shared string, in bytes of XML (Excel itself stops at 32,767 characters). */
  cellBytes: 128 * 1024,
  /** Strings in the shared-string table. */
  sharedStrings: 4_000_000,
  /** The sheet's used area (last row × last column) and its cells: 10,000 rows of 400 columns. */
  cells: 4_000_000,
  /** The text of every cell of a sheet together, a shared string counted each time a cell uses it. */
  sheetTextBytes: 64 * MB,
};

const number = (value: number) => value.toLocaleString('id-ID');
const refused = (message: string) => new HttpError(422, message, { errors: { file: [message] } });

const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^>]*)>/g;
const ATTRIBUTES = {
  r: /(?:^|\s)r\s*=\s*["']([^"']*)["']/,
  t: /(?:^|\s)t\s*=\s*["']([^"']*)["']/,
};
const attribute = (attributes: string, name: keyof typeof ATTRIBUTES) => ATTRIBUTES[name].exec(attributes)?.[1];

/**
 * Whether an entry can hold a tag: its name followed by `>`, `/` or a space. Only a quick filter
 * (a text may hold the same letters), so the scans below skip entries that cannot matter.
 */
const mayHold = (data: Buffer, tag: string) =>
  ['>', '/', ' ', '\t', '\n', '\r'].some((after) => data.includes(`${tag}${after}`, 0, 'latin1'));

/** A tag of the XML and the text just before it (`xml.slice(textStart, textEnd)`). */
interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attributes: string;
  textStart: number;
  textEnd: number;
}

/** Calls `visit` for each element tag; only counters are kept, never the document's structure. */
function scan(data: Buffer, visit: (tag: Tag, xml: string) => void): void {
  // Latin-1 keeps one character per byte: lengths are bytes, and tags are ASCII.
  const xml = data.toString('latin1');
  let last = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(xml); match; match = TAG.exec(xml)) {
    const attributes = match[3]!;
    visit(
      {
        name: match[2]!,
        closing: match[1] === '/',
        selfClosing: attributes.endsWith('/'),
        attributes,
        textStart: last,
        textEnd: match.index,
      },
      xml,
    );
    last = TAG.lastIndex;
  }
}

const cellTooLong = (limit: number) =>
  refused(
    `File Excel berisi sel dengan teks lebih dari ${number(limit / 1024)} KB (batas per sel ${number(limit / 1024)} KB; Excel sendiri memuat 32.767 karakter per sel).`,
  );

/** The byte length of every shared string, by its index (the longest where several tables exist). */
function sharedStringLengths(entries: ZipEntry[]): Uint32Array {
  let lengths = new Uint32Array(1024);
  for (const { data } of entries) {
    let index = 0;
    // The string being read: -1 outside one.
    let length = -1;
    scan(data, (tag) => {
      if (length >= 0) length += tag.textEnd - tag.textStart;
      if (length > XLSX_LIMITS.cellBytes) throw cellTooLong(XLSX_LIMITS.cellBytes);
      if (tag.name !== 'si') return;
      if (!tag.closing) {
        length = 0;
        if (!tag.selfClosing) return;
      }
      if (index >= XLSX_LIMITS.sharedStrings) {
        throw refused(
          `File Excel berisi lebih dari ${number(XLSX_LIMITS.sharedStrings)} teks berbeda (batasnya ${number(XLSX_LIMITS.sharedStrings)}).`,
        );
      }
      if (index >= lengths.length) {
        const grown = new Uint32Array(Math.min(lengths.length * 2, XLSX_LIMITS.sharedStrings));
        grown.set(lengths);
        lengths = grown;
      }
      lengths[index] = Math.max(lengths[index]!, length);
      index += 1;
      length = -1;
    });
  }
  return lengths;
}

/** Column letters (`AB`) as a number (28). */
function columnNumber(letters: string): number {
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

const tooWide = (lastRow: number, lastColumn: number) =>
  refused(
    `Lembar Excel terlalu luas: terpakai sampai baris ${number(lastRow)} dan kolom ${number(lastColumn)} (batasnya ${number(XLSX_LIMITS.cells)} sel, mis. 10.000 baris × 400 kolom). Hapus baris dan kolom di luar data lalu simpan ulang.`,
  );

const tooMuchText = () =>
  refused(
    `Teks di lembar Excel lebih dari ${number(XLSX_LIMITS.sheetTextBytes / MB)} MB seluruhnya (batasnya ${number(XLSX_LIMITS.sheetTextBytes / MB)} MB; teks yang sama di banyak sel dihitung di tiap sel).`,
  );

/** A sheet's used area, its cells, each cell's text and all its text together. */
function checkSheet(data: Buffer, shared: Uint32Array): void {
  let row = 0;
  let column = 0;
  let lastRow = 0;
  let lastColumn = 0;
  let cells = 0;
  let text = 0;
  // The cell being read: its text so far, -1 outside a cell.
  let cellText = -1;
  let sharedCell = false;
  let inValue = false;
  scan(data, (tag, xml) => {
    if (cellText >= 0) {
      if (inValue && sharedCell) {
        // A shared string's cell holds its index: the string's own length is what the cell costs.
        if (tag.name === 'v' && tag.closing) {
          const index = Number.parseInt(xml.slice(tag.textStart, Math.min(tag.textEnd, tag.textStart + 12)).trim(), 10);
          cellText += Number.isInteger(index) && index >= 0 && index < shared.length ? shared[index]! : 0;
        }
      } else cellText += tag.textEnd - tag.textStart;
      if (cellText > XLSX_LIMITS.cellBytes) throw cellTooLong(XLSX_LIMITS.cellBytes);
    }
    const { name, closing, selfClosing, attributes } = tag;
    if (name === 'row' && !closing) {
      row = Number(attribute(attributes, 'r') ?? row + 1) || row + 1;
      column = 0;
    } else if (name === 'c' && !closing) {
      const reference = /^\$?([A-Za-z]{1,3})\$?(\d{1,7})$/.exec(attribute(attributes, 'r') ?? '');
      column = reference ? columnNumber(reference[1]!) : column + 1;
      lastRow = Math.max(lastRow, reference ? Number(reference[2]) : row);
      lastColumn = Math.max(lastColumn, column);
      cells += 1;
      if (cells > XLSX_LIMITS.cells || lastRow * lastColumn > XLSX_LIMITS.cells) throw tooWide(lastRow, lastColumn);
      sharedCell = attribute(attributes, 't') === 's';
      cellText = selfClosing ? -1 : 0;
      inValue = false;
    } else if (name === 'v' && cellText >= 0) {
      inValue = !closing && !selfClosing;
    } else if (name === 'c' && closing && cellText >= 0) {
      text += cellText;
      cellText = -1;
      if (text > XLSX_LIMITS.sheetTextBytes) throw tooMuchText();
    }
  });
}

/**
 * The unpacked entries of an XLSX file within every limit above, or a 422 naming the one passed.
 * Every entry that could be one is checked as a sheet would be, whatever the workbook names as its sheets.
 */
export function checkXlsxContents(entries: ZipEntry[]): void {
  const shared = sharedStringLengths(entries.filter(({ data }) => mayHold(data, 'si')));
  // The parser reads cells only inside a sheet's <sheetData>.
  for (const entry of entries) if (entry.data.includes('sheetData', 0, 'latin1')) checkSheet(entry.data, shared);
}
