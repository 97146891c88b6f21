import { z } from '../common/zod.ts';
import { UtmSchema } from '../analytics/events.ts';
import { normalizePhone } from '../common/phone.ts';
import { ADMIN_QUOTES_PAGE_SIZE, QUOTE_MAX_LINES, QUOTE_MAX_QUANTITY, QUOTE_STATUSES } from './limits.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from '../common/captcha-message.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { LANGS } from '../i18n/lang.ts';

/*
 * The quote request and the admin's calls on it: one schema per payload, used by the quote page and
 * by the functions. A line carries only a product id and a quantity: anything else the browser sends
 * (a price, a name) is dropped by the schema, and the server prices the request itself.
 */

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .default('');

const safeText = (label: string, max: number) =>
  optionalText(label, max).refine(isSafeName, `${label} ${UNSAFE_NAME_MESSAGE}`);

/** Optional; when given, any way people write an Indonesian number, kept as 62…. */
const phone = z
  .string({ error: 'Telepon harus berupa teks' })
  .trim()
  .max(40, 'Telepon maksimal 40 karakter')
  .transform((value) => (value ? normalizePhone(value) : ''))
  .refine((value) => value === '' || /^62\d{7,13}$/.test(value), 'Nomor telepon tidak valid, mis. 0812-8880-4512')
  .default('');

export const QuoteItemSchema = z.object({
  product_id: z
    .number({ error: 'Produk tidak valid' })
    .int('Produk tidak valid')
    .min(1, 'Produk tidak valid')
    .max(1_000_000_000, 'Produk tidak valid'),
  quantity: z
    .number({ error: 'Jumlah harus angka' })
    .int('Jumlah harus bilangan bulat')
    .min(1, 'Jumlah minimal 1')
    .max(QUOTE_MAX_QUANTITY, `Jumlah maksimal ${QUOTE_MAX_QUANTITY}`),
});

/** Why a request without a way to answer it is refused, shown under the phone and email fields. */
export const QUOTE_CONTACT_REQUIRED = 'Isi nomor telepon/WhatsApp atau email agar tim kami dapat mengirim penawaran';
export const QUOTE_NAME_REQUIRED = 'Nama wajib diisi';

const QuoteCustomerFieldsSchema = z.object({
  name: safeText('Nama', 120),
  institution: safeText('Instansi/perusahaan', 160),
  phone,
  city: safeText('Kota', 80),
  /** Optional; a formal quotation is emailed here. */
  email: z
    .string({ error: 'Email harus berupa teks' })
    .trim()
    .max(254, 'Email terlalu panjang')
    // A plain pattern rather than z.email(): this schema ships with the quote page, where zod's email
    // validator would add about 2 KB; the address only receives the quotation the admin sends.
    .refine((value) => value === '' || /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value), 'Format email tidak valid')
    .default(''),
  notes: optionalText('Catatan', 1000),
});

/**
 * The person asking: a name, and a phone or an email to answer on (either is enough). Without them
 * a request reaches the team with nobody to send the quotation to.
 */
export const QuoteCustomerSchema = QuoteCustomerFieldsSchema.superRefine((customer, context) => {
  if (!customer.name) context.addIssue({ code: 'custom', path: ['name'], message: QUOTE_NAME_REQUIRED });
  if (!customer.phone && !customer.email) {
    context.addIssue({ code: 'custom', path: ['phone'], message: QUOTE_CONTACT_REQUIRED });
    context.addIssue({ code: 'custom', path: ['email'], message: QUOTE_CONTACT_REQUIRED });
  }
});

export const QuoteRequestSchema = z.object({
  items: z
    .array(QuoteItemSchema, { error: 'Daftar produk tidak valid' })
    .min(1, 'Daftar penawaran masih kosong')
    .max(QUOTE_MAX_LINES, `Maksimal ${QUOTE_MAX_LINES} produk dalam satu permintaan`)
    .refine(
      (items) => new Set(items.map((item) => item.product_id)).size === items.length,
      'Setiap produk cukup satu baris',
    ),
  customer: QuoteCustomerSchema,
  captcha: z
    .string({ error: CAPTCHA_REQUIRED_MESSAGE })
    .min(1, CAPTCHA_REQUIRED_MESSAGE)
    .max(4096, 'Captcha tidak valid'),
  /** The visit's routing seed: which sales number the visit's links use (src/shared/whatsapp/routing.ts). */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .optional(),
  /** The visit's campaign, counted with the request (no personal data). */
  utm: UtmSchema.optional(),
  /** The language of the page it was sent from ('id' when absent): the quotation's language. */
  lang: z.enum(LANGS, { error: 'Bahasa tidak dikenal' }).default('id'),
});
export type QuoteRequestInput = z.infer<typeof QuoteRequestSchema>;

/** PUT /api/admin/quotes/{reference}: the new status and the one the admin saw (compare-and-swap). */
export const QuoteStatusUpdateSchema = z.object({
  status: z.enum(QUOTE_STATUSES, { error: 'Status tidak dikenal' }),
  from: z.enum(QUOTE_STATUSES, { error: 'Status awal tidak dikenal' }),
});
export type QuoteStatusUpdate = z.infer<typeof QuoteStatusUpdateSchema>;

export const AdminQuoteQuerySchema = z.object({
  page: z.coerce.number({ error: 'Halaman harus angka' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'Jumlah per halaman harus angka' })
    .int()
    .min(1)
    .max(100, 'Jumlah per halaman maksimal 100')
    .default(ADMIN_QUOTES_PAGE_SIZE),
  q: z.string().trim().max(100, 'Pencarian maksimal 100 karakter').default(''),
  status: z.enum(['all', ...QUOTE_STATUSES], { error: 'Status tidak dikenal' }).default('all'),
});
export type AdminQuoteQuery = z.infer<typeof AdminQuoteQuerySchema>;
