import { z } from '../common/zod.ts';
import { optionalText, requiredText } from '../common/fields.ts';
import { normalizePhone } from '../common/phone.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { WHATSAPP_NUMBER_PATTERN } from '../whatsapp/message.ts';
import type { AdminCertificate, StoredCertificate } from './certificate.ts';
import type { InstrumentDates } from './instrument-dates.ts';

/*
 * An instrument: one unit the company sold, known by its product and serial number, with its customer,
 * delivery, warranty and calibration interval. One schema per payload, shared by the admin's form and
 * the functions; the dates it answers (warranty_until, warranty_active, calibration_due) are computed
 * by instrument-dates.ts and never stored.
 */

import {
  ADMIN_INSTRUMENTS_PAGE_SIZE,
  DEFAULT_CALIBRATION_INTERVAL_MONTHS,
  INSTRUMENT_MONTHS_MAX,
  SERIAL_MAX,
} from './instrument-limits.ts';

export { ADMIN_INSTRUMENTS_PAGE_SIZE, DEFAULT_CALIBRATION_INTERVAL_MONTHS, INSTRUMENT_MONTHS_MAX, SERIAL_MAX };

/**
 * The one spelling of a serial number, for storing and for every lookup: what is printed on a label
 * is typed with stray spaces and in either case ("sn 2024 001" and "SN2024001" are the same unit).
 */
export const normalizeSerial = (serial: string) => serial.trim().toUpperCase().replace(/\s+/g, '');

const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

export const serialNumber = z
  .string({ error: 'Nomor seri wajib diisi' })
  .transform(normalizeSerial)
  .pipe(
    z
      .string()
      .min(1, 'Nomor seri wajib diisi')
      .max(SERIAL_MAX, `Nomor seri maksimal ${SERIAL_MAX} karakter`)
      .regex(SERIAL_PATTERN, 'Nomor seri hanya boleh huruf, angka, dan tanda . _ / -'),
  );

/** A calendar day, `YYYY-MM-DD`, that exists (2025-02-30 does not). */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} wajib diisi` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} harus berformat TTTT-BB-HH`)
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
    }, `${label} tidak valid`);

const months = (label: string) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .int(`${label} harus bilangan bulat`)
    .min(0, `${label} tidak boleh negatif`)
    .max(INSTRUMENT_MONTHS_MAX, `${label} maksimal ${INSTRUMENT_MONTHS_MAX} bulan`);

const safeName = (label: string, max: number) =>
  requiredText(label, max).refine(isSafeName, `${label} ${UNSAFE_NAME_MESSAGE}`);
const optionalName = (label: string, max: number) =>
  optionalText(label, max).refine(isSafeName, `${label} ${UNSAFE_NAME_MESSAGE}`);

export const InstrumentCustomerSchema = z.object({
  name: safeName('Nama pelanggan', 120),
  institution: optionalName('Institusi', 160),
  email: z
    .string({ error: 'Email harus berupa teks' })
    .trim()
    .max(254, 'Email terlalu panjang')
    .pipe(z.union([z.literal(''), z.email({ error: 'Format email tidak valid' })]))
    .default(''),
  /** Typed as people write it, kept as 62… for a WhatsApp link; '' when not given. */
  phone: z
    .string({ error: 'Nomor telepon harus berupa teks' })
    .max(40, 'Nomor telepon terlalu panjang')
    .transform(normalizePhone)
    .pipe(
      z.union([
        z.literal(''),
        z.string().regex(WHATSAPP_NUMBER_PATTERN, 'Nomor telepon/WhatsApp tidak valid, mis. 0812-8880-4512'),
      ]),
    )
    .default(''),
});
export type InstrumentCustomer = z.infer<typeof InstrumentCustomerSchema>;

/** Every field an admin writes (the create's body; the update adds `version`). */
export const InstrumentFieldsSchema = z
  .object({
    product_id: z
      .number({ error: 'Produk wajib dipilih' })
      .int('Produk tidak valid')
      .min(1, 'Produk wajib dipilih')
      .max(1_000_000_000, 'Produk tidak valid'),
    serial_number: serialNumber,
    customer: InstrumentCustomerSchema,
    delivered_on: isoDate('Tanggal kirim'),
    warranty_months: months('Masa garansi'),
    /** 0 = the instrument needs no calibration. */
    calibration_interval_months: months('Interval kalibrasi').default(DEFAULT_CALIBRATION_INTERVAL_MONTHS),
    last_calibrated_on: isoDate('Tanggal kalibrasi terakhir')
      .nullish()
      .or(z.literal(''))
      .transform((value) => value || null),
    quotation_reference: z
      .string({ error: 'Nomor penawaran harus berupa teks' })
      .trim()
      .max(40, 'Nomor penawaran maksimal 40 karakter')
      .refine(isSafeName, `Nomor penawaran ${UNSAFE_NAME_MESSAGE}`)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((fields, context) => {
    if (fields.last_calibrated_on && fields.last_calibrated_on < fields.delivered_on) {
      context.addIssue({
        code: 'custom',
        path: ['last_calibrated_on'],
        message: 'Tanggal kalibrasi terakhir tidak boleh sebelum tanggal kirim',
      });
    }
  });
export type InstrumentFields = z.infer<typeof InstrumentFieldsSchema>;
export type InstrumentFieldsInput = z.input<typeof InstrumentFieldsSchema>;

const versionField = z
  .number({ error: 'Versi wajib dikirim (muat ulang data lalu coba lagi)' })
  .int('Versi tidak valid')
  .min(1, 'Versi tidak valid');

/** An update: the whole record as the form shows it, and the version the admin opened. */
export const InstrumentUpdateSchema = z.intersection(InstrumentFieldsSchema, z.object({ version: versionField }));
export type InstrumentUpdate = z.infer<typeof InstrumentUpdateSchema>;

/**
 * An instrument as stored: the fields, its id, its compare-and-swap `version` and times, and its
 * calibration certificates (absent on a record saved before certificates existed: none).
 */
export type StoredInstrument = InstrumentFields & {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  certificates?: StoredCertificate[];
};

/**
 * An instrument as the API answers it: the stored record, its product, its computed dates and its
 * certificates without their download tokens (those are the customer's alone).
 */
export type InstrumentView = Omit<StoredInstrument, 'certificates'> &
  InstrumentDates & {
    product: { id: number; name: string; slug: string } | null;
    certificates: AdminCertificate[];
  };

export const AdminInstrumentQuerySchema = z.object({
  q: z.string().trim().max(200, 'Kata kunci maksimal 200 karakter').default(''),
  due_before: isoDate('Jatuh tempo sebelum').optional().or(z.literal('')),
  page: z.coerce
    .number({ error: 'Halaman harus angka' })
    .int('Halaman harus bilangan bulat')
    .min(1, 'Halaman minimal 1')
    .max(100_000, 'Halaman terlalu besar')
    .default(1),
  per_page: z.coerce
    .number({ error: 'Jumlah per halaman harus angka' })
    .int('Jumlah per halaman harus bilangan bulat')
    .min(1, 'Jumlah per halaman minimal 1')
    .max(100, 'Jumlah per halaman maksimal 100')
    .default(ADMIN_INSTRUMENTS_PAGE_SIZE),
});
export type AdminInstrumentQuery = z.infer<typeof AdminInstrumentQuerySchema>;

export interface AdminInstrumentsPage {
  data: InstrumentView[];
  total: number;
  page: number;
  per_page: number;
}

export const InstrumentExportQuerySchema = z.object({
  format: z.enum(['csv', 'xlsx'], { error: 'Format harus csv atau xlsx' }).default('csv'),
});

/** 'Catat unit terkirim': the units delivered against an accepted quotation. */
export const DeliveredUnitsSchema = z.object({
  delivered_on: isoDate('Tanggal kirim'),
  units: z
    .array(
      z.object({
        product_id: z
          .number({ error: 'Produk wajib dipilih' })
          .int('Produk tidak valid')
          .min(1, 'Produk wajib dipilih')
          .max(1_000_000_000, 'Produk tidak valid'),
        serial_number: serialNumber,
        calibration_interval_months: months('Interval kalibrasi').default(DEFAULT_CALIBRATION_INTERVAL_MONTHS),
      }),
      { error: 'Daftar unit wajib diisi' },
    )
    .min(1, 'Isi minimal satu unit')
    .max(500, 'Maksimal 500 unit sekali catat'),
});
export type DeliveredUnits = z.infer<typeof DeliveredUnitsSchema>;

/** The public warranty check's answer: the product and the dates, nothing about the customer. */
export interface WarrantyAnswer {
  product: { name: string; slug: string };
  warranty_until: string | null;
  warranty_active: boolean;
  calibration_due: string | null;
}
