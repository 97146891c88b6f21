import pMap from 'p-map';
import { JAKARTA_OFFSET_MS } from '#shared/common/jakarta-time.ts';
import type { Deps } from '#server/deps.ts';
import { parseRawKey, rawKeyHour, rawPrefix } from './raw-reports.ts';
import { capTargets, sumTallies, tallyReports, type Tally } from './tally.ts';

/*
 * A Jakarta day's reports summed as the day goes (decision 028):
 *
 *   vitals/raw/{date}/{HH}/…   one key per report (raw-reports.ts)
 *   vitals/hours/{date}/{HH}   the day's tally through hour HH (cumulative), created once
 *   vitals/days/{date}         a finished day's tally, created once
 *
 * Once an hour is over (plus ROLLUP_GRACE_MS), whoever needs the day first lists that hour's keys,
 * adds them to the latest running tally and creates the next one, so the day so far is one small
 * document plus the keys of the hour still running, whatever the day's traffic. Every document is
 * create-only and made from keys that no longer change: two roll-ups at once make the same sum and
 * one create wins. Raw keys stay until the daily purge, so a roll-up that reads a lagging listing
 * still finds every report.
 */

export const DAY_PREFIX = 'vitals/days/';
export const HOURS_PREFIX = 'vitals/hours/';
export const dayKey = (date: string) => `${DAY_PREFIX}${date}`;
const hoursKey = (date: string, hour: number) => `${HOURS_PREFIX}${date}/${String(hour).padStart(2, '0')}`;

/**
 * An hour is rolled up this long after it ended: a report is stored in the hour it arrives, within
 * seconds, and a listing may lag writes by up to 60 s on Netlify.
 */
export const ROLLUP_GRACE_MS = 3 * 60_000;
/** More hours than this to list are listed as the whole day at once (1,000 keys a request). */
const HOURS_LISTED_ONE_BY_ONE = 8;

interface HoursTally {
  /** The last hour (0–23) summed in. */
  through: number;
  tally: Tally;
}

const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) - JAKARTA_OFFSET_MS;

/** The last hour of `date` that is over, grace included, at `now`: -1 for none yet, 23 for a finished day. */
export function closedThrough(date: string, now: Date): number {
  const hours = Math.floor((now.getTime() - ROLLUP_GRACE_MS - dayStart(date)) / 3_600_000);
  return Math.max(-1, Math.min(23, hours - 1));
}

export const dayFinished = (date: string, now: Date) => closedThrough(date, now) === 23;

/** The reports of the given hours of a day, by hour: a listing per hour, or one of the whole day. */
async function hoursReports(deps: Deps, date: string, hours: number[]): Promise<Map<number, string[]>> {
  const byHour = new Map<number, string[]>(hours.map((hour) => [hour, []]));
  if (!hours.length) return byHour;
  const listed =
    hours.length > HOURS_LISTED_ONE_BY_ONE
      ? await deps.db.keys(rawPrefix(date))
      : (await pMap(hours, (hour) => deps.db.keys(rawPrefix(date, hour)), { concurrency: 4 })).flat();
  for (const key of listed) {
    const hour = rawKeyHour(key);
    if (hour !== null) byHour.get(hour)?.push(key);
  }
  return byHour;
}

/** The day's latest running tally in the store, or none. */
async function latestHours(deps: Deps, date: string): Promise<HoursTally | null> {
  const names = await deps.db.keys(`${HOURS_PREFIX}${date}/`);
  const last = names
    .map((name) => Number(name.slice(-2)))
    .filter(Number.isInteger)
    .sort((a, b) => b - a)[0];
  if (last === undefined) return null;
  // Listed, so created: a strong read finds it even where an edge would still miss it.
  return deps.db.get<HoursTally>(hoursKey(date, last), 'strong');
}

/**
 * A day's tally as far as it goes at `now`: the hours that are over (rolled up into a new running
 * tally when some were not yet) plus, for a running day, the reports of its open hours.
 */
export async function dayTally(deps: Deps, date: string): Promise<Tally> {
  const now = deps.now();
  const closed = closedThrough(date, now);
  const latest = await latestHours(deps, date);
  const from = latest ? latest.through + 1 : 0;
  const open =
    dayStart(date) <= now.getTime() ? Math.min(23, Math.floor((now.getTime() - dayStart(date)) / 3_600_000)) : -1;
  const hours = Array.from({ length: Math.max(0, open - from + 1) }, (_, i) => from + i);
  const byHour = await hoursReports(deps, date, hours);
  const tallyOf = (wanted: number[]) => tallyReports(wanted.flatMap((hour) => byHour.get(hour) ?? []).map(parseRawKey));
  let base = latest?.tally ?? {};
  if (closed >= from) {
    base = capTargets(sumTallies([base, tallyOf(hours.filter((hour) => hour <= closed))]));
    // Create-only: the same hours summed by another roll-up at the same moment are the same tally.
    await deps.db.create(hoursKey(date, closed), { through: closed, tally: base } satisfies HoursTally);
  }
  return sumTallies([base, tallyOf(hours.filter((hour) => hour > closed))]);
}

/** Creates a finished day's tally (from its running tallies and its last hours); returns it. */
export async function rollUpDay(deps: Deps, date: string): Promise<Tally> {
  const tally = capTargets(await dayTally(deps, date));
  await deps.db.create(dayKey(date), tally);
  return tally;
}
