import { z } from '../common/zod.ts';
import { formatIdDate } from '../common/format.ts';
import type { InstrumentCustomer } from './instrument.ts';

/*
 * Calibration reminders: the customer of an instrument whose calibration falls due is mailed at 60,
 * 30 and 7 days before the due day (Jakarta days), once per instrument, due day and threshold. A run
 * that finds an instrument already inside a threshold it was never reminded at (added late, or the
 * daily run missed a day) sends that threshold's mail, the nearest one only: a unit due in 25 days
 * gets the 30-day mail, not the 60-day one as well. Pure: no clock of its own, no store.
 */

export const REMINDER_THRESHOLDS = [60, 30, 7] as const;
export type ReminderThreshold = (typeof REMINDER_THRESHOLDS)[number];

/** Whole Jakarta days from `today` to `due` (both `YYYY-MM-DD`): 0 on the due day, negative after it. */
export function daysUntil(due: string, today: string): number {
  return Math.round((Date.parse(`${due}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** The threshold a reminder is due at today, or null (not yet 60 days out, or the day has passed). */
export function reminderThreshold(due: string, today: string): ReminderThreshold | null {
  const left = daysUntil(due, today);
  if (left < 0) return null;
  let reached: ReminderThreshold | null = null;
  for (const threshold of REMINDER_THRESHOLDS) if (left <= threshold) reached = threshold;
  return reached;
}

/** The service request form for a calibration of this serial number, in the customer's page language. */
export function calibrationRequestUrl(origin: string, serial: string, lang: 'id' | 'en' = 'id'): string {
  const path = lang === 'en' ? '/en/service' : '/layanan';
  return `${origin}${path}?${new URLSearchParams({ kind: 'kalibrasi', serial })}`;
}

const dayWords = (due: string) => formatIdDate(`${due}T12:00:00+07:00`);

export interface ReminderMailFacts {
  company: string;
  customer: Pick<InstrumentCustomer, 'name'>;
  product: string;
  serial: string;
  due: string;
  daysLeft: number;
  requestUrl: string;
  requestUrlEn: string;
}

/** The reminder mail: Indonesian first, English under it (an instrument records no language). */
export function reminderMail(facts: ReminderMailFacts): { subject: string; text: string } {
  const { company, customer, product, serial, due, daysLeft } = facts;
  const when = daysLeft === 0 ? 'hari ini' : `dalam ${daysLeft} hari`;
  const whenEn = daysLeft === 0 ? 'today' : `in ${daysLeft} day${daysLeft === 1 ? '' : 's'}`;
  return {
    subject: `Kalibrasi ${product} (SN ${serial}) jatuh tempo ${dayWords(due)}`,
    text: [
      `Yth. ${customer.name},`,
      '',
      `Kalibrasi ${product} dengan nomor seri ${serial} jatuh tempo ${when}, pada ${dayWords(due)}.`,
      `Ajukan permintaan kalibrasi (nomor seri sudah terisi): ${facts.requestUrl}`,
      '',
      `Salam,`,
      company,
      '',
      '---',
      `The calibration of your ${product}, serial number ${serial}, falls due ${whenEn}, on ${due}.`,
      `Request the calibration (serial number filled in): ${facts.requestUrlEn}`,
    ].join('\n'),
  };
}

/** The team's WhatsApp message to one customer about their instruments due. */
export function reminderWhatsappText(
  company: string,
  customer: Pick<InstrumentCustomer, 'name'>,
  units: ReadonlyArray<{ product: string; serial: string; due: string }>,
): string {
  const lines = units.map((unit) => `- ${unit.product} (SN ${unit.serial}): ${dayWords(unit.due)}`);
  return [
    `Halo ${customer.name}, kami dari ${company}.`,
    `Jadwal kalibrasi instrumen Anda segera jatuh tempo:`,
    ...lines,
    `Apakah kami jadwalkan kalibrasinya?`,
  ].join('\n');
}

export const RemindersQuerySchema = z.object({
  due_within: z.coerce
    .number({ error: 'due_within harus angka (hari)' })
    .int('due_within harus bilangan bulat')
    .min(0, 'due_within minimal 0 hari')
    .max(366, 'due_within maksimal 366 hari')
    .default(60),
});
export type RemindersQuery = z.infer<typeof RemindersQuerySchema>;

/** One instrument in the team's reminder list. */
export interface DueInstrument {
  id: number;
  serial_number: string;
  product: { id: number; name: string; slug: string } | null;
  calibration_due: string;
  /** Negative: overdue by that many days. */
  days_left: number;
  /** The thresholds whose mail has gone out for this due day. */
  reminded: ReminderThreshold[];
}

/** `GET /api/admin/reminders`: the instruments due within the window (and overdue), by customer. */
export interface RemindersAnswer {
  today: string;
  due_within: number;
  customers: Array<{
    customer: InstrumentCustomer;
    /** A chat with the customer, message prefilled; null without a phone number. */
    whatsapp_url: string | null;
    instruments: DueInstrument[];
  }>;
}
