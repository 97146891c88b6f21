import pMap from 'p-map';
import { addDays, jakartaTime } from '#shared/common/jakarta-time.ts';
import { VITALS_MAX_DAYS, type VitalsResponse } from '#shared/vitals/schema.ts';
import type { Deps } from '#server/deps.ts';
import { RAW_PREFIX, rawKeyDate } from './raw-reports.ts';
import { DAY_PREFIX, HOURS_PREFIX, dayFinished, dayKey, dayTally, rollUpDay } from './rollup.ts';
import { sumTallies, vitalsGroups, type Tally } from './tally.ts';

/*
 * The dashboard's figures and the upkeep that keeps them cheap (decision 028). A window of days is
 * one small document per finished day (`vitals/days/{date}`, rolled up by whoever needs it first)
 * plus the running day as rollup.ts keeps it: its running tally and the keys of its open hour. The
 * read never deletes anything; the daily purge drops what the tallies already hold.
 */

export { ROLLUP_GRACE_MS } from './rollup.ts';

/** Raw keys the daily purge deletes a run at most (the rest on the next run: no read lists them). */
const PURGE_DELETES = 10_000;

async function deleteKeys(deps: Deps, keys: string[]): Promise<void> {
  await pMap(keys, (key) => deps.db.delete(key).catch(() => undefined), { concurrency: 32 });
}

/**
 * Every report of the last `days` Jakarta days (today included), summed. `rollUp: false` (the
 * traffic estimate, asked by the scheduler) reads only the finished days already rolled up, found
 * by one listing, and leaves the others to the dashboard and the daily purge.
 */
export async function vitalsWindow(
  deps: Deps,
  days: number,
  { rollUp = true }: { rollUp?: boolean } = {},
): Promise<{ from: string; to: string; tally: Tally }> {
  const now = deps.now();
  const to = jakartaTime(now).date;
  const from = addDays(to, -(days - 1));
  const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
  const running = dates.filter((date) => !dayFinished(date, now));
  let finished = dates.filter((date) => dayFinished(date, now));
  if (!rollUp) {
    const rolled = new Set((await deps.db.keys(DAY_PREFIX)).map((key) => key.slice(DAY_PREFIX.length)));
    finished = finished.filter((date) => rolled.has(date));
  }
  // A finished day's tally never changes once created: an eventual read is enough, and a day not
  // rolled up yet (or whose tally an edge does not show yet) is rolled up from its running tallies.
  const stored = await pMap(
    finished,
    async (date) => (await deps.db.get<Tally>(dayKey(date), 'eventual')) ?? (rollUp ? rollUpDay(deps, date) : null),
    { concurrency: 8 },
  );
  const open = await pMap(running, (date) => dayTally(deps, date), { concurrency: 2 });
  return { from, to, tally: sumTallies([...stored, ...open]) };
}

/** GET /api/admin/vitals: p75 per page type and language over the last `days` Jakarta days (today included). */
export async function vitalsReport(deps: Deps, days: number): Promise<VitalsResponse> {
  const { from, to, tally } = await vitalsWindow(deps, days);
  return { days, from, to, groups: vitalsGroups(tally) };
}

/**
 * The daily upkeep (archive-purge): rolls up finished days nobody read, deletes the raw reports and
 * running tallies of rolled-up days (PURGE_DELETES raw keys a run, oldest first) and drops day
 * tallies older than VITALS_MAX_DAYS, the longest window the dashboard asks for. Returns how many
 * day tallies were dropped.
 */
export async function pruneVitals(deps: Deps): Promise<number> {
  const now = deps.now();
  const oldest = addDays(jakartaTime(now).date, -VITALS_MAX_DAYS);
  const raw = (await deps.db.keys(RAW_PREFIX)).sort();
  const rawDays = [...new Set(raw.map(rawKeyDate))].filter((date): date is string => !!date);
  const done = new Set<string>();
  for (const date of rawDays) {
    if (!dayFinished(date, now)) continue;
    if (date >= oldest && !(await deps.db.get(dayKey(date), 'strong'))) await rollUpDay(deps, date);
    done.add(date);
  }
  // A killed write's temporary file (no day) is no report: swept with the rolled-up days' reports.
  const sweep = raw.filter((key) => {
    const date = rawKeyDate(key);
    return !date || done.has(date);
  });
  await deleteKeys(deps, sweep.slice(0, PURGE_DELETES));
  const hours = (await deps.db.keys(HOURS_PREFIX)).filter((key) => {
    const date = key.slice(HOURS_PREFIX.length, HOURS_PREFIX.length + 10);
    return dayFinished(date, now);
  });
  const hoursDays = [...new Set(hours.map((key) => key.slice(HOURS_PREFIX.length, HOURS_PREFIX.length + 10)))];
  const rolled = new Set(
    (await pMap(hoursDays, async (date) => ((await deps.db.get(dayKey(date), 'strong')) ? date : null))).filter(
      Boolean,
    ),
  );
  await deleteKeys(
    deps,
    hours.filter((key) => rolled.has(key.slice(HOURS_PREFIX.length, HOURS_PREFIX.length + 10))),
  );
  const expired = (await deps.db.keys(DAY_PREFIX)).filter((key) => key.slice(DAY_PREFIX.length) < oldest);
  await deleteKeys(deps, expired);
  return expired.length;
}
