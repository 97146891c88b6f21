import type { ContactMessage, ContactRow } from '#shared/inbox/contact.ts';
import { CONTACT_STATUSES, type ContactStatus } from '#shared/inbox/contact-limits.ts';
import { ContactMessageSchema } from '#shared/inbox/contact.ts';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';

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
 *
 * This file holds the keys, the shapes and the head's counts; inbox-fold.ts indexes new messages,
 * inbox-head.ts reads the counts, inbox-rows.ts reads and changes the rows.
 */

export const SHARD_SIZE = 256;
export const RECORD_PREFIX = 'contacts/';
export const MARKER_PREFIX = 'contact-new/';
const SHARD_PREFIX = 'contact-inbox/';
export const HEAD_KEY = 'contact-inbox/head';

export type ContactRecord = z.input<typeof ContactMessageSchema>;

export type InboxCounts = Record<ContactStatus, number> & { archived: number };

/** A shard's counts as of its revision `rev`. */
interface ShardCounts {
  rev: number;
  counts: InboxCounts;
}

export interface Head {
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

export async function lastShard({ db }: Deps): Promise<number | null> {
  return (await db.get<Head>(HEAD_KEY))?.last ?? null;
}

export function countRows(rows: readonly ContactRow[]): InboxCounts {
  const counts = { ...Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])), archived: 0 } as InboxCounts;
  for (const row of rows) {
    if (row.deleted_at) counts.archived += 1;
    else counts[row.status] += 1;
  }
  return counts;
}

/** Records a shard's counts in the head at the shard's revision, unless the head already has a later one. */
export async function recordCounts({ db }: Deps, n: number, shard: Shard): Promise<void> {
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
