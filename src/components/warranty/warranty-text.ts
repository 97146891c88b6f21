import type { Lang } from '#shared/i18n/lang.ts';

/*
 * The warranty check's words in both languages. Dates are `YYYY-MM-DD` calendar days, written out as
 * the reader's language writes them ("29 Februari 2024", "29 February 2024").
 */

export const WARRANTY_TEXT = {
  id: {
    title: 'Cek Garansi',
    metaTitle: 'Cek Garansi & Jadwal Kalibrasi | RawLab',
    description: 'Masukkan nomor seri instrumen RawLab untuk melihat status garansi dan tanggal kalibrasi berikutnya.',
    lead: 'Masukkan nomor seri yang tertera pada label instrumen untuk melihat status garansi dan jadwal kalibrasi berikutnya.',
    home: 'Beranda',
    breadcrumb: 'Navigasi jejak',
    label: 'Nomor seri',
    hint: 'Contoh: PH700-2024-0012. Spasi dan huruf besar/kecil tidak berpengaruh.',
    submit: 'Cek garansi',
    checking: 'Memeriksa…',
    empty: 'Isi nomor seri terlebih dahulu.',
    notFound:
      'Nomor seri tidak ditemukan. Periksa kembali nomor pada label instrumen, atau hubungi kami bila unit dibeli dari RawLab.',
    limited: 'Terlalu banyak pencarian dari alamat ini. Coba lagi nanti.',
    offline: 'Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.',
    failed: 'Pemeriksaan gagal. Coba lagi sebentar lagi.',
    resultTitle: 'Hasil pemeriksaan',
    product: 'Produk',
    warranty: 'Garansi',
    active: (date: string) => `Garansi aktif sampai ${date}`,
    ended: (date: string) => `Garansi berakhir ${date}`,
    noWarranty: 'Tidak ada garansi tercatat untuk unit ini',
    calibration: 'Kalibrasi berikutnya',
    noCalibration: 'Tidak ada jadwal kalibrasi berkala',
    request: 'Minta servis atau kalibrasi',
    servicePath: '/layanan',
    locale: 'id-ID',
  },
  en: {
    title: 'Warranty Check',
    metaTitle: 'Warranty & Calibration Check | RawLab',
    description: 'Enter the serial number of a RawLab instrument to see its warranty status and next calibration date.',
    lead: "Enter the serial number printed on the instrument's label to see its warranty status and next calibration date.",
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    label: 'Serial number',
    hint: 'For example PH700-2024-0012. Spaces and letter case do not matter.',
    submit: 'Check warranty',
    checking: 'Checking…',
    empty: 'Enter a serial number first.',
    notFound:
      "Serial number not found. Check the number on the instrument's label, or contact us if the unit was bought from RawLab.",
    limited: 'Too many checks from this address. Please try again later.',
    offline: 'Cannot reach the server. Check your connection and try again.',
    failed: 'The check failed. Please try again shortly.',
    resultTitle: 'Result',
    product: 'Product',
    warranty: 'Warranty',
    active: (date: string) => `Under warranty until ${date}`,
    ended: (date: string) => `Warranty ended ${date}`,
    noWarranty: 'No warranty on record for this unit',
    calibration: 'Next calibration',
    noCalibration: 'No scheduled calibration',
    request: 'Request service or calibration',
    servicePath: '/en/service',
    locale: 'en-GB',
  },
} as const;

/** A calendar day (`YYYY-MM-DD`) written out in the page's language. */
export function formatDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(WARRANTY_TEXT[lang].locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The service request form, opened for this serial number (the form fills in the rest). */
export const serviceRequestUrl = (lang: Lang, serial: string) =>
  `${WARRANTY_TEXT[lang].servicePath}?serial=${encodeURIComponent(serial)}`;
