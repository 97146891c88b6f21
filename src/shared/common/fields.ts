import { z } from './zod.ts';
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts';
import { isSafeText, UNSAFE_NAME_MESSAGE } from './text.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../whatsapp/message.ts';

/*
 * The field builders every schema is made of. Messages are Indonesian: the admin panel and the
 * landing page speak Indonesian, and the same messages reach both. Every text refuses control and
 * bidirectional-control characters (tabs and line breaks excepted): refused rather than stripped, so
 * what is stored is exactly what the admin saw and typed, and the message names the field.
 */

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`)
    .refine(isSafeText, `${label} ${UNSAFE_NAME_MESSAGE}`);

/** A text that may be left out: absent is '' (see `optionalTextOrAbsent` to tell the two apart). */
export const optionalText = (label: string, max: number) => optionalTextOrAbsent(label, max).default('');

/** The same text, absent when not sent (a default from elsewhere then applies, e.g. Settings'). */
export const optionalTextOrAbsent = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, `${label} maksimal ${max} karakter`)
    .refine(isSafeText, `${label} ${UNSAFE_NAME_MESSAGE}`);

export const email = (label = 'Email') =>
  z
    .string({ error: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(254, `${label} terlalu panjang`)
    .pipe(z.email({ error: 'Format email tidak valid' }));

export const nonNegativeInt = (label: string, max: number) =>
  z
    .number({ error: `${label} wajib diisi dan berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(0, `${label} tidak boleh negatif`)
    .max(max, `${label} terlalu besar`);

export const slugField = z
  .string({ error: 'Slug harus berupa teks' })
  .trim()
  .max(SLUG_MAX, `Slug maksimal ${SLUG_MAX} karakter`)
  .refine((value) => value === '' || SLUG_PATTERN.test(value), {
    message: 'Slug hanya boleh huruf kecil, angka dan tanda hubung',
  });

export const whatsappNumber = z
  .string({ error: 'Nomor WhatsApp harus berupa teks' })
  .trim()
  .regex(WHATSAPP_NUMBER_PATTERN, 'Nomor WhatsApp diawali 62, tanpa +, tanpa 0 di depan (10-15 digit)');
