import type { ActivityEntry } from '#shared/activity/entry.ts';
import { SLOTS_PATTERN, idsOfSlots, slotsOf } from './slots.ts';

/*
 * The names of the activity log's keys (decision 018). An entry is kept under
 *
 *   activity/{YYYY-MM}/{DD}/{13 digits: 9999999999999 − time}~{entity}~{entity id}~{user id}~{entry id}
 *
 * (UTC month and day), so one day's keys list on their own and list newest first; the list's filters
 * (person, entity, record, dates) are decided from the key names alone. The same name is kept a
 * second time under the record it concerns, so one record's history lists only its own keys:
 *
 *   activity-records/{YYYY-MM}/{entity}/{bucket: 2 hex digits}/{entity id}/{name}
 *
 * An import commit's entries (up to 32 products of one record shard) share one key whose entity id
 * is `@{shard}.{slots}`; its record copy is kept under the shard: `…/product/@{shard}/{name}`.
 */

export const ACTIVITY_PREFIX = 'activity/';
export const RECORDS_PREFIX = 'activity-records/';
export const RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
const MAX_TIME = 9_999_999_999_999;
const SEP = '~';
const JAKARTA_MS = 7 * 60 * 60 * 1000;

export const monthOf = (time: number) => new Date(time).toISOString().slice(0, 7);
export const dayOf = (time: number) => new Date(time).toISOString().slice(8, 10);
/** The Jakarta date (YYYY-MM-DD) of a time: what the list's date filters name. */
export const jakartaDateOf = (time: number) => new Date(time + JAKARTA_MS).toISOString().slice(0, 10);
export const encode = (value: string | number) => encodeURIComponent(String(value)).replaceAll('~', '%7E');
const inverted = (time: number) => String(MAX_TIME - time).padStart(13, '0');

const dayPrefix = (time: number) => `${ACTIVITY_PREFIX}${monthOf(time)}/${dayOf(time)}/`;

export function activityKey(entry: ActivityEntry): string {
  const time = Date.parse(entry.at);
  return `${dayPrefix(time)}${[inverted(time), entry.entity, encode(entry.entity_id), entry.user.id, encode(entry.id)].join(SEP)}`;
}

/** The log key of one import commit's entries: one author, one time, the shard's products it names. */
export function entryBatchKey(shard: number, ids: Iterable<number>, at: string, userId: number, batch: string): string {
  const time = Date.parse(at);
  const entity = encode(`@${shard}.${slotsOf(ids)}`);
  return `${dayPrefix(time)}${[inverted(time), 'product', entity, userId, batch].join(SEP)}`;
}

/** The name of a log key (after its last '/'). */
export const nameOf = (key: string) => key.slice(key.lastIndexOf('/') + 1);
const timeOfName = (name: string) => MAX_TIME - Number(name.split(SEP)[0]);

/**
 * A log key in today's layout. Keys written before the log was split by day
 * (`activity/{YYYY-MM}/{name}`, still named by import commits made then) map to their day's key.
 */
export function canonicalKey(key: string): string {
  const name = nameOf(key);
  return `${dayPrefix(timeOfName(name))}${name}`;
}

/**
 * The folder of one record's copies in a month. Records are spread over 256 buckets so no folder on
 * the way holds every record of an entity (a listing may read the folders beside its path).
 */
export function recordFolder(month: string, entity: string, folder: string): string {
  let hash = 0;
  for (const char of folder) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `${RECORDS_PREFIX}${month}/${entity}/${(hash & 0xff).toString(16).padStart(2, '0')}/${folder}/`;
}

/** The copy of a log key kept under the record it concerns. */
export function recordKeyOf(key: string): string {
  const name = nameOf(key);
  const [, entity, entityId] = name.split(SEP);
  const batch = entity === 'product' ? /^@(\d+)\./.exec(decodeURIComponent(entityId ?? '')) : null;
  const folder = batch ? encode(`@${batch[1]}`) : entityId!;
  return `${recordFolder(monthOf(timeOfName(name)), entity!, folder)}${name}`;
}

/** A row of the log as its key tells it; a batch key stands for one row per product it names. */
export interface KeyFacts {
  key: string;
  name: string;
  /** Sorts the rows of one batch key (by product id); 0 for a key of its own. */
  order: number;
  time: number;
  /** Jakarta date of `time`. */
  date: string;
  entity: string;
  entityId: string;
  userId: number;
}

export function parseKey(key: string): KeyFacts[] {
  const name = nameOf(key);
  const [time, entity, entityId, userId] = name.split(SEP);
  if (!time || !entity || entityId === undefined || userId === undefined) return [];
  const at = MAX_TIME - Number(time);
  const facts = { key, name, order: 0, time: at, date: jakartaDateOf(at), entity, userId: Number(userId) };
  const batch = entity === 'product' ? /^@(\d+)\.(.{8})$/.exec(decodeURIComponent(entityId)) : null;
  if (!batch || !SLOTS_PATTERN.test(batch[2]!)) return [{ ...facts, entityId: decodeURIComponent(entityId) }];
  return idsOfSlots(Number(batch[1]), batch[2]!).map((id) => ({ ...facts, order: id, entityId: String(id) }));
}

/** Newest first; the rows of one batch key by product id. */
export const newestFirst = (a: KeyFacts, b: KeyFacts) =>
  a.name === b.name ? a.order - b.order : a.name < b.name ? -1 : 1;

/** The entry id a log key ends with (for a key of an import commit, its batch name). */
export const entryIdOf = (key: string) => decodeURIComponent(key.slice(key.lastIndexOf(SEP) + 1));
