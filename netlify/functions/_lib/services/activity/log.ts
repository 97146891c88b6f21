import pMap from 'p-map';
import type { ActivityEntry } from '#shared/activity/entry.ts';
import type { Deps } from '../../deps.ts';
import { COUNTS_PREFIX, DAYS_PREFIX, LATE_PREFIX, keyDayOver, lateKeyOf } from './counts.ts';
import {
  ACTIVITY_PREFIX,
  RECORDS_PREFIX,
  RETENTION_MS,
  activityKey,
  canonicalKey,
  monthOf,
  recordKeyOf,
} from './keys.ts';

/*
 * The activity log: one small key per entry, by UTC month and day (keys.ts), written create-only
 * under a key derived from the entry itself, so writing one twice (a repair, two instances) keeps
 * one. Each key has a copy under the record it concerns, written first: an entry in the log promises
 * its record's copy, as it promises a product's revision. Entries older than a year are not listed,
 * and whole months are dropped once all of it is older than a year (`pruneActivity`: the daily purge
 * and the store check), their copies, counts, markers and indexes with them, so the log cannot grow without
 * bound. See docs/decisions/018-activity-log-and-revisions.md.
 *
 * The entries of one catalogue import commit (up to 32 products of one record shard, one author, one
 * time) are copied as one document instead (`{ entries }`, batches.ts), under a key that names the
 * shard and its products; the log expands it into one row per product.
 */

export { ACTIVITY_PREFIX, RETENTION_MS, activityKey, entryBatchKey, entryIdOf, monthOf } from './keys.ts';
export { activityPage, entityActivity } from './read.ts';

/**
 * Writes one log key (an entry, or an import commit's `{ entries }`): its record's copy, then the
 * key, then, for a day already counted, the marker that makes its counts stale (counts.ts).
 */
export async function writeLogKey(deps: Deps, key: string, value: unknown, { late = true } = {}): Promise<void> {
  const canonical = canonicalKey(key);
  await deps.db.create(recordKeyOf(canonical), value);
  const created = await deps.db.create(canonical, value);
  if (created && late && keyDayOver(canonical)) await deps.db.create(lateKeyOf(canonical), {});
}

/** Writes entries to the log; an entry already there stays as it is. */
export async function writeEntries(deps: Deps, entries: readonly ActivityEntry[]): Promise<void> {
  await pMap(entries, (entry) => writeLogKey(deps, activityKey(entry), entry), { concurrency: 8 });
}

/** Whether the entry is in the log: its own key, or the document of its import commit (`batch`). */
export async function hasEntry(deps: Deps, entry: ActivityEntry): Promise<boolean> {
  return (await deps.db.get(canonicalKey(entry.batch ?? activityKey(entry)), 'strong')) !== null;
}

/** The prefixes that hold one month of the log, its copies, markers and days' indexes. */
const monthPrefixes = (month: string) => [
  `${ACTIVITY_PREFIX}${month}/`,
  `${RECORDS_PREFIX}${month}/`,
  `${LATE_PREFIX}${month}/`,
  `${DAYS_PREFIX}${month}/`,
];

/** Drops one month whole; answers how many log keys went. */
async function dropMonth(deps: Deps, month: string): Promise<number> {
  const [entries, ...rest] = await Promise.all(monthPrefixes(month).map((prefix) => deps.db.keys(prefix)));
  await pMap([...entries!, ...rest.flat()], (key) => deps.db.delete(key), { concurrency: 16 });
  await deps.db.delete(`${COUNTS_PREFIX}${month}`);
  return entries!.length;
}

/** Drops, from log keys already listed, the months whose entries are all older than a year. */
export async function pruneKeys(deps: Deps, keys: readonly string[]): Promise<number> {
  const keptFrom = monthOf(deps.now().getTime() - RETENTION_MS);
  const months = new Set(
    keys
      .map((key) => key.slice(ACTIVITY_PREFIX.length, ACTIVITY_PREFIX.length + 7))
      .filter((month) => month < keptFrom),
  );
  let dropped = 0;
  for (const month of months) dropped += await dropMonth(deps, month);
  return dropped;
}

/**
 * Drops every month whose entries are all older than a year (looking back three years for months a
 * stopped site left behind); answers how many entries went.
 */
export async function pruneActivity(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - RETENTION_MS);
  // The last month that may still hold an entry younger than a year is the cutoff's own month.
  const cursor = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - 1, 1));
  let dropped = 0;
  for (let step = 0; step < 36; step += 1) {
    dropped += await dropMonth(deps, monthOf(cursor.getTime()));
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return dropped;
}
