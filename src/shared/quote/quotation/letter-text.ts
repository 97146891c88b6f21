import { formatIdDate } from '../../common/format.ts';
import type { Lang } from '../../i18n/lang.ts';
import { terbilangRupiah } from './terbilang.ts';
import { amountInWordsRupiah } from './words-en.ts';
import { formatPercent } from './arithmetic.ts';
import { ppnModeOf, type PpnMode } from './ppn.ts';

/*
 * The words of a formal quotation in the buyer's language (the language of the page the request was
 * sent from): the letter (PDF), the buyer's page and the mail with the link. An English quotation
 * keeps the Indonesian terms a tax office reads (PPN, the terbilang) beside their English ones.
 */

const enDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** A valid-until day (YYYY-MM-DD) as an instant inside that Jakarta day. */
export const validUntilInstant = (validUntil: string) => `${validUntil}T12:00:00+07:00`;

export interface LetterText {
  title: string;
  /** The letter's name in the page title and mail subject ("Penawaran", "Quotation"). */
  name: string;
  number: string;
  date: string;
  requestReference: string;
  revision: string;
  subject: string;
  subjectOf: (descriptions: readonly string[]) => string;
  to: string;
  sirOrMadam: string;
  opening: string;
  columns: { no: string; description: string; quantity: string; price: string; discount: string; amount: string };
  beforeDiscount: string;
  discount: string;
  subtotal: string;
  taxBase: string;
  /** The base of PPN written as 'DPP nilai lain' (11/12 of the price). */
  otherValueBase: string;
  tax: (rate: string, included: boolean) => string;
  total: string;
  /** The total in words: the terbilang, and in English the English words first. */
  inWords: (amount: number) => Array<[label: string, words: string]>;
  validUntil: string;
  paymentTerms: string;
  deliveryTime: string;
  notes: string;
  bankAccount: string;
  account: (bank: string, number: string, holder: string) => string;
  regards: string;
  /** The TKDN certificate's number after a line's TKDN figure. */
  certificate: (number: string) => string;
  /** The offer's TKDN weighted by line value (tkdn.ts), already written as a percentage. */
  combinedTkdn: (percent: string) => string;
  pageOf: (page: number, pages: number) => string;
  formatDate: (iso: string) => string;
}

const subjectOf = (lead: string, more: (count: number) => string) => (descriptions: readonly string[]) =>
  `${lead} ${descriptions[0] ?? ''}${descriptions.length > 1 ? more(descriptions.length - 1) : ''}`.trim();

export const LETTER_TEXT: Record<Lang, LetterText> = {
  id: {
    title: 'SURAT PENAWARAN HARGA',
    name: 'Penawaran',
    number: 'Nomor',
    date: 'Tanggal',
    requestReference: 'Referensi permintaan',
    revision: 'Revisi',
    subject: 'Perihal',
    subjectOf: subjectOf('Penawaran harga', (count) => ` dan ${count} item lainnya`),
    to: 'Kepada Yth.',
    sirOrMadam: 'Bapak/Ibu',
    opening:
      'Dengan hormat, menindaklanjuti permintaan Bapak/Ibu, bersama ini kami sampaikan penawaran harga sebagai berikut:',
    columns: {
      no: 'No',
      description: 'Uraian',
      quantity: 'Jml',
      price: 'Harga satuan',
      discount: 'Diskon',
      amount: 'Jumlah',
    },
    beforeDiscount: 'Harga sebelum diskon',
    discount: 'Diskon',
    subtotal: 'Subtotal',
    taxBase: 'Dasar pengenaan pajak',
    otherValueBase: 'DPP nilai lain (11/12)',
    tax: (rate, included) => `PPN ${rate}%${included ? ' (termasuk dalam harga)' : ''}`,
    total: 'Total',
    inWords: (amount) => [['Terbilang', terbilangRupiah(amount)]],
    validUntil: 'Berlaku sampai',
    paymentTerms: 'Syarat pembayaran',
    deliveryTime: 'Waktu pengiriman',
    notes: 'Catatan',
    bankAccount: 'Rekening',
    account: (bank, number, holder) => `${bank} ${number} a.n. ${holder}`,
    regards: 'Hormat kami,',
    certificate: (number) => `sertifikat ${number}`,
    combinedTkdn: (percent) => `Nilai TKDN gabungan penawaran ini: ${percent} (tertimbang menurut nilai baris).`,
    pageOf: (page, pages) => `halaman ${page} dari ${pages}`,
    formatDate: formatIdDate,
  },
  en: {
    title: 'QUOTATION',
    name: 'Quotation',
    number: 'Number',
    date: 'Date',
    requestReference: 'Request reference',
    revision: 'Revision',
    subject: 'Subject',
    subjectOf: subjectOf('Quotation for', (count) => ` and ${count} more item${count > 1 ? 's' : ''}`),
    to: 'To',
    sirOrMadam: 'Sir/Madam',
    opening: 'Thank you for your request. We are pleased to quote as follows:',
    columns: {
      no: 'No',
      description: 'Description',
      quantity: 'Qty',
      price: 'Unit price',
      discount: 'Discount',
      amount: 'Amount',
    },
    beforeDiscount: 'Price before discount',
    discount: 'Discount',
    subtotal: 'Subtotal',
    taxBase: 'Tax base (DPP)',
    otherValueBase: 'Tax base (11/12)',
    tax: (rate, included) => `VAT (PPN) ${rate}%${included ? ' (included in prices)' : ''}`,
    total: 'Total',
    inWords: (amount) => [
      ['In words', amountInWordsRupiah(amount)],
      ['Terbilang', terbilangRupiah(amount)],
    ],
    validUntil: 'Valid until',
    paymentTerms: 'Payment terms',
    deliveryTime: 'Delivery time',
    notes: 'Notes',
    bankAccount: 'Bank account',
    account: (bank, number, holder) => `${bank} ${number}, account name ${holder}`,
    regards: 'Yours sincerely,',
    certificate: (number) => `certificate ${number}`,
    combinedTkdn: (percent) => `Combined TKDN of this offer: ${percent} (weighted by line value).`,
    pageOf: (page, pages) => `page ${page} of ${pages}`,
    formatDate: (iso) => enDate.format(new Date(iso)),
  },
};

/** The words of a revision's letter (Indonesian for revisions sent before the language was kept). */
export const letterText = (lang: Lang | undefined): LetterText => LETTER_TEXT[lang ?? 'id'];

export interface TaxFigures {
  tax_rate: number;
  prices_include_tax: boolean;
  ppn_mode?: PpnMode | undefined;
  tax_base: number;
  tax: number;
}

/**
 * The PPN rows of the totals, between Subtotal and Total, for the letter and the buyer's page alike:
 * written as 'DPP nilai lain', the base (11/12) and PPN 12 %; flat, PPN at its rate, with the tax
 * base before it when prices include PPN.
 */
export function taxRows(figures: TaxFigures, t: LetterText): Array<[label: string, amount: number]> {
  const tax: [string, number] = [t.tax(formatPercent(figures.tax_rate), figures.prices_include_tax), figures.tax];
  if (ppnModeOf(figures) === 'dpp_nilai_lain') return [[t.otherValueBase, figures.tax_base], tax];
  return figures.prices_include_tax ? [[t.taxBase, figures.tax_base], tax] : [tax];
}
