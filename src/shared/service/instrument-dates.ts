import { jakartaTime } from '../common/jakarta-time.ts';
import { newestCertificate, type StoredCertificate } from './certificate.ts';

/*
 * The dates an instrument answers, worked out from what is stored (never stored themselves, so a
 * changed delivery date or interval can never leave a stale one behind). Pure: no zod, no clock of its
 * own; `now` is the caller's, and "today" is the calendar day in Jakarta, where the customers are.
 */

/** `YYYY-MM-DD` plus whole months; a day the target month lacks is its last day (01-31 + 1 → 02-28/29). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12;
  // Day 0 of the next month is the last day of this one (UTC, so no local time zone moves it).
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth + 1, 2)}-${pad(Math.min(day, lastDay), 2)}`;
}

export interface InstrumentDateFields {
  delivered_on: string;
  warranty_months: number;
  calibration_interval_months: number;
  last_calibrated_on?: string | null | undefined;
  /** Its calibration certificates (a record saved before they existed has none). */
  certificates?: ReadonlyArray<Pick<StoredCertificate, 'issued_on' | 'next_due' | 'created_at'>> | undefined;
}

export interface InstrumentDates {
  /**
   * The last day the warranty covers, inclusive: the delivery date plus the warranty's months (a unit
   * delivered 2025-03-10 with 12 months is covered through 2026-03-10). Null without a warranty.
   */
  warranty_until: string | null;
  /** Whether today in Jakarta is on or before `warranty_until`. */
  warranty_active: boolean;
  /**
   * The day the next calibration falls due: the last calibration plus the interval, or the delivery
   * plus the interval when it was never calibrated. Null when the instrument needs none (interval 0).
   * A certificate counts as a calibration on its issue day and states the next due day itself: when
   * the newest certificate is the last calibration, its `next_due` is the due day, whatever the
   * interval; a calibration recorded after it counts from its own day with the interval.
   */
  calibration_due: string | null;
}

export function instrumentDates(instrument: InstrumentDateFields, now: Date): InstrumentDates {
  const today = jakartaTime(now).date;
  const warrantyUntil =
    instrument.warranty_months > 0 ? addMonths(instrument.delivered_on, instrument.warranty_months) : null;
  const certificate = newestCertificate(instrument.certificates);
  const recordedLater =
    !!instrument.last_calibrated_on && instrument.last_calibrated_on > (certificate?.issued_on ?? '');
  const calibrationDue =
    certificate && !recordedLater
      ? certificate.next_due
      : instrument.calibration_interval_months > 0
        ? addMonths(instrument.last_calibrated_on || instrument.delivered_on, instrument.calibration_interval_months)
        : null;
  return {
    warranty_until: warrantyUntil,
    // ISO dates compare as text.
    warranty_active: warrantyUntil !== null && today <= warrantyUntil,
    calibration_due: calibrationDue,
  };
}
