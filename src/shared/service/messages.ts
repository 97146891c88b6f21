import type { Lang } from '../i18n/lang.ts';
import { validationMessage } from '../i18n/messages/validation.ts';
import { SERVICE_CONTACT_REQUIRED, SERVICE_KIND_MESSAGE } from './request.ts';

/*
 * The service form's and the tracking page's validation messages in English. The schema speaks
 * Indonesian like every schema; an English page passes each message through here, which knows the
 * service form's own messages and hands every other one to the public forms' table.
 */

const EXACT: Record<string, string> = {
  [SERVICE_CONTACT_REQUIRED]: 'Enter an email address or a phone/WhatsApp number so our team can reach you',
  [SERVICE_KIND_MESSAGE]: 'Choose a kind of service: repair, calibration, installation or training',
  'Produk tidak valid': 'Invalid product',
  'Maksimal 3 foto': 'At most 3 photos',
  'File harus berupa gambar PNG, JPG atau WebP': 'The file must be a PNG, JPG or WebP picture',
  'Ukuran gambar maksimal 2MB': 'A picture may be at most 2 MB',
};

const FIELDS: Record<string, string> = {
  Keterangan: 'Description',
  'Nomor seri': 'Serial number',
  Pesan: 'Message',
};

const PATTERNS: Array<[RegExp, (...groups: string[]) => string]> = [
  [
    /^(Keterangan|Nomor seri|Pesan) maksimal (\d+) karakter$/,
    (name, max) => `${FIELDS[name!]}: at most ${max} characters`,
  ],
  [/^(Keterangan|Nomor seri|Pesan) wajib diisi$/, (name) => `${FIELDS[name!]} is required`],
];

/** A validation or server message as a service page in `lang` shows it. */
export function serviceValidationMessage(message: string, lang: Lang): string {
  if (lang === 'id') return message;
  const exact = EXACT[message];
  if (exact) return exact;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return validationMessage(message, lang);
}
