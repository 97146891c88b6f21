import { z } from '../common/zod.ts';
import type { FieldWords } from '../activity/field-words.ts';
import { email, optionalText, requiredText, whatsappNumber } from '../common/fields.ts';
import { normalizePhone } from '../common/phone.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { QUOTE_VALIDITY_DEFAULT_DAYS } from '../quote/limits.ts';
import { DEFAULT_WHATSAPP_TEMPLATE } from '../whatsapp/message.ts';
import { PPN_MODE_LABELS, PPN_MODE_NEW_INSTALL, PPN_MODES } from '../quote/quotation/ppn.ts';
import { BankAccountsSchema, NpwpSchema, PPN_DEFAULT_RATE, PpnRateSchema } from './quotation.ts';
import { BusinessHoursSchema, CategoryNumbersSchema, DEFAULT_BUSINESS_HOURS, SalesNumbersSchema } from './routing.ts';

/*
 * The site settings, written once: the schema of a save (every field), the defaults an empty store
 * answers with (typed by the schema, so a field added there must get its default here), and the
 * public view (the schema's fields less the private ones). The product page's order settings are a
 * part of the public view (order.ts).
 */

/** Settings' number as typed ("0812-8880-4512", "+62 812 …"), stored as 62…. */
const typedWhatsappNumber = z
  .string({ error: 'Nomor WhatsApp harus berupa teks' })
  .transform(normalizePhone)
  .pipe(whatsappNumber);

const safeText = (label: string, max: number) =>
  optionalText(label, max).refine(isSafeName, `${label} ${UNSAFE_NAME_MESSAGE}`);

/**
 * A save of the settings. Every field past the original site's ones is optional, so a client that does
 * not know it (an older admin tab) keeps what is stored.
 */
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
  // WhatsApp routing: a number per category, sales numbers to rotate among, business hours (Asia/Jakarta).
  category_whatsapp: CategoryNumbersSchema.optional(),
  sales_numbers: SalesNumbersSchema.optional(),
  business_hours: BusinessHoursSchema.optional(),
  // What a formal quotation letter needs: the tax number, bank accounts, the letterhead address, the
  // default terms and signatory, and PPN.
  npwp: NpwpSchema.optional(),
  /** The letterhead's address; empty uses the company address. */
  letterhead_address: optionalText('Alamat kop surat', 500).optional(),
  bank_accounts: BankAccountsSchema.optional(),
  quotation_payment_terms: optionalText('Syarat pembayaran', 1000).optional(),
  quotation_delivery_time: optionalText('Waktu pengiriman', 300).optional(),
  signatory_name: safeText('Nama penanda tangan', 120).optional(),
  signatory_title: safeText('Jabatan penanda tangan', 120).optional(),
  ppn_rate: PpnRateSchema.optional(),
  /**
   * How PPN is written: 'flat' (ppn_rate × price) or 'dpp_nilai_lain' (12 % of 11/12 of the price,
   * PMK 131/2024; ppn_rate is not used). Stored Settings without it read 'flat' (the settings service).
   */
  ppn_mode: z
    .enum(PPN_MODES, { error: "Cara menulis PPN harus 'flat' (tarif × harga) atau 'dpp_nilai_lain' (DPP nilai lain)" })
    .optional(),
  /** Prices typed in a quotation already include PPN. */
  prices_include_ppn: z.boolean({ error: 'Pilihan harga termasuk PPN tidak valid' }).optional(),
  /** Staff may send quotations too (otherwise Manager and Super Admin only). */
  staff_can_send_quotations: z.boolean({ error: 'Pilihan izin Staff tidak valid' }).optional(),
});
export type SettingsInput = z.infer<typeof SettingsSchema>;

/** Settings as stored and answered: every field set (the store fills defaults), and for signed-in admins
 * whether the server can send mail at all (SMTP configured). */
export type Settings = Required<SettingsInput> & { mail_configured?: boolean };

/**
 * What an empty store answers until Settings are saved. No WhatsApp number: a made-up one would send
 * visitors' orders to a stranger; the site's chat links then open WhatsApp without a recipient, and
 * the admin's Settings say the number is not configured yet.
 */
export const DEFAULT_SETTINGS: Settings = {
  whatsapp_number: '',
  whatsapp_template: DEFAULT_WHATSAPP_TEMPLATE,
  /** Empty: English pages use `whatsapp_template`. */
  whatsapp_template_en: '',
  company_name: 'RawLab',
  company_email: 'info@rawlab.co.id',
  company_phone: '+62 21 0000 0000',
  company_address: 'Jakarta, Indonesia',
  quote_validity_days: QUOTE_VALIDITY_DEFAULT_DAYS,
  enable_notifications: true,
  auto_reply: false,
  category_whatsapp: [],
  sales_numbers: [],
  business_hours: DEFAULT_BUSINESS_HOURS,
  npwp: '',
  letterhead_address: '',
  bank_accounts: [],
  quotation_payment_terms: 'Pembayaran 100% paling lambat 30 hari setelah barang diterima.',
  quotation_delivery_time: '2–4 minggu setelah PO diterima.',
  signatory_name: '',
  signatory_title: '',
  ppn_rate: PPN_DEFAULT_RATE,
  ppn_mode: PPN_MODE_NEW_INSTALL,
  prices_include_ppn: false,
  staff_can_send_quotations: false,
};

/**
 * Each field's words in the activity log (its Indonesian label and how its values read): the log's
 * answers carry them, so the admin's screens name no settings field of their own.
 */
export const SETTINGS_FIELD_WORDS = {
  whatsapp_number: { label: 'Nomor WhatsApp', kind: 'phone' },
  whatsapp_template: { label: 'Template Pesan' },
  whatsapp_template_en: { label: 'Template WhatsApp (English)' },
  company_name: { label: 'Nama Perusahaan' },
  company_email: { label: 'Email Perusahaan' },
  company_phone: { label: 'Telepon Perusahaan' },
  company_address: { label: 'Alamat Perusahaan' },
  quote_validity_days: { label: 'Masa berlaku surat penawaran (hari)', kind: 'count' },
  enable_notifications: { label: 'Notifikasi pesan masuk', kind: 'yesno' },
  auto_reply: { label: 'Balasan otomatis', kind: 'yesno' },
  category_whatsapp: { label: 'Nomor WhatsApp per kategori', kind: 'items', unit: 'nomor' },
  sales_numbers: { label: 'Nomor sales (bergiliran)', kind: 'items', unit: 'nomor' },
  business_hours: { label: 'Jam kerja' },
  npwp: { label: 'NPWP' },
  letterhead_address: { label: 'Alamat kop surat' },
  bank_accounts: { label: 'Rekening bank', kind: 'items', unit: 'rekening' },
  quotation_payment_terms: { label: 'Syarat pembayaran bawaan' },
  quotation_delivery_time: { label: 'Waktu pengiriman bawaan' },
  signatory_name: { label: 'Penanda tangan' },
  signatory_title: { label: 'Jabatan penanda tangan' },
  ppn_rate: { label: 'Tarif PPN', kind: 'percent' },
  ppn_mode: { label: 'Cara menulis PPN', kind: PPN_MODE_LABELS },
  prices_include_ppn: { label: 'Harga sudah termasuk PPN', kind: 'yesno' },
  staff_can_send_quotations: { label: 'Staff boleh mengirim penawaran', kind: 'yesno' },
} as const satisfies Record<keyof SettingsInput, FieldWords>;

/**
 * Fields only the admin reads: the internal switches, and the tax number, bank accounts and quotation
 * permission, which appear only on a quotation letter and in the admin.
 */
export const PRIVATE_SETTINGS = [
  'enable_notifications',
  'auto_reply',
  'npwp',
  'bank_accounts',
  'staff_can_send_quotations',
] as const satisfies ReadonlyArray<keyof Settings>;

/** What the site shows visitors (`GET /api/settings` signed out, and the build). */
export type PublicSettings = Omit<Settings, (typeof PRIVATE_SETTINGS)[number]>;

const PRIVATE: ReadonlySet<string> = new Set(PRIVATE_SETTINGS);

/** The public view of the settings: every field but the private ones, in their order. */
export function publicSettings(settings: Settings): PublicSettings {
  return Object.fromEntries(Object.entries(settings).filter(([key]) => !PRIVATE.has(key))) as PublicSettings;
}
