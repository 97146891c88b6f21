import { describe, expect, it } from 'vitest';
import { replyTimeNote } from '#shared/whatsapp/business-hours.ts';
import type { BusinessHours } from '#shared/settings/routing.ts';

const wib = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`);
// 2026-11-23 is a Monday.
const weekdays: BusinessHours = { enabled: true, days: [1, 2, 3, 4, 5], open: '08:00', close: '17:00' };

describe('replyTimeNote: what the contact form says after sending', () => {
  it.each([
    ['no hours set', undefined, wib('2026-11-23', '10:00'), 'Tim kami akan membalas dalam 1 hari kerja.'],
    [
      'hours switched off',
      { ...weekdays, enabled: false },
      wib('2026-11-28', '03:00'),
      'Tim kami akan membalas dalam 1 hari kerja.',
    ],
    [
      'during business hours',
      weekdays,
      wib('2026-11-23', '10:00'),
      'Tim kami sedang bertugas hingga pukul 17.00 WIB dan membalas dalam 1 hari kerja.',
    ],
    ['before opening', weekdays, wib('2026-11-23', '06:30'), 'Tim kami membalas hari ini mulai pukul 08.00 WIB.'],
    ['after closing', weekdays, wib('2026-11-23', '18:00'), 'Tim kami membalas besok mulai pukul 08.00 WIB.'],
    ['Friday evening', weekdays, wib('2026-11-27', '19:00'), 'Tim kami membalas hari Senin mulai pukul 08.00 WIB.'],
  ])('%s', (_label, hours, now, note) => {
    expect(replyTimeNote(hours, now, 'id')).toBe(note);
  });

  it.each([
    ['no hours set', undefined, wib('2026-11-23', '10:00'), 'Our team will reply within 1 working day.'],
    [
      'during business hours',
      weekdays,
      wib('2026-11-23', '10:00'),
      'Our team is in until 17:00 WIB and replies within 1 working day.',
    ],
    ['before opening', weekdays, wib('2026-11-23', '06:30'), 'Our team replies today from 08:00 WIB.'],
    ['Friday evening', weekdays, wib('2026-11-27', '19:00'), 'Our team replies on Monday from 08:00 WIB.'],
  ])('on an English page: %s', (_label, hours, now, note) => {
    expect(replyTimeNote(hours, now, 'en')).toBe(note);
  });
});
