import { describe, expect } from 'vitest';
import type { QueuedMail } from '#server/services/mail/queue.ts';
import { requestDeps } from '#server/deps.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import { calibrationsDueThisMonth, sendCalibrationReminders } from '#server/services/reminders/index.ts';
import { call, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * Calibration reminders on a store of this file's own, with a clock the test moves: each customer is
 * mailed at 60, 30 and 7 days before the due day, once per instrument and threshold however often the
 * daily run (or a retry) goes; the team's list shows who is due with a WhatsApp chat per customer.
 */

const ORIGIN = 'https://rawlab.example';
/** 10:00 in Jakarta on that day. */
const at = (day: string) => ({ ...requestDeps(), now: () => new Date(`${day}T03:00:00Z`) });
const run = (day: string) => sendCalibrationReminders(at(day), { origin: ORIGIN, mailReady: true });

async function queuedTo(email: string): Promise<QueuedMail[]> {
  const deps = requestDeps();
  const keys = await deps.db.keys('mail/queue/');
  const mails = await Promise.all(keys.map((key) => deps.db.get<QueuedMail>(key)));
  return mails.filter((mail): mail is QueuedMail => mail?.to === email && mail.kind === 'calibration-reminder');
}

const instrument = (token: string, serial: string, customer: Record<string, string>, delivered: string) =>
  call('/api/admin/instruments', {
    method: 'POST',
    token,
    json: {
      product_id: 1,
      serial_number: serial,
      customer,
      delivered_on: delivered,
      warranty_months: 12,
      calibration_interval_months: 12,
    },
  });

describe('calibration reminders', () => {
  it('mails at 60, 30 and 7 days once each, whatever reruns; the team list groups by customer', async ({ token }) => {
    const lab = { name: 'Lab Mutu Air', institution: 'PDAM Tirta', email: 'qc@tirta.example', phone: '0812-1111-2222' };
    const other = { name: 'Lab Kimia', institution: '', email: 'kimia@uni.example', phone: '' };
    // Due 2026-03-15 (12 months after delivery); a second unit of the same lab due 2026-03-31.
    const first = await instrument(token, 'RM-001', lab, '2025-03-15');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await instrument(token, 'RM-002', lab, '2025-03-31')).status).toBe(201);
    // Due 2026-06-01: not yet in any window in March.
    expect((await instrument(token, 'RM-003', other, '2025-06-01')).status).toBe(201);

    // 61 days before: nothing; 60 days before: the 60-day mail, once across reruns and a racing run.
    expect((await run('2026-01-13')).queued).toEqual([]);
    const sixty = await Promise.all([run('2026-01-14'), run('2026-01-14')]);
    expect(sixty.flatMap((result) => result.queued)).toEqual([
      { instrument_id: first.body.data.id, threshold: 60, to: lab.email },
    ]);
    expect((await run('2026-01-14')).queued).toEqual([]);
    expect((await run('2026-01-20')).queued).toEqual([]);
    const [mail] = await queuedTo(lab.email);
    expect(mail!.subject).toContain('RM-001');
    expect(mail!.text).toContain(`${ORIGIN}/layanan?kind=kalibrasi&serial=RM-001`);
    expect(mail!.text).toContain(`${ORIGIN}/en/service?kind=kalibrasi&serial=RM-001`);
    expect(mail!.text).toContain('dalam 60 hari');

    // The second unit reaches 60 days on 30 January; a run that missed days still sends the nearest
    // threshold only: on 1 March (14 days before the first unit's due day) the first gets its 30-day mail.
    expect((await run('2026-01-30')).queued.map((sent) => sent.threshold)).toEqual([60]);
    const thirty = (await run('2026-03-01')).queued.sort((a, b) => a.instrument_id - b.instrument_id);
    expect(thirty).toEqual([
      { instrument_id: first.body.data.id, threshold: 30, to: lab.email },
      { instrument_id: first.body.data.id + 1, threshold: 30, to: lab.email },
    ]);
    expect((await run('2026-03-08')).queued).toEqual([
      { instrument_id: first.body.data.id, threshold: 7, to: lab.email },
    ]);
    expect((await run('2026-03-15')).queued).toEqual([]);
    // Past the due day: no more mails.
    expect((await run('2026-03-16')).queued).toEqual([]);
    expect((await queuedTo(lab.email)).length).toBe(5);
    expect(await queuedTo(other.email)).toEqual([]);

    // Without mail configured nothing is marked, so the mails go out once it is.
    const deps = at('2026-04-02');
    expect((await sendCalibrationReminders(deps, { origin: ORIGIN, mailReady: false })).queued).toEqual([]);
    expect((await run('2026-04-02')).queued).toEqual([
      { instrument_id: expect.any(Number), threshold: 60, to: other.email },
    ]);

    // The team's list (the real clock: 2026 and later, all three are overdue or due within a year).
    const list = await call('/api/admin/reminders?due_within=366', { token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const labGroup = list.body.customers.find((group: any) => group.customer.email === lab.email);
    expect(labGroup.instruments.map((unit: any) => [unit.serial_number, unit.calibration_due])).toEqual([
      ['RM-001', '2026-03-15'],
      ['RM-002', '2026-03-31'],
    ]);
    expect(labGroup.instruments[0].reminded).toEqual([60, 30, 7]);
    const chat = new URL(labGroup.whatsapp_url);
    expect(chat.origin + chat.pathname).toBe('https://wa.me/6281211112222');
    expect(chat.searchParams.get('text')).toContain('RM-001');
    expect(chat.searchParams.get('text')).toContain('RM-002');
    const otherGroup = list.body.customers.find((group: any) => group.customer.email === other.email);
    expect(otherGroup.whatsapp_url).toBeNull();

    // The dashboard's count: due days in this Jakarta month.
    expect(await calibrationsDueThisMonth(at('2026-03-20'))).toBe(2);
    expect(await calibrationsDueThisMonth(at('2026-06-30'))).toBe(1);
    expect(await calibrationsDueThisMonth(at('2026-05-31'))).toBe(0);
  });

  it("counts this month's calibrations on the dashboard's service summary", async ({ token }) => {
    const summary = async () => (await call('/api/admin/service-requests/summary', { token })).body;
    const before = (await summary()).calibrations_due_this_month;
    expect(before).toEqual(expect.any(Number));
    // Delivered a year ago today with a 12-month interval: due today.
    const today = jakartaTime(new Date()).date;
    const delivered = `${Number(today.slice(0, 4)) - 1}${today.slice(4, 8)}${Math.min(Number(today.slice(8)), 28)
      .toString()
      .padStart(2, '0')}`;
    const due = await instrument(token, `RM-M-${Date.now()}`, { name: 'Lab Bulan Ini', email: '' }, delivered);
    expect(due.status, JSON.stringify(due.body)).toBe(201);
    expect(due.body.data.calibration_due.slice(0, 7)).toBe(today.slice(0, 7));
    expect((await summary()).calibrations_due_this_month).toBe(before + 1);
  });

  it('lists for Staff and above only, and refuses a bad window in Indonesian', async ({ token }) => {
    expect((await call('/api/admin/reminders')).status).toBe(401);
    const staff = await userWithRole('Staff', 'reminders-staff');
    expect((await call('/api/admin/reminders', { token: staff.token })).status).toBe(200);
    const bad = await call('/api/admin/reminders?due_within=abc', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toEqual(expect.any(String));
    expect(JSON.stringify(bad.body.errors)).toContain('due_within');
    const far = await call('/api/admin/reminders?due_within=400', { token });
    expect(far.status).toBe(422);
  });
});
