import type { Lang } from '../lang.ts';

/*
 * The public forms' validation messages in English. The schemas (quote/request-schema.ts, inbox/contact.ts) and the
 * server speak Indonesian, the admin's and the original site's language, and stay as they are: an
 * English page passes each message it shows through `validationMessage`, which finds its English
 * counterpart by the exact Indonesian text or, for messages carrying a field name or a number, by
 * their pattern. A message not listed here shows as the server wrote it rather than not at all.
 */

const EXACT: Record<string, string> = {
  'Nama wajib diisi': 'Please enter your name',
  'Isi nomor telepon/WhatsApp atau email agar tim kami dapat mengirim penawaran':
    'Enter a phone/WhatsApp number or an email address so our team can send you the quotation',
  'Nomor telepon tidak valid, mis. 0812-8880-4512': 'Invalid phone number, e.g. 0812-8880-4512',
  'Nomor telepon/WhatsApp tidak valid, mis. 0812-8880-4512': 'Invalid phone/WhatsApp number, e.g. 0812-8880-4512',
  'Nomor telepon terlalu panjang': 'The phone number is too long',
  'Format email tidak valid': 'Invalid email address',
  'Email terlalu panjang': 'The email address is too long',
  'Daftar penawaran masih kosong': 'The quote list is empty',
  'Daftar produk tidak valid': 'Invalid product list',
  'Setiap produk cukup satu baris': 'Each product needs only one line',
  'Produk tidak valid': 'Invalid product',
  'Jumlah harus angka': 'The quantity must be a number',
  'Jumlah harus bilangan bulat': 'The quantity must be a whole number',
  'Jumlah minimal 1': 'The quantity must be at least 1',
  'Captcha tidak valid': 'Invalid captcha',
  '⚠️ Silakan verifikasi captcha terlebih dahulu.': '⚠️ Please complete the captcha first.',
  'Silakan verifikasi captcha terlebih dahulu.': 'Please complete the captcha first.',
  'Gagal mengirim, coba lagi.': 'Could not send, please try again.',
  'Terjadi error server.': 'A server error occurred.',
};

/** Field names inside the parameterised messages. */
const FIELDS: Record<string, string> = {
  Nama: 'Name',
  'Nama lengkap': 'Full name',
  'Instansi/perusahaan': 'Institution/company',
  Perusahaan: 'Company',
  Kota: 'City',
  Catatan: 'Notes',
  Telepon: 'Phone',
  Email: 'Email',
  'Kebutuhan Anda': 'What you need',
  'Nomor telepon': 'Phone number',
};
const field = (name: string) => FIELDS[name] ?? name;

const PATTERNS: Array<[RegExp, (...groups: string[]) => string]> = [
  [/^(.+) maksimal (\d+) karakter$/, (name, max) => `${field(name!)}: at most ${max} characters`],
  [/^(.+) harus berupa teks$/, (name) => `${field(name!)} must be text`],
  [/^(.+) wajib diisi$/, (name) => `${field(name!)} is required`],
  [
    /^(.+) tidak boleh berisi karakter kontrol atau pengatur arah teks$/,
    (name) => `${field(name!)} must not contain control or text-direction characters`,
  ],
  [/^Jumlah maksimal (\d+)$/, (max) => `The quantity must be at most ${max}`],
  [/^Maksimal (\d+) produk dalam satu permintaan$/, (max) => `At most ${max} products in one request`],
];

/** A validation or server message as a page in `lang` shows it. */
export function validationMessage(message: string, lang: Lang): string {
  if (lang === 'id') return message;
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return message;
}
