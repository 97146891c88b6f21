import pMap from 'p-map';
import type { ProductRecord, ProductSummary } from '#shared/product/record.ts';
import { migrateRecord, migrateSummary, summarize } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { beforeShardWrite, followVersion, followVersions, withProductEntry } from './revisions.ts';
import { HttpError } from '#server/errors.ts';
import { Unchanged, type Consistency } from '#server/store.ts';
import {
  PRODUCT_SEQ_KEY,
  RECORD_SHARD_SIZE,
  SUMMARY_SHARD_SIZE,
  recordShardKey,
  recordShardOf,
  summaryShardKey,
  summaryShardOf,
} from './keys.ts';

/** A shard of records, keyed by id. Values are checked against the schema where they are used. */
export interface RecordShard {
  records: Record<string, ProductRecord>;
}

/** A shard of the list view, keyed by id; deleted products stay as summaries with `deleted_at`. */
export interface SummaryShard {
  entries: Record<string, ProductSummary>;
}

/** Reads that fan out over shards keep this many requests open at once. */
const FAN_OUT = 16;

export async function lastProductId({ db }: Deps, consistency: Consistency = 'strong'): Promise<number> {
  return (await db.get<{ last: number }>(PRODUCT_SEQ_KEY, consistency))?.last ?? 0;
}

/** Hands out the next product id (a compare-and-swap on a tiny document). */
export async function allocateProductId({ db }: Deps): Promise<number> {
  const next = await db.update<{ last: number }>(PRODUCT_SEQ_KEY, (current) => ({ last: (current?.last ?? 0) + 1 }));
  return next.last;
}

/** Makes sure ids handed out later are above `id` (imports write records with their own ids). */
export async function reserveProductIds({ db }: Deps, id: number): Promise<void> {
  await db.update<{ last: number }, null>(PRODUCT_SEQ_KEY, (current) =>
    (current?.last ?? 0) >= id ? new Unchanged(null) : { last: id },
  );
}

export async function readRecord(
  { db }: Deps,
  id: number,
  consistency: Consistency = 'strong',
): Promise<ProductRecord | null> {
  const key = recordShardKey(recordShardOf(id));
  // A strong read keeps the shard's version, so the commit that usually follows needs no second read.
  const shard =
    consistency === 'strong'
      ? (await db.getVersioned<RecordShard>(key))?.value
      : await db.get<RecordShard>(key, consistency);
  const stored = shard?.records?.[id];
  return stored ? migrateRecord(stored) : null;
}

/**
 * The commit point of every product operation: one compare-and-swap of the record's shard. `mutate`
 * sees the stored record (or null) and returns the new one, or `Unchanged` to stop; it may throw an
 * HttpError (a 404, a 409) and runs again on fresh data when another writer got there first.
 *
 * The new version carries the activity entry of this very commit (`action`, else worked out from the
 * change), so the change and its record are one write; the version it replaces is copied to the
 * revisions and the log first if it was not yet, and the new one right after the commit (decision 018).
 */
export async function commitRecord<R>(
  deps: Deps,
  id: number,
  mutate: (current: ProductRecord | null) => ProductRecord | Unchanged<R> | Promise<ProductRecord | Unchanged<R>>,
  { action }: { action?: string } = {},
): Promise<ProductRecord | R> {
  let written: ProductRecord | undefined;
  const result = await deps.db.update<RecordShard, R>(recordShardKey(recordShardOf(id)), async (current) => {
    written = undefined;
    const shard = current ?? { records: {} };
    const stored = shard.records?.[id];
    const before = stored ? migrateRecord(stored) : null;
    await beforeShardWrite(deps, current, [id]);
    const next = await mutate(before);
    if (next instanceof Unchanged) return next;
    written = withProductEntry(deps, before, next, action);
    return { records: { ...shard.records, [id]: written } };
  });
  if (written) await followVersion(deps, written);
  return written ?? (result as R);
}

/**
 * Brings the list view up to a record's version; never moves it back (a late writer loses). `rewrite`
 * also replaces a summary of the same version (the store check, when the summary's derived fields
 * are out of date).
 */
export async function publishSummary(
  { db }: Deps,
  record: ProductRecord,
  { rewrite = false }: { rewrite?: boolean } = {},
): Promise<void> {
  await db.update<SummaryShard, null>(summaryShardKey(summaryShardOf(record.id)), (current) => {
    const shard = current ?? { entries: {} };
    const existing = shard.entries?.[record.id];
    if (existing && (existing.version > record.version || (existing.version === record.version && !rewrite))) {
      return new Unchanged(null);
    }
    return { entries: { ...shard.entries, [record.id]: summarize(record) } };
  });
}

/** Writes new records shard by shard (imports); a shard already holding one of them is a 409. */
export async function commitNewRecords(deps: Deps, records: ProductRecord[]): Promise<void> {
  const byShard = Map.groupBy(records, (record) => recordShardOf(record.id));
  await pMap(
    byShard,
    ([shard, batch]) =>
      deps.db.update<RecordShard>(recordShardKey(shard), async (current) => {
        const existing = current?.records ?? {};
        if (batch.some((record) => existing[record.id])) {
          throw new HttpError(409, 'Katalog tidak kosong; impor hanya ke katalog kosong');
        }
        await beforeShardWrite(deps, current, []);
        return { records: { ...existing, ...Object.fromEntries(batch.map((record) => [record.id, record])) } };
      }),
    { concurrency: FAN_OUT },
  );
  // The versions written as they are (seed, backup) become the first revisions.
  await followVersions(deps, records);
}

/** The list view of many records at once, one write per summary shard. */
export async function publishSummaries({ db }: Deps, records: ProductRecord[]): Promise<void> {
  const byShard = Map.groupBy(records, (record) => summaryShardOf(record.id));
  await pMap(
    byShard,
    ([shard, batch]) =>
      db.update<SummaryShard, null>(summaryShardKey(shard), (current) => {
        const entries = { ...current?.entries };
        let changed = false;
        for (const record of batch) {
          if ((entries[record.id]?.version ?? 0) >= record.version) continue;
          entries[record.id] = summarize(record);
          changed = true;
        }
        return changed ? { entries } : new Unchanged(null);
      }),
    { concurrency: FAN_OUT },
  );
}

/** Drops a summary whose record does not exist (a repair; records are the truth). */
export async function dropSummary({ db }: Deps, id: number): Promise<void> {
  await db.update<SummaryShard, null>(summaryShardKey(summaryShardOf(id)), (current) => {
    if (!current?.entries?.[id]) return new Unchanged(null);
    const { [id]: _dropped, ...entries } = current.entries;
    return { entries };
  });
}

const shardRange = (last: number, size: number) => Array.from({ length: Math.ceil(last / size) }, (_, shard) => shard);

/** Every summary, deleted ones included: one read per 256 ids, whatever the catalogue holds. */
export async function readSummaries(deps: Deps, consistency: Consistency = 'strong'): Promise<ProductSummary[]> {
  const last = await lastProductId(deps, consistency);
  // Shared, frozen shards: strong ones revalidated by ETag, eventual ones from the read cache.
  const shards = await pMap(
    shardRange(last, SUMMARY_SHARD_SIZE),
    (shard) =>
      consistency === 'strong'
        ? deps.db.getShared<SummaryShard>(summaryShardKey(shard))
        : deps.db.get<SummaryShard>(summaryShardKey(shard), consistency),
    { concurrency: FAN_OUT },
  );
  // The same shards give the same (frozen) list, so callers can tell an unchanged catalogue by the
  // list's identity and skip work they did for it before.
  const last_ = lastList[consistency];
  if (last_ && sameItems(last_.shards, shards)) return last_.summaries;
  const summaries = Object.freeze(shards.flatMap((shard) => (shard ? migratedEntries(shard) : []))) as ProductSummary[];
  lastList[consistency] = { shards, summaries };
  return summaries;
}

/** A shard's summaries, migrated once per version of the shard (shards are shared, frozen objects). */
const migrated = new WeakMap<SummaryShard, ProductSummary[]>();
function migratedEntries(shard: SummaryShard): ProductSummary[] {
  let entries = migrated.get(shard);
  if (!entries) {
    entries = Object.values(shard.entries ?? {}).map(migrateSummary);
    migrated.set(shard, entries);
  }
  return entries;
}

const lastList: Partial<Record<Consistency, { shards: unknown[]; summaries: ProductSummary[] }>> = {};
const sameItems = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((item, index) => item === b[index]);

/**
 * Every stored record as stored, tombstones included, unvalidated: one read per 32 ids. For the
 * static build, the store check and the backup, which need whole records in bulk.
 */
export async function readAllRecords(deps: Deps, consistency: Consistency = 'strong'): Promise<unknown[]> {
  const last = await lastProductId(deps, consistency);
  const shards = await pMap(
    shardRange(last, RECORD_SHARD_SIZE),
    (shard) => deps.db.get<RecordShard>(recordShardKey(shard), consistency),
    { concurrency: FAN_OUT },
  );
  return shards.flatMap((shard) => Object.values(shard?.records ?? {}));
}

/** The records of these products, reading only the shards that hold them (at most one per line). */
export async function readProducts(deps: Deps, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  const byShard = Map.groupBy(new Set(ids), recordShardOf);
  const read = await pMap(
    byShard,
    async ([shard, members]) => ({ members, shard: await deps.db.get<RecordShard>(recordShardKey(shard)) }),
    { concurrency: FAN_OUT },
  );
  const byId = new Map<number, ProductRecord>();
  for (const { members, shard } of read) {
    for (const id of members) {
      const record = shard?.records?.[id];
      if (record) byId.set(id, record);
    }
  }
  return byId;
}

/** The summaries of the given products (one eventual read per 256 ids they span). */
export async function summariesOf(deps: Deps, ids: number[]): Promise<Map<number, ProductSummary>> {
  const shards = [...new Set(ids.map(summaryShardOf))];
  const read = await pMap(shards, (shard) => deps.db.get<SummaryShard>(summaryShardKey(shard), 'eventual'), {
    concurrency: 8,
  });
  const found = new Map<number, ProductSummary>();
  for (const shard of read) {
    for (const summary of Object.values(shard?.entries ?? {}))
      if (ids.includes(summary.id)) found.set(summary.id, summary);
  }
  return found;
}
