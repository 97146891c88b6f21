import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { INTER_BOLD_WOFF, INTER_REGULAR_WOFF } from '#server/services/quotes/pdf/fonts/inter.ts';
import { FIGURES } from '#server/services/quotes/pdf/letter-pdf.ts';

/*
 * The letter's figures keep every thousands dot visible: laid out with the letter's own font and
 * options, a digit followed by a dot is exactly as wide as the two apart (no kerning pulls the dot
 * under the digit, as Inter's default figures do after a 7: "Rp 137.000.000" read "Rp 137000.000").
 */

const letter = new PDFDocument({ size: 'A4' });
letter.registerFont('regular', Buffer.from(INTER_REGULAR_WOFF, 'base64'));
letter.registerFont('bold', Buffer.from(INTER_BOLD_WOFF, 'base64'));

describe.each(['regular', 'bold'])('Inter %s', (font) => {
  const width = (text: string) => letter.font(font).fontSize(10).widthOfString(text, FIGURES);

  it.each('0123456789'.split(''))('keeps the dot after %s clear of it', (digit) => {
    expect(width(`${digit}.`)).toBeCloseTo(width(digit) + width('.'), 6);
  });
});
