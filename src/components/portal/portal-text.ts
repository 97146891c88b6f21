import type { Lang } from '#shared/i18n/lang.ts';
import type { QuoteStatus } from '#shared/quote/limits.ts';
import type { QuotationStatus } from '#shared/quote/quotation/status.ts';

/* The customer portal's words, Indonesian and English. */

const id = {
  loading: 'Memuat akun…',
  signInTitle: 'Masuk ke akun pelanggan',
  signInLead:
    'Tanpa kata sandi: masukkan email yang Anda pakai untuk permintaan penawaran, lalu buka tautan masuk yang kami kirim ke email tersebut.',
  email: 'Email',
  send: 'Kirim tautan masuk',
  sending: 'Mengirim…',
  offline: 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
  retry: 'Coba lagi',
  linkTitle: 'Masuk ke akun pelanggan',
  linkLead: 'Tekan tombol di bawah untuk masuk. Tautan ini hanya dapat dipakai sekali dan berlaku 30 menit.',
  linkButton: 'Masuk',
  linkSigningIn: 'Memproses…',
  linkMissing: 'Tautan masuk ini tidak lengkap. Minta tautan baru di halaman akun.',
  newLink: 'Minta tautan baru',
  accountTitle: 'Akun pelanggan',
  signedInAs: 'Masuk sebagai',
  quotations: 'Penawaran harga',
  quotationsEmpty: 'Belum ada penawaran harga resmi untuk email ini.',
  quotes: 'Permintaan penawaran',
  quotesEmpty: 'Belum ada permintaan penawaran dari email ini.',
  instruments: 'Instrumen',
  instrumentsEmpty: 'Belum ada instrumen yang tercatat atas email ini.',
  serviceRequests: 'Permintaan layanan',
  serviceRequestsEmpty: 'Belum ada permintaan layanan.',
  view: 'Lihat',
  pdf: 'PDF',
  total: 'Total',
  validUntil: 'Berlaku sampai',
  sentOn: 'Dikirim',
  requestedOn: 'Diminta',
  signOut: 'Keluar',
  signOutEverywhere: 'Keluar dari semua perangkat',
  signedOut: 'Anda sudah keluar.',
  signedOutEverywhere: 'Anda sudah keluar dari semua perangkat.',
  quoteStatus: { baru: 'Baru', diproses: 'Diproses', selesai: 'Selesai', batal: 'Batal' } as Record<
    QuoteStatus,
    string
  >,
  quotationStatus: {
    draft: 'Draf',
    sent: 'Terkirim',
    opened: 'Dibuka',
    accepted: 'Diterima',
    revision_requested: 'Minta revisi',
    expired: 'Kedaluwarsa',
  } as Record<QuotationStatus, string>,
  serial: 'No. seri',
  deliveredOn: 'Dikirim',
  warrantyUntil: (date: string) => `Garansi aktif sampai ${date}`,
  warrantyEnded: (date: string) => `Garansi berakhir ${date}`,
  noWarranty: 'Tanpa garansi',
  calibrationDue: 'Kalibrasi berikutnya',
  requestService: 'Minta layanan',
  requestServiceLabel: (serial: string) => `Minta layanan atau kalibrasi untuk nomor seri ${serial}`,
  track: 'Lacak',
  certificate: (number: string) => `Sertifikat kalibrasi ${number}`,
  trackLabel: (reference: string) => `Lacak permintaan layanan ${reference}`,
  viewLabel: (number: string) => `Lihat penawaran ${number}`,
  pdfLabel: (number: string) => `Unduh PDF penawaran ${number}`,
};

export type PortalText = typeof id;

const en: PortalText = {
  loading: 'Loading your account…',
  signInTitle: 'Sign in to your customer account',
  signInLead:
    'No password: enter the email you used for your quotation requests, then open the sign-in link we send to it.',
  email: 'Email',
  send: 'Send sign-in link',
  sending: 'Sending…',
  offline: 'Could not reach the server. Check your connection and try again.',
  retry: 'Try again',
  linkTitle: 'Sign in to your customer account',
  linkLead: 'Press the button below to sign in. This link works once and is valid for 30 minutes.',
  linkButton: 'Sign in',
  linkSigningIn: 'Signing in…',
  linkMissing: 'This sign-in link is incomplete. Ask for a new link on the account page.',
  newLink: 'Ask for a new link',
  accountTitle: 'Customer account',
  signedInAs: 'Signed in as',
  quotations: 'Quotations',
  quotationsEmpty: 'No formal quotation for this email yet.',
  quotes: 'Quotation requests',
  quotesEmpty: 'No quotation request from this email yet.',
  instruments: 'Instruments',
  instrumentsEmpty: 'No instrument is registered to this email yet.',
  serviceRequests: 'Service requests',
  serviceRequestsEmpty: 'No service request yet.',
  view: 'View',
  pdf: 'PDF',
  total: 'Total',
  validUntil: 'Valid until',
  sentOn: 'Sent',
  requestedOn: 'Requested',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out on all devices',
  signedOut: 'You are signed out.',
  signedOutEverywhere: 'You are signed out on all devices.',
  quoteStatus: { baru: 'New', diproses: 'In progress', selesai: 'Completed', batal: 'Cancelled' },
  quotationStatus: {
    draft: 'Draft',
    sent: 'Sent',
    opened: 'Opened',
    accepted: 'Accepted',
    revision_requested: 'Revision requested',
    expired: 'Expired',
  },
  viewLabel: (number: string) => `View quotation ${number}`,
  serial: 'Serial no.',
  deliveredOn: 'Delivered',
  warrantyUntil: (date: string) => `Under warranty until ${date}`,
  warrantyEnded: (date: string) => `Warranty ended ${date}`,
  noWarranty: 'No warranty',
  calibrationDue: 'Next calibration',
  requestService: 'Request service',
  requestServiceLabel: (serial: string) => `Request service or calibration for serial no. ${serial}`,
  track: 'Track',
  certificate: (number: string) => `Calibration certificate ${number}`,
  trackLabel: (reference: string) => `Track service request ${reference}`,
  pdfLabel: (number: string) => `Download the PDF of quotation ${number}`,
};

export const PORTAL_TEXT: Record<Lang, PortalText> = { id, en };

/** A date as the customer reads it, in Jakarta time: "5 Desember 2026" / "5 December 2026". */
export function portalDate(value: string, lang: Lang): string {
  // A plain date (valid until) is that day in Jakarta; an instant is shown as its Jakarta day.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+07:00` : value;
  return new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(new Date(instant));
}
