import pMap from 'p-map';
import type { Deps } from '../../deps.ts';
import {
  COUNTS_PREFIX,
  LATE_PREFIX,
  countRows,
  dayId,
  dayOver,
  daysBetween,
  factsOfNames,
  indexDay,
  markersByDay,
  writeDayIndex,
  type Day,
  type DayCounts,
  type MonthCounts,
} from './counts.ts';
import { RETENTION_MS, nameOf } from './keys.ts';

/*
 * Keeping the days' counts and indexes (counts.ts) right after work that writes to days already
 * counted without leaving markers (the store check's repairs, moving a log to its days), so that the
 * next reader finds them current and lists nothing it would not list otherwise. Only the days that
 * work touched are listed again; a day whose counts are missing or wrong is written from the
 * listing the store check already holds. Nothing here falls on a reader's request.
 */

/** A day of the log, from a key in its layout (`activity/{YYYY-MM}/{DD}/{name}`). */
export function dayOfKey(key: string): Day | null {
  const match = /^activity\/(\d{4}-\d{2})\/(\d{2})\/[^/]+$/.exec(key);
  if (!match) return null;
  return { month: match[1]!, dd: match[2]!, start: Date.parse(`${match[1]}-${match[2]}T00:00:00Z`) };
}

/** Writes counts of some days into their months' documents (each read afresh, then written once). */
async function writeCounts(deps: Deps, updates: ReadonlyMap<string, Record<string, DayCounts>>): Promise<void> {
  await pMap(
    updates,
    async ([month, days]) => {
      const stored = await deps.db.get<MonthCounts>(`${COUNTS_PREFIX}${month}`, 'strong');
      await deps.db.put<MonthCounts>(`${COUNTS_PREFIX}${month}`, { days: { ...stored?.days, ...days } });
    },
    { concurrency: 4 },
  );
}

function addTo(updates: Map<string, Record<string, DayCounts>>, day: Day, counts: DayCounts): void {
  const month = updates.get(day.month) ?? {};
  month[day.dd] = counts;
  updates.set(day.month, month);
}

/**
 * Lists the given days (those over) afresh and writes their counts and indexes, each with the
 * markers its day has now (listed first), so readers take them as current.
 */
export async function recountDays(deps: Deps, days: Iterable<Day>): Promise<number> {
  const unique = new Map([...days].filter((day) => dayOver(day.start)).map((day) => [dayId(day), day]));
  if (unique.size === 0) return 0;
  const late = markersByDay(await deps.db.keys(LATE_PREFIX));
  const updates = new Map<string, Record<string, DayCounts>>();
  await pMap(
    unique.values(),
    async (day) => {
      const count = late.get(dayId(day)) ?? 0;
      addTo(updates, day, { late: count, rows: countRows(await indexDay(deps, day, count)) });
    },
    { concurrency: 8 },
  );
  await writeCounts(deps, updates);
  return unique.size;
}

/**
 * Counts and indexes the days of the year that are over and have no counts (a store whose counts
 * were dropped, or never made): run by the deploy and the daily purge, so such days are not left to
 * the first reader to list. One read per month when nothing is missing.
 */
export async function countMissingDays(deps: Deps): Promise<number> {
  const now = deps.now().getTime();
  const days = daysBetween(now - RETENTION_MS, now).filter((day) => dayOver(day.start));
  const months = [...new Set(days.map((day) => day.month))];
  const stored = await pMap(months, (month) => deps.db.get<MonthCounts>(`${COUNTS_PREFIX}${month}`, 'strong'), {
    concurrency: 8,
  });
  const byMonth = new Map(months.map((month, index) => [month, stored[index]?.days ?? {}]));
  return recountDays(
    deps,
    days.filter((day) => !byMonth.get(day.month)?.[day.dd]),
  );
}

const sameRows = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([group, rows]) => b[group] === rows);

/**
 * The store check's part, after its repairs: `logKeys` is its listing of the whole log, made before
 * them. Days with markers (copies made late, its repairs among them) are listed again and their
 * markers go, so the markers every page lists stay few; every other day of the year whose counts
 * are missing or differ from that listing (an entry copied by a writer stopped before its marker) is
 * written from it. Answers how many days were written.
 */
export async function refreshCounts(deps: Deps, logKeys: readonly string[]): Promise<number> {
  const markers = await deps.db.keys(LATE_PREFIX);
  const marked = markersByDay(markers);
  const now = deps.now().getTime();
  const days = daysBetween(now - RETENTION_MS, now).filter((day) => dayOver(day.start));
  const names = new Map<string, string[]>();
  for (const key of logKeys) {
    const day = dayOfKey(key);
    if (!day) continue;
    const list = names.get(dayId(day)) ?? [];
    list.push(nameOf(key));
    names.set(dayId(day), list);
  }
  const months = [...new Set(days.map((day) => day.month))];
  const stored = await pMap(months, (month) => deps.db.get<MonthCounts>(`${COUNTS_PREFIX}${month}`, 'strong'), {
    concurrency: 8,
  });
  const byMonth = new Map(months.map((month, index) => [month, stored[index]?.days ?? {}]));
  const updates = new Map<string, Record<string, DayCounts>>();
  await pMap(
    days,
    async (day) => {
      if (marked.has(dayId(day))) {
        // Listed after the markers were: it holds every entry they stand for.
        addTo(updates, day, { late: 0, rows: countRows(await indexDay(deps, day, 0)) });
        return;
      }
      const listed = names.get(dayId(day)) ?? [];
      const rows = countRows(factsOfNames(day, listed));
      const known = byMonth.get(day.month)?.[day.dd];
      if (known && known.late === 0 && sameRows(known.rows, rows)) return;
      await writeDayIndex(deps, day, { late: 0, names: listed });
      addTo(updates, day, { late: 0, rows });
    },
    { concurrency: 8 },
  );
  await writeCounts(deps, updates);
  // Counted afresh above: their markers go (one a reader adds meanwhile stays, and is heard).
  await pMap(markers, (key) => deps.db.delete(key), { concurrency: 16 });
  return [...updates.values()].reduce((sum, month) => sum + Object.keys(month).length, 0);
}
