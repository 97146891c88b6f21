/*
 * Rules for short single-line texts people type as names (a person, a company, a product, a
 * category). Control characters (NUL, escape, line breaks, C1) corrupt exports, logs and terminals;
 * bidirectional controls (e.g. U+202E RIGHT-TO-LEFT OVERRIDE) make a name read differently from what
 * it is ("Trojan Source"), so a list could show a spoofed name. Neither has a place in a name.
 */

/** C0 and C1 controls and DEL. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** Bidirectional embeddings, overrides, isolates and marks. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const UNSAFE_NAME_MESSAGE = 'tidak boleh berisi karakter kontrol atau pengatur arah teks';

/** True when the text holds no control or bidirectional-control character. */
export function isSafeName(text: string): boolean {
  return !CONTROL.test(text) && !BIDI_CONTROL.test(text);
}
