import type { Lang } from '#shared/i18n/lang.ts';

/* The tracking page (/s/{token}) in the request's language; statuses and kinds come from #shared/service/status.ts. */

export interface TrackingText {
  title: string;
  reference: string;
  kind: string;
  product: string;
  serial: string;
  sent: string;
  status: string;
  timeline: string;
  messages: string;
  noMessages: string;
  team: string;
  you: string;
  certificates: string;
  download: string;
  issued: string;
  nextDue: string;
  addMessage: string;
  message: string;
  send: string;
  sentNotice: string;
  private: string;
  formatDateTime: (iso: string) => string;
  /** A calendar day `YYYY-MM-DD` as the language writes it. */
  formatDate: (day: string) => string;
}

const dateTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  });
const idFormat = dateTime('id-ID');
const enFormat = dateTime('en-GB');
const day = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const idDay = day('id-ID');
const enDay = day('en-GB');
const calendarDay = (value: string) => new Date(`${value}T00:00:00Z`);

export const TRACKING_TEXT: Record<Lang, TrackingText> = {
  id: {
    title: 'Permintaan layanan',
    reference: 'Nomor',
    kind: 'Jenis layanan',
    product: 'Produk',
    serial: 'Nomor seri',
    sent: 'Dikirim',
    status: 'Status',
    timeline: 'Riwayat status',
    messages: 'Pesan',
    noMessages: 'Belum ada pesan. Tim kami akan menghubungi Anda dalam 1 hari kerja.',
    team: 'Tim layanan',
    you: 'Anda',
    certificates: 'Sertifikat kalibrasi',
    download: 'Unduh sertifikat',
    issued: 'Terbit',
    nextDue: 'kalibrasi berikutnya',
    addMessage: 'Kirim pesan kepada tim kami',
    message: 'Pesan',
    send: 'Kirim pesan',
    sentNotice: 'Pesan Anda terkirim.',
    private: 'Halaman ini khusus untuk Anda: mohon tidak meneruskan tautannya kepada pihak lain.',
    formatDateTime: (iso) => `${idFormat.format(new Date(iso))} WIB`,
    formatDate: (value) => idDay.format(calendarDay(value)),
  },
  en: {
    title: 'Service request',
    reference: 'Number',
    kind: 'Service',
    product: 'Product',
    serial: 'Serial number',
    sent: 'Sent',
    status: 'Status',
    timeline: 'Status history',
    messages: 'Messages',
    noMessages: 'No messages yet. Our team will contact you within 1 working day.',
    team: 'Service team',
    you: 'You',
    certificates: 'Calibration certificates',
    download: 'Download certificate',
    issued: 'Issued',
    nextDue: 'next calibration',
    addMessage: 'Write to our team',
    message: 'Message',
    send: 'Send message',
    sentNotice: 'Your message was sent.',
    private: 'This page is for you alone: please do not forward its link.',
    formatDateTime: (iso) => `${enFormat.format(new Date(iso))} WIB`,
    formatDate: (value) => enDay.format(calendarDay(value)),
  },
};
