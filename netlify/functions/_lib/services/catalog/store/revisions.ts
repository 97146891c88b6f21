import pMap from 'p-map';
import type { ActivityEntry, ProductRevision } from '#shared/activity/entry.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { recordShardKey, recordShardOf } from './keys.ts';
import { diffChanges, flushCarried, hasEntry, newEntry, SYSTEM_USER, writeEntries } from '../../activity/index.ts';
import {
  allBatchedRevisions,
  batchedRevisions,
  dropBatchedRevisions,
  pruneRevisionBatches,
  writeBatch,
  writeRevisionBatch,
} from './batches.ts';
import { forgetOnStoreChange } from '#server/instance-memory.ts';

/*
 * Product versions and their activity. Every commit of a product record (save, delete, restore,
 * import, bulk edit, a version restored…) writes the record with `activity`: the entry describing
 * that very commit (id `product-{id}-v{version}`). So the change and its entry are one write.
 * After the commit the version is copied, create-only, to
 *
 *   product-revisions/{id}/{version, 8 digits}   the whole record as it was committed
 *
 * and then its entry to the log. Before any writer overwrites a record it makes sure the record's
 * own version was copied (first the revision, then the entry: an entry in the log means its
 * revision is there too), so a process killed between a commit and its copies loses neither; the
 * product's history read and the store check repair the last version of a product nobody changed
 * since. The last KEEP_REVISIONS versions are kept.
 *
 * An import commit's versions are copied together, one revision document and one log document per
 * commit (batches.ts); the readers here read both layouts.
 */

export const REVISIONS_PREFIX = 'product-revisions/';
export const KEEP_REVISIONS = 50;

export const revisionKey = (id: number, version: number) =>
  `${REVISIONS_PREFIX}${id}/${String(version).padStart(8, '0')}`;

/** Fields that say nothing an admin changed. */
const NOT_CHANGES = ['id', 'version', 'created_at', 'updated_at', 'activity', 'deleted_at', 'deleted_by'] as const;

/** The action a commit from `before` to `after` is, unless the caller names it. */
function actionOf(before: ProductRecord | null, after: ProductRecord): string {
  if (!before) return 'create';
  if (after.deleted_at && !before.deleted_at) return 'delete';
  if (!after.deleted_at && before.deleted_at) return 'restore';
  return 'update';
}

/** `after` with the entry describing its own commit. */
export function withProductEntry(
  deps: Deps,
  before: ProductRecord | null,
  after: ProductRecord,
  action?: string,
): ProductRecord {
  const entry = newEntry(
    deps,
    {
      entity: 'product',
      entity_id: after.id,
      action: action ?? actionOf(before, after),
      label: after.name,
      changes: before ? diffChanges(before, after, NOT_CHANGES) : [],
    },
    `product-${after.id}-v${after.version}`,
  );
  return { ...after, activity: entry };
}

/** `id:version` of versions this instance knows are copied (bounded). */
const copied = new Set<string>();
forgetOnStoreChange(() => copied.clear());
const remember = (record: ProductRecord) => {
  copied.add(`${record.id}:${record.version}`);
  if (copied.size > 20_000) copied.delete(copied.values().next().value!);
};

/** The version's entry, or none for a record written before entries existed (seeded, imported backups). */
const entryOf = (record: ProductRecord): ActivityEntry | undefined =>
  record.activity && record.activity.id === `product-${record.id}-v${record.version}` ? record.activity : undefined;

/** A record shard as stored; a permanent delete leaves its entry here (the record is gone). */
interface StoredShard {
  records?: Record<string, ProductRecord>;
  _activity?: ActivityEntry[];
}

/**
 * Copies a version. One of an import commit is copied with the rest of its commit still in the shard
 * (`shard`, else read now): until its log document exists no writer replaces any of them without
 * copying them first, so they are all still there and the document comes out whole.
 */
async function copy(
  deps: Deps,
  record: ProductRecord,
  entry: ActivityEntry | undefined,
  shard?: StoredShard | null,
): Promise<void> {
  if (entry?.batch) {
    const stored = shard ?? (await deps.db.get<StoredShard>(recordShardKey(recordShardOf(record.id)), 'strong'));
    const members = Object.values(stored?.records ?? {}).filter((member) => entryOf(member)?.batch === entry.batch);
    await writeBatch(deps, entry.batch, members.length > 0 ? members : [record]);
    for (const member of members) remember(member);
  } else {
    await deps.db.create(revisionKey(record.id, record.version), record);
    if (entry) await writeEntries(deps, [entry]);
  }
  remember(record);
}

/**
 * Makes sure a stored version was copied to the revisions and the log before it is overwritten:
 * nothing to do when this instance knows it, else one read (its entry in the log), or one
 * create-only write for a version without an entry.
 */
export async function ensureCopied(
  deps: Deps,
  record: ProductRecord | null,
  shard?: StoredShard | null,
): Promise<void> {
  if (!record || copied.has(`${record.id}:${record.version}`)) return;
  const entry = entryOf(record);
  if (entry && (await hasEntry(deps, entry))) return remember(record);
  await copy(deps, record, entry, shard);
}

/**
 * `ensureCopied` for several versions of one shard about to be replaced. The versions of one import
 * commit share a log document, so one read answers for all of them; versions without an entry
 * (seeded, restored from a backup) are copied as one revision document instead of a key each.
 */
export async function ensureAllCopied(
  deps: Deps,
  records: ReadonlyArray<ProductRecord | null>,
  shard?: StoredShard | null,
): Promise<void> {
  const pending = records.filter(
    (record): record is ProductRecord => record !== null && !copied.has(`${record.id}:${record.version}`),
  );
  const bare = pending.filter((record) => !entryOf(record));
  if (bare.length > 1) {
    await writeRevisionBatch(deps, bare);
    for (const record of bare) remember(record);
  }
  const rest = bare.length > 1 ? pending.filter((record) => entryOf(record)) : pending;
  // The versions of one import commit share a log document: one look (or one copy) covers them all.
  const commits = Map.groupBy(
    rest.filter((record) => entryOf(record)?.batch),
    (record) => entryOf(record)!.batch!,
  );
  await pMap(
    commits.values(),
    async ([first, ...others]) => {
      await ensureCopied(deps, first!, shard);
      for (const record of others) remember(record);
    },
    { concurrency: 8 },
  );
  await pMap(
    rest.filter((record) => !entryOf(record)?.batch),
    (record) => ensureCopied(deps, record, shard),
    { concurrency: 8 },
  );
}

/** After a commit: the version goes to the revisions, its entry to the log, the oldest revision goes. */
export async function followVersion(deps: Deps, record: ProductRecord): Promise<void> {
  try {
    await copy(deps, record, entryOf(record));
    if (record.version > KEEP_REVISIONS) await deps.db.delete(revisionKey(record.id, record.version - KEEP_REVISIONS));
  } catch (error) {
    // Committed with its entry all the same: the next writer or the store check copies it.
    console.error(`Product ${record.id} v${record.version} committed, its revision not yet copied:`, error);
  }
}

export async function followVersions(deps: Deps, records: readonly ProductRecord[]): Promise<void> {
  await pMap(records, (record) => followVersion(deps, record), { concurrency: 8 });
}

/**
 * After an import commit: its versions (whose entries name `batch`, their log document) are copied as
 * one revision document and one log document, then the shard's revision documents that only hold
 * versions 50 or more behind go. `shard` is the record shard as committed.
 */
export async function followBatch(
  deps: Deps,
  batch: string,
  records: readonly ProductRecord[],
  shard: Readonly<Record<string, ProductRecord>>,
): Promise<void> {
  if (records.length === 0) return;
  try {
    await writeBatch(deps, batch, records);
    for (const record of records) remember(record);
    await pruneRevisionBatches(deps, recordShardOf(records[0]!.id), shard, KEEP_REVISIONS);
  } catch (error) {
    // Committed with their entries all the same: the next writer or the store check copies them.
    console.error(`An import commit of ${records.length} products was not yet copied to the revisions:`, error);
  }
}

async function revisionNumbers(deps: Deps, id: number): Promise<number[]> {
  const keys = await deps.db.keys(`${REVISIONS_PREFIX}${id}/`);
  return keys
    .map((key) => Number(key.slice(key.lastIndexOf('/') + 1)))
    .filter((version) => Number.isInteger(version) && version > 0)
    .sort((a, b) => b - a);
}

/** The stored versions of a product, newest first (the last KEEP_REVISIONS), from either layout. */
export async function productRevisions(deps: Deps, id: number): Promise<ProductRevision[]> {
  const [numbers, batched] = await Promise.all([revisionNumbers(deps, id), batchedRevisions(deps, id)]);
  const inBatches = new Map(batched.map((record) => [record.version, record]));
  const versions = [...new Set([...numbers, ...inBatches.keys()])].sort((a, b) => b - a).slice(0, KEEP_REVISIONS);
  const records = await pMap(
    versions,
    (version) => inBatches.get(version) ?? deps.db.get<ProductRecord>(revisionKey(id, version), 'strong'),
    { concurrency: 16 },
  );
  return records.flatMap((record) => {
    if (!record) return [];
    const entry = entryOf(record);
    return [
      {
        revision: record.version,
        at: entry?.at ?? record.updated_at,
        user: entry?.user ?? SYSTEM_USER,
        action: entry?.action ?? (record.version === 1 ? 'create' : 'update'),
      },
    ];
  });
}

export async function readRevision(deps: Deps, id: number, version: number): Promise<ProductRecord | null> {
  return (
    (await deps.db.get<ProductRecord>(revisionKey(id, version), 'strong')) ??
    (await batchedRevisions(deps, id, version))[0] ??
    null
  );
}

/** Drops every revision of a product deleted for good. */
export async function dropRevisions(deps: Deps, id: number): Promise<void> {
  const keys = await deps.db.keys(`${REVISIONS_PREFIX}${id}/`);
  await pMap(keys, (key) => deps.db.delete(key), { concurrency: 8 });
  await dropBatchedRevisions(deps, id);
}

/**
 * What every writer of a record shard does first: copies the entries the shard carries (a permanent
 * delete's) and the versions of the records it is about to replace, so nothing it overwrites is lost.
 */
export async function beforeShardWrite(deps: Deps, shard: StoredShard | null, ids: readonly number[]): Promise<void> {
  await flushCarried(deps, shard?._activity);
  await ensureAllCopied(
    deps,
    ids.map((id) => shard?.records?.[id] ?? null),
    shard,
  );
}

/** A permanent delete's entry, carried by the shard it commits (see `beforeShardWrite`). */
export const purgeEntry = (deps: Deps, record: ProductRecord): ActivityEntry =>
  newEntry(
    deps,
    { entity: 'product', entity_id: record.id, action: 'purge', label: record.name },
    `product-${record.id}-purged`,
  );

/**
 * Every picture and document path the stored revisions name: the store check keeps those files, so a
 * restored version comes back with its own pictures. Read only when the check has candidates to remove.
 */
export async function revisionMedia(deps: Deps): Promise<Set<string>> {
  const keys = await deps.db.keys(REVISIONS_PREFIX);
  const paths = new Set<string>();
  await pMap(
    keys,
    async (key) => {
      const record = await deps.db.get<ProductRecord>(key, 'strong');
      for (const path of record?.images ?? []) paths.add(path);
      for (const document of record?.documents ?? []) paths.add(document.path);
    },
    { concurrency: 16 },
  );
  await allBatchedRevisions(deps, (record) => {
    for (const path of record.images ?? []) paths.add(path);
    for (const document of record.documents ?? []) paths.add(document.path);
  });
  return paths;
}
