import pMap from 'p-map';
import type { ImportRowError } from '#shared/catalogue/io.ts';
import type { ProductFields } from '#shared/product/fields.ts';
import { isLive, migrateRecord, type ProductRecord } from '#shared/product/record.ts';
import { applySchedule } from '#shared/product/schedule.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { currentActor, entryBatchKey } from '../activity/index.ts';
import { indexSchedule } from './schedule.ts';
import { newBatchId } from './store/batches.ts';
import { recordShardKey, skuKey, slugKey } from './store/keys.ts';
import { joinCategoryAt, joinCategoryInBulk } from './store/members.ts';
import { claimPointer, releaseOwnClaim, type Pointer, type PointerKind } from './store/pointers.ts';
import type { RecordShard } from './store/records.ts';
import { beforeShardWrite, followBatch, withProductEntry } from './store/revisions.ts';

/*
 * Committing one record shard's rows of an import: they join their categories, claim their slugs and
 * SKUs, and commit in one compare-and-swap of the shard that re-checks each row against the version
 * it was planned on; the claims of rows that did not commit are released.
 */

/** A new product an import commits. `row` is the caller's reference to it, named in its errors. */
export interface ImportCreate {
  kind: 'create';
  row: number;
  fields: ProductFields;
  slug: string;
}

/** A stored product an import changes: it commits only while the product is still at `current`'s version. */
export interface ImportUpdate {
  kind: 'update';
  row: number;
  fields: ProductFields;
  current: ProductRecord;
}

/** A row of an import commit: a new product with the id it was given, or an update. */
export type ImportRow = (ImportCreate & { id: number }) | ImportUpdate;

export const CHANGED_DURING_IMPORT =
  'Produk ini diubah admin lain selama impor; baris ini tidak diterapkan. Periksa lalu jalankan impor lagi.';
export const NOT_SAVED = 'Baris ini belum tersimpan (penyimpanan tidak dapat diakses). Jalankan impor yang sama lagi.';

export const idOf = (row: ImportRow) => (row.kind === 'create' ? row.id : row.current.id);

export interface ShardOutcome<T extends ImportRow> {
  committed: T[];
  /** The records as committed, for the list view. */
  records: ProductRecord[];
  errors: ImportRowError[];
}

async function joinCategories(deps: Deps, rows: readonly ImportRow[]): Promise<void> {
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
      new Map(members.map((row) => [idOf(row), (row as ImportUpdate).current.version])),
    );
  }
}

// A new product claims its SKU first: a rerun finds the id of a product an import stopped before
// committing by its SKU (allocateImportIds), and that id holds whatever else it had claimed.
const pointersOf = (row: ImportRow): Array<[PointerKind, string]> =>
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

export async function commitImportShard<T extends ImportRow>(
  deps: Deps,
  shard: number,
  rows: T[],
): Promise<ShardOutcome<T>> {
  const errors: ImportRowError[] = [];
  const claims = new Map<T, Array<[PointerKind, string, Pointer]>>();
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

  let committed: T[] = [];
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
