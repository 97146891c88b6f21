import { jakartaTime } from '#shared/common/jakarta-time.ts';
import type { InstrumentView } from '#shared/service/instrument.ts';
import {
  calibrationRequestUrl,
  daysUntil,
  REMINDER_THRESHOLDS,
  reminderMail,
  reminderThreshold,
  reminderWhatsappText,
  type DueInstrument,
  type ReminderThreshold,
  type RemindersAnswer,
} from '#shared/service/reminders.ts';
import { whatsappUrl } from '#shared/whatsapp/message.ts';
import type { Deps } from '../../deps.ts';
import { allInstrumentViews } from '../instruments/index.ts';
import { mailConfigured, queueMail } from '../mail/index.ts';
import { readSettings } from '../settings/index.ts';

/*
 * The daily calibration reminders and the team's list of instruments due (shared/service/reminders.ts
 * has the rules). A mail goes out once per instrument, due day and threshold: its mark
 * (`reminders/sent/{id}/{due}/{threshold}`) is created only if new before the mail is queued, so a
 * rerun, a retry or two runs racing queue it once. A run killed between the mark and the queue loses
 * that one mail rather than risking a second (the next threshold's still goes out). A new due day (a
 * calibration recorded) starts afresh.
 */

const SENT = 'reminders/sent/';
const markKey = (id: number, due: string, threshold: ReminderThreshold) => `${SENT}${id}/${due}/${threshold}`;

interface SentMark {
  at: string;
  to: string;
  mail_id?: string;
}

export interface ReminderRun {
  today: string;
  /** The mails this run queued. */
  queued: Array<{ instrument_id: number; threshold: ReminderThreshold; to: string }>;
}

export interface ReminderOptions {
  /** The site's address for the links in the mails. */
  origin: string;
  /** Whether mail can go out at all (SMTP configured); without it nothing is marked, so nothing is lost. */
  mailReady?: boolean;
}

/** Queues today's calibration reminders; safe to run again (nothing goes twice). */
export async function sendCalibrationReminders(deps: Deps, options: ReminderOptions): Promise<ReminderRun> {
  const today = jakartaTime(deps.now()).date;
  const run: ReminderRun = { today, queued: [] };
  if (!(options.mailReady ?? mailConfigured())) return run;
  const [instruments, settings] = await Promise.all([allInstrumentViews(deps), readSettings(deps)]);
  for (const instrument of instruments) {
    const due = instrument.calibration_due;
    const to = instrument.customer.email;
    if (!due || !to) continue;
    const threshold = reminderThreshold(due, today);
    if (threshold === null) continue;
    const key = markKey(instrument.id, due, threshold);
    if (!(await deps.db.create<SentMark>(key, { at: deps.now().toISOString(), to }))) continue;
    const serial = instrument.serial_number;
    const mail = reminderMail({
      company: settings.company_name,
      customer: instrument.customer,
      product: instrument.product?.name ?? 'instrumen',
      serial,
      due,
      daysLeft: daysUntil(due, today),
      requestUrl: calibrationRequestUrl(options.origin, serial, 'id'),
      requestUrlEn: calibrationRequestUrl(options.origin, serial, 'en'),
    });
    const mailId = await queueMail(deps, 'calibration-reminder', { to, ...mail });
    await deps.db.put<SentMark>(key, { at: deps.now().toISOString(), to, mail_id: mailId });
    run.queued.push({ instrument_id: instrument.id, threshold, to });
  }
  return run;
}

async function remindedAt(deps: Deps, instrument: InstrumentView, due: string): Promise<ReminderThreshold[]> {
  const sent = await deps.db.keys(`${SENT}${instrument.id}/${due}/`);
  return REMINDER_THRESHOLDS.filter((threshold) => sent.includes(markKey(instrument.id, due, threshold)));
}

/**
 * The instruments whose calibration falls due within `dueWithin` days (overdue ones too), grouped by
 * customer (their email, or name and phone without one), soonest first, each customer with a
 * WhatsApp chat whose message lists their units.
 */
export async function dueReminders(deps: Deps, dueWithin: number): Promise<RemindersAnswer> {
  const today = jakartaTime(deps.now()).date;
  const [instruments, settings] = await Promise.all([allInstrumentViews(deps), readSettings(deps)]);
  const due = instruments
    .filter((instrument) => instrument.calibration_due && daysUntil(instrument.calibration_due, today) <= dueWithin)
    .sort((a, b) => a.calibration_due!.localeCompare(b.calibration_due!) || a.id - b.id);
  const groups = new Map<string, RemindersAnswer['customers'][number]>();
  for (const instrument of due) {
    const { customer } = instrument;
    const who = customer.email.toLowerCase() || `${customer.name.toLowerCase()}|${customer.phone}`;
    const group = groups.get(who) ?? { customer, whatsapp_url: null, instruments: [] };
    groups.set(who, group);
    const calibrationDue = instrument.calibration_due!;
    const row: DueInstrument = {
      id: instrument.id,
      serial_number: instrument.serial_number,
      product: instrument.product,
      calibration_due: calibrationDue,
      days_left: daysUntil(calibrationDue, today),
      reminded: await remindedAt(deps, instrument, calibrationDue),
    };
    group.instruments.push(row);
  }
  for (const group of groups.values()) {
    if (!group.customer.phone) continue;
    const units = group.instruments.map((unit) => ({
      product: unit.product?.name ?? 'instrumen',
      serial: unit.serial_number,
      due: unit.calibration_due,
    }));
    group.whatsapp_url = whatsappUrl(
      group.customer.phone,
      reminderWhatsappText(settings.company_name, group.customer, units),
    );
  }
  return { today, due_within: dueWithin, customers: [...groups.values()] };
}

/** How many instruments fall due for calibration in this Jakarta month, days already past included (the dashboard's count). */
export async function calibrationsDueThisMonth(deps: Deps): Promise<number> {
  const month = jakartaTime(deps.now()).date.slice(0, 7);
  const instruments = await allInstrumentViews(deps);
  return instruments.filter((instrument) => instrument.calibration_due?.startsWith(month)).length;
}
