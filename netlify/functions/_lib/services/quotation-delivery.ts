import { formatIdDate } from '#shared/format.ts';
import { quotationNumber, type QuotationSent } from '#shared/quotation/schema.ts';
import { whatsappUrl } from '#shared/whatsapp.ts';
import type { Deps } from '../deps.ts';
import { mailQuotationToBuyer } from '../mail/quotation-mails.ts';
import { quotationPdfName } from '../quotation-pdf.ts';
import { quotationLetter } from './quotation-letters.ts';
import { quotationPdfUrl, quotationUrl, sendQuotation } from './quotations.ts';

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
  const message = [
    `Yth. ${revision.buyer.name || 'Bapak/Ibu'}, berikut penawaran harga ${quotationNumber(reference, revision.revision)} dari ${revision.seller.company_name}:`,
    url,
    `Berlaku sampai ${formatIdDate(`${revision.valid_until}T12:00:00+07:00`)}. Penawaran dapat diunduh dan diterima langsung di tautan tersebut.`,
  ].join('\n');
  return {
    revision: revision.revision,
    url,
    pdf_url: quotationPdfUrl(origin, revision.token),
    whatsapp_url: whatsappUrl(revision.buyer.phone, message),
    emailed,
  };
}
