import pMap from 'p-map';
import type { ImportRowError } from '#shared/catalogue-io.ts';
import { isLive, migrateRecord, type ProductRecord } from '#shared/product/record.ts';
import { applySchedule } from '#shared/product/schedule.ts';
import { currentActor, entryBatchKey } from '../activity/index.ts';
import {
  beforeShardWrite,
  claimPointer,
  followBatch,
  indexSchedule,
  joinCategoryAt,
  joinCategoryInBulk,
  newBatchId,
  type Pointer,
  type PointerKind,
  PRODUCT_SEQ_KEY,
  publishSummaries,
  readRecord,
  RECORD_SHARD_SIZE,
  type RecordShard,
  recordShardKey,
  recordShardOf,
  releaseOwnClaim,
  releasePointer,
  skuKey,
  SKUS_PREFIX,
  slugKey,
  summaryShardOf,
  withProductEntry,
} from '../catalog/index.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import type { ImportPlan, PlannedCreate, PlannedUpdate } from './plan.ts';

/*
 * Applying an import plan. Rows are committed record shard by record shard (32 products a shard):
 * each shard's rows join their categories and claim their slugs and SKUs, then commit in one
 * compare-and-swap of the shard, which re-checks every row against the version it was planned on.
 * A row is therefore applied whole or not at all whatever stops the import, a row whose product
 * another admin saved meanwhile is reported instead of overwritten, and running the same file again
 * finishes the job (applied rows come back unchanged). See decision 015.
 */

type Planned = (PlannedCreate & { id: number }) | PlannedUpdate;

export const CHANGED_DURING_IMPORT =
  'Produk ini diubah admin lain selama impor; baris ini tidak diterapkan. Periksa lalu jalankan impor lagi.';
export const NOT_SAVED = 'Baris ini belum tersimpan (penyimpanan tidak dapat diakses). Jalankan impor yang sama lagi.';

const idOf = (row: Planned) => (row.kind === 'create' ? row.id : row.current.id);

/**
 * Ids for the new products. A SKU whose pointer names a product that never committed (an import
 * stopped between its claims and its commit) gets that id again, so a rerun can finish at once
 * instead of waiting out the claim; the others get a block of fresh ids in one compare-and-swap.
 */
async function assignIds(deps: Deps, creates: PlannedCreate[]): Promise<(PlannedCreate & { id: number })[]> {
  // One listing instead of a read per new SKU: only a SKU that has a pointer can have been claimed.
  // (A listing may lag a claim made moments ago; that row then waits out the claim like any save.)
  const pointers = creates.length > 0 ? new Set(await deps.db.keys(SKUS_PREFIX)) : new Set<string>();
  const reused = await pMap(
    creates,
    async (create) => {
      if (!pointers.has(skuKey(create.fields.sku))) return undefined;
      const pointer = await deps.db.get<Pointer>(skuKey(create.fields.sku));
      if (pointer?.id == null) return undefined;
      return (await readRecord(deps, pointer.id)) === null ? pointer.id : undefined;
    },
    { concurrency: 16 },
  );
  const fresh = reused.filter((id) => id === undefined).length;
  let next = 0;
  if (fresh > 0) {
    const seq = await deps.db.update<{ last: number }>(PRODUCT_SEQ_KEY, (current) => ({
      last: (current?.last ?? 0) + fresh,
    }));
    next = seq.last - fresh + 1;
  }
  return creates.map((create, index) => ({ ...create, id: reused[index] ?? next++ }));
}

interface ShardOutcome {
  committed: Planned[];
  /** The records as committed, for the list view. */
  records: ProductRecord[];
  errors: ImportRowError[];
}

async function joinCategories(deps: Deps, rows: Planned[]): Promise<void> {
  const creates = rows.filter((row) => row.kind === 'create');
  for (const [categoryId, members] of Map.groupBy(creates, (row) => row.fields.category_id)) {
    await joinCategoryInBulk(
      deps,
      categoryId,
      members.map((row) => row.id),
    );
  }
  const moves = rows.filter((row) => row.kind === 'update' && row.current.category_id !== row.fields.category_id);
  for (const [categoryId, members] of Map.groupBy(moves, (row) => row.fields.category_id)) {
    await joinCategoryAt(
      deps,
      categoryId,
      new Map(members.map((row) => [idOf(row), (row as PlannedUpdate).current.version])),
    );
  }
}

// A new product claims its SKU first: a rerun finds the id of a product an import stopped before
// committing by its SKU (assignIds), and that id holds whatever else it had claimed.
const pointersOf = (row: Planned): Array<[PointerKind, string]> =>
  row.kind === 'create'
    ? [
        ['sku', row.fields.sku],
        ['slug', row.slug],
      ]
    : row.current.slug !== row.fields.slug
      ? [['slug', row.fields.slug]]
      : [];

/**
 * A claim as `claimPointer` makes it, first tried as a plain create: a new product's slug and SKU are
 * nearly always free, and the create alone settles it (one request instead of a read and a write).
 */
async function claim(deps: Deps, kind: PointerKind, value: string, id: number, version: number): Promise<Pointer> {
  const fresh: Pointer = { id, at: deps.now().toISOString(), version };
  if (await deps.db.create(kind === 'sku' ? skuKey(value) : slugKey(value), fresh)) return fresh;
  return claimPointer(deps, kind, value, id, version);
}

async function commitShard(deps: Deps, shard: number, rows: Planned[]): Promise<ShardOutcome> {
  const errors: ImportRowError[] = [];
  const claims = new Map<Planned, Array<[PointerKind, string, Pointer]>>();
  try {
    await joinCategories(deps, rows);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return {
      committed: [],
      records: [],
      errors: rows.map((row) => ({ row: row.row, column: 'category', message: error.message })),
    };
  }
  const claimed = await pMap(
    rows,
    async (row) => {
      const held: Array<[PointerKind, string, Pointer]> = [];
      claims.set(row, held);
      let claiming: PointerKind = 'slug';
      try {
        for (const [kind, value] of pointersOf(row)) {
          claiming = kind;
          const version = row.kind === 'create' ? 0 : row.current.version;
          held.push([kind, value, await claim(deps, kind, value, idOf(row), version)]);
        }
        return row;
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        errors.push({ row: row.row, column: claiming, message: error.message });
        return null;
      }
    },
    { concurrency: 8 },
  );
  const ready = claimed.filter((row) => row !== null);
  // The schedule index before the commit, as a single save does: a time in a committed row is never missed.
  await pMap(ready, (row) => indexSchedule(deps, idOf(row), applySchedule(row.fields, deps.now())), {
    concurrency: 8,
  });

  let committed: Planned[] = [];
  let written: ProductRecord[] = [];
  let refused: ImportRowError[] = [];
  let batch = '';
  let shardAfter: Record<string, ProductRecord> = {};
  try {
    await deps.db.update<RecordShard, null>(recordShardKey(shard), async (current) => {
      committed = [];
      await beforeShardWrite(
        deps,
        current,
        ready.map((row) => idOf(row)),
      );
      written = [];
      refused = [];
      const records = { ...current?.records };
      const timestamp = deps.now().toISOString();
      for (const row of ready) {
        const id = idOf(row);
        const stored = records[id];
        if (row.kind === 'create' ? stored : !stored || !isLive(stored) || stored.version !== row.current.version) {
          refused.push({ row: row.row, column: '', message: CHANGED_DURING_IMPORT });
          continue;
        }
        const record: ProductRecord = withProductEntry(
          deps,
          stored ? migrateRecord(stored) : null,
          {
            ...stored,
            // A publish or unpublish time already passed applies now, as a save applies it.
            ...applySchedule(row.fields, deps.now()),
            id,
            slug: row.kind === 'create' ? row.slug : row.fields.slug,
            images: stored?.images ?? [],
            documents: stored?.documents ?? [],
            version: (stored?.version ?? 0) + 1,
            created_at: stored?.created_at ?? timestamp,
            updated_at: timestamp,
          },
          'import',
        );
        committed.push(row);
        written.push(record);
      }
      // The commit's entries are copied to the log as one document (one author, one time), named
      // here so each entry, committed with its change, says where its copy goes.
      batch = entryBatchKey(
        shard,
        written.map((record) => record.id),
        timestamp,
        currentActor().id,
        newBatchId(),
      );
      written = written.map((record) => ({ ...record, activity: { ...record.activity!, at: timestamp, batch } }));
      for (const record of written) records[record.id] = record;
      shardAfter = records;
      return committed.length > 0 ? { records } : new Unchanged(null);
    });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    committed = [];
    written = [];
    refused = ready.map((row) => ({ row: row.row, column: '', message: NOT_SAVED }));
  }
  errors.push(...refused);
  await followBatch(deps, batch, written, shardAfter);
  const done = new Set(committed);
  for (const [row, held] of claims) {
    if (done.has(row)) continue;
    for (const [kind, value, claim] of held) await releaseOwnClaim(deps, kind, value, claim);
  }
  return { committed, records: written, errors };
}

/** After a group of shards: the list view follows (one write per summary shard) and released slugs are freed. */
async function follow(deps: Deps, committed: Planned[], records: ProductRecord[]): Promise<void> {
  try {
    await publishSummaries(deps, records);
  } catch (error) {
    console.error('Import committed rows, but their list entries were not updated:', error);
  }
  for (const row of committed) {
    if (row.kind === 'update' && row.current.slug !== row.fields.slug) {
      await releasePointer(deps, 'slug', row.current.slug, row.current.id);
    }
  }
}

/** Commits the plan; `onProgress` hears how many of its rows are done. Answers the plan as it turned out. */
export async function applyImport(
  deps: Deps,
  plan: ImportPlan,
  onProgress: (done: number, total: number) => void | Promise<void> = () => undefined,
): Promise<ImportPlan> {
  const creates = await assignIds(deps, plan.creates);
  const rows: Planned[] = [...creates, ...plan.updates];
  const shards = [...Map.groupBy(rows, (row) => recordShardOf(idOf(row)))].sort(([a], [b]) => a - b);
  // Record shards that share a summary shard form a group whose list entries are written once at its
  // end: concurrent groups never race for the same summary shard.
  const groups = Map.groupBy(shards, ([shard]) => summaryShardOf(shard * RECORD_SHARD_SIZE + 1));
  const total = rows.length;
  let done = 0;
  const committed: Planned[] = [];
  const errors = [...plan.errors];
  // Four record shards commit at a time in all: one per group across a large file's groups, or side
  // by side within the one or two groups of a small file (a job's window of new products, whose ids
  // follow each other, lands in one summary shard). Each record shard commits on its own.
  const within = Math.max(1, Math.floor(4 / Math.max(groups.size, 1)));
  await pMap(
    groups.values(),
    async (group) => {
      const groupRows: Planned[] = [];
      const groupRecords: ProductRecord[] = [];
      const outcomes = await pMap(
        group,
        async ([shard, shardRows]) => {
          const outcome = await commitShard(deps, shard, shardRows);
          done += shardRows.length;
          await onProgress(done, total);
          return outcome;
        },
        { concurrency: within },
      );
      for (const outcome of outcomes) {
        groupRows.push(...outcome.committed);
        groupRecords.push(...outcome.records);
        errors.push(...outcome.errors);
      }
      await follow(deps, groupRows, groupRecords);
      committed.push(...groupRows);
    },
    { concurrency: 4 },
  );
  // Committed before an interruption but never listed: the list view catches up now.
  const unlisted = (await pMap(plan.unlisted, (id) => readRecord(deps, id), { concurrency: 16 })).filter(
    (record) => record !== null,
  );
  await follow(deps, [], unlisted);
  return {
    unlisted: [],
    rows: plan.rows,
    creates: committed.filter((row) => row.kind === 'create'),
    updates: committed.filter((row) => row.kind === 'update'),
    unchanged: plan.unchanged,
    errors,
  };
}
