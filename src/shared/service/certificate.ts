/*
 * A calibration certificate on an instrument: the PDF the laboratory issued, its number, the day it
 * was issued and the day the next calibration falls due. This module has no zod (the admin's
 * instruments screen and the dates use it before any schema is loaded); the fields an admin types
 * are checked by certificate-fields.ts. The PDF itself is checked by its content.
 */

/** A certificate's fields as an admin types them (certificate-fields.ts checks them; its schema is held to this). */
export interface CertificateFields {
  number: string;
  issued_on: string;
  next_due: string;
}

export const CERTIFICATE_NUMBER_MAX = 60;
/** One request body on Netlify holds about 4.5 MB of binary; a scanned certificate is far smaller. */
export const CERTIFICATE_MAX_BYTES = 4 * 1024 * 1024;
export const CERTIFICATE_TOO_LARGE = `Ukuran sertifikat maksimal ${CERTIFICATE_MAX_BYTES / 1024 / 1024} MB`;
/** Certificates one instrument keeps: fifty years of yearly calibrations, and a bound on its record. */
export const CERTIFICATES_PER_INSTRUMENT_MAX = 50;

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
