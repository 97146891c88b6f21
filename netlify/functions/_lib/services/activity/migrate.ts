import pMap from 'p-map';
import type { Deps } from '../../deps.ts';
import { COUNTS_PREFIX, DAYS_PREFIX, LATE_PREFIX, type Day } from './counts.ts';
import { ACTIVITY_PREFIX, RECORDS_PREFIX, canonicalKey, recordKeyOf } from './keys.ts';
import { writeLogKey } from './log.ts';
import { dayOfKey, recountDays } from './recount.ts';

/*
 * Brings a log written before it was split by day and copied per record into today's layout (keys.ts):
 * each key of `activity/{YYYY-MM}/{name}` moves to its day (the new key and its record's copy are
 * written before the old key goes, so a stop half-way loses nothing and the next run finishes), and
 * each key whose record's copy is missing gets it. The days that received moved keys are counted
 * and indexed again here (recount.ts), so no reader has to list them.
 */

/** Written once a whole migration finished: the daily purge then skips it. */
const DONE_KEY = 'activity-layout';
const OLD_LAYOUT = /^activity\/\d{4}-\d{2}\/[^/]+$/;

export interface MigrationResult {
  moved: number;
  copied: number;
}

/** `force`: check every key even after a finished migration (the store check). */
export async function migrateActivityLayout(deps: Deps, { force = false } = {}): Promise<MigrationResult> {
  const result = { moved: 0, copied: 0 };
  if (!force && (await deps.db.get(DONE_KEY, 'strong'))) return result;
  const [keys, copies] = await Promise.all([deps.db.keys(ACTIVITY_PREFIX), deps.db.keys(RECORDS_PREFIX)]);
  const copied = new Set(copies);
  const touched: Day[] = [];
  await pMap(
    keys,
    async (key) => {
      const old = OLD_LAYOUT.test(key);
      if (!old && copied.has(recordKeyOf(key))) return;
      const value = await deps.db.get<unknown>(key, 'strong');
      if (value === null) return;
      if (old) {
        await writeLogKey(deps, canonicalKey(key), value, { late: false });
        touched.push(dayOfKey(canonicalKey(key))!);
        await deps.db.delete(key);
        result.moved += 1;
      } else {
        await deps.db.create(recordKeyOf(key), value);
        result.copied += 1;
      }
    },
    { concurrency: 16 },
  );
  await recountDays(deps, touched);
  await deps.db.put(DONE_KEY, { at: new Date().toISOString() });
  return result;
}

/**
 * Drops every month's counts and every day's index, then the markers (which they were checked
 * against): the next reader lists and counts each day again. For tests and benchmarks that write
 * the log behind the readers' backs; nothing in the site calls it.
 */
export async function resetCounts(deps: Deps): Promise<void> {
  const derived = [...(await deps.db.keys(COUNTS_PREFIX)), ...(await deps.db.keys(DAYS_PREFIX))];
  await pMap(derived, (key) => deps.db.delete(key), { concurrency: 16 });
  await pMap(await deps.db.keys(LATE_PREFIX), (key) => deps.db.delete(key), { concurrency: 16 });
}
