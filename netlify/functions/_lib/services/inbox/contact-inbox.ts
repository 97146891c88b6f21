import pMap from 'p-map';
import type { ContactMessage, ContactRow } from '#shared/api-types.ts';
import { CONTACT_STATUSES, type ContactStatus } from '#shared/contact.ts';
import { ContactMessageSchema } from '#shared/schemas.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { diffChanges, journaledUpdate } from '../activity/index.ts';

/*
 * The admin's view of the contact inbox, kept beside the messages so that reading it costs a few
 * shards instead of one read per message:
 *
 *  contacts/{id}               the message itself, written by the public form (one key each, so any
 *                              number of visitors submitting at once never contend)
 *  contact-new/{id}            a marker the form creates beside it: "not in the inbox index yet"
 *  contact-inbox/{nnnnnn}      the inbox rows (everything but the message text), SHARD_SIZE a shard
 *                              in the order they were indexed; a status change, a delete or a
 *                              restore is one compare-and-swap of the row's shard
 *  contact-inbox/head          the number of the last shard
 *
 * Whoever reads the inbox (the list, the unread badge) first indexes the waiting markers: appends
 * their rows to the last shard (opening a new one when it is full) and then deletes the markers. A
 * row is never added twice: a marker another reader indexed a moment ago is found in the last shards
 * and skipped. The public form therefore never writes a shared document, and the admin's reads cost
 * the same whatever the number of messages: one small list of markers, and each shard read with the
 * ETag already held (unchanged shards are not transferred or parsed again).
 *
 * Counts: every write of a shard (a compare-and-swap that bumps its `rev`) is followed by one of the
 * head that records the shard's counts at that revision, only ever moving it forward, so writers in
 * any order agree. The unread badge and an unsearched page's totals read the head alone. A process
 * that died between the two writes leaves the head behind for that shard; once a minute an instance
 * compares the head with the shards and brings it forward (HEAL_EVERY_MS).
 */

export const SHARD_SIZE = 256;
const RECORD_PREFIX = 'contacts/';
const MARKER_PREFIX = 'contact-new/';
const SHARD_PREFIX = 'contact-inbox/';
const HEAD_KEY = 'contact-inbox/head';
/** Markers indexed per pass; a reader meeting more indexes them in several passes. */
const FOLD_BATCH = 512;
const HEAL_EVERY_MS = 60_000;

export type ContactRecord = z.input<typeof ContactMessageSchema>;

export type InboxCounts = Record<ContactStatus, number> & { archived: number };

/** A shard's counts as of its revision `rev`. */
interface ShardCounts {
  rev: number;
  counts: InboxCounts;
}

interface Head {
  last: number;
  /** Shard number → its counts: the badge and the page totals read these, not the shards. */
  shards?: Record<string, ShardCounts>;
}

export interface Shard {
  rows: ContactRow[];
  /** Bumped by every write of the shard, so its counts in the head only ever move forward. */
  rev?: number;
}

export const recordKey = (id: string) => `${RECORD_PREFIX}${id}`;
export const markerKey = (id: string) => `${MARKER_PREFIX}${id}`;
export const shardKey = (n: number) => `${SHARD_PREFIX}${String(n).padStart(6, '0')}`;

/** The record as the admin reads it, whatever version of the form stored it. */
export const contactView = (record: ContactRecord): ContactMessage => ContactMessageSchema.parse(record);

/** The row of a stored record; an archived message (a backup's) stays archived. */
export function rowOf(record: ContactRecord & Pick<ContactRow, 'deleted_at' | 'deleted_by'>): ContactRow {
  const { message: _message, ...row } = contactView(record);
  return record.deleted_at ? { ...row, deleted_at: record.deleted_at, deleted_by: record.deleted_by ?? '' } : row;
}

/** Marks a new message for the index: create-only, one key per message. */
export async function markForInbox({ db }: Deps, id: string): Promise<void> {
  await db.create(markerKey(id), { at: id });
}

async function lastShard({ db }: Deps): Promise<number | null> {
  return (await db.get<Head>(HEAD_KEY))?.last ?? null;
}

/**
 * Indexes every waiting marker. On a store that has messages but no index yet (messages stored before
 * the index existed), every message is marked first.
 */
export async function foldNewContacts(deps: Deps): Promise<void> {
  const { db } = deps;
  if ((await lastShard(deps)) === null) {
    // First read on this store: every message gets a marker (create-only, so an interrupted pass
    // repeats harmlessly), then the head exists and the markers are indexed as usual, batch by batch.
    const ids = (await db.keys(RECORD_PREFIX)).map((key) => key.slice(RECORD_PREFIX.length));
    await pMap(
      ids.filter((id) => !id.startsWith('.')),
      (id) => markForInbox(deps, id),
      { concurrency: 16 },
    );
    await db.update<Head, null>(HEAD_KEY, (current) => (current ? new Unchanged(null) : { last: 0 }));
  }
  const waiting = (await db.keys(MARKER_PREFIX)).map((key) => key.slice(MARKER_PREFIX.length));
  const ids = waiting.filter((id) => !id.startsWith('.')).sort();
  for (let start = 0; start < ids.length; start += FOLD_BATCH) {
    await foldBatch(deps, ids.slice(start, start + FOLD_BATCH));
  }
}

function countRows(rows: readonly ContactRow[]): InboxCounts {
  const counts = { ...Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])), archived: 0 } as InboxCounts;
  for (const row of rows) {
    if (row.deleted_at) counts.archived += 1;
    else counts[row.status] += 1;
  }
  return counts;
}

/** Records a shard's counts in the head at the shard's revision, unless the head already has a later one. */
async function recordCounts({ db }: Deps, n: number, shard: Shard): Promise<void> {
  const rev = shard.rev ?? 0;
  await db.update<Head, null>(HEAD_KEY, (current) => {
    const known = current?.shards?.[n];
    if (known && known.rev >= rev) return new Unchanged(null);
    return {
      ...current,
      last: Math.max(current?.last ?? 0, n),
      shards: { ...current?.shards, [n]: { rev, counts: countRows(shard.rows) } },
    };
  });
}

let lastHeal = 0;

/** Brings the head's counts up to every shard's current revision (after a writer died between writes). */
export async function healCounts(deps: Deps, head?: Head): Promise<void> {
  lastHeal = Date.now();
  head ??= (await deps.db.get<Head>(HEAD_KEY)) ?? { last: 0 };
  for (let n = 0; n <= head.last; n++) {
    const shard = await deps.db.getShared<Shard>(shardKey(n));
    const known = head.shards?.[n];
    if (shard && (!known || (shard.rev ?? 0) > known.rev)) await recordCounts(deps, n, shard);
  }
}

export interface InboxHead {
  last: number;
  /** Per shard, newest first: its number and counts. */
  shards: Array<{ n: number; counts: InboxCounts }>;
  counts: InboxCounts;
}

/** The inbox's counts from the head alone (after indexing what waits): what the badge reads. */
export async function inboxHead(deps: Deps): Promise<InboxHead> {
  await foldNewContacts(deps);
  let head = (await deps.db.get<Head>(HEAD_KEY)) ?? { last: 0 };
  const complete = Array.from({ length: head.last + 1 }, (_, n) => head.shards?.[n]).every(Boolean);
  if (!complete || Date.now() - lastHeal > HEAL_EVERY_MS) {
    await healCounts(deps, head);
    head = (await deps.db.get<Head>(HEAD_KEY)) ?? head;
  }
  const shards: InboxHead['shards'] = [];
  const counts = countRows([]);
  for (let n = head.last; n >= 0; n--) {
    const entry = head.shards?.[n]?.counts ?? countRows([]);
    shards.push({ n, counts: entry });
    for (const key of Object.keys(counts) as Array<keyof InboxCounts>) counts[key] += entry[key];
  }
  return { last: head.last, shards, counts };
}

/** One shard's rows, newest first. */
export async function shardRows(deps: Deps, n: number): Promise<ContactRow[]> {
  const rows = [...((await deps.db.getShared<Shard>(shardKey(n)))?.rows ?? [])];
  return rows.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

async function foldBatch(deps: Deps, ids: string[]): Promise<void> {
  const { db } = deps;
  const records = await Promise.all(ids.map((id) => db.get<ContactRecord>(recordKey(id))));
  let rows = records.flatMap((record) => (record?.id ? [rowOf(record)] : []));
  for (;;) {
    const last = (await lastShard(deps)) ?? 0;
    const previous = last > 0 ? await db.get<Shard>(shardKey(last - 1)) : null;
    const known = new Set(previous?.rows.map((row) => row.id));
    let overflow: ContactRow[] = [];
    // Through the journal: the shard may carry an admin change's activity entries (updateRow).
    const written = await journaledUpdate<Shard, null>(deps, shardKey(last), (current) => {
      const present = new Set([...known, ...(current?.rows ?? []).map((row) => row.id)]);
      const fresh = rows.filter((row) => !present.has(row.id));
      const room = SHARD_SIZE - (current?.rows.length ?? 0);
      overflow = fresh.slice(Math.max(room, 0));
      if (fresh.length === 0 || room <= 0) return new Unchanged(null);
      return { rows: [...(current?.rows ?? []), ...fresh.slice(0, room)], rev: (current?.rev ?? 0) + 1 };
    });
    if (written) await recordCounts(deps, last, written);
    if (overflow.length === 0) break;
    // The last shard is full: open the next one (whoever gets there first) and go on there.
    await db.update<Head, null>(HEAD_KEY, (current) =>
      (current?.last ?? 0) > last ? new Unchanged(null) : { ...current, last: last + 1 },
    );
    rows = overflow;
  }
  await Promise.all(ids.map((id) => db.delete(markerKey(id)).catch(() => undefined)));
}

export interface InboxView {
  /** Every row, archived ones included, newest first. */
  rows: readonly ContactRow[];
  counts: InboxCounts;
}

/*
 * The last view built, with the shard objects it was built from. Unchanged shards come back from
 * `getShared` as the very same (frozen) objects, so a read that finds every shard unchanged reuses the
 * view instead of merging and sorting every row again: twenty admins' badges at once cost twenty
 * rounds of small conditional reads, not twenty sorts of the whole inbox.
 */
let lastView: { shards: readonly (Shard | null)[]; view: InboxView } | null = null;

function buildView(shards: readonly (Shard | null)[]): InboxView {
  const rows: ContactRow[] = [];
  for (const shard of shards) if (shard) rows.push(...shard.rows);
  rows.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  return { rows, counts: countRows(rows) };
}

/** The whole inbox as the list and the badge read it, after indexing what waits. */
export async function inboxView(deps: Deps): Promise<InboxView> {
  await foldNewContacts(deps);
  const last = (await lastShard(deps)) ?? 0;
  const shards = await Promise.all(Array.from({ length: last + 1 }, (_, n) => deps.db.getShared<Shard>(shardKey(n))));
  const previous = lastView;
  if (previous && previous.shards.length === shards.length && previous.shards.every((s, i) => s === shards[i])) {
    return previous.view;
  }
  const view = buildView(shards);
  lastView = { shards, view };
  return view;
}

/** Where a message's row is: its shard, scanning from the newest (recent messages are the ones opened). */
export async function findRow(deps: Deps, id: string): Promise<{ shard: number; row: ContactRow } | null> {
  await foldNewContacts(deps);
  const last = (await lastShard(deps)) ?? 0;
  for (let n = last; n >= 0; n--) {
    const row = (await deps.db.getShared<Shard>(shardKey(n)))?.rows.find((item) => item.id === id);
    if (row) return { shard: n, row };
  }
  return null;
}

/**
 * Changes one row by compare-and-swap of its shard. `change` sees the current row and returns the new
 * one, `null` to remove it, or throws (a 409) to refuse.
 */
export async function updateRow(
  deps: Deps,
  shard: number,
  id: string,
  change: (row: ContactRow) => ContactRow | null,
  /** The activity log's action for this change ('status', 'archive', 'restore', 'purge'). */
  action = 'update',
): Promise<ContactRow | null> {
  let result: ContactRow | null = null;
  let before: ContactRow | undefined;
  const written = await journaledUpdate<Shard>(
    deps,
    shardKey(shard),
    (current) => {
      const rows = current?.rows ?? [];
      const index = rows.findIndex((row) => row.id === id);
      // Purged by someone else since it was found.
      if (index < 0) throw notFound('Kontak tidak ditemukan');
      before = rows[index]!;
      result = change(before);
      const next = [...rows];
      if (result) next[index] = result;
      else next.splice(index, 1);
      return { rows: next, rev: (current?.rev ?? 0) + 1 };
    },
    () =>
      before && result !== before
        ? [
            {
              entity: 'contact',
              entity_id: id,
              action,
              label: before.full_name,
              changes: result
                ? diffChanges(before, result, ['status_updated_at', 'status_updated_by', 'deleted_at', 'deleted_by'])
                : [],
            },
          ]
        : [],
  );
  await recordCounts(deps, shard, written);
  return result;
}
