import { describe, expect, it } from 'vitest';
import { calibrationRequestUrl, daysUntil, reminderMail, reminderThreshold } from '#shared/service/reminders.ts';

/* The reminder rules: which threshold a day is at, counted in whole Jakarta days. */

describe('reminderThreshold', () => {
  it.each([
    ['2026-03-15', '2026-01-13', null],
    ['2026-03-15', '2026-01-14', 60],
    ['2026-03-15', '2026-02-12', 60],
    ['2026-03-15', '2026-02-13', 30],
    ['2026-03-15', '2026-03-08', 7],
    ['2026-03-15', '2026-03-15', 7],
    ['2026-03-15', '2026-03-16', null],
    // Across a leap day: 2024-02-29 is counted.
    ['2024-03-30', '2024-01-30', 60],
    ['2024-03-30', '2024-01-29', null],
  ] as const)('due %s, today %s: %s', (due, today, threshold) => {
    expect(reminderThreshold(due, today)).toBe(threshold);
  });

  it('counts whole days, negative once the day has passed', () => {
    expect(daysUntil('2026-01-01', '2025-12-31')).toBe(1);
    expect(daysUntil('2025-12-31', '2026-01-01')).toBe(-1);
  });
});

describe('the reminder mail', () => {
  it('names the unit and links a calibration request for its serial in both languages', () => {
    const mail = reminderMail({
      company: 'RawLab',
      customer: { name: 'Bu Sari' },
      product: 'RawLab PH-700',
      serial: 'SN/24-01',
      due: '2026-03-15',
      daysLeft: 7,
      requestUrl: calibrationRequestUrl('https://rawlab.example', 'SN/24-01'),
      requestUrlEn: calibrationRequestUrl('https://rawlab.example', 'SN/24-01', 'en'),
    });
    expect(mail.subject).toBe('Kalibrasi RawLab PH-700 (SN SN/24-01) jatuh tempo 15 Maret 2026');
    expect(mail.text).toContain('https://rawlab.example/layanan?kind=kalibrasi&serial=SN%2F24-01');
    expect(mail.text).toContain('https://rawlab.example/en/service?kind=kalibrasi&serial=SN%2F24-01');
    expect(mail.text).toContain('in 7 days');
  });
});
