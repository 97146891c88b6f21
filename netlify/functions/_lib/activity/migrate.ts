import pMap from 'p-map';
import type { Deps } from '../deps.ts';
import { COUNTS_PREFIX, LATE_PREFIX } from './counts.ts';
import { ACTIVITY_PREFIX, RECORDS_PREFIX, canonicalKey, recordKeyOf } from './keys.ts';
import { writeLogKey } from './log.ts';

/*
 * Brings a log written before it was split by day and copied per record into today's layout (keys.ts):
 * each key of `activity/{YYYY-MM}/{name}` moves to its day (the new key and its record's copy are
 * written before the old key goes, so a stop half-way loses nothing and the next run finishes), and
 * each key whose record's copy is missing gets it. Counts made meanwhile may miss moved keys, so the
 * months' counts are dropped afterwards (they are rebuilt by the next reader).
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
  await pMap(
    keys,
    async (key) => {
      const old = OLD_LAYOUT.test(key);
      if (!old && copied.has(recordKeyOf(key))) return;
      const value = await deps.db.get<unknown>(key, 'strong');
      if (value === null) return;
      if (old) {
        await writeLogKey(deps, canonicalKey(key), value, { late: false });
        await deps.db.delete(key);
        result.moved += 1;
      } else {
        await deps.db.create(recordKeyOf(key), value);
        result.copied += 1;
      }
    },
    { concurrency: 16 },
  );
  if (result.moved + result.copied > 0) await resetCounts(deps);
  await deps.db.put(DONE_KEY, { at: new Date().toISOString() });
  return result;
}

/**
 * Drops every month's counts, then the markers of entries copied into days already counted (which
 * those counts were checked against): the next reader lists and counts each day again. A reader
 * that listed a day before such an entry was copied and writes its counts after this may miss it;
 * the store check runs this with the site otherwise idle.
 */
export async function resetCounts(deps: Deps): Promise<void> {
  await pMap(await deps.db.keys(COUNTS_PREFIX), (key) => deps.db.delete(key), { concurrency: 16 });
  await pMap(await deps.db.keys(LATE_PREFIX), (key) => deps.db.delete(key), { concurrency: 16 });
}
