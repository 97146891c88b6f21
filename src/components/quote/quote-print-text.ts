import { formatIdDate } from '#shared/common/format.ts';
import type { Lang } from '#shared/i18n/lang.ts';

/** The letter's words: a formal Indonesian letter, and its English counterpart for English pages. */
export const QUOTE_PRINT_TEXT = {
  id: {
    documentTitle: (reference: string, company: string) => `Surat Penawaran ${reference} | ${company}`,
    missing: 'Surat penawaran tidak ditemukan',
    notStored: (reference: string) => `Permintaan ${reference} tidak tersimpan di peramban ini.`,
    noReference: 'Nomor referensi tidak ada.',
    missingLead:
      'Surat penawaran dapat dibuka di peramban yang dipakai untuk mengirim permintaan, atau hubungi kami dengan nomor referensinya.',
    toList: 'Ke Daftar Penawaran',
    backToList: '← Daftar Penawaran',
    print: 'Simpan PDF / Cetak',
    phone: 'Telp.',
    heading: 'Surat Penawaran Harga',
    number: 'Nomor',
    date: 'Tanggal',
    validUntil: 'Berlaku hingga',
    days: (days: number) => `${days} hari`,
    to: 'Kepada Yth.',
    applicant: 'Bapak/Ibu Pemohon',
    phoneWa: 'Telp./WhatsApp',
    opening:
      'Dengan hormat, bersama ini kami sampaikan penawaran harga untuk produk-produk berikut sesuai permintaan Anda:',
    product: 'Produk',
    quantity: 'Jumlah',
    unitPrice: 'Harga satuan',
    inTotal: 'dalam total',
    total: 'Total (stok tersedia)',
    leftOut: (amount: string) =>
      `Di luar total: ${amount} (inden / stok habis; harga dan waktunya dikonfirmasi kembali)`,
    notes: 'Catatan pemohon',
    terms: 'Ketentuan',
    termPrices: 'Harga dalam Rupiah (IDR).',
    termValidity: (days: number, until: string) =>
      `Penawaran berlaku ${days} hari sejak tanggal surat, sampai ${until}.`,
    termStock: 'Ketersediaan stok dan waktu pengiriman dikonfirmasi kembali saat pemesanan.',
    termWarranty: 'Garansi resmi dan layanan purna jual dari kami.',
    regards: 'Hormat kami,',
    sales: 'Bagian Penjualan',
  },
  en: {
    documentTitle: (reference: string, company: string) => `Quotation ${reference} | ${company}`,
    missing: 'Quotation not found',
    notStored: (reference: string) => `Request ${reference} is not stored in this browser.`,
    noReference: 'There is no reference number.',
    missingLead: 'A quotation opens in the browser that sent the request; or contact us with its reference number.',
    toList: 'Go to the Quote List',
    backToList: '← Quote List',
    print: 'Save PDF / Print',
    phone: 'Tel.',
    heading: 'Price Quotation',
    number: 'Number',
    date: 'Date',
    validUntil: 'Valid until',
    days: (days: number) => `${days} days`,
    to: 'To',
    applicant: 'Dear Customer',
    phoneWa: 'Tel./WhatsApp',
    opening: 'Dear Sir or Madam, as you requested, we are pleased to quote the following products:',
    product: 'Product',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    inTotal: 'in the total',
    total: 'Total (in stock)',
    leftOut: (amount: string) =>
      `Not in the total: ${amount} (back-ordered / out of stock; price and timing to be confirmed)`,
    notes: 'Customer notes',
    terms: 'Terms',
    termPrices: 'Prices in Indonesian rupiah (IDR).',
    termValidity: (days: number, until: string) =>
      `This quotation is valid for ${days} days from its date, until ${until}.`,
    termStock: 'Stock and delivery time are confirmed again when ordering.',
    termWarranty: 'Official warranty and after-sales service from us.',
    regards: 'Yours faithfully,',
    sales: 'Sales Department',
  },
} as const;

/** A letter's date in the page's language, in Jakarta time ("27 November 2026"). */
export const letterDate = (iso: string, lang: Lang) =>
  lang === 'id'
    ? formatIdDate(iso)
    : new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Jakarta',
      }).format(new Date(iso));
