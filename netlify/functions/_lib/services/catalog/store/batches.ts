import { randomUUID } from 'node:crypto';
import pMap from 'p-map';
import type { ActivityEntry } from '#shared/activity/entry.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { RECORD_SHARD_SIZE, recordShardOf } from './keys.ts';
import { GROUP_SIZE, hasSlot, idsOfSlots, SLOTS_PATTERN, slotsOf, writeLogKey } from '../../activity/index.ts';

// The log names an import commit's products by their slots in one group of ids: a shard must be one group.
if (RECORD_SHARD_SIZE !== GROUP_SIZE) throw new Error('A record shard must hold exactly one activity group of ids');

/*
 * The copies of one catalogue import commit, kept together (decision 018, "Imports copy a commit as
 * one document"). An import commits up to 32 products of one record shard in one compare-and-swap;
 * copying each version and its entry to a key of its own cost the import two writes a row, more than
 * the import's own work. Instead the commit's versions and entries are copied as two documents:
 *
 *   product-revision-batches/{shard}/{13 digits: 9999999999999 − time}~{slots}~{newest version}~{batch}
 *       { records: ProductRecord[] }   the versions, as committed
 *   activity/{YYYY-MM}/{13 digits}~product~@{shard}.{slots}~{user id}~{batch}
 *       { entries: ActivityEntry[] }   their entries (one author, one time: the commit's)
 *
 * `slots` is a 32-bit mask (8 hex digits) of the shard's products the document holds, so the readers
 * of one product's revisions or activity pick the documents naming it from the key names alone, and
 * the log's counts and filters still come from key names (a batch key stands for one row per slot).
 * Every entry of the commit names its log document (`batch`), so "is this version copied?" is one
 * read, as for a single entry; the revision document is written first, as a single revision is.
 * Versions replaced by an import that were never copied (seeded products, backups) are copied before
 * the commit as one revision document of the same layout, without entries.
 */

export const REVISION_BATCHES_PREFIX = 'product-revision-batches/';
const MAX_TIME = 9_999_999_999_999;
const SEP = '~';

export interface RevisionBatch {
  records: ProductRecord[];
}
export interface EntryBatch {
  entries: ActivityEntry[];
}

const inverted = (time: number) => String(MAX_TIME - time).padStart(13, '0');

function revisionBatchKey(records: readonly ProductRecord[], time: number, batch: string): string {
  const shard = recordShardOf(records[0]!.id);
  const newest = Math.max(...records.map((record) => record.version));
  return `${REVISION_BATCHES_PREFIX}${shard}/${[inverted(time), slotsOf(records.map((record) => record.id)), newest, batch].join(SEP)}`;
}

interface RevisionBatchFacts {
  key: string;
  slots: string;
  newest: number;
}

function parseRevisionBatchKey(key: string): RevisionBatchFacts | null {
  const [, slots, newest] = key.slice(key.lastIndexOf('/') + 1).split(SEP);
  if (!slots || !SLOTS_PATTERN.test(slots) || !newest) return null;
  return { key, slots, newest: Number(newest) };
}

/** A fresh name for a commit's pair of documents. */
export const newBatchId = () => randomUUID();

/** The batch name a log key of a batch ends with (the revision document's key ends with it too). */
const batchIdOf = (entryKey: string) => entryKey.slice(entryKey.lastIndexOf(SEP) + 1);

/**
 * Copies one commit's versions of one shard: their revision document, then their log document (an
 * entry in the log promises its revision). Create-only, so a copy made twice keeps the first.
 */
export async function writeBatch(deps: Deps, entryKey: string, records: readonly ProductRecord[]): Promise<void> {
  if (records.length === 0) return;
  const time = Date.parse(records[0]!.activity!.at);
  await deps.db.create<RevisionBatch>(revisionBatchKey(records, time, batchIdOf(entryKey)), { records: [...records] });
  await writeLogKey(deps, entryKey, { entries: records.map((record) => record.activity!) } satisfies EntryBatch);
}

/** Copies versions that have no entry (seeded, restored from a backup) as one revision document. */
export async function writeRevisionBatch(deps: Deps, records: readonly ProductRecord[]): Promise<void> {
  if (records.length === 0) return;
  await deps.db.create<RevisionBatch>(revisionBatchKey(records, deps.now().getTime(), newBatchId()), {
    records: [...records],
  });
}

async function batchKeysOf(deps: Deps, shard: number): Promise<RevisionBatchFacts[]> {
  return (await deps.db.keys(`${REVISION_BATCHES_PREFIX}${shard}/`))
    .map(parseRevisionBatchKey)
    .filter((facts) => facts !== null);
}

/** The versions of a product kept in revision documents (any order, possibly twice). */
export async function batchedRevisions(deps: Deps, id: number, version?: number): Promise<ProductRecord[]> {
  const keys = (await batchKeysOf(deps, recordShardOf(id))).filter(
    (facts) => hasSlot(facts.slots, id) && (version === undefined || facts.newest >= version),
  );
  const batches = await pMap(keys, (facts) => deps.db.get<RevisionBatch>(facts.key, 'strong'), { concurrency: 8 });
  return batches.flatMap((batch) =>
    (batch?.records ?? []).filter(
      (record) => record.id === id && (version === undefined || record.version === version),
    ),
  );
}

/**
 * Drops a shard's revision documents that hold only versions every product has kept 50 newer ones
 * of, decided from key names alone: a document goes when its newest version is at least `keep`
 * below the current version of each product it names (a product no longer in the shard was deleted
 * for good). Conservative: a document naming a product that rarely changes waits for it.
 */
export async function pruneRevisionBatches(
  deps: Deps,
  shard: number,
  current: Readonly<Record<string, ProductRecord>>,
  keep: number,
): Promise<void> {
  const old = (await batchKeysOf(deps, shard)).filter((facts) =>
    idsOfSlots(shard, facts.slots).every((id) => {
      const record = current[id];
      return !record || facts.newest <= record.version - keep;
    }),
  );
  await pMap(old, (facts) => deps.db.delete(facts.key), { concurrency: 8 });
}

/** A product deleted for good leaves the revision documents of its shard (emptied ones go). */
export async function dropBatchedRevisions(deps: Deps, id: number): Promise<void> {
  const keys = (await batchKeysOf(deps, recordShardOf(id))).filter((facts) => hasSlot(facts.slots, id));
  await pMap(
    keys,
    async (facts) => {
      const batch = await deps.db.get<RevisionBatch>(facts.key, 'strong');
      const records = (batch?.records ?? []).filter((record) => record.id !== id);
      if (records.length === 0) await deps.db.delete(facts.key);
      else await deps.db.put<RevisionBatch>(facts.key, { records });
    },
    { concurrency: 8 },
  );
}

/** Every revision document's versions, for the store check's media scan. */
export async function allBatchedRevisions(deps: Deps, visit: (record: ProductRecord) => void): Promise<void> {
  const keys = await deps.db.keys(REVISION_BATCHES_PREFIX);
  await pMap(
    keys,
    async (key) => {
      for (const record of (await deps.db.get<RevisionBatch>(key, 'strong'))?.records ?? []) visit(record);
    },
    { concurrency: 16 },
  );
}
