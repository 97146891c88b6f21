import pMap from 'p-map';
import type { ContactRow } from '#shared/inbox/contact.ts';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';
import { journaledUpdate } from '../activity/index.ts';
import {
  HEAD_KEY,
  lastShard,
  MARKER_PREFIX,
  markerKey,
  RECORD_PREFIX,
  recordCounts,
  recordKey,
  rowOf,
  SHARD_SIZE,
  shardKey,
  type ContactRecord,
  type Head,
  type Shard,
} from './contact-inbox.ts';

/*
 * Indexing new messages: the public form leaves a marker beside each message, and whoever reads the
 * inbox first appends the marked messages' rows to the last shard and deletes the markers.
 */

/** Markers indexed per pass; a reader meeting more indexes them in several passes. */
const FOLD_BATCH = 512;

/** Marks a new message for the index: create-only, one key per message. */
export async function markForInbox({ db }: Deps, id: string): Promise<void> {
  await db.create(markerKey(id), { at: id });
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
