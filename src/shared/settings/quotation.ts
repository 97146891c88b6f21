import { z } from '../common/zod.ts';
import { requiredText } from '../common/fields.ts';
import { MAX_BANK_ACCOUNTS } from './limits.ts';

/*
 * The values of the quotation part of Settings (schema.ts names the fields): the tax number, bank
 * accounts and PPN a formal quotation letter needs. This module imports nothing of the quotation's own
 * schemas, so Settings' schema does not carry the quotation model.
 */

export { MAX_BANK_ACCOUNTS } from './limits.ts';
export { PPN_DEFAULT_RATE } from '../quote/quotation/ppn.ts';

export const BankAccountSchema = z.object({
  bank: requiredText('Nama bank', 80),
  account_number: requiredText('Nomor rekening', 40),
  account_name: requiredText('Atas nama', 120),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** The tax number (NPWP) as people write it, or '' for none. */
export const NpwpSchema = z
  .string({ error: 'NPWP harus berupa teks' })
  .trim()
  .max(30, 'NPWP maksimal 30 karakter')
  .refine(
    (value) => value === '' || /^[\d.\-\s]{15,30}$/.test(value),
    'NPWP berisi 15 atau 16 digit, mis. 01.234.567.8-901.000',
  );

export const BankAccountsSchema = z
  .array(BankAccountSchema, { error: 'Rekening bank harus berupa daftar' })
  .max(MAX_BANK_ACCOUNTS, `Maksimal ${MAX_BANK_ACCOUNTS} rekening`);

/** A percentage 0–100 with at most two decimals. */
export const PpnRateSchema = z
  .number({ error: 'Tarif PPN harus angka' })
  .min(0, 'Tarif PPN tidak boleh negatif')
  .max(100, 'Tarif PPN maksimal 100%')
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Tarif PPN maksimal dua desimal');
