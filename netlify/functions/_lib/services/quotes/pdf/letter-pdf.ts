import PDFDocument from 'pdfkit';
import { formatIdr } from '#shared/common/format.ts';
import { formatPhone, normalizePhone } from '#shared/common/phone.ts';
import { formatPercent } from '#shared/quote/quotation/arithmetic.ts';
import { quotationNumber, type QuotationRevision } from '#shared/quote/quotation/schema.ts';
import { letterText, taxRows, validUntilInstant, type LetterText } from '#shared/quote/quotation/letter-text.ts';
import { combinedTkdnSentence, lineRegistrations } from '#shared/quote/quotation/tkdn-text.ts';
import { INTER_BOLD_WOFF, INTER_REGULAR_WOFF } from './fonts/inter.ts';
import { drawLogo, LOGO_WIDTH } from './logo.ts';

/*
 * The quotation letter as a PDF (A4), in the buyer's language (`letter-text.ts`): the only module
 * that imports pdfkit (with its logo, `logo.ts`), so the PDF library stays in the functions. Inter (the site's typeface; `fonts/inter.ts`, bundled with the code) is embedded as
 * a subset of the glyphs used, so the letter looks the same in every reader and prints as it shows. The letter is
 * made from the frozen revision with the revision's send time as its date, so the same revision
 * always gives the same letter; it is made once and kept (letters.ts).
 */

// Decoded once per function instance, on the first letter.
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const interFonts = () =>
  (fonts ??= { regular: Buffer.from(INTER_REGULAR_WOFF, 'base64'), bold: Buffer.from(INTER_BOLD_WOFF, 'base64') });

const MARGIN = 50;
const PAGE_WIDTH = 595.28;
const CONTENT = PAGE_WIDTH - MARGIN * 2;
const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';

/** Table columns: x offset and width within the content box. */
const COLUMNS = {
  no: { x: 0, width: 22 },
  description: { x: 24, width: 205 },
  quantity: { x: 231, width: 34 },
  price: { x: 267, width: 82 },
  discount: { x: 351, width: 44 },
  net: { x: 397, width: CONTENT - 397 },
} as const;

type Doc = PDFKit.PDFDocument;

/**
 * Text options for figures (amounts, quantities, the NPWP): Inter's tabular figures. Its default
 * figures kern a dot under a 7, so "Rp 137.000.000" printed as "Rp 137000.000"; tabular ones are not
 * kerned, and the amounts line up in their column.
 */
export const FIGURES = { features: ['tnum'] } satisfies PDFKit.Mixins.TextOptions;

function rule(doc: Doc, y: number, color = RULE): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .lineWidth(0.6)
    .strokeColor(color)
    .stroke();
}

function letterhead(doc: Doc, revision: QuotationRevision): void {
  const { seller } = revision;
  drawLogo(doc, MARGIN, MARGIN);
  const x = MARGIN + LOGO_WIDTH + 10;
  const width = CONTENT - LOGO_WIDTH - 10;
  doc.font('bold').fontSize(16).fillColor(INK).text(seller.company_name, x, MARGIN, { width });
  doc.font('regular').fontSize(8.5).fillColor(MUTED);
  doc.text(seller.address, x, doc.y, { width });
  doc.text(
    [`Telp. ${formatPhone(normalizePhone(seller.phone))}`, seller.email, seller.npwp ? `NPWP ${seller.npwp}` : '']
      .filter(Boolean)
      .join('  ·  '),
    x,
    doc.y,
    { ...FIGURES, width },
  );
  rule(doc, Math.max(doc.y, MARGIN + LOGO_WIDTH * 1.25) + 6, INK);
  doc.y += 16;
}

function heading(doc: Doc, reference: string, revision: QuotationRevision, t: LetterText): void {
  doc.y = Math.max(doc.y, MARGIN + LOGO_WIDTH * 1.25 + 16);
  doc.font('bold').fontSize(12).fillColor(INK).text(t.title, MARGIN, doc.y, { align: 'center', width: CONTENT });
  doc.moveDown(0.6);
  const top = doc.y;
  const pairs: [string, string][] = [
    [t.number, quotationNumber(reference, revision.revision)],
    [t.date, t.formatDate(revision.sent_at)],
    [t.requestReference, `${reference} (${t.formatDate(revision.request_created_at)})`],
    [t.revision, String(revision.revision)],
    [t.subject, t.subjectOf(revision.lines.map((line) => line.description))],
  ];
  doc.fontSize(9);
  for (const [label, value] of pairs) {
    const y = doc.y;
    doc.font('regular').fillColor(MUTED).text(label, MARGIN, y, { width: 110 });
    doc
      .font('bold')
      .fillColor(INK)
      .text(value, MARGIN + 110, y, { width: 170 });
  }
  const left = doc.y;
  const { buyer } = revision;
  doc
    .font('regular')
    .fillColor(MUTED)
    .text(t.to, MARGIN + 280, top, { width: CONTENT - 280 });
  doc
    .font('bold')
    .fillColor(INK)
    .text(buyer.name || t.sirOrMadam, { width: CONTENT - 280 });
  doc.font('regular');
  // Numbers as people write them (0812-8880-4512), as on the request's letter and in the admin.
  for (const line of [buyer.institution, buyer.city, buyer.phone ? formatPhone(buyer.phone) : '', buyer.email]) {
    if (line) doc.text(line, { width: CONTENT - 280 });
  }
  doc.y = Math.max(left, doc.y) + 12;
  doc.font('regular').fillColor(INK).text(t.opening, MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.6);
}

function cell(
  doc: Doc,
  text: string,
  column: keyof typeof COLUMNS,
  y: number,
  align: 'left' | 'right' = 'left',
  options: PDFKit.Mixins.TextOptions = {},
) {
  const { x, width } = COLUMNS[column];
  doc.text(text, MARGIN + x, y, { width, align, ...options });
  return doc.y;
}

function tableHeader(doc: Doc, t: LetterText): void {
  const y = doc.y;
  doc.rect(MARGIN, y - 3, CONTENT, 16).fill('#f1f5f9');
  doc.font('bold').fontSize(8).fillColor(INK);
  cell(doc, t.columns.no, 'no', y);
  cell(doc, t.columns.description, 'description', y);
  cell(doc, t.columns.quantity, 'quantity', y, 'right');
  cell(doc, t.columns.price, 'price', y, 'right');
  cell(doc, t.columns.discount, 'discount', y, 'right');
  cell(doc, t.columns.amount, 'net', y, 'right');
  doc.y = y + 17;
}

function lines(doc: Doc, revision: QuotationRevision, t: LetterText): void {
  tableHeader(doc, t);
  revision.lines.forEach((line, index) => {
    doc.font('regular').fontSize(8.5);
    const notes = [line.sku ? `SKU ${line.sku}` : '', ...lineRegistrations(line, revision.lang)].filter(Boolean);
    const description = [line.description, ...notes].join('\n');
    const height = doc.heightOfString(description, { width: COLUMNS.description.width });
    if (doc.y + height > doc.page.height - MARGIN - 20) {
      doc.addPage();
      tableHeader(doc, t);
      doc.font('regular').fontSize(8.5);
    }
    const y = doc.y;
    doc.fillColor(INK);
    const bottoms = [
      cell(doc, String(index + 1), 'no', y),
      cell(doc, description, 'description', y),
      cell(doc, String(line.quantity), 'quantity', y, 'right', FIGURES),
      cell(doc, formatIdr(line.unit_price), 'price', y, 'right', FIGURES),
      cell(
        doc,
        line.discount_percent ? `${formatPercent(line.discount_percent)}%` : '-',
        'discount',
        y,
        'right',
        FIGURES,
      ),
      cell(doc, formatIdr(line.net), 'net', y, 'right', FIGURES),
    ];
    const bottom = Math.max(...bottoms) + 4;
    rule(doc, bottom);
    doc.y = bottom + 4;
  });
}

function totals(doc: Doc, revision: QuotationRevision, t: LetterText): void {
  const rows: [string, string, boolean][] = [];
  if (revision.discount > 0) rows.push([t.beforeDiscount, formatIdr(revision.gross), false]);
  if (revision.discount > 0) rows.push([t.discount, `-${formatIdr(revision.discount)}`, false]);
  rows.push([t.subtotal, formatIdr(revision.subtotal), false]);
  for (const [label, amount] of taxRows(revision, t)) rows.push([label, formatIdr(amount), false]);
  rows.push([t.total, formatIdr(revision.total), true]);
  if (doc.y + rows.length * 14 + 40 > doc.page.height - MARGIN) doc.addPage();
  doc.fontSize(9);
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    doc.font(strong ? 'bold' : 'regular').fillColor(INK);
    doc.text(label, MARGIN + 230, y, { width: 160, align: 'right' });
    doc.text(value, MARGIN + 397, y, { width: CONTENT - 397, align: 'right', ...FIGURES });
    doc.y = Math.max(doc.y, y + 13);
  }
  doc.moveDown(0.4);
  for (const [label, words] of t.inWords(revision.total)) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${label}: `, MARGIN, doc.y, { continued: true })
      .font('bold')
      .fillColor(INK)
      .text(words, { width: CONTENT });
  }
  const tkdn = combinedTkdnSentence(revision.lines, revision.lang);
  if (tkdn) doc.moveDown(0.3).font('regular').fillColor(INK).text(tkdn, MARGIN, doc.y, { width: CONTENT });
  doc.moveDown(0.8);
}

function terms(doc: Doc, revision: QuotationRevision, t: LetterText): void {
  const rows: [string, string][] = [
    [t.validUntil, t.formatDate(validUntilInstant(revision.valid_until))],
    [t.paymentTerms, revision.payment_terms],
    [t.deliveryTime, revision.delivery_time],
    [t.notes, revision.notes],
  ];
  for (const account of revision.seller.bank_accounts) {
    rows.push([t.bankAccount, t.account(account.bank, account.account_number, account.account_name)]);
  }
  doc.fontSize(9);
  for (const [label, value] of rows) {
    if (!value) continue;
    const height = doc.heightOfString(value, { width: CONTENT - 120 });
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    doc.font('regular').fillColor(MUTED).text(label, MARGIN, y, { width: 115 });
    doc.fillColor(INK).text(value, MARGIN + 120, y, { width: CONTENT - 120 });
    doc.y += 3;
  }
}

function signature(doc: Doc, revision: QuotationRevision, t: LetterText): void {
  if (doc.y + 110 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(1.5);
  const x = MARGIN + CONTENT - 200;
  doc.font('regular').fontSize(9).fillColor(INK).text(t.regards, x, doc.y, { width: 200 });
  doc.text(revision.seller.company_name, x, doc.y, { width: 200 });
  doc.y += 48;
  doc
    .font('bold')
    .text(revision.signatory.name || '(.................................)', x, doc.y, { width: 200, underline: true });
  if (revision.signatory.title) doc.font('regular').text(revision.signatory.title, x, doc.y, { width: 200 });
}

function pageNumbers(doc: Doc, reference: string, revision: QuotationRevision, t: LetterText): void {
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page++) {
    doc.switchToPage(page);
    // The footer sits in the bottom margin: without lifting the margin, pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    const text = `${quotationNumber(reference, revision.revision)} · ${t.pageOf(page + 1, range.count)}`;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(text, MARGIN, doc.page.height - MARGIN + 16, { width: CONTENT, align: 'right', lineBreak: false });
  }
}

/** The letter of one sent revision, as PDF bytes. */
export function quotationPdf(reference: string, revision: QuotationRevision): Promise<Buffer> {
  const sentAt = new Date(revision.sent_at);
  const t = letterText(revision.lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${t.name} ${quotationNumber(reference, revision.revision)}`,
      Author: revision.seller.company_name,
      Subject: `Surat penawaran harga untuk ${revision.buyer.institution || revision.buyer.name}`,
      CreationDate: sentAt,
      ModDate: sentAt,
    },
  });
  const { regular, bold } = interFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  letterhead(doc, revision);
  heading(doc, reference, revision, t);
  lines(doc, revision, t);
  totals(doc, revision, t);
  terms(doc, revision, t);
  signature(doc, revision, t);
  pageNumbers(doc, reference, revision, t);
  doc.end();
  return done;
}
