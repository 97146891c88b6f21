import { describe, expect, it } from 'vitest';
import { serviceValidationMessage } from '#shared/service/messages.ts';
import {
  SERVICE_CONTACT_REQUIRED,
  ServiceRequestSchema,
  serviceReference,
  SERVICE_REFERENCE_PATTERN,
} from '#shared/service/request.ts';
import { isServiceOverdue, serviceOverdueAt, SERVICE_STATUSES, SERVICE_STATUS_LABELS } from '#shared/service/status.ts';

/* The service request's model: the overdue rule around weekends (Jakarta time), the schema's rules. */

/** A Jakarta wall-clock time as an instant (WIB is UTC+7 all year). */
const wib = (local: string) => new Date(`${local}+07:00`);

describe('serviceOverdueAt: one working day, Monday to Friday, Jakarta time', () => {
  // 2026-12-04 is a Friday, 2026-12-05 a Saturday, 2026-12-07 a Monday.
  it.each([
    ['Tuesday 10:00 → Wednesday 10:00', '2026-12-01T10:00:00', '2026-12-02T10:00:00'],
    ['Thursday 23:30 → Friday 23:30', '2026-12-03T23:30:00', '2026-12-04T23:30:00'],
    ['Friday 16:00 → Monday 16:00', '2026-12-04T16:00:00', '2026-12-07T16:00:00'],
    ['Friday 00:00 → the end of Friday', '2026-12-04T00:00:00', '2026-12-05T00:00:00'],
    ['Friday 23:59 → Monday 23:59', '2026-12-04T23:59:00', '2026-12-07T23:59:00'],
    ['Saturday 09:00 → the end of Monday', '2026-12-05T09:00:00', '2026-12-08T00:00:00'],
    ['Sunday 23:59 → the end of Monday', '2026-12-06T23:59:00', '2026-12-08T00:00:00'],
    ['Monday 00:00 → Tuesday 00:00', '2026-12-07T00:00:00', '2026-12-08T00:00:00'],
    // 17:30 UTC on Friday is already Saturday 00:30 in Jakarta: the weekend rule applies.
    ['Friday 17:30 UTC = Saturday 00:30 WIB → the end of Monday', '2026-12-05T00:30:00', '2026-12-08T00:00:00'],
  ])('%s', (_name, created, due) => {
    expect(serviceOverdueAt(wib(created)).toISOString()).toBe(wib(due).toISOString());
  });

  it('marks a request overdue only while it is unanswered and still received', () => {
    const created_at = wib('2026-12-04T16:00:00').toISOString();
    const row = { created_at, status: 'diterima' as const, answered_at: null };
    expect(isServiceOverdue(row, wib('2026-12-07T15:59:59'))).toBe(false);
    expect(isServiceOverdue(row, wib('2026-12-07T16:00:00'))).toBe(true);
    expect(
      isServiceOverdue({ ...row, answered_at: wib('2026-12-05T08:00:00').toISOString() }, wib('2026-12-09T00:00:00')),
    ).toBe(false);
    expect(isServiceOverdue({ ...row, status: 'dijadwalkan' }, wib('2026-12-09T00:00:00'))).toBe(false);
  });
});

describe('ServiceRequestSchema', () => {
  const valid = {
    kind: 'kalibrasi',
    description: 'Kalibrasi tahunan',
    name: 'Rina',
    email: 'rina@lab.example',
    captcha: 'x',
  };

  it('takes JSON and form values alike, serials in capitals, Indonesian by default', () => {
    const parsed = ServiceRequestSchema.parse({ ...valid, serial_number: ' ph7-0042 ', product_id: '12' });
    expect(parsed).toMatchObject({ serial_number: 'PH7-0042', product_id: 12, lang: 'id', phone: '', institution: '' });
    expect(ServiceRequestSchema.parse({ ...valid, product_id: '' }).product_id).toBeUndefined();
    expect(ServiceRequestSchema.parse({ ...valid, phone: '0812-8880-4512', email: '' }).phone).toBe('6281288804512');
  });

  it('asks for an email or a phone, and says so in both languages', () => {
    const result = ServiceRequestSchema.safeParse({ ...valid, email: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['email', SERVICE_CONTACT_REQUIRED],
      ['phone', SERVICE_CONTACT_REQUIRED],
    ]);
    expect(serviceValidationMessage(SERVICE_CONTACT_REQUIRED, 'en')).toMatch(/^Enter an email address or a phone/);
  });

  it.each([
    ['kind', { kind: 'servis' }, 'Pilih jenis layanan: perbaikan, kalibrasi, instalasi atau pelatihan'],
    ['description', { description: '  ' }, 'Keterangan wajib diisi'],
    ['name', { name: '' }, 'Nama wajib diisi'],
    ['captcha', { captcha: '' }, '⚠️ Silakan verifikasi captcha terlebih dahulu.'],
    ['email', { email: 'bukan-email' }, 'Format email tidak valid'],
  ])('refuses a bad %s with its message', (field, change, message) => {
    const result = ServiceRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
    expect(serviceValidationMessage(message, 'en')).not.toBe(message);
  });

  it('numbers references SV-YYMM-NNNN', () => {
    expect(serviceReference('2612', 7)).toBe('SV-2612-0007');
    expect(SERVICE_REFERENCE_PATTERN.test('SV-2612-0007')).toBe(true);
  });

  it('labels every status in both languages', () => {
    for (const status of SERVICE_STATUSES) {
      expect(SERVICE_STATUS_LABELS.id[status]).toBeTruthy();
      expect(SERVICE_STATUS_LABELS.en[status]).toBeTruthy();
    }
  });
});
