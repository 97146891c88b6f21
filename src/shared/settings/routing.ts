import { z } from 'zod';

// Set here too: this module's schemas may be built before common/fields.ts (which sets it as well) has
// run, and the admin's CSP refuses zod's eval probe (decision 007).
z.config({ jitless: true });
import { normalizePhone } from '../common/phone.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../whatsapp/message.ts';
import { DEFAULT_BUSINESS_HOURS as DEFAULT_HOURS, MAX_CATEGORY_NUMBERS, MAX_SALES_NUMBERS } from './limits.ts';

/*
 * The WhatsApp routing part of Settings: a number per category, sales numbers to rotate among and
 * business hours (Asia/Jakarta). Every field is optional in a save, so a client that does not know
 * them (an older admin tab) keeps what is stored.
 */

export { MAX_CATEGORY_NUMBERS, MAX_SALES_NUMBERS } from './limits.ts';

/** A number typed as people write it ("0812-…", "+62 …"), stored in the 62… form. */
const typedNumber = z
  .string({ error: 'Nomor WhatsApp harus berupa teks' })
  .transform(normalizePhone)
  .pipe(
    z.string().regex(WHATSAPP_NUMBER_PATTERN, 'Nomor WhatsApp diawali 62, tanpa +, tanpa 0 di depan (10-15 digit)'),
  );

export const CategoryNumberSchema = z.object({
  category_id: z
    .number({ error: 'Kategori wajib dipilih' })
    .int('Kategori wajib dipilih')
    .positive('Kategori wajib dipilih'),
  number: typedNumber,
});
export type CategoryNumber = z.infer<typeof CategoryNumberSchema>;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) =>
  z.string({ error: `${label} wajib diisi` }).regex(TIME_PATTERN, `${label} harus berformat JJ:MM, mis. 08:00`);

export const BusinessHoursSchema = z
  .object({
    enabled: z.boolean({ error: 'Nilai jam kerja tidak valid' }),
    /** 0 = Minggu (Sunday) … 6 = Sabtu (Saturday). */
    days: z
      .array(z.number().int().min(0).max(6), { error: 'Hari kerja harus berupa daftar' })
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    open: time('Jam buka'),
    close: time('Jam tutup'),
  })
  .refine((hours) => hours.close > hours.open, { message: 'Jam tutup harus setelah jam buka', path: ['close'] })
  .refine((hours) => !hours.enabled || hours.days.length > 0, {
    message: 'Pilih minimal satu hari kerja',
    path: ['days'],
  });
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

/** The hours a store starts with (limits.ts holds the value, for a screen without zod). */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = DEFAULT_HOURS;

/** Added to SettingsSchema; each field optional (absent keeps the stored value). */
export const RoutingSettingsShape = {
  category_whatsapp: z
    .array(CategoryNumberSchema, { error: 'Nomor per kategori harus berupa daftar' })
    .max(MAX_CATEGORY_NUMBERS, `Maksimal ${MAX_CATEGORY_NUMBERS} nomor kategori`)
    .refine((rows) => new Set(rows.map((row) => row.category_id)).size === rows.length, {
      message: 'Setiap kategori hanya boleh punya satu nomor',
    })
    .optional(),
  sales_numbers: z
    .array(typedNumber, { error: 'Nomor sales harus berupa daftar' })
    .max(MAX_SALES_NUMBERS, `Maksimal ${MAX_SALES_NUMBERS} nomor sales`)
    .transform((numbers) => [...new Set(numbers)])
    .optional(),
  business_hours: BusinessHoursSchema.optional(),
};

/** What the public pages read of the routing settings. */
export interface RoutingSettings {
  whatsapp_number: string;
  category_whatsapp: CategoryNumber[];
  sales_numbers: string[];
  business_hours: BusinessHours;
}
