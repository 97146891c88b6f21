import { z } from '../common/zod.ts';
import { optionalText } from '../common/fields.ts';
import { BMP_MAX, EKATALOG_HOSTS, LEAD_TIME_MAX_WEEKS, WARRANTY_MAX_MONTHS } from './procurement-limits.ts';

/*
 * The fields government buyers ask for (brand and model, GTIN, TKDN and BMP, the certificate, the
 * Kemenkes AKL/AKD registration, SNI, the e-Katalog listing, lead time and warranty), as schema
 * builders for fields.ts. The texts are identifiers, written the same in both languages, so they
 * have no Indonesian twin. Every builder is idempotent: a stored value parses to itself, so the
 * build's record check and re-saves keep it. Empty means unknown: '' for texts, null for numbers.
 */

export * from './procurement-limits.ts';

const GTIN_LENGTHS = /^(\d{8}|\d{12}|\d{13}|\d{14})$/;

/** GS1's mod-10 check: the last digit makes the weighted sum (3, 1, 3, … from the right) a multiple of 10. */
export function isValidGtin(value: string): boolean {
  if (!GTIN_LENGTHS.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

export const gtinField = z
  .string({ error: 'GTIN harus berupa teks' })
  .trim()
  .refine((value) => value === '' || GTIN_LENGTHS.test(value), 'GTIN harus 8, 12, 13 atau 14 angka')
  .refine(
    (value) => !GTIN_LENGTHS.test(value) || isValidGtin(value),
    'Digit pemeriksa GTIN salah; periksa kembali angka barcode',
  )
  .default('');

const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

/** A percentage 0…max with at most one decimal, or null for unknown. */
export const percentField = (label: string, max: number) =>
  z
    .number({ error: `${label} harus berupa angka` })
    .min(0, `${label} tidak boleh negatif`)
    .max(max, `${label} maksimal ${max} %`)
    .refine(hasOneDecimal, `${label} paling banyak satu angka desimal`)
    .transform((value) => Math.round(value * 10) / 10)
    .nullable()
    .default(null);

export const warrantyField = z
  .number({ error: 'Garansi harus berupa angka bulan' })
  .int('Garansi harus bilangan bulat (bulan)')
  .min(0, 'Garansi tidak boleh negatif')
  .max(WARRANTY_MAX_MONTHS, `Garansi maksimal ${WARRANTY_MAX_MONTHS} bulan`)
  .nullable()
  .default(null);

/** 'AKL 20101812345' / 'AKD 20501912345': Kemenkes' prefix and 11 digits, written as Kemenkes prints it. */
const AKL_PATTERN = /^(AKL|AKD)\s*(\d{11})$/i;
export const aklField = z
  .string({ error: 'Nomor izin edar harus berupa teks' })
  .trim()
  .refine((value) => value === '' || AKL_PATTERN.test(value), 'Nomor izin edar ditulis AKL atau AKD lalu 11 angka')
  .transform((value) =>
    value.replace(AKL_PATTERN, (_all, kind: string, digits: string) => `${kind.toUpperCase()} ${digits}`),
  )
  .default('');

function isEkatalogUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    url.protocol === 'https:' &&
    (EKATALOG_HOSTS as readonly string[]).includes(url.hostname) &&
    url.port === '' &&
    url.username === '' &&
    url.password === ''
  );
}

export const ekatalogUrlField = z
  .string({ error: 'Tautan Katalog Elektronik harus berupa teks' })
  .trim()
  .max(500, 'Tautan Katalog Elektronik maksimal 500 karakter')
  .refine(
    (value) => value === '' || isEkatalogUrl(value),
    `Tautan Katalog Elektronik harus alamat https di ${EKATALOG_HOSTS.join(' atau ')}`,
  )
  .default('');

export type LeadTime = 'ready' | number | null;
const LEAD_TIME_MESSAGE = `Waktu inden harus 'ready' atau jumlah minggu 1–${LEAD_TIME_MAX_WEEKS}`;

/**
 * 'ready' (ready stock), a whole number of weeks of indent (1–52), or null for unknown. The form and
 * the import send text ('ready', '6', ''); the API answers 'ready', 6 or null.
 */
export const leadTimeField = z
  .union([z.string(), z.number(), z.null()], { error: LEAD_TIME_MESSAGE })
  .transform((value, ctx): LeadTime => {
    const text = typeof value === 'string' ? value.trim().toLowerCase() : value;
    if (text === null || text === '') return null;
    if (text === 'ready') return 'ready';
    const weeks = typeof text === 'number' ? text : /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (Number.isInteger(weeks) && weeks >= 1 && weeks <= LEAD_TIME_MAX_WEEKS) return weeks;
    ctx.addIssue({ code: 'custom', message: LEAD_TIME_MESSAGE });
    return z.NEVER;
  })
  .default(null);

/** The procurement fields, in the order the schema, the editor and the import columns show them. */
export const procurementFields = {
  brand: optionalText('Merek', 80),
  /** The manufacturer's part number. */
  model: optionalText('Model', 80),
  gtin: gtinField,
  tkdn_percent: percentField('TKDN', 100),
  tkdn_certificate: optionalText('Nomor sertifikat TKDN', 80),
  bmp_percent: percentField('BMP', BMP_MAX),
  akl_number: aklField,
  sni: optionalText('SNI', 120),
  ekatalog_url: ekatalogUrlField,
  lead_time: leadTimeField,
  warranty_months: warrantyField,
};
