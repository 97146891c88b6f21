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

/**
 * The top of a chart axis with four whole-number steps: 4 × a "nice" step (1, 2, 2.5, 5 × 10^n; 2.5
 * only from 25 up) at or above `max`, so every gridline is a round integer.
 */
export function niceCeiling(max: number): number {
  for (let power = 1; ; power *= 10) {
    for (const factor of power >= 10 ? [1, 2, 2.5, 5] : [1, 2, 5]) {
      if (4 * factor * power >= max) return 4 * factor * power;
    }
  }
}
