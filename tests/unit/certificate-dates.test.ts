import { describe, expect, it } from 'vitest';
import { CertificateFieldsSchema } from '#shared/service/certificate-fields.ts';
import { newestCertificate } from '#shared/service/certificate.ts';
import { instrumentDates } from '#shared/service/instrument-dates.ts';

/*
 * A calibration certificate moves the instrument's due date: the newest certificate's `next_due` is
 * `calibration_due`, and its issue day counts as the last calibration.
 */

const now = new Date('2025-06-01T00:00:00Z');
const unit = { delivered_on: '2024-01-31', warranty_months: 12, calibration_interval_months: 12 };
const certificate = (issued_on: string, next_due: string, created_at = `${issued_on}T03:00:00Z`) => ({
  issued_on,
  next_due,
  created_at,
});

describe('instrumentDates with certificates', () => {
  it.each([
    ['no certificate: delivery plus the interval', {}, '2025-01-31'],
    ['an old record without the list', { certificates: undefined }, '2025-01-31'],
    ['one certificate: its next_due', { certificates: [certificate('2025-01-20', '2025-07-20')] }, '2025-07-20'],
    [
      'the latest issued wins, whatever the upload order',
      {
        certificates: [certificate('2025-05-02', '2026-05-02'), certificate('2024-12-01', '2025-12-01', '2025-05-30')],
      },
      '2026-05-02',
    ],
    [
      'two issued the same day: the later upload wins',
      {
        certificates: [
          certificate('2025-02-28', '2026-02-28', '2025-03-01T00:00:00Z'),
          certificate('2025-02-28', '2025-08-28', '2025-03-02T00:00:00Z'),
        ],
      },
      '2025-08-28',
    ],
    [
      'a certificate issued after the recorded calibration replaces it',
      { last_calibrated_on: '2024-12-01', certificates: [certificate('2025-01-10', '2025-10-10')] },
      '2025-10-10',
    ],
    [
      'a calibration recorded after the certificate counts from its own day',
      { last_calibrated_on: '2025-03-31', certificates: [certificate('2025-01-10', '2025-10-10')] },
      '2026-03-31',
    ],
    [
      'a certificate states its due day even for an instrument without an interval',
      { calibration_interval_months: 0, certificates: [certificate('2024-02-29', '2025-02-28')] },
      '2025-02-28',
    ],
  ])('%s', (_name, change, due) => {
    expect(instrumentDates({ ...unit, ...change }, now).calibration_due).toBe(due);
  });

  it('leaves the warranty alone', () => {
    expect(instrumentDates({ ...unit, certificates: [certificate('2025-01-20', '2025-07-20')] }, now)).toMatchObject({
      warranty_until: '2025-01-31',
      warranty_active: false,
    });
  });

  it('newestCertificate of nothing is null', () => {
    expect(newestCertificate([])).toBeNull();
    expect(newestCertificate(undefined)).toBeNull();
  });
});

describe('CertificateFieldsSchema', () => {
  const fields = { number: ' KAL/2025/001 ', issued_on: '2025-01-20', next_due: '2026-01-20' };

  it('trims the number and keeps the dates', () => {
    expect(CertificateFieldsSchema.parse(fields)).toEqual({ ...fields, number: 'KAL/2025/001' });
  });

  it.each([
    ['no number', { number: '  ' }, 'number', 'Nomor sertifikat wajib diisi'],
    ['a number too long', { number: 'x'.repeat(61) }, 'number', 'Nomor sertifikat maksimal 60 karakter'],
    ['a day that does not exist', { issued_on: '2025-02-30' }, 'issued_on', 'Tanggal terbit tidak valid'],
    [
      'a date in another format',
      { next_due: '20-01-2026' },
      'next_due',
      'Kalibrasi berikutnya harus berformat TTTT-BB-HH',
    ],
    [
      'next due on the issue day',
      { next_due: '2025-01-20' },
      'next_due',
      'Kalibrasi berikutnya harus setelah tanggal terbit',
    ],
  ])('refuses %s in Indonesian', (_name, change, path, message) => {
    const result = CertificateFieldsSchema.safeParse({ ...fields, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toContainEqual(expect.objectContaining({ path: [path], message }));
  });
});
