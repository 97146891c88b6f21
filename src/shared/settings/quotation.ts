import { z } from 'zod';
import { optionalText, requiredText } from '../common/fields.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { MAX_BANK_ACCOUNTS } from './limits.ts';

// Set here too (common/fields.ts sets it as well): the admin's CSP refuses zod's eval probe (decision 007).
z.config({ jitless: true });

/*
 * What a formal quotation letter needs from Settings: the tax number, bank accounts, the letterhead
 * address, the default terms and signatory, and PPN. Every field is optional in a save, so a client
 * that does not know them (an older admin tab) keeps what is stored. This module imports nothing of
 * the quotation's own schemas, so Settings' schema does not carry the quotation model.
 */

export { MAX_BANK_ACCOUNTS } from './limits.ts';
export const PPN_DEFAULT_RATE = 11;

export const BankAccountSchema = z.object({
  bank: requiredText('Nama bank', 80),
  account_number: requiredText('Nomor rekening', 40),
  account_name: requiredText('Atas nama', 120),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

const safe = (label: string, max: number) =>
  optionalText(label, max).refine(isSafeName, `${label} ${UNSAFE_NAME_MESSAGE}`).optional();

export const QuotationSettingsShape = {
  npwp: z
    .string({ error: 'NPWP harus berupa teks' })
    .trim()
    .max(30, 'NPWP maksimal 30 karakter')
    .refine(
      (value) => value === '' || /^[\d.\-\s]{15,30}$/.test(value),
      'NPWP berisi 15 atau 16 digit, mis. 01.234.567.8-901.000',
    )
    .optional(),
  /** The letterhead's address; empty uses the company address. */
  letterhead_address: optionalText('Alamat kop surat', 500).optional(),
  bank_accounts: z
    .array(BankAccountSchema, { error: 'Rekening bank harus berupa daftar' })
    .max(MAX_BANK_ACCOUNTS, `Maksimal ${MAX_BANK_ACCOUNTS} rekening`)
    .optional(),
  quotation_payment_terms: optionalText('Syarat pembayaran', 1000).optional(),
  quotation_delivery_time: optionalText('Waktu pengiriman', 300).optional(),
  signatory_name: safe('Nama penanda tangan', 120),
  signatory_title: safe('Jabatan penanda tangan', 120),
  ppn_rate: z
    .number({ error: 'Tarif PPN harus angka' })
    .min(0, 'Tarif PPN tidak boleh negatif')
    .max(100, 'Tarif PPN maksimal 100%')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Tarif PPN maksimal dua desimal')
    .optional(),
  /** Prices typed in a quotation already include PPN. */
  prices_include_ppn: z.boolean({ error: 'Pilihan harga termasuk PPN tidak valid' }).optional(),
  /** Staff may send quotations too (otherwise Manager and Super Admin only). */
  staff_can_send_quotations: z.boolean({ error: 'Pilihan izin Staff tidak valid' }).optional(),
};

export const DEFAULT_QUOTATION_SETTINGS = {
  npwp: '',
  letterhead_address: '',
  bank_accounts: [],
  quotation_payment_terms: 'Pembayaran 100% paling lambat 30 hari setelah barang diterima.',
  quotation_delivery_time: '2–4 minggu setelah PO diterima.',
  signatory_name: '',
  signatory_title: '',
  ppn_rate: PPN_DEFAULT_RATE,
  prices_include_ppn: false,
  staff_can_send_quotations: false,
};

/** Fields only the admin reads: the public settings answer leaves them out. */
export const PRIVATE_QUOTATION_SETTINGS = ['npwp', 'bank_accounts', 'staff_can_send_quotations'] as const;
