import { letterText, validUntilInstant } from '#shared/quote/quotation/letter-text.ts';
import { quotationNumber, type QuotationSent } from '#shared/quote/quotation/schema.ts';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import type { Deps } from '../../deps.ts';
import { mailQuotationToBuyer } from './quotation-mails.ts';
import { quotationLetter, quotationPdfName } from './letters.ts';
import { quotationPdfUrl, quotationUrl } from './quotation/document.ts';
import { sendQuotation } from './quotation/send.ts';

/**
 * 'Kirim': freezes the draft as the next revision, makes its letter, queues it to the buyer's email
 * (when the request has one) and answers the private link and the WhatsApp link to the buyer's phone.
 * The mail is only queued: a mail server never fails a send.
 */
export async function deliverQuotation(
  deps: Deps,
  reference: string,
  by: string,
  origin: string,
): Promise<QuotationSent> {
  const { revision } = await sendQuotation(deps, reference, by);
  const url = quotationUrl(origin, revision.token);
  // Made once and kept: the buyer's downloads read this same letter.
  const pdf = await quotationLetter(reference, revision);
  const emailed = await mailQuotationToBuyer(deps, reference, revision, {
    url,
    pdf: { filename: quotationPdfName(reference, revision.revision), bytes: pdf },
  }).catch((error: unknown) => {
    console.error(`Quotation ${reference} sent, but its mail was not queued:`, error);
    return false;
  });
  const number = quotationNumber(reference, revision.revision);
  const t = letterText(revision.lang);
  const validUntil = t.formatDate(validUntilInstant(revision.valid_until));
  const message = (
    revision.lang === 'en'
      ? [
          `Dear ${revision.buyer.name || t.sirOrMadam}, here is quotation ${number} from ${revision.seller.company_name}:`,
          url,
          `Valid until ${validUntil}. The quotation can be downloaded and accepted at this link.`,
        ]
      : [
          `Yth. ${revision.buyer.name || t.sirOrMadam}, berikut penawaran harga ${number} dari ${revision.seller.company_name}:`,
          url,
          `Berlaku sampai ${validUntil}. Penawaran dapat diunduh dan diterima langsung di tautan tersebut.`,
        ]
  ).join('\n');
  return {
    revision: revision.revision,
    url,
    pdf_url: quotationPdfUrl(origin, revision.token),
    whatsapp_url: whatsappUrl(revision.buyer.phone, message),
    emailed,
  };
}
