import type { Lang } from '#shared/i18n/lang.ts';
import type { QuotationStatus } from '#shared/quote/quotation/status.ts';

/*
 * The buyer's page (/q/{token}) in the buyer's language; the letter's own words (totals, terms,
 * dates) come from `#shared/quote/quotation/letter-text.ts`, shared with the PDF.
 */

export interface PageText {
  statuses: Record<QuotationStatus, string>;
  newer: (revision: number) => string;
  noLongerValid: string;
  openNewest: string;
  acceptedBy: string;
  on: string;
  thanks: string;
  expired: string;
  expiredHint: string;
  revisionSent: string;
  details: string;
  terms: string;
  discount: string;
  downloadPdf: string;
  forBuyer: string;
  sent: string;
  request: string;
  accept: string;
  name: string;
  position: string;
  poNumber: string;
  acceptConfirm: (number: string, total: string) => string;
  askRevision: string;
  askNew: string;
  message: string;
  regards: string;
  private: string;
  taxIncluded: string;
}

export const PAGE_TEXT: Record<Lang, PageText> = {
  id: {
    statuses: {
      draft: 'Draf',
      sent: 'Menunggu tanggapan',
      opened: 'Menunggu tanggapan',
      accepted: 'Diterima',
      revision_requested: 'Revisi diminta',
      expired: 'Kedaluwarsa',
    },
    newer: (revision) => `Sudah ada revisi yang lebih baru (revisi ${revision}).`,
    noLongerValid: 'Penawaran ini tidak berlaku lagi.',
    openNewest: 'Buka revisi terbaru',
    acceptedBy: 'Penawaran ini telah diterima',
    on: 'pada',
    thanks: 'Terima kasih. Tim kami akan segera menghubungi Anda.',
    expired: 'Masa berlaku penawaran ini sudah habis',
    expiredHint: 'Minta penawaran baru dengan formulir di bawah, dan kami akan mengirim penawaran yang diperbarui.',
    revisionSent: 'Permintaan revisi terkirim',
    details: 'Rincian',
    terms: 'Ketentuan',
    discount: 'diskon',
    downloadPdf: 'Unduh PDF',
    forBuyer: 'Untuk',
    sent: 'dikirim',
    request: 'permintaan',
    accept: 'Terima penawaran',
    name: 'Nama',
    position: 'Jabatan (opsional)',
    poNumber: 'Nomor PO (opsional)',
    acceptConfirm: (number, total) => `Dengan menekan tombol ini Anda menerima penawaran ${number} senilai ${total}.`,
    askRevision: 'Minta revisi',
    askNew: 'Minta penawaran baru',
    message: 'Pesan',
    regards: 'Hormat kami',
    private: 'Tautan ini khusus untuk Anda: mohon tidak diteruskan.',
    taxIncluded: ' (termasuk)',
  },
  en: {
    statuses: {
      draft: 'Draft',
      sent: 'Awaiting your reply',
      opened: 'Awaiting your reply',
      accepted: 'Accepted',
      revision_requested: 'Revision requested',
      expired: 'Expired',
    },
    newer: (revision) => `A newer revision exists (revision ${revision}).`,
    noLongerValid: 'This quotation is no longer valid.',
    openNewest: 'Open the newest revision',
    acceptedBy: 'This quotation was accepted',
    on: 'on',
    thanks: 'Thank you. Our team will contact you shortly.',
    expired: 'This quotation has expired',
    expiredHint: 'Ask for a new quotation with the form below, and we will send an updated one.',
    revisionSent: 'Revision request sent',
    details: 'Details',
    terms: 'Terms',
    discount: 'discount',
    downloadPdf: 'Download PDF',
    forBuyer: 'For',
    sent: 'sent',
    request: 'request',
    accept: 'Accept quotation',
    name: 'Name',
    position: 'Position (optional)',
    poNumber: 'PO number (optional)',
    acceptConfirm: (number, total) => `By pressing this button you accept quotation ${number} of ${total}.`,
    askRevision: 'Ask for a revision',
    askNew: 'Ask for a new quotation',
    message: 'Message',
    regards: 'Kind regards',
    private: 'This link is for you only: please do not forward it.',
    taxIncluded: ' (included)',
  },
};
