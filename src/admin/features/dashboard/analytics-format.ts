/** Formatting for the dashboard's analytics (Indonesian). */

const number = new Intl.NumberFormat('id-ID');
const percent = new Intl.NumberFormat('id-ID', { style: 'percent', maximumFractionDigits: 1 });
const shortDate = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDate = new Intl.DateTimeFormat('id-ID', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

export const formatCount = (value: number) => number.format(value);
export const formatRate = (rate: number | null) => (rate === null ? '–' : percent.format(rate));
/** "23 Nov" for a Jakarta day `YYYY-MM-DD` (formatted as UTC: the string already is the local day). */
export const formatDay = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));
export const formatLongDay = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));

/** A "nice" upper bound for a chart axis: 1, 2, 5 × 10^n at or above `max` (at least 4). */
export function niceCeiling(max: number): number {
  if (max <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}
