import { z } from '../common/zod.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from '../common/captcha-message.ts';
import { normalizePhone } from '../common/phone.ts';
import { isSafeName, isSafeText, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { LANGS } from '../i18n/lang.ts';
import { SERVICE_KINDS } from './status.ts';

/*
 * A service or calibration request as the public form ('/layanan', '/en/service') sends it to
 * `POST /api/service-requests`, as JSON or as the same fields in a multipart form with `photos`. The
 * messages are Indonesian, as every schema's; the English page shows them through
 * `serviceValidationMessage` (messages.ts).
 */

export const SERVICE_DESCRIPTION_MAX = 4000;
export const SERVICE_MESSAGE_MAX = 2000;
export const SERVICE_PHOTOS_MAX = 3;
export const SERVICE_SERIAL_MAX = 60;

export const SERVICE_CONTACT_REQUIRED = 'Isi email atau nomor telepon/WhatsApp agar tim kami dapat menghubungi Anda';
export const SERVICE_KIND_MESSAGE = 'Pilih jenis layanan: perbaikan, kalibrasi, instalasi atau pelatihan';

const text = (label: string, max: number, required = false) => {
  const base = z
    .string({ error: required ? `${label} wajib diisi` : `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`);
  return (required ? base.min(1, `${label} wajib diisi`) : base.default('')).refine(
    isSafeText,
    `${label} ${UNSAFE_NAME_MESSAGE}`,
  );
};

const name = (label: string, max: number, required = false) =>
  text(label, max, required).refine(isSafeName, `${label} ${UNSAFE_NAME_MESSAGE}`);

/** Optional; any way people write an Indonesian number, kept as 62…. */
const phone = z
  .string({ error: 'Telepon harus berupa teks' })
  .trim()
  .max(40, 'Telepon maksimal 40 karakter')
  .transform((value) => (value ? normalizePhone(value) : ''))
  .refine((value) => value === '' || /^62\d{7,13}$/.test(value), 'Nomor telepon tidak valid, mis. 0812-8880-4512')
  .default('');

const email = z
  .string({ error: 'Email harus berupa teks' })
  .trim()
  .max(254, 'Email terlalu panjang')
  // The quote form's plain pattern: zod's email validator would add about 2 KB to the page's island.
  .refine((value) => value === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value), 'Format email tidak valid')
  .default('');

/** A product id as JSON gives it (a number) or a form does (digits); empty is none. */
const productId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: 'Produk tidak valid' })
    .int('Produk tidak valid')
    .min(1, 'Produk tidak valid')
    .max(1_000_000_000, 'Produk tidak valid')
    .optional(),
);

export const ServiceRequestSchema = z
  .object({
    kind: z.enum(SERVICE_KINDS, { error: SERVICE_KIND_MESSAGE }),
    /** As printed on the instrument's plate; kept in capitals without surrounding spaces. */
    serial_number: text('Nomor seri', SERVICE_SERIAL_MAX).transform((value) => value.toUpperCase()),
    product_id: productId,
    description: text('Keterangan', SERVICE_DESCRIPTION_MAX, true),
    name: name('Nama', 120, true),
    institution: name('Instansi/perusahaan', 160),
    email,
    phone,
    captcha: z
      .string({ error: CAPTCHA_REQUIRED_MESSAGE })
      .min(1, CAPTCHA_REQUIRED_MESSAGE)
      .max(4096, 'Captcha tidak valid'),
    lang: z.enum(LANGS).catch('id').default('id'),
  })
  .superRefine((request, context) => {
    // Without a way to answer, a request reaches the team with nobody to call back.
    if (!request.email && !request.phone) {
      context.addIssue({ code: 'custom', path: ['email'], message: SERVICE_CONTACT_REQUIRED });
      context.addIssue({ code: 'custom', path: ['phone'], message: SERVICE_CONTACT_REQUIRED });
    }
  });
export type ServiceRequestInput = z.infer<typeof ServiceRequestSchema>;

/** A message on a request, from the customer's tracking page or from the team. */
export const ServiceMessageSchema = z.object({
  message: text('Pesan', SERVICE_MESSAGE_MAX, true),
});
export type ServiceMessageInput = z.infer<typeof ServiceMessageSchema>;

/** `SV-2612-0001`: the month (Jakarta time) and its sequence number. */
export const SERVICE_REFERENCE_PATTERN = /^SV-(\d{4})-(\d{4,9})$/;

export function serviceReference(yymm: string, sequence: number): string {
  return `SV-${yymm}-${String(sequence).padStart(4, '0')}`;
}

/** A tracking link's token: 43 base64url characters (32 random bytes). */
export const SERVICE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
