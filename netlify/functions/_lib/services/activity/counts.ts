import pMap from 'p-map';
import type { Deps } from '../../deps.ts';
import { ACTIVITY_PREFIX, monthOf, nameOf, parseKey, type KeyFacts } from './keys.ts';

/*
 * How many rows each day of the log holds, so a page's `total` (and finding the day a page starts
 * on) does not list the whole log. The counts are a cache derived from the keys, kept per UTC month
 * in `activity-counts/{YYYY-MM}`: for each day that is over, the rows by Jakarta date, person and
 * entity. Days still open (today, and a few minutes after midnight UTC, while entries committed just
 * before are copied) are listed each time. A day's counts are written by whichever reader listed it;
 * two readers write the same numbers, so no compare-and-swap is needed and a lost write costs one
 * more listing.
 *
 * Beside them, each day that is over has its index, `activity-days/{YYYY-MM}/{DD}`: the names of its
 * keys, written with its counts. A page reads the index of each day its rows are on instead of
 * listing the day, so a rare filter whose rows lie on many busy days costs one read a day, not a
 * listing of every key of those days.
 *
 * An entry copied into a day that is already over (a repair of a change whose copy was interrupted)
 * would be missed by counts and indexes made before it: its writer then leaves a marker,
 * `activity-late/{YYYY-MM}/{DD}/{name}`, after the entry. Counts and indexes remember how many
 * markers their day had when it was listed (markers are listed first), so a new marker makes them
 * stale. A writer stopped between the entry and its marker leaves them one short until the store
 * check, which compares every day's counts with its own listing of the log (recount.ts).
 */

export const COUNTS_PREFIX = 'activity-counts/';
export const LATE_PREFIX = 'activity-late/';
export const DAYS_PREFIX = 'activity-days/';
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after a day ends entries committed in it may still be on their way to the log. */
const SETTLE_MS = 5 * 60 * 1000;

export interface Day {
  month: string;
  dd: string;
  /** First millisecond of the UTC day. */
  start: number;
}
export const dayId = (day: Day) => `${day.month}/${day.dd}`;
export const dayPrefix = (day: Day) => `${ACTIVITY_PREFIX}${dayId(day)}/`;
const dayIndexKey = (day: Day) => `${DAYS_PREFIX}${dayId(day)}`;

/** Over, by the wall clock (the log's writers use it too, whatever clock a service runs on). */
export const dayOver = (start: number) => start + DAY_MS + SETTLE_MS < Date.now();

/** Whether a log key lies in a day that is over (its copy then needs a marker). */
export function keyDayOver(key: string): boolean {
  const [month, dd] = key.slice(ACTIVITY_PREFIX.length).split('/');
  return dayOver(Date.parse(`${month}-${dd}T00:00:00Z`));
}

export const lateKeyOf = (key: string) => `${LATE_PREFIX}${key.slice(ACTIVITY_PREFIX.length)}`;

/** The UTC days from `to` back to `from` (ms), newest first. */
export function daysBetween(from: number, to: number): Day[] {
  const days: Day[] = [];
  const first = Math.floor(from / DAY_MS) * DAY_MS;
  for (let start = Math.floor(to / DAY_MS) * DAY_MS; start >= first; start -= DAY_MS) {
    days.push({ month: monthOf(start), dd: new Date(start).toISOString().slice(8, 10), start });
  }
  return days;
}

export interface DayCounts {
  late: number;
  /** Rows by `{Jakarta date}~{user id}~{entity}`. */
  rows: Record<string, number>;
}
export interface MonthCounts {
  days: Record<string, DayCounts>;
}
/** A day's index: the names of its keys when it was listed, and how many markers it had then. */
export interface DayIndex {
  late: number;
  names: string[];
}

/** The counts of a day's rows. */
export function countRows(facts: readonly KeyFacts[]): Record<string, number> {
  const rows: Record<string, number> = {};
  for (const row of facts) {
    const group = `${row.date}~${row.userId}~${row.entity}`;
    rows[group] = (rows[group] ?? 0) + 1;
  }
  return rows;
}

/** The rows named in a day's folder. */
export const factsOfNames = (day: Day, names: readonly string[]) =>
  names.flatMap((name) => parseKey(`${dayPrefix(day)}${name}`));

export const writeDayIndex = (deps: Deps, day: Day, index: DayIndex) => deps.db.put(dayIndexKey(day), index);

/** Lists a day and keeps its index (`late`: the markers it had, listed before). */
export async function indexDay(deps: Deps, day: Day, late: number): Promise<KeyFacts[]> {
  const names = (await deps.db.keys(dayPrefix(day))).map(nameOf);
  await writeDayIndex(deps, day, { late, names });
  return factsOfNames(day, names);
}

/** A day's rows: from its index while that is current, else listed (and indexed, once it is over). */
async function rowsOfDay(deps: Deps, day: Day, late: number): Promise<KeyFacts[]> {
  if (!dayOver(day.start)) return listDay(deps, day);
  const index = await deps.db.get<DayIndex>(dayIndexKey(day), 'strong');
  if (index && index.late === late && Array.isArray(index.names)) return factsOfNames(day, index.names);
  return indexDay(deps, day, late);
}

/** Markers by day (`YYYY-MM/DD`). */
export function markersByDay(markers: readonly string[]): Map<string, number> {
  const late = new Map<string, number>();
  for (const key of markers) {
    const id = key.slice(LATE_PREFIX.length, LATE_PREFIX.length + 10);
    late.set(id, (late.get(id) ?? 0) + 1);
  }
  return late;
}

export interface DayFilter {
  /** Decides a listed row. */
  row: (facts: KeyFacts) => boolean;
  /** Decides counted rows by date, person and entity; only asked for days `exact` leaves to counts. */
  counted: (date: string, userId: number, entity: string) => boolean;
  /** Whether counts answer this day (false: a boundary inside the day that is not a Jakarta date). */
  exact: (day: Day) => boolean;
}

export interface CountedDays {
  counts: Map<string, number>;
  /** A day's rows (each day read once): from its index, or listed. */
  rows: (day: Day) => Promise<KeyFacts[]>;
}

export const listDay = async (deps: Deps, day: Day) => (await deps.db.keys(dayPrefix(day))).flatMap(parseKey);

/** The matching rows of each day given: from counts where they answer, else from the day's rows. */
export async function countDays(deps: Deps, days: readonly Day[], filter: DayFilter): Promise<CountedDays> {
  const months = [...new Set(days.map((day) => day.month))];
  // Markers first: counts made from a listing that follows cover every marker seen here.
  const [stored, markers] = await Promise.all([
    pMap(months, (month) => deps.db.get<MonthCounts>(`${COUNTS_PREFIX}${month}`, 'strong'), { concurrency: 8 }),
    deps.db.keys(LATE_PREFIX),
  ]);
  const late = markersByDay(markers);
  const read = new Map<string, Promise<KeyFacts[]>>();
  const rows = (day: Day) => {
    let facts = read.get(dayId(day));
    if (!facts) read.set(dayId(day), (facts = rowsOfDay(deps, day, late.get(dayId(day)) ?? 0)));
    return facts;
  };
  const byMonth = new Map(months.map((month, index) => [month, stored[index]?.days ?? {}]));
  const fresh = new Map<string, Record<string, DayCounts>>();
  const counts = new Map<string, number>();
  await pMap(
    days,
    async (day) => {
      const over = dayOver(day.start);
      const known = byMonth.get(day.month)?.[day.dd];
      const lateNow = late.get(dayId(day)) ?? 0;
      const current = over && known && known.late === lateNow;
      if (current && filter.exact(day)) {
        let sum = 0;
        for (const [group, count] of Object.entries(known.rows)) {
          const [date, user, entity] = group.split('~');
          if (filter.counted(date!, Number(user), entity!)) sum += count;
        }
        counts.set(dayId(day), sum);
        return;
      }
      const facts = await rows(day);
      counts.set(dayId(day), facts.filter(filter.row).length);
      if (over && !current) {
        const month = fresh.get(day.month) ?? {};
        month[day.dd] = { late: lateNow, rows: countRows(facts) };
        fresh.set(day.month, month);
      }
    },
    { concurrency: 8 },
  );
  await pMap(
    fresh,
    ([month, updated]) =>
      deps.db.put<MonthCounts>(`${COUNTS_PREFIX}${month}`, { days: { ...byMonth.get(month), ...updated } }),
    { concurrency: 4 },
  );
  return { counts, rows };
}

export const countsKey = (day: Day) => dayId(day);
