import pMap from 'p-map';
import type { ActivityEntry, ProductRevision } from '#shared/activity.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../deps.ts';
import { SYSTEM_USER } from './actor.ts';
import { diffChanges } from './changes.ts';
import { flushCarried, newEntry } from './journal.ts';
import { hasEntry, writeEntries } from './log.ts';

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
const remember = (record: ProductRecord) => {
  copied.add(`${record.id}:${record.version}`);
  if (copied.size > 20_000) copied.delete(copied.values().next().value!);
};

/** The version's entry, or none for a record written before entries existed (seeded, imported backups). */
const entryOf = (record: ProductRecord): ActivityEntry | undefined =>
  record.activity && record.activity.id === `product-${record.id}-v${record.version}` ? record.activity : undefined;

async function copy(deps: Deps, record: ProductRecord, entry: ActivityEntry | undefined): Promise<void> {
  await deps.db.create(revisionKey(record.id, record.version), record);
  if (entry) await writeEntries(deps, [entry]);
  remember(record);
}

/**
 * Makes sure a stored version was copied to the revisions and the log before it is overwritten:
 * nothing to do when this instance knows it, else one read (its entry in the log), or one
 * create-only write for a version without an entry.
 */
export async function ensureCopied(deps: Deps, record: ProductRecord | null): Promise<void> {
  if (!record || copied.has(`${record.id}:${record.version}`)) return;
  const entry = entryOf(record);
  if (entry && (await hasEntry(deps, entry))) return remember(record);
  await copy(deps, record, entry);
}

export async function ensureAllCopied(deps: Deps, records: ReadonlyArray<ProductRecord | null>): Promise<void> {
  await pMap(records, (record) => ensureCopied(deps, record), { concurrency: 8 });
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

async function revisionNumbers(deps: Deps, id: number): Promise<number[]> {
  const keys = await deps.db.keys(`${REVISIONS_PREFIX}${id}/`);
  return keys
    .map((key) => Number(key.slice(key.lastIndexOf('/') + 1)))
    .filter((version) => Number.isInteger(version) && version > 0)
    .sort((a, b) => b - a);
}

/** The stored versions of a product, newest first (the last KEEP_REVISIONS). */
export async function productRevisions(deps: Deps, id: number): Promise<ProductRevision[]> {
  const versions = (await revisionNumbers(deps, id)).slice(0, KEEP_REVISIONS);
  const records = await pMap(versions, (version) => readRevision(deps, id, version), { concurrency: 16 });
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
  return deps.db.get<ProductRecord>(revisionKey(id, version), 'strong');
}

/** Drops every revision of a product deleted for good. */
export async function dropRevisions(deps: Deps, id: number): Promise<void> {
  const keys = await deps.db.keys(`${REVISIONS_PREFIX}${id}/`);
  await pMap(keys, (key) => deps.db.delete(key), { concurrency: 8 });
}

/** A record shard as stored; a permanent delete leaves its entry here (the record is gone). */
interface StoredShard {
  records?: Record<string, ProductRecord>;
  _activity?: ActivityEntry[];
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
  return paths;
}
