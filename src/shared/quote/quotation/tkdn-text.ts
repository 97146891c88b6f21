import type { Lang } from '../../i18n/lang.ts';
import { letterText } from './letter-text.ts';
import { combinedTkdn } from './tkdn.ts';

/* A line's TKDN and AKL/AKD and the offer's combined TKDN in the letter's words (letter-text.ts). */

/** A TKDN figure as the buyer's language writes it: '45,5 %', '45.5 %'. */
const tkdnPercent = (percent: number, lang: Lang | undefined) =>
  `${lang === 'en' ? String(percent) : String(percent).replace('.', ',')} %`;

export interface RegisteredLine {
  tkdn_percent: number | null;
  tkdn_certificate: string;
  akl_number: string;
}

/**
 * What a line's name is followed by, small, on the letter and the buyer's page alike: its TKDN (with
 * the certificate's number) and its AKL/AKD number, each when the line carries one. 'TKDN' and the
 * Kemenkes numbers are written the same in both languages.
 */
export function lineRegistrations(line: RegisteredLine, lang: Lang | undefined): string[] {
  const t = letterText(lang);
  const marks: string[] = [];
  if (line.tkdn_percent !== null) {
    const certificate = line.tkdn_certificate ? ` (${t.certificate(line.tkdn_certificate)})` : '';
    marks.push(`TKDN ${tkdnPercent(line.tkdn_percent, lang)}${certificate}`);
  }
  if (line.akl_number) marks.push(line.akl_number);
  return marks;
}

/** The letter's sentence on the offer's combined TKDN, or null unless every line with an amount has one. */
export function combinedTkdnSentence(
  lines: ReadonlyArray<{ net: number; tkdn_percent: number | null }>,
  lang: Lang | undefined,
): string | null {
  const combined = combinedTkdn(lines);
  return combined === null ? null : letterText(lang).combinedTkdn(tkdnPercent(combined, lang));
}
