import pMap from 'p-map';
import { addDays, jakartaDayEnd, jakartaTime } from '#shared/jakarta-time.ts';
import { VITALS_MAX_DAYS, type VitalsResponse } from '#shared/vitals/schema.ts';
import type { Deps } from '#server/deps.ts';
import { RAW_PREFIX, parseRawKey, rawKeyDate } from './raw-reports.ts';
import { sumTallies, tallyReports, vitalsGroups, type Tally } from './tally.ts';

/*
 * The dashboard's figures and the upkeep that keeps them cheap (decision 028):
 *
 *   vitals/raw/{YYYY-MM-DD}/…   one key per report (raw-reports.ts) while its day runs
 *   vitals/days/{YYYY-MM-DD}    a finished day's tally, created once (create-only), after which the
 *                               day's raw keys are deleted; kept VITALS_MAX_DAYS days
 *
 * A day is rolled up by whoever comes first ROLLUP_GRACE_MS after it ended (a dashboard read or the
 * daily purge): no report can still be arriving for it by then, and listings have caught up. Two
 * at once tally the same keys and one create wins.
 */

const DAY_PREFIX = 'vitals/days/';
const dayKey = (date: string) => `${DAY_PREFIX}${date}`;
export const ROLLUP_GRACE_MS = 10 * 60_000;
/** Raw keys deleted per call; the rest go on the next one (the day's tally already holds them). */
const DELETE_BATCH = 2_000;

/** Raw keys by day (a killed write's temporary file is no report and is only swept). */
async function rawKeysByDay(deps: Deps): Promise<{ byDay: Map<string, string[]>; strays: string[] }> {
  const byDay = new Map<string, string[]>();
  const strays: string[] = [];
  for (const key of await deps.db.keys(RAW_PREFIX)) {
    const date = rawKeyDate(key);
    if (!date) strays.push(key);
    else {
      const keys = byDay.get(date);
      if (keys) keys.push(key);
      else byDay.set(date, [key]);
    }
  }
  return { byDay, strays };
}

const finished = (deps: Deps, date: string) => jakartaDayEnd(date).getTime() + ROLLUP_GRACE_MS <= deps.now().getTime();

async function deleteKeys(deps: Deps, keys: string[]): Promise<void> {
  await pMap(keys.slice(0, DELETE_BATCH), (key) => deps.db.delete(key).catch(() => undefined), {
    concurrency: 16,
  });
}

/**
 * Rolls up every finished day that still has raw keys; returns the tallies it made (a read of a
 * just-created key may lag, so the caller uses these rather than reading them back).
 */
async function rollUpFinishedDays(deps: Deps): Promise<{ made: Map<string, Tally>; open: Map<string, string[]> }> {
  const { byDay, strays } = await rawKeysByDay(deps);
  const oldest = addDays(jakartaTime(deps.now()).date, -VITALS_MAX_DAYS);
  const made = new Map<string, Tally>();
  const open = new Map<string, string[]>();
  const sweep: string[] = [...strays];
  for (const [date, keys] of byDay) {
    if (!finished(deps, date)) {
      open.set(date, keys);
      continue;
    }
    if (date >= oldest && !(await deps.db.get(dayKey(date)))) {
      const tally = tallyReports(keys.map(parseRawKey));
      // Create-only: a second roll-up of the same day at the same moment made the same sum.
      await deps.db.create(dayKey(date), tally);
      made.set(date, tally);
    }
    sweep.push(...keys);
  }
  await deleteKeys(deps, sweep);
  return { made, open };
}

/** GET /api/admin/vitals: p75 per page type and language over the last `days` Jakarta days (today included). */
export async function vitalsReport(deps: Deps, days: number): Promise<VitalsResponse> {
  const to = jakartaTime(deps.now()).date;
  const from = addDays(to, -(days - 1));
  const { made, open } = await rollUpFinishedDays(deps);
  const inWindow = (date: string) => date >= from && date <= to;
  const stored = Array.from({ length: days }, (_, i) => addDays(from, i)).filter(
    (date) => !made.has(date) && !open.has(date),
  );
  // Finished days are immutable once created: an eventual read is enough.
  const read = await pMap(stored, (date) => deps.db.get<Tally>(dayKey(date), 'eventual'), { concurrency: 8 });
  const running = [...open].filter(([date]) => inWindow(date)).map(([, keys]) => tallyReports(keys.map(parseRawKey)));
  const rolled = [...made].filter(([date]) => inWindow(date)).map(([, tally]) => tally);
  return { days, from, to, groups: vitalsGroups(sumTallies([...read, ...running, ...rolled])) };
}

/**
 * The daily upkeep (archive-purge): rolls up finished days and drops tallies older than
 * VITALS_MAX_DAYS, the longest window the dashboard asks for. Returns how many tallies were dropped.
 */
export async function pruneVitals(deps: Deps): Promise<number> {
  await rollUpFinishedDays(deps);
  const oldest = addDays(jakartaTime(deps.now()).date, -VITALS_MAX_DAYS);
  const expired = (await deps.db.keys(DAY_PREFIX)).filter((key) => key.slice(DAY_PREFIX.length) < oldest);
  await deleteKeys(deps, expired);
  return expired.length;
}
