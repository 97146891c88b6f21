import { z } from 'zod';
import { email, requiredText, whatsappNumber } from '../common/fields.ts';
import { normalizePhone } from '../common/phone.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { QuotationSettingsShape } from './quotation.ts';
import { RoutingSettingsShape } from './routing.ts';

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
