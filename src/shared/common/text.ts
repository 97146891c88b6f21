/*
 * Rules for short single-line texts people type as names (a person, a company, a product, a
 * category). Control characters (NUL, escape, line breaks, C1) corrupt exports, logs and terminals;
 * bidirectional controls (e.g. U+202E RIGHT-TO-LEFT OVERRIDE) make a name read differently from what
 * it is ("Trojan Source"), so a list could show a spoofed name. Neither has a place in a name.
 *
 * A name also goes into mail subjects. There, a MIME encoded word (`=?UTF-8?B?…?=`) is shown by the
 * mail program as the text it encodes, so a name is judged by what its encoded words decode to: one
 * that hides a line break (and a smuggled 'Bcc:' line after it) is refused like the line break itself,
 * and so is one whose charset cannot be decoded here.
 */

/** C0 and C1 controls and DEL. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** Bidirectional embeddings, overrides, isolates and marks. */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

export const UNSAFE_NAME_MESSAGE = 'tidak boleh berisi karakter kontrol atau pengatur arah teks';

const ENCODED_WORD = /=\?([^?\s]+)\?([bq])\?([^?\s]*)\?=/giu;

/** The text a MIME encoded word stands for, or null when it cannot be decoded. */
function decodeEncodedWord(charset: string, encoding: string, payload: string): string | null {
  try {
    let bytes: Uint8Array;
    if (encoding.toLowerCase() === 'b') {
      bytes = Uint8Array.from(atob(payload), (char) => char.charCodeAt(0));
    } else {
      const text = payload.replace(/_/g, ' ');
      const out: number[] = [];
      for (let i = 0; i < text.length; i++) {
        const hex = text[i] === '=' ? /^[0-9a-f]{2}$/i.exec(text.slice(i + 1, i + 3)) : null;
        if (hex) {
          out.push(parseInt(hex[0], 16));
          i += 2;
        } else out.push(text.charCodeAt(i));
      }
      bytes = Uint8Array.from(out);
    }
    // RFC 2231 allows a language after '*': `UTF-8*id`.
    return new TextDecoder(charset.split('*')[0]!, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

const hasUnsafeCharacter = (text: string) => CONTROL.test(text) || BIDI_CONTROL.test(text);

/** Controls other than the tab and the line breaks a multi-line text keeps. */
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

/**
 * True when a text anyone may type (a description, terms, a note) holds no control character but
 * tabs and line breaks, and no bidirectional control: a NUL or a U+202E would otherwise reach the
 * buyer's PDF, mails and exports, reading differently from what the admin saw.
 */
export const isSafeText = (text: string) => !TEXT_CONTROL.test(text) && !BIDI_CONTROL.test(text);

/** True when the text, and whatever its MIME encoded words decode to, holds no control or bidirectional-control character. */
export function isSafeName(text: string): boolean {
  if (hasUnsafeCharacter(text)) return false;
  for (const [, charset, encoding, payload] of text.matchAll(ENCODED_WORD)) {
    const decoded = decodeEncodedWord(charset!, encoding!, payload!);
    if (decoded === null || hasUnsafeCharacter(decoded)) return false;
  }
  return true;
}
