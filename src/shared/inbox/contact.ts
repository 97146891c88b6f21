import { z } from '../common/zod.ts';
import { CAPTCHA_REQUIRED_MESSAGE } from '../common/captcha-message.ts';
import { email, optionalText, requiredText } from '../common/fields.ts';
import { normalizePhone } from '../common/phone.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../whatsapp/message.ts';
import {
  ADMIN_CONTACTS_PAGE_SIZE,
  CONTACT_MESSAGE_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_STATUSES,
  type ContactStatus,
} from './contact-limits.ts';

/*
 * The contact request ("lead"): the landing page's form, the stored message and the admin inbox's
 * payloads and answers. One schema per payload, shared by the form and the function.
 */

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

/** A contact message as the paged list shows it: everything but the message text. */
export interface ContactRow {
  id: string;
  full_name: string;
  email: string;
  company: string;
  phone: string;
  status: ContactStatus;
  status_updated_at: string | null;
  status_updated_by: string | null;
  created_at: string;
  /** Set while the message is in the archive (deleted, restorable). */
  deleted_at?: string;
  deleted_by?: string;
}

/** GET /api/admin/contacts?page=…: one page, the matching total and the counts of the whole inbox. */
export interface AdminContactsPage {
  data: ContactRow[];
  total: number;
  page: number;
  per_page: number;
  /** Live messages per status, and how many wait in the archive. */
  counts: Record<ContactStatus, number> & { archived: number };
}

/** GET /api/admin/contacts/summary: what the navigation badge and the dashboard show. */
export interface ContactSummary {
  total: number;
  /** Messages with status `new` (Baru). */
  unread: number;
}
