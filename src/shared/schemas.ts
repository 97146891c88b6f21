import { z } from 'zod';

// No `new Function` probe or compiled parsers: the admin runs under a CSP without 'unsafe-eval'
// (decision 007), where even zod's caught probe is reported as a violation. Parsing speed is not a
// concern at these payload sizes.
z.config({ jitless: true });
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from './text.ts';
import { normalizePhone } from './phone.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_PHONE_MAX, CONTACT_STATUSES } from './contact.ts';
import { WHATSAPP_NUMBER_PATTERN } from './whatsapp.ts';
import { RoutingSettingsShape } from './routing-settings.ts';

/*
 * One schema per payload, shared by the React forms and the Netlify functions (STYLE.md habit 1).
 * Messages are Indonesian: the admin panel and the landing page speak Indonesian.
 */

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .default('');

const email = (label = 'Email') =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(254, `${label} terlalu panjang`)
    .pipe(z.email({ error: 'Format email tidak valid' }));

export const CAPTCHA_REQUIRED_MESSAGE = '⚠️ Silakan verifikasi captcha terlebih dahulu.';

export const ContactSchema = z.object({
  fullName: requiredText('Nama lengkap', 120).refine(isSafeName, `Nama lengkap ${UNSAFE_NAME_MESSAGE}`),
  email: email(),
  company: optionalText('Perusahaan', 160)
    .refine(isSafeName, `Perusahaan ${UNSAFE_NAME_MESSAGE}`)
    .optional()
    .default(''),
  /** Optional; typed as people write it and kept as 62… for a WhatsApp link. */
  phone: z
    .string({ error: 'Nomor telepon harus berupa teks' })
    .max(CONTACT_PHONE_MAX, 'Nomor telepon terlalu panjang')
    .transform(normalizePhone)
    .pipe(
      z.union([
        z.literal(''),
        z.string().regex(WHATSAPP_NUMBER_PATTERN, 'Nomor telepon/WhatsApp tidak valid, mis. 0812-8880-4512'),
      ]),
    )
    .optional()
    .default(''),
  message: z
    .string({ error: 'Kebutuhan Anda harus berupa teks' })
    .trim()
    .max(CONTACT_MESSAGE_MAX, `Kebutuhan Anda maksimal ${CONTACT_MESSAGE_MAX} karakter`)
    .optional()
    .default(''),
  captcha: z
    .string({ error: CAPTCHA_REQUIRED_MESSAGE })
    .min(1, CAPTCHA_REQUIRED_MESSAGE)
    .max(4096, 'Captcha tidak valid'),
});
export type ContactInput = z.infer<typeof ContactSchema>;

/** An admin moving a contact message along: Baru → Ditindaklanjuti → Selesai (any order). */
export const ContactStatusSchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Status harus Baru, Ditindaklanjuti atau Selesai' }),
});
export type ContactStatusInput = z.infer<typeof ContactStatusSchema>;

export const LoginSchema = z.object({
  email: email(),
  password: z
    .string({ error: 'Password wajib diisi' })
    .min(1, 'Password wajib diisi')
    .max(256, 'Password terlalu panjang'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const CATEGORY_COLORS = [
  { name: 'Biru', value: '#3B82F6' },
  { name: 'Hijau', value: '#10B981' },
  { name: 'Kuning', value: '#F59E0B' },
  { name: 'Merah', value: '#EF4444' },
  { name: 'Ungu', value: '#8B5CF6' },
  { name: 'Merah muda', value: '#EC4899' },
  { name: 'Abu-abu', value: '#6B7280' },
  { name: 'Toska', value: '#14B8A6' },
] as const;
export const DEFAULT_CATEGORY_COLOR = '#3B82F6';

const slugField = z
  .string({ error: 'Slug harus berupa teks' })
  .trim()
  .max(SLUG_MAX, `Slug maksimal ${SLUG_MAX} karakter`)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), {
    message: 'Slug hanya boleh huruf kecil, angka dan tanda hubung',
  });

export const CategoryInputSchema = z.object({
  name: requiredText('Nama kategori', 80).refine(isSafeName, `Nama kategori ${UNSAFE_NAME_MESSAGE}`),
  slug: slugField.optional().default(''),
  description: optionalText('Deskripsi', 500).optional().default(''),
  color: z
    .string({ error: 'Warna harus berupa kode hex' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Warna harus berupa kode hex, mis. #3B82F6')
    .optional()
    .default(DEFAULT_CATEGORY_COLOR),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

export const META_DESCRIPTION_MAX = 160;
export const META_TITLE_MAX = 70;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const whatsappNumber = z
  .string({ error: 'Nomor WhatsApp harus berupa teks' })
  .trim()
  .regex(WHATSAPP_NUMBER_PATTERN, 'Nomor WhatsApp diawali 62, tanpa +, tanpa 0 di depan (10-15 digit)');

const nonNegativeInt = (label: string, max: number) =>
  z
    .number({ error: `${label} wajib diisi dan berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(0, `${label} tidak boleh negatif`)
    .max(max, `${label} terlalu besar`);

export const SpecificationSchema = z.object({
  name: requiredText('Nama spesifikasi', 80).refine(isSafeName, `Nama spesifikasi ${UNSAFE_NAME_MESSAGE}`),
  value: requiredText('Nilai spesifikasi', 200),
});

export const PRODUCT_STATUSES = ['draft', 'published'] as const;

/** Product fields as the admin form holds them and as the function receives them after parsing. */
export const ProductFieldsSchema = z.object({
  name: requiredText('Nama produk', 160).refine(isSafeName, `Nama produk ${UNSAFE_NAME_MESSAGE}`),
  slug: slugField.optional().default(''),
  sku: requiredText('SKU', 60).regex(
    /^[A-Za-z0-9._\-/]+$/,
    'SKU hanya boleh huruf, angka, titik, garis miring dan tanda hubung',
  ),
  category_id: z
    .number({ error: 'Kategori wajib dipilih' })
    .int('Kategori wajib dipilih')
    .positive('Kategori wajib dipilih'),
  price: nonNegativeInt('Harga', 100_000_000_000),
  stock: nonNegativeInt('Stok', 1_000_000),
  short_description: optionalText('Deskripsi singkat', 500),
  long_description: optionalText('Deskripsi lengkap', 10_000),
  meta_title: optionalText('Meta title', META_TITLE_MAX),
  meta_description: optionalText('Meta description', META_DESCRIPTION_MAX),
  meta_keywords: optionalText('Meta keywords', 300),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status harus draft atau published' }).default('draft'),
  is_active: z.boolean({ error: 'Status aktif tidak valid' }).default(true),
  /** As typed ("0812-8880-4512", "+62 812 …"), stored as 62…; empty uses the site's number. */
  whatsapp_number: z
    .string({ error: 'Nomor WhatsApp harus berupa teks' })
    .transform(normalizePhone)
    .pipe(z.union([z.literal(''), whatsappNumber]))
    .default(''),
  whatsapp_template: optionalText('Template WhatsApp', 500),
  tags: z
    .array(requiredText('Tag', 60), { error: 'Tags harus berupa daftar' })
    .max(30, 'Maksimal 30 tag')
    .default([])
    .transform((tags) => [...new Set(tags)]),
  specifications: z
    .array(SpecificationSchema, { error: 'Spesifikasi harus berupa daftar' })
    .max(60, 'Maksimal 60 baris spesifikasi')
    .default([]),
});
export type ProductFields = z.infer<typeof ProductFieldsSchema>;
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>;

/** Settings' number as typed ("0812-8880-4512", "+62 812 …"), stored as 62…. */
const typedWhatsappNumber = z
  .string({ error: 'Nomor WhatsApp harus berupa teks' })
  .transform(normalizePhone)
  .pipe(whatsappNumber);

export const SettingsSchema = z.object({
  whatsapp_number: typedWhatsappNumber,
  whatsapp_template: requiredText('Template WhatsApp', 500),
  company_name: requiredText('Nama perusahaan', 120).refine(isSafeName, `Nama perusahaan ${UNSAFE_NAME_MESSAGE}`),
  company_email: email('Email perusahaan'),
  company_phone: requiredText('Telepon perusahaan', 40),
  company_address: requiredText('Alamat perusahaan', 500),
  quote_validity_days: z
    .number({ error: 'Masa berlaku penawaran harus angka' })
    .int('Masa berlaku penawaran harus bilangan bulat')
    .min(1, 'Masa berlaku penawaran minimal 1 hari')
    .max(365, 'Masa berlaku penawaran maksimal 365 hari')
    .optional(),
  enable_notifications: z.boolean({ error: 'Nilai notifikasi tidak valid' }).optional(),
  auto_reply: z.boolean({ error: 'Nilai balasan otomatis tidak valid' }).optional(),
  ...RoutingSettingsShape,
});
export type SettingsInput = z.infer<typeof SettingsSchema>;

export const ROLES = ['Staff', 'Manager', 'Super Admin'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['active', 'inactive'] as const;
export const PASSWORD_MIN = 8;
export const PASSWORD_HINT = `Password minimal ${PASSWORD_MIN} karakter`;

const password = z
  .string({ error: 'Password wajib diisi' })
  .min(PASSWORD_MIN, PASSWORD_HINT)
  .max(256, 'Password maksimal 256 karakter');

export const UserCreateSchema = z.object({
  name: requiredText('Nama', 120).refine(isSafeName, `Nama ${UNSAFE_NAME_MESSAGE}`),
  email: email(),
  role: z.enum(ROLES, { error: 'Role harus Staff, Manager atau Super Admin' }).default('Staff'),
  status: z.enum(USER_STATUSES, { error: 'Status harus active atau inactive' }).default('active'),
  password,
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  name: requiredText('Nama', 120).refine(isSafeName, `Nama ${UNSAFE_NAME_MESSAGE}`),
  email: email(),
  role: z.enum(ROLES, { error: 'Role harus Staff, Manager atau Super Admin' }),
  status: z.enum(USER_STATUSES, { error: 'Status harus active atau inactive' }).default('active'),
  /** Empty or absent keeps the current password. */
  password: z.union([z.literal(''), password]).optional(),
});
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>;

/** Turns a ZodError into the `errors` map of the API's error body: field → messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
