import pMap from 'p-map';
import {
  ActivityEntrySchema,
  type ActivityEntry,
  type ActivityPage,
  type ActivityQuery,
  type EntityActivity,
} from '#shared/activity.ts';
import type { Deps } from '../deps.ts';
import { SLOTS_PATTERN, idsOfSlots, slotsOf } from './slots.ts';

/*
 * The activity log: one small key per entry, sharded by month (UTC),
 *
 *   activity/{YYYY-MM}/{13 digits: 9999999999999 − time}~{entity}~{entity id}~{user id}~{entry id}
 *
 * so a month's keys list newest first, the list's filters (person, entity, record, dates) are decided
 * from the key names alone and only the page shown is read. Entries are written create-only under a
 * key derived from the entry itself: writing one twice (a repair, two instances) keeps one.
 * Entries older than a year are not listed, and whole months are dropped once all of it is older
 * than a year (`pruneActivity`: the daily purge and the store check), so the log cannot grow
 * without bound. See docs/decisions/018-activity-log-and-revisions.md.
 *
 * The entries of one catalogue import commit (up to 32 products of one record shard, one author, one
 * time) are copied as one document instead, under a key that names the shard and its products:
 *
 *   activity/{YYYY-MM}/{13 digits}~product~@{shard}.{slots: 32-bit mask, 8 hex digits}~{user id}~{batch}
 *
 * holding `{ entries }`. Listing expands such a key into one row per product it names, so counts,
 * filters and pages come from key names as before; a page reads each document it touches once.
 */

export const ACTIVITY_PREFIX = 'activity/';
export const RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_TIME = 9_999_999_999_999;
const SEP = '~';
const JAKARTA_OFFSET = '+07:00';

export const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);
const encode = (value: string | number) => encodeURIComponent(String(value)).replaceAll('~', '%7E');
const inverted = (time: number) => String(MAX_TIME - time).padStart(13, '0');

export function activityKey(entry: ActivityEntry): string {
  const time = Date.parse(entry.at);
  return `${ACTIVITY_PREFIX}${monthOf(time)}/${[inverted(time), entry.entity, encode(entry.entity_id), entry.user.id, encode(entry.id)].join(SEP)}`;
}

/** The log key of one import commit's entries: one author, one time, the shard's products it names. */
export function entryBatchKey(shard: number, ids: Iterable<number>, at: string, userId: number, batch: string): string {
  const time = Date.parse(at);
  const entity = encode(`@${shard}.${slotsOf(ids)}`);
  return `${ACTIVITY_PREFIX}${monthOf(time)}/${[inverted(time), 'product', entity, userId, batch].join(SEP)}`;
}

/** A row of the log as its key tells it; a batch key stands for one row per product it names. */
interface KeyFacts {
  key: string;
  /** Sorts the rows of one batch key (by product id); 0 for a key of its own. */
  order: number;
  time: number;
  entity: string;
  entityId: string;
  userId: number;
}

function parseKey(key: string): KeyFacts[] {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const [time, entity, entityId, userId] = name.split(SEP);
  if (!time || !entity || entityId === undefined || userId === undefined) return [];
  const facts = { key, order: 0, time: MAX_TIME - Number(time), entity, userId: Number(userId) };
  const batch = entity === 'product' ? /^@(\d+)\.(.{8})$/.exec(decodeURIComponent(entityId)) : null;
  if (!batch || !SLOTS_PATTERN.test(batch[2]!)) return [{ ...facts, entityId: decodeURIComponent(entityId) }];
  return idsOfSlots(Number(batch[1]), batch[2]!).map((id) => ({ ...facts, order: id, entityId: String(id) }));
}

const nameOf = (key: string) => key.slice(key.lastIndexOf('/'));

/** Writes entries to the log; an entry already there stays as it is. */
export async function writeEntries(deps: Deps, entries: readonly ActivityEntry[]): Promise<void> {
  await pMap(entries, (entry) => deps.db.create(activityKey(entry), entry), { concurrency: 8 });
}

/** Whether the entry is in the log: its own key, or the document of its import commit (`batch`). */
export async function hasEntry(deps: Deps, entry: ActivityEntry): Promise<boolean> {
  return (await deps.db.get(entry.batch ?? activityKey(entry), 'strong')) !== null;
}

/** The months (newest first) that may hold entries between `from` and `to` (ms), within the last year. */
function monthsBetween(from: number, to: number): string[] {
  const months: string[] = [];
  const cursor = new Date(to);
  cursor.setUTCDate(1);
  cursor.setUTCHours(0, 0, 0, 0);
  const first = monthOf(from);
  for (let month = monthOf(cursor.getTime()); month >= first; month = monthOf(cursor.getTime())) {
    months.push(month);
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return months;
}

async function matchingKeys(deps: Deps, query: ActivityQuery): Promise<KeyFacts[]> {
  const now = deps.now().getTime();
  const oldest = now - RETENTION_MS;
  const from = Math.max(oldest, query.from ? Date.parse(`${query.from}T00:00:00${JAKARTA_OFFSET}`) : oldest);
  const to = Math.min(now + 60_000, query.to ? Date.parse(`${query.to}T23:59:59.999${JAKARTA_OFFSET}`) : Infinity);
  if (from > to) return [];
  const months = monthsBetween(from, to);
  const listed = await pMap(months, (month) => deps.db.keys(`${ACTIVITY_PREFIX}${month}/`), { concurrency: 4 });
  return listed
    .flat()
    .flatMap(parseKey)
    .filter(
      (facts) =>
        facts.time >= from &&
        facts.time <= to &&
        (query.entity === undefined || facts.entity === query.entity) &&
        (query.id === undefined || facts.entityId === query.id) &&
        (query.user === undefined || facts.userId === query.user),
    )
    .sort((a, b) => {
      const [nameA, nameB] = [nameOf(a.key), nameOf(b.key)];
      return nameA === nameB ? a.order - b.order : nameA < nameB ? -1 : 1;
    });
}

/** The entries of the rows given, in their order: each key read once (a batch holds many rows). */
async function readEntries(deps: Deps, keys: KeyFacts[]): Promise<ActivityEntry[]> {
  const unique = [...new Set(keys.map((facts) => facts.key))];
  const values = await pMap(unique, (key) => deps.db.get<unknown>(key, 'strong'), { concurrency: 16 });
  const stored = new Map(unique.map((key, index) => [key, values[index]]));
  return keys.flatMap((facts) => {
    const value = stored.get(facts.key);
    const batch = value && typeof value === 'object' && 'entries' in value ? value.entries : undefined;
    const entry = Array.isArray(batch)
      ? batch.find((item: { entity_id?: unknown }) => item?.entity_id === facts.entityId)
      : value;
    const parsed = ActivityEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A page of the log, newest first, filtered by person, entity (and record) and Jakarta dates. */
export async function activityPage(deps: Deps, query: ActivityQuery): Promise<ActivityPage> {
  const keys = await matchingKeys(deps, query);
  const start = (query.page - 1) * query.per_page;
  const entries = await readEntries(deps, keys.slice(start, start + query.per_page));
  return {
    data: entries.map(({ id: _id, batch: _batch, ...row }) => row),
    total: keys.length,
    page: query.page,
    per_page: query.per_page,
    people: [],
  };
}

/** One record's own history, newest first (at most 500 entries). */
export async function entityActivity(
  deps: Deps,
  entity: ActivityEntry['entity'],
  id: string,
): Promise<EntityActivity[]> {
  const keys = await matchingKeys(deps, { entity, id, page: 1, per_page: 500 });
  const entries = await readEntries(deps, keys.slice(0, 500));
  return entries.map(({ at, user, action, changes }) => ({ at, user, action, changes }));
}

/** The entry id a log key ends with (for a key of an import commit, its batch name). */
export const entryIdOf = (key: string) => decodeURIComponent(key.slice(key.lastIndexOf(SEP) + 1));

/** Drops, from keys already listed, those of months whose entries are all older than a year. */
export async function pruneKeys(deps: Deps, keys: readonly string[]): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - RETENTION_MS);
  const keptFrom = monthOf(cutoff.getTime());
  const old = keys.filter((key) => key.slice(ACTIVITY_PREFIX.length, ACTIVITY_PREFIX.length + 7) < keptFrom);
  await pMap(old, (key) => deps.db.delete(key), { concurrency: 16 });
  return old.length;
}

/**
 * Drops every month whose entries are all older than a year (looking back three years for months a
 * stopped site left behind); answers how many entries went.
 */
export async function pruneActivity(deps: Deps): Promise<number> {
  const now = deps.now().getTime();
  const cutoff = new Date(now - RETENTION_MS);
  // The last month that may still hold an entry younger than a year is the cutoff's own month.
  const cursor = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - 1, 1));
  let dropped = 0;
  for (let step = 0; step < 36; step += 1) {
    const keys = await deps.db.keys(`${ACTIVITY_PREFIX}${monthOf(cursor.getTime())}/`);
    await pMap(keys, (key) => deps.db.delete(key), { concurrency: 16 });
    dropped += keys.length;
    cursor.setUTCMonth(cursor.getUTCMonth() - 1);
  }
  return dropped;
}
