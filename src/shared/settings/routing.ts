import { z } from '../common/zod.ts';

import { normalizePhone } from '../common/phone.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../whatsapp/message.ts';
import { DEFAULT_BUSINESS_HOURS as DEFAULT_HOURS, MAX_CATEGORY_NUMBERS, MAX_SALES_NUMBERS } from './limits.ts';

/*
 * The values of the WhatsApp routing part of Settings (schema.ts names the fields): a number per
 * category, sales numbers to rotate among and business hours (Asia/Jakarta).
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

/** The numbers per category: one number a category at most. */
export const CategoryNumbersSchema = z
  .array(CategoryNumberSchema, { error: 'Nomor per kategori harus berupa daftar' })
  .max(MAX_CATEGORY_NUMBERS, `Maksimal ${MAX_CATEGORY_NUMBERS} nomor kategori`)
  .refine((rows) => new Set(rows.map((row) => row.category_id)).size === rows.length, {
    message: 'Setiap kategori hanya boleh punya satu nomor',
  });

/** The sales numbers a visit is given one of, each once. */
export const SalesNumbersSchema = z
  .array(typedNumber, { error: 'Nomor sales harus berupa daftar' })
  .max(MAX_SALES_NUMBERS, `Maksimal ${MAX_SALES_NUMBERS} nomor sales`)
  .transform((numbers) => [...new Set(numbers)]);
