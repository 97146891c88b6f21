import { z } from 'zod';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { isoDate } from './instrument.ts';

/*
 * A calibration certificate on an instrument: the PDF the laboratory issued, its number, the day it
 * was issued and the day the next calibration falls due. The fields an admin types are one schema,
 * shared by the admin's upload form and the function; the PDF itself is checked by its content.
 */

export const CERTIFICATE_NUMBER_MAX = 60;
/** One request body on Netlify holds about 4.5 MB of binary; a scanned certificate is far smaller. */
export const CERTIFICATE_MAX_BYTES = 4 * 1024 * 1024;
/** Certificates one instrument keeps: fifty years of yearly calibrations, and a bound on its record. */
export const CERTIFICATES_PER_INSTRUMENT_MAX = 50;

export const CertificateFieldsSchema = z
  .object({
    number: z
      .string({ error: 'Nomor sertifikat wajib diisi' })
      .trim()
      .min(1, 'Nomor sertifikat wajib diisi')
      .max(CERTIFICATE_NUMBER_MAX, `Nomor sertifikat maksimal ${CERTIFICATE_NUMBER_MAX} karakter`)
      .refine(isSafeName, `Nomor sertifikat ${UNSAFE_NAME_MESSAGE}`),
    issued_on: isoDate('Tanggal terbit'),
    next_due: isoDate('Kalibrasi berikutnya'),
  })
  .superRefine((fields, context) => {
    // Compared only when both are real days: a bad date already has its own message.
    const real = (day: string) => isoDate('').safeParse(day).success;
    if (real(fields.issued_on) && real(fields.next_due) && fields.next_due <= fields.issued_on) {
      context.addIssue({
        code: 'custom',
        path: ['next_due'],
        message: 'Kalibrasi berikutnya harus setelah tanggal terbit',
      });
    }
  });
export type CertificateFields = z.infer<typeof CertificateFieldsSchema>;

/** A certificate as the instrument's record keeps it. */
export interface StoredCertificate extends CertificateFields {
  id: string;
  /** 32 random bytes in base64url: the only key of the customer's download link. */
  download_token: string;
  /** The PDF's size. */
  bytes: number;
  created_at: string;
}

/** A certificate as the admin API answers it: without the customer's download token. */
export type AdminCertificate = Omit<StoredCertificate, 'download_token'>;

/** A certificate as the customer is shown it (tracking page, portal), with its private download link. */
export interface CustomerCertificate {
  number: string;
  issued_on: string;
  next_due: string;
  url: string;
}

/** A download token: 43 base64url characters (32 random bytes). */
export const CERTIFICATE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const certificatePath = (token: string) => `/api/certificates/${token}`;

/** The newest certificate: the latest issued, the latest uploaded among those issued the same day. */
export function newestCertificate<T extends Pick<StoredCertificate, 'issued_on' | 'created_at'>>(
  certificates: readonly T[] | undefined,
): T | null {
  let newest: T | null = null;
  for (const certificate of certificates ?? []) {
    if (
      !newest ||
      certificate.issued_on > newest.issued_on ||
      (certificate.issued_on === newest.issued_on && certificate.created_at >= newest.created_at)
    ) {
      newest = certificate;
    }
  }
  return newest;
}

/**
 * The download's file name, `sertifikat-{number}.pdf`, with the number reduced to letters, digits,
 * dots and dashes: a number like `KAL/2025 "01"` cannot break the header or name a path.
 */
export function certificateFilename(number: string): string {
  const safe = number
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/^[.-]+|[.-]+$/g, '')
    .slice(0, 80);
  return `sertifikat-${safe || 'kalibrasi'}.pdf`;
}
