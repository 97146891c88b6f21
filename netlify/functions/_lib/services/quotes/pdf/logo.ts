/*
 * The company's mark (public/logo.svg: the drop with the graduated lines) drawn as vector paths at the
 * letterhead's left, so the letter carries the logo at any zoom and print size without an image file.
 * Coordinates are the SVG's own (its mark spans x 9–47, y 3–54 of a 200 × 56 box).
 */

type Doc = PDFKit.PDFDocument;

/** The mark's width on the letter, in points (its height is about 1.34 times this). */
export const LOGO_WIDTH = 30;

const MARK = { x: 9, y: 3, width: 38 };
const DROP = 'M28 3C28 3 9 23.5 9 35a19 19 0 0 0 38 0C47 23.5 28 3 28 3z';
const GRADUATIONS = 'M30 22v24M30 23.5h8M30 30h4.5M30 36.5h8M30 43h4.5';
const MENISCUS = 'M16 37a12 12 0 0 0 6 9';

/** Draws the mark with its top-left corner at (x, y). */
export function drawLogo(doc: Doc, x: number, y: number): void {
  const scale = LOGO_WIDTH / MARK.width;
  doc.save();
  doc.translate(x - MARK.x * scale, y - MARK.y * scale).scale(scale);
  const gradient = doc.linearGradient(9, 3, 47, 54);
  gradient.stop(0, '#1D4ED8').stop(1, '#0D9488');
  doc.path(DROP).fill(gradient);
  doc.lineWidth(3).lineCap('round').strokeColor('#ffffff');
  doc.path(GRADUATIONS).stroke();
  doc.strokeOpacity(0.7).path(MENISCUS).stroke();
  doc.restore();
}
