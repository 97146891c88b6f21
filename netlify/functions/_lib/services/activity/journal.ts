import { randomUUID } from 'node:crypto';
import type { ActivityChange, ActivityEntity, ActivityEntry } from '#shared/activity/entry.ts';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';
import { currentActor } from './actor.ts';
import { hasEntry, writeEntries } from './log.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/*
 * The record travels with the change. A change to a document (settings, users, categories, a quote
 * or contact shard…) is one compare-and-swap; its activity entries ride inside the document that CAS
 * writes (`_activity`), so the change and its entries are committed together or not at all. After
 * the commit they are copied to the log (create-only, idempotent), and whoever overwrites the
 * document next copies the entries it carries first, so a crash between the commit and the copy
 * never loses them: the next change, a read of the log's repair or the store check finishes it.
 */

export const CARRIED = '_activity';
type Carrying = { [CARRIED]?: ActivityEntry[] };

export interface EntryDraft {
  entity: ActivityEntity;
  entity_id: string | number;
  action: string;
  label?: string;
  changes?: ActivityChange[];
}

/** An entry for a change made now by the acting user; `id` derived from the change when it has one. */
export function newEntry(deps: Deps, draft: EntryDraft, id: string = randomUUID()): ActivityEntry {
  return {
    id,
    at: deps.now().toISOString(),
    user: currentActor(),
    action: draft.action,
    entity: draft.entity,
    entity_id: String(draft.entity_id),
    label: (draft.label ?? '').slice(0, 200),
    changes: draft.changes ?? [],
  };
}

/** Entry ids this instance knows are in the log (bounded). */
const flushed = new Set<string>();
forgetOnStoreChange(() => flushed.clear());
const remember = (id: string) => {
  flushed.add(id);
  if (flushed.size > 10_000) flushed.delete(flushed.values().next().value!);
};

/** Makes sure carried entries are in the log: one read each the first time this instance meets them. */
export async function flushCarried(deps: Deps, entries: readonly ActivityEntry[] | undefined): Promise<void> {
  const pending = (entries ?? []).filter((entry) => !flushed.has(entry.id));
  for (const entry of pending) {
    if (!(await hasEntry(deps, entry))) await writeEntries(deps, [entry]);
    remember(entry.id);
  }
}

/** Copies freshly committed entries to the log. */
export async function followEntries(deps: Deps, entries: readonly ActivityEntry[]): Promise<void> {
  try {
    await writeEntries(deps, entries);
    for (const entry of entries) remember(entry.id);
  } catch (error) {
    // Committed with the change all the same: the next write of the document or the store check copies them.
    console.error('Activity entries were committed but not yet copied to the log:', error);
  }
}

export const carriedEntries = (doc: unknown): ActivityEntry[] =>
  doc && typeof doc === 'object' ? ((doc as Carrying)[CARRIED] ?? []) : [];

/** The document without the entries it carries (what its readers and writers work on). */
export function withoutCarried<T>(doc: T): T {
  if (!doc || typeof doc !== 'object' || !(CARRIED in doc)) return doc;
  const { [CARRIED]: _carried, ...rest } = doc as T & Carrying;
  return rest as T;
}

/**
 * `db.update` of a document with its activity: the entries `describe` gives for the change are
 * written inside the same compare-and-swap, then copied to the log. Every writer of a document that
 * carries entries goes through here (with no `describe` when its change is not recorded), so the
 * entries carried are copied before they are overwritten.
 */
export async function journaledUpdate<T extends object, R = T>(
  deps: Deps,
  key: string,
  mutate: (current: T | null) => T | Unchanged<R> | Promise<T | Unchanged<R>>,
  describe?: (before: T | null, after: T) => EntryDraft[],
): Promise<T | R> {
  let written: ActivityEntry[] = [];
  const result = await deps.db.update<T & Carrying, R>(key, async (stored) => {
    written = [];
    await flushCarried(deps, carriedEntries(stored));
    const current = stored ? withoutCarried(stored) : null;
    const next = await mutate(current);
    if (next instanceof Unchanged) return next;
    const plain = withoutCarried(next);
    written = (describe?.(current, plain) ?? []).map((draft) => newEntry(deps, draft));
    return (written.length > 0 ? { ...plain, [CARRIED]: written } : plain) as T & Carrying;
  });
  if (written.length > 0) await followEntries(deps, written);
  return withoutCarried(result);
}
