import { formatIdDateTime } from '#shared/common/format.ts';

/*
 * Wording for the publish card. Pure functions of their inputs (the clock is an argument), so the
 * card can re-render them every half minute.
 */

const relative = new Intl.RelativeTimeFormat('id-ID', { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * "baru saja", "5 menit yang lalu", "kemarin", "3 hari yang lalu". A time slightly ahead of `now`
 * (the card's clock ticks every 30 s, the server's may differ) also reads "baru saja".
 */
export function relativeTime(iso: string, now: number): string {
  const secondsAgo = Math.round((now - Date.parse(iso)) / 1000);
  for (const [unit, size] of UNITS) {
    if (secondsAgo >= size) return relative.format(-Math.trunc(secondsAgo / size), unit);
  }
  return 'baru saja';
}

/** "23 Nov 2026, 15.04 WIB": the date functions format in Jakarta time, so say so. */
export function publishTime(iso: string): string {
  return `${formatIdDateTime(iso)} WIB`;
}

const ERROR_SUMMARY_LENGTH = 160;

/**
 * A build error is a raw log line (often a stack). The card shows its first meaningful line, cut at
 * a word boundary; the whole text sits behind "Lihat detail".
 */
export function errorSummary(error: string): string {
  const firstLine =
    error
      .split('\n')
      .map((line) => line.trim())
      .find(Boolean) ?? '';
  if (firstLine.length <= ERROR_SUMMARY_LENGTH) return firstLine;
  const cut = firstLine.slice(0, ERROR_SUMMARY_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > ERROR_SUMMARY_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
