/*
 * Asia/Jakarta (WIB) is UTC+7 all year: Indonesia keeps no daylight saving time, so a fixed offset
 * is exact and needs no time-zone database in the browser.
 */

export const JAKARTA_OFFSET_MS = 7 * 3600_000;

export interface JakartaTime {
  /** The calendar day in Jakarta, `YYYY-MM-DD`. */
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes since midnight in Jakarta. */
  minutes: number;
}

export function jakartaTime(instant: Date): JakartaTime {
  const local = new Date(instant.getTime() + JAKARTA_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: local.getUTCDay(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The Jakarta day `offset` days after `date` (`YYYY-MM-DD`; negative goes back). */
export function addDays(date: string, offset: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
}

/** The instant a Jakarta day ends (its next midnight in WIB). */
export function jakartaDayEnd(date: string): Date {
  return new Date(Date.parse(`${addDays(date, 1)}T00:00:00Z`) - JAKARTA_OFFSET_MS);
}
