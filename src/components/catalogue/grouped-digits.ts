import { groupRupiah } from '#shared/common/rupiah.ts';

/*
 * A whole-rupiah box that writes the amount as it is read, `10.000.000`, while the visitor types:
 * every keystroke is regrouped, and the caret stays after the same digit it followed (typing in the
 * middle, deleting a dot, pasting "Rp 2.500.000" all land where the visitor expects).
 */

/** At most 13 digits: a trillion rupiah is far above any instrument, and stays an exact number. */
export const MAX_DIGITS = 13;

export interface Regrouped {
  /** The box's new text: the digits grouped by dots, '' when none. */
  text: string;
  /** The amount it reads as, `null` when empty. */
  value: number | null;
  /** Where the caret goes: after the same number of digits as before regrouping. */
  caret: number;
}

/** Regroups what the box holds after an edit; `caret` is the caret's position in `typed`. */
export function regroup(typed: string, caret: number): Regrouped {
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  if (!digits) return { text: '', value: null, caret: 0 };
  const text = groupRupiah(Number(digits));
  // Leading zeros dropped or digits cut off count as gone: the caret never passes the end.
  const wanted = Math.min(digitsBefore - (typed.replace(/\D/g, '').length - digits.length), digits.length);
  return { text, value: Number(digits), caret: caretAfterDigits(text, Math.max(0, wanted)) };
}

/** The position right after the `count`-th digit of `text` (0: the start). */
export function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let at = 0; at < text.length; at++) {
    if (/\d/.test(text[at]!) && ++seen === count) return at + 1;
  }
  return text.length;
}
