import { formatIdDate, formatIdr } from '#shared/common/format.ts';
import { quotationNumber, type QuotationRevision } from '#shared/quote/quotation/schema.ts';
import { letterText, validUntilInstant } from '#shared/quote/quotation/letter-text.ts';
import { terbilangRupiah } from '#shared/quote/quotation/terbilang.ts';
import { amountInWordsRupiah } from '#shared/quote/quotation/words-en.ts';
import type { Deps } from '../../deps.ts';
import { mailConfigured, notifyNewLead, queueMail } from '../mail/index.ts';

/*
 * The quotation's mails: the letter to the buyer when it is sent (its private link, the PDF
 * attached; in the buyer's language), and a notification to the company when the buyer accepts or asks for a revision. All
 * only queue: a mail server never delays or fails the admin's send or the buyer's answer.
 */

export interface SentLinks {
  url: string;
  pdf: { filename: string; bytes: Uint8Array };
}

/** Queues the letter to the buyer's email; false when there is none or mail is not configured. */
export async function mailQuotationToBuyer(
  deps: Deps,
  reference: string,
  revision: QuotationRevision,
  links: SentLinks,
): Promise<boolean> {
  const to = revision.buyer.email;
  if (!to || !mailConfigured()) return false;
  const number = quotationNumber(reference, revision.revision);
  await queueMail(deps, 'quotation-sent', {
    to,
    ...(revision.lang === 'en'
      ? englishLetterMail(reference, number, revision, links)
      : letterMail(reference, number, revision, links)),
    replyTo: revision.seller.email,
    attachments: [
      {
        filename: links.pdf.filename,
        content_type: 'application/pdf',
        content_base64: Buffer.from(links.pdf.bytes).toString('base64'),
      },
    ],
  });
  return true;
}

/** The mail with the link, in Indonesian. */
function letterMail(reference: string, number: string, revision: QuotationRevision, links: SentLinks) {
  return {
    subject: `Penawaran harga ${number} dari ${revision.seller.company_name}`,
    text: [
      `Yth. ${revision.buyer.name || 'Bapak/Ibu'},`,
      '',
      `Terima kasih atas permintaan penawaran ${reference}. Penawaran harga kami (${number}) terlampir sebagai PDF`,
      'dan dapat dibuka, diunduh dan diterima secara online di tautan pribadi berikut:',
      '',
      links.url,
      '',
      `Total: ${formatIdr(revision.total)} (${terbilangRupiah(revision.total)})`,
      `Berlaku sampai: ${formatIdDate(validUntilInstant(revision.valid_until))}`,
      '',
      'Tautan ini khusus untuk Anda: mohon tidak diteruskan kepada pihak lain.',
      '',
      'Hormat kami,',
      ...signedBy(revision),
    ].join('\n'),
  };
}

/** The same mail for a buyer who asked from the English site. */
function englishLetterMail(reference: string, number: string, revision: QuotationRevision, links: SentLinks) {
  const t = letterText('en');
  return {
    subject: `Quotation ${number} from ${revision.seller.company_name}`,
    text: [
      `Dear ${revision.buyer.name || t.sirOrMadam},`,
      '',
      `Thank you for your quotation request ${reference}. Our quotation (${number}) is attached as a PDF`,
      'and can be opened, downloaded and accepted online at your private link:',
      '',
      links.url,
      '',
      `Total: ${formatIdr(revision.total)} (${amountInWordsRupiah(revision.total)})`,
      `${t.validUntil}: ${t.formatDate(validUntilInstant(revision.valid_until))}`,
      '',
      'This link is for you only: please do not forward it.',
      '',
      t.regards,
      ...signedBy(revision),
    ].join('\n'),
  };
}

const signedBy = (revision: QuotationRevision) => [
  revision.signatory.name || revision.seller.company_name,
  ...(revision.signatory.title ? [revision.signatory.title] : []),
  revision.seller.company_name,
];

const buyerLine = (revision: QuotationRevision) =>
  `${revision.buyer.name || 'Pembeli'}${revision.buyer.institution ? ` (${revision.buyer.institution})` : ''}`;

export function notifyQuotationAccepted(deps: Deps, reference: string, revision: QuotationRevision): Promise<number> {
  const accepted = revision.accepted!;
  const number = quotationNumber(reference, revision.revision);
  return notifyNewLead(
    deps,
    {
      subject: `Penawaran ${number} DITERIMA oleh ${accepted.name}`,
      text: [
        `Penawaran ${number} untuk ${buyerLine(revision)} diterima secara online.`,
        '',
        `Diterima oleh : ${accepted.name}${accepted.position ? `, ${accepted.position}` : ''}`,
        `Nomor PO      : ${accepted.po_number || '-'}`,
        `Total         : ${formatIdr(revision.total)}`,
        '',
        'Buka Permintaan Penawaran di panel admin untuk menindaklanjuti.',
      ].join('\n'),
      ...(revision.buyer.email ? { replyTo: revision.buyer.email } : {}),
    },
    'quotation-accepted',
  );
}

export function notifyRevisionRequested(deps: Deps, reference: string, revision: QuotationRevision): Promise<number> {
  const request = revision.revision_requests.at(-1)!;
  const number = quotationNumber(reference, revision.revision);
  return notifyNewLead(
    deps,
    {
      subject: `Permintaan revisi penawaran ${number}: ${buyerLine(revision)}`,
      text: [
        `${buyerLine(revision)} meminta revisi penawaran ${number}:`,
        '',
        request.message,
        '',
        'Buka Permintaan Penawaran di panel admin untuk menyiapkan revisi.',
      ].join('\n'),
      ...(revision.buyer.email ? { replyTo: revision.buyer.email } : {}),
    },
    'quotation-revision',
  );
}
