import { RUPIAH_CHARACTERS_MESSAGE, RUPIAH_DECIMAL_MESSAGE, parseRupiah } from '#shared/rupiah.ts';

/*
 * Cells as a spreadsheet hands them over: text from a CSV (an Indonesian Excel writes `12.500.000`
 * or `12500000,00`, an English one `12500000.00`), or typed values from an XLSX file (numbers,
 * booleans). Each reader answers a value or the reason, in Indonesian, it cannot.
 */

export type Cell = string | number | boolean | Date | null;

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** A cell as text: XLSX numbers without a thousands separator, nothing as ''. */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  if (typeof cell === 'boolean') return cell ? '1' : '0';
  return String(cell);
}

/** Characters a spreadsheet reads as the start of a formula when a cell begins with them. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A formula start right after a `;` inside a cell. An Indonesian Excel opens a CSV splitting every
 * line at `;`, its list separator, whatever the file's own separator and quotes, so `Budi;=HYPERLINK(…)`
 * would hand it a cell starting with `=`.
 */
const FORMULA_AFTER_SEMICOLON = /;(?=[=+\-@\t\r])/g;
const DEFUSED_AFTER_SEMICOLON = /;'(?=[=+\-@\t\r])/g;

/**
 * A CSV cell that no spreadsheet runs as a formula, whichever separator it splits the line at: an
 * apostrophe in front of a formula start at the beginning and after each `;` (Excel hides a leading one).
 */
export const neutraliseFormula = (text: string) =>
  (FORMULA_START.test(text) ? `'${text}` : text).replace(FORMULA_AFTER_SEMICOLON, ";'");

/** The inverse on import, so a text exported with the apostrophes comes back as it was. */
export const restoreFormulaText = (text: string) =>
  (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text).replace(
    DEFUSED_AFTER_SEMICOLON,
    ';',
  );

/** A cell's value as a message quotes it: `'abc'`, a long one cut short. */
export const quoted = (cell: Cell) => {
  const text = cellText(cell).trim();
  return `'${text.length > 40 ? `${text.slice(0, 40)}…` : text}'`;
};

const WHOLE_NUMBER_MESSAGE = (label: string, cell: Cell) => `${label} ${quoted(cell)} harus bilangan bulat, mis. 12`;

/** The reader's reason after the label and the value: 'Harga '12.50.000': titik hanya pemisah ribuan …'. */
function amountMessage(label: string, cell: Cell, reason: string): string {
  if (reason === RUPIAH_CHARACTERS_MESSAGE) return `${label} ${quoted(cell)} bukan angka`;
  if (reason === RUPIAH_DECIMAL_MESSAGE)
    return `${label} ${quoted(cell)}: koma hanya pemisah desimal, mis. 12.500.000,00`;
  return `${label} ${quoted(cell)}: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}

/**
 * A whole amount as people write it: `12.500.000`, `Rp 12.500.000`, `12500000`, with an optional
 * decimal part after a comma (`12.500.000,00`) or, for two decimals at most, a point
 * (`12500000.00`). A fraction is rounded to whole rupiah when `round`, refused otherwise (stock).
 * A refusal names the column and the value as written: "Harga 'abc' bukan angka".
 */
export function readAmount(cell: Cell, label: string, round: boolean): CellResult<number | null> {
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { ok: false, message: `${label} ${quoted(cell)} bukan angka` };
    if (!round && !Number.isInteger(cell)) return { ok: false, message: WHOLE_NUMBER_MESSAGE(label, cell) };
    return { ok: true, value: Math.round(cell) };
  }
  const text = cellText(cell)
    .replace(/^\s*rp\.?\s*/i, '')
    .replace(/[\s\u00a0]+/g, '');
  if (text === '') return { ok: true, value: null };
  const decimal = /^([\d.]+),(\d+)$/.exec(text) ?? /^(\d+)\.(\d{1,2})$/.exec(text);
  const whole = parseRupiah(decimal ? decimal[1]! : text);
  if (!whole.ok) return { ok: false, message: amountMessage(label, cell, whole.message) };
  if (whole.value === null) return { ok: true, value: null };
  if (!decimal || /^0+$/.test(decimal[2]!)) return { ok: true, value: whole.value };
  if (!round) return { ok: false, message: WHOLE_NUMBER_MESSAGE(label, cell) };
  return { ok: true, value: Math.round(Number(`${whole.value}.${decimal[2]}`)) };
}

/**
 * A number that may have decimals and may be unknown (a percentage, months): `41,5` as an Indonesian
 * spreadsheet writes it, `41.5`, an XLSX number; empty is unknown (null). Its range is the schema's.
 */
export function readDecimal(cell: Cell, label: string): CellResult<number | null> {
  if (typeof cell === 'number') {
    return Number.isFinite(cell)
      ? { ok: true, value: cell }
      : { ok: false, message: `${label} ${quoted(cell)} bukan angka` };
  }
  const text = cellText(cell).replace(/[\s\u00a0%]+/g, '');
  if (text === '') return { ok: true, value: null };
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return { ok: false, message: `${label} ${quoted(cell)} bukan angka` };
  return { ok: true, value: Number(text.replace(',', '.')) };
}

const TRUE_WORDS = new Set(['1', 'true', 'ya', 'yes', 'aktif', 'y']);
const FALSE_WORDS = new Set(['0', 'false', 'tidak', 'no', 'nonaktif', 'n']);

/** A switch: `1`/`0`, `ya`/`tidak`, `aktif`/`nonaktif`, TRUE/FALSE; empty is no value. */
export function readSwitch(cell: Cell, label: string): CellResult<boolean | null> {
  if (typeof cell === 'boolean') return { ok: true, value: cell };
  const text = cellText(cell).trim().toLowerCase();
  if (text === '') return { ok: true, value: null };
  if (TRUE_WORDS.has(text)) return { ok: true, value: true };
  if (FALSE_WORDS.has(text)) return { ok: true, value: false };
  return { ok: false, message: `${label} ${quoted(cell)} harus 1 atau 0 (ya/tidak)` };
}

const CHOICE_WORDS: Record<string, string> = { draf: 'draft', tayang: 'published' };

/** A choice as written, with the admin's Indonesian words for the status understood too. */
export const readChoice = (cell: Cell) => {
  const text = cellText(cell).trim().toLowerCase();
  return CHOICE_WORDS[text] ?? text;
};

/** A tag the tags cell must quote: one holding a comma or a double quote. */
const NEEDS_QUOTES = /[,"]/;

/**
 * The tags cell: tags separated by commas, a tag holding a comma (`15,000 rpm`) or a double quote
 * in double quotes, as a spreadsheet quotes a cell (`"15,000 rpm", Portable`; `"7"" LCD"`), so
 * the file just exported reads back as the same tags.
 */
export const writeTags = (tags: readonly string[]) =>
  tags.map((tag) => (NEEDS_QUOTES.test(tag) ? `"${tag.replaceAll('"', '""')}"` : tag)).join(', ');

/**
 * The tags a person wrote in the tags cell: split at commas outside double quotes; a tag in quotes
 * keeps its commas (`""` is one quote). A quote inside an unquoted tag (`7" LCD`) is the tag's own.
 */
export function readTags(text: string): string[] {
  const tags: string[] = [];
  let index = 0;
  while (index < text.length) {
    while (text[index] === ' ' || text[index] === '\t') index++;
    let tag = '';
    if (text[index] === '"') {
      index++;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          tag += '"';
          index += 2;
        } else if (text[index] === '"') {
          index++;
          break;
        } else tag += text[index++];
      }
      // Anything typed between the closing quote and the next comma belongs to the tag too.
      const rest = text.indexOf(',', index);
      tag += text.slice(index, rest === -1 ? text.length : rest);
      index = rest === -1 ? text.length : rest + 1;
    } else {
      const end = text.indexOf(',', index);
      tag = text.slice(index, end === -1 ? text.length : end);
      index = end === -1 ? text.length : end + 1;
    }
    if (tag.trim() !== '') tags.push(tag.trim());
  }
  return tags;
}
