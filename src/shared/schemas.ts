import { z } from 'zod';
import { email, optionalText, requiredText, slugField, whatsappNumber } from './common/fields.ts';
import { normalizePhone } from './common/phone.ts';
import {
  ADMIN_CONTACTS_PAGE_SIZE,
  CONTACT_MESSAGE_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_STATUSES,
} from './inbox/contact-limits.ts';
import { WHATSAPP_NUMBER_PATTERN } from './whatsapp/message.ts';
import { RoutingSettingsShape } from './settings/routing.ts';
import { QuotationSettingsShape } from './settings/quotation.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from './common/text.ts';

/*
 * One schema per payload, shared by the React forms and the Netlify functions, so the form and the
 * function can never disagree on what is valid. The product's own schema lives in product/fields.ts.
 */

// Re-exported: the public quote page imports them from their own small modules, without this one.
export { CAPTCHA_REQUIRED_MESSAGE } from './common/captcha-message.ts';
export { fieldErrors } from './common/field-messages.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from './common/captcha-message.ts';
import { PASSWORD_HINT, PASSWORD_MIN } from './accounts/password-rules.ts';

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

/**
 * A stored contact message as the admin reads it. Messages stored before phone, message and status
 * existed read with their defaults ('' and `new`), as does a status this version does not know.
 */
export const ContactMessageSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  email: z.string(),
  company: z.string().default(''),
  /** 62…, or '' when not given. */
  phone: z.string().default(''),
  message: z.string().default(''),
  status: z.enum(CONTACT_STATUSES).default('new').catch('new'),
  /** Who last changed the status, and when (null while it is still the first `new`). */
  status_updated_at: z.string().nullable().default(null),
  status_updated_by: z.string().nullable().default(null),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

const contactStatus = z.enum(CONTACT_STATUSES, { error: 'Status harus Baru, Ditindaklanjuti atau Selesai' });

/**
 * An admin moving a contact message along: Baru → Ditindaklanjuti → Selesai (any order). `from` is the
 * status the admin saw: given (the admin panel always gives it), the change is refused with a 409 when
 * someone else changed the status meanwhile. API clients that leave it out change it unconditionally.
 */
export const ContactStatusSchema = z.object({
  status: contactStatus,
  from: contactStatus.optional(),
});

/**
 * The paged contact list (`GET /api/admin/contacts?page=…`): searched by name, email, company or
 * phone, filtered by status; `archived=1` lists the deleted messages instead.
 */
export const AdminContactQuerySchema = z.object({
  page: z.coerce.number({ error: 'Halaman harus angka' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'Jumlah per halaman harus angka' })
    .int()
    .min(1)
    .max(100, 'Jumlah per halaman maksimal 100')
    .default(ADMIN_CONTACTS_PAGE_SIZE),
  q: z.string().trim().max(100, 'Pencarian maksimal 100 karakter').default(''),
  status: z.enum(['all', ...CONTACT_STATUSES], { error: 'Status tidak dikenal' }).default('all'),
  archived: z
    .enum(['1', '0', 'true', 'false'], { error: 'archived harus 1 atau 0' })
    .transform((value) => value === '1' || value === 'true')
    .default(false),
});
export type AdminContactQuery = z.infer<typeof AdminContactQuerySchema>;
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

export const CategoryInputSchema = z.object({
  name: requiredText('Nama kategori', 80).refine(isSafeName, `Nama kategori ${UNSAFE_NAME_MESSAGE}`),
  slug: slugField.optional().default(''),
  description: optionalText('Deskripsi', 500).optional().default(''),
  /**
   * The English name and description. The main fields are Indonesian (as the original site wrote
   * them); an empty English text shows the Indonesian one on English pages.
   */
  english: z
    .object({
      name: optionalText('Nama kategori (English)', 80).refine(
        isSafeName,
        `Nama kategori (English) ${UNSAFE_NAME_MESSAGE}`,
      ),
      description: optionalText('Deskripsi (English)', 500),
    })
    .prefault({}),
  color: z
    .string({ error: 'Warna harus berupa kode hex' })
    .regex(/^#[0-9a-fA-F]{6}$/, 'Warna harus berupa kode hex, mis. #3B82F6')
    .optional()
    .default(DEFAULT_CATEGORY_COLOR),
});
export type CategoryInput = z.infer<typeof CategoryInputSchema>;

/** Settings' number as typed ("0812-8880-4512", "+62 812 …"), stored as 62…. */
const typedWhatsappNumber = z
  .string({ error: 'Nomor WhatsApp harus berupa teks' })
  .transform(normalizePhone)
  .pipe(whatsappNumber);

export const SettingsSchema = z.object({
  whatsapp_number: typedWhatsappNumber,
  /** The order message on Indonesian pages (and on English ones while `whatsapp_template_en` is empty). */
  whatsapp_template: requiredText('Template WhatsApp', 500),
  /**
   * The order message on English pages; empty uses `whatsapp_template`. Optional in the body so a
   * client that does not know it leaves the stored one as it is.
   */
  whatsapp_template_en: z
    .string({ error: 'Template WhatsApp (English) harus berupa teks' })
    .trim()
    .max(500, 'Template WhatsApp (English) maksimal 500 karakter')
    .optional(),
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
  ...QuotationSettingsShape,
});
export type SettingsInput = z.infer<typeof SettingsSchema>;

/** Settings as stored and answered: every field set (the store fills defaults), and for signed-in admins
 * whether the server can send mail at all (SMTP configured). */
export type Settings = Required<SettingsInput> & { mail_configured?: boolean };

export const ROLES = ['Staff', 'Manager', 'Super Admin'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['active', 'inactive'] as const;
export { PASSWORD_HINT, PASSWORD_MIN } from './accounts/password-rules.ts';

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

/** A second-factor code: six digits from the authenticator app, or a recovery code. */
export const TwoFactorCodeSchema = z.object({
  code: z.string({ error: 'Kode wajib diisi' }).trim().min(1, 'Kode wajib diisi').max(64, 'Kode terlalu panjang'),
});
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeSchema>;

/** The Super Admin's switch: every admin must sign in with a second factor. */
export const SecuritySettingsSchema = z.object({
  require_two_factor: z.boolean({ error: 'Nilai harus ya atau tidak' }),
});
export type SecuritySettingsInput = z.infer<typeof SecuritySettingsSchema>;

/** PUT /api/admin/me/password: an admin changes their own password, proving the current one. */
export const OwnPasswordChangeSchema = z
  .object({
    current_password: z
      .string({ error: 'Password saat ini wajib diisi' })
      .min(1, 'Password saat ini wajib diisi')
      .max(256, 'Password maksimal 256 karakter'),
    password,
  })
  .refine((input) => input.password !== input.current_password, {
    path: ['password'],
    message: 'Password baru harus berbeda dari password saat ini',
  });
export type OwnPasswordChangeInput = z.infer<typeof OwnPasswordChangeSchema>;
