import type { ContactRow } from '#shared/inbox/contact.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { diffChanges, journaledUpdate } from '../activity/index.ts';
import { countRows, lastShard, recordCounts, shardKey, type InboxCounts, type Shard } from './contact-inbox.ts';
import { foldNewContacts } from './inbox-fold.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/*
 * The inbox's rows: one shard's, the whole inbox (reused while no shard changed), where one message's
 * row is, and a change to one row by compare-and-swap of its shard.
 */

/** One shard's rows, newest first. */
export async function shardRows(deps: Deps, n: number): Promise<ContactRow[]> {
  const rows = [...((await deps.db.getShared<Shard>(shardKey(n)))?.rows ?? [])];
  return rows.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
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
forgetOnStoreChange(() => (lastView = null));

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
