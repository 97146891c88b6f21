import pMap from 'p-map';
import type { BulkEdit, BulkResult } from '#shared/catalogue-io.ts';
import { isLive, migrateRecord, type ProductRecord } from '#shared/product/record.ts';
import { beforeShardWrite, followVersions, withProductEntry } from '../../activity/revisions.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, invalid } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { categoryById, listCategories } from '../catalog/category-records.ts';
import { recordShardKey, recordShardOf } from '../catalog/keys.ts';
import { joinCategoryAt } from '../catalog/members.ts';
import { PRODUCT_NOT_FOUND, deleteProduct } from '../catalog/operations.ts';
import { publishSummaries, type RecordShard } from '../catalog/records.ts';

/*
 * The product list's bulk edit: one action on many products. Each record shard (32 products) is one
 * compare-and-swap that applies the action to the products as they are stored at that moment, so a
 * concurrent save is never lost: the action lands on top of it. A product whose version differs
 * from the one the admin's screen showed (`versions`) is reported instead of changed. Archiving is
 * the usual delete, product by product.
 */

export const CHANGED_MEANWHILE = 'Produk ini diubah admin lain sejak daftar dimuat; muat ulang lalu coba lagi';
const MAX_PRICE = 100_000_000_000;

type Change = (record: ProductRecord) => Partial<ProductRecord> | string;

function changeOf(edit: BulkEdit): Change {
  switch (edit.action) {
    case 'set_status':
      return () => ({ status: edit.value });
    case 'set_active':
      return () => ({ is_active: edit.value });
    case 'set_category':
      return () => ({ category_id: edit.value });
    case 'set_stock':
      return () => ({ stock: edit.value });
    case 'set_price':
      return () => ({ price: edit.value });
    case 'adjust_price_percent':
      return (record) => {
        // Whole rupiah, halves away from zero.
        const price = Math.round((record.price * (100 + edit.value)) / 100);
        return price > MAX_PRICE ? 'Harga baru terlalu besar' : { price: Math.max(0, price) };
      };
    case 'archive':
      throw new Error('archive is not a field change');
  }
}

const sameValues = (record: ProductRecord, change: Partial<ProductRecord>) =>
  Object.entries(change).every(([key, value]) => record[key as keyof ProductRecord] === value);

export interface BulkOutcome {
  results: BulkResult[];
  /** Products actually written (an action that leaves a value as it was writes nothing). */
  changed: number;
}

export async function bulkEdit(deps: Deps, edit: BulkEdit, deletedBy: string): Promise<BulkOutcome> {
  const ids = [...new Set(edit.ids)];
  const versions = edit.versions ?? {};
  if (edit.action === 'archive') {
    const results = await archive(deps, ids, versions, deletedBy);
    return { results, changed: results.filter((result) => result.ok).length };
  }
  if (edit.action === 'set_category' && !categoryById(await listCategories(deps), edit.value)) {
    throw invalid('Kategori tujuan tidak ditemukan', { value: ['Kategori tujuan tidak ditemukan'] });
  }
  const change = changeOf(edit);
  const results = new Map<number, BulkResult>();
  let changed = 0;
  const shards = [...Map.groupBy(ids, recordShardOf)];
  await pMap(
    shards,
    async ([shard, shardIds]) => {
      const seen = edit.action === 'set_category' ? await joinTarget(deps, shard, shardIds, edit.value) : undefined;
      let written: ProductRecord[] = [];
      try {
        await deps.db.update<RecordShard, null>(recordShardKey(shard), async (current) => {
          written = [];
          await beforeShardWrite(deps, current, shardIds);
          const records = { ...current?.records };
          const timestamp = deps.now().toISOString();
          for (const id of shardIds) {
            const stored = records[id];
            const expected = versions[String(id)] ?? seen?.get(id);
            if (!stored || !isLive(stored)) {
              results.set(id, { id, ok: false, message: PRODUCT_NOT_FOUND });
            } else if (expected !== undefined && stored.version !== expected) {
              results.set(id, { id, ok: false, message: CHANGED_MEANWHILE });
            } else {
              const next = change(stored);
              if (typeof next === 'string') results.set(id, { id, ok: false, message: next });
              else {
                results.set(id, { id, ok: true });
                if (sameValues(stored, next)) continue;
                const record = withProductEntry(
                  deps,
                  migrateRecord(stored),
                  { ...stored, ...next, version: stored.version + 1, updated_at: timestamp },
                  'bulk',
                );
                records[id] = record;
                written.push(record);
              }
            }
          }
          return written.length > 0 ? { records } : new Unchanged(null);
        });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        for (const id of shardIds) results.set(id, { id, ok: false, message: error.message });
        return;
      }
      changed += written.length;
      await followVersions(deps, written);
      try {
        await publishSummaries(deps, written);
      } catch (error) {
        console.error(`Bulk edit committed shard ${shard}, but its list entries were not updated:`, error);
      }
    },
    { concurrency: 4 },
  );
  return { results: ids.map((id) => results.get(id) ?? { id, ok: false, message: PRODUCT_NOT_FOUND }), changed };
}

/**
 * A move joins the target category's members first (as a save does), at the versions read now; the
 * commit then requires those versions, so a product saved between the two is reported, not moved
 * with a membership that predates it.
 */
async function joinTarget(deps: Deps, shard: number, ids: number[], categoryId: number) {
  const stored = (await deps.db.get<RecordShard>(recordShardKey(shard)))?.records ?? {};
  const versions = new Map(ids.flatMap((id) => (stored[id] ? [[id, stored[id].version] as const] : [])));
  if (versions.size > 0) await joinCategoryAt(deps, categoryId, versions);
  return versions;
}

async function archive(
  deps: Deps,
  ids: number[],
  versions: Record<string, number>,
  deletedBy: string,
): Promise<BulkResult[]> {
  return pMap(
    ids,
    async (id): Promise<BulkResult> => {
      try {
        const expected = versions[String(id)];
        if (expected !== undefined) {
          const stored = (await deps.db.get<RecordShard>(recordShardKey(recordShardOf(id))))?.records?.[id];
          if (stored && stored.version !== expected) return { id, ok: false, message: CHANGED_MEANWHILE };
        }
        await deleteProduct(deps, id, deletedBy);
        return { id, ok: true };
      } catch (error) {
        if (error instanceof HttpError) return { id, ok: false, message: error.message };
        throw error;
      }
    },
    { concurrency: 8 },
  );
}
