import { z } from '../common/zod.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { CERTIFICATE_NUMBER_MAX, type CertificateFields } from './certificate.ts';
import { isoDate } from './instrument.ts';

/* The fields of a certificate upload as an admin types them: the function's check of the multipart form. */

export const CertificateFieldsSchema: z.ZodType<CertificateFields, unknown> = z
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
export type { CertificateFields };
