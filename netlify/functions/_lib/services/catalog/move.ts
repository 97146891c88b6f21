import pMap from 'p-map';
import type { CategoryMoveResult } from '#shared/catalogue/category.ts';
import { isLive, migrateRecord, type ProductRecord } from '#shared/product/record.ts';
import { beforeShardWrite, followVersions, withProductEntry } from './store/revisions.ts';
import type { Deps } from '../../deps.ts';
import { invalid, notFound } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { removeRetiredCategory } from './categories.ts';
import { categoryById, listCategories } from './category-records.ts';
import { OPERATION_DEADLINE_MS, recordShardKey, recordShardOf } from './store/keys.ts';
import { CategoryInUseError, categoryMemberIds, joinCategoryAt, retireCategory } from './store/members.ts';
import { publishSummaries, readSummaries, type RecordShard } from './store/records.ts';

/*
 * Deleting a category that still has products: they move to another category first, then the
 * category is deleted. A move is a save of each product's category, batched: the products join the
 * target's members (one compare-and-swap, each at its record's version), then each record shard
 * commits its moves in one compare-and-swap that re-checks every product is still live, still in
 * the source and still at that version (a product saved meanwhile waits for the next round), then
 * the list view follows. The delete itself is the usual one on the source's members key, so a save
 * into the source racing the move either lands before (and is moved by a later round) or is refused.
 *
 * One request moves at most MOVE_BATCH products and answers how many remain: the admin calls again
 * until the category is gone. Any round can be repeated or abandoned safely.
 */

/** Products moved per request: about 200/32 ≈ 7 record shard writes and one or two summary writes. */
export const MOVE_BATCH = 200;

export async function deleteCategoryMovingProducts(
  deps: Deps,
  sourceId: number,
  targetId: number,
): Promise<CategoryMoveResult> {
  const categories = await listCategories(deps);
  const source = categoryById(categories, sourceId);
  if (!source) throw notFound('Kategori tidak ditemukan');
  const target = categoryById(categories, targetId);
  if (!target || targetId === sourceId) {
    const message = targetId === sourceId ? 'Pilih kategori lain sebagai tujuan' : 'Kategori tujuan tidak ditemukan';
    throw invalid(message, { move_to: [message] });
  }
  const { moved, remaining } = await moveBatch(deps, sourceId, targetId);
  if (remaining > 0) {
    return {
      message: `${moved} produk dipindahkan ke ${target.name}; ${remaining} produk lagi.`,
      moved,
      remaining,
      deleted: false,
    };
  }
  try {
    await retireCategory(deps, sourceId);
  } catch (error) {
    // A product saved into the category meanwhile (committed, or committing right now): it moves in a
    // later round. The caller calls again; a save still committing settles within seconds.
    if (error instanceof CategoryInUseError) {
      const { live, pending } = error.use;
      return {
        message:
          live > 0
            ? `${moved} produk dipindahkan; ${live} produk baru masuk kategori ini dan ikut dipindahkan.`
            : 'Produk sedang disimpan ke kategori ini; mencoba lagi…',
        moved,
        remaining: live + pending,
        deleted: false,
      };
    }
    throw error;
  }
  await removeRetiredCategory(deps, sourceId);
  return {
    message: moved > 0 ? `${moved} produk dipindahkan ke ${target.name}; kategori dihapus.` : 'Kategori dihapus',
    moved,
    remaining: 0,
    deleted: true,
  };
}

async function moveBatch(deps: Deps, sourceId: number, targetId: number) {
  const started = deps.now().getTime();
  // Candidates: what the list view shows in the source, and whoever joined it (a save may not be listed yet).
  const [summaries, memberIds] = await Promise.all([readSummaries(deps), categoryMemberIds(deps, sourceId)]);
  const candidates = [
    ...new Set([
      ...summaries.filter((item) => isLive(item) && item.category_id === sourceId).map((item) => item.id),
      ...memberIds,
    ]),
  ].sort((a, b) => a - b);

  // The records are the truth: read them shard by shard, keep those live in the source.
  const inSource: ProductRecord[] = [];
  const shards = [...Map.groupBy(candidates, recordShardOf)];
  for (const [shard, ids] of shards) {
    if (inSource.length >= MOVE_BATCH) break;
    const stored = await deps.db.get<RecordShard>(recordShardKey(shard));
    for (const id of ids) {
      const record = stored?.records?.[id];
      if (record && isLive(record) && record.category_id === sourceId) inSource.push(record);
    }
  }
  const batch = inSource.slice(0, MOVE_BATCH);
  const last = batch.at(-1)?.id ?? 0;
  const later = summaries.filter((item) => isLive(item) && item.category_id === sourceId && item.id > last).length;
  if (batch.length === 0) return { moved: 0, remaining: 0 };

  const versions = new Map(batch.map((record) => [record.id, record.version]));
  try {
    await joinCategoryAt(deps, targetId, versions);
  } catch (error) {
    if (error instanceof Error && error.message === 'Kategori tidak ditemukan') {
      throw invalid('Kategori tujuan tidak ditemukan', { move_to: ['Kategori tujuan tidak ditemukan'] });
    }
    throw error;
  }
  const moved: ProductRecord[] = [];
  await pMap(
    Map.groupBy(batch, (record) => recordShardOf(record.id)),
    async ([shard, records]) => {
      // The joins stay in flight for the grace period; a commit later than the save deadline is not made.
      if (deps.now().getTime() - started > OPERATION_DEADLINE_MS) return;
      let committed: ProductRecord[] = [];
      await deps.db.update<RecordShard, null>(recordShardKey(shard), async (current) => {
        committed = [];
        await beforeShardWrite(
          deps,
          current,
          records.map((record) => record.id),
        );
        const next = { ...current?.records };
        const timestamp = deps.now().toISOString();
        for (const { id } of records) {
          const record = next[id];
          if (!record || !isLive(record) || record.category_id !== sourceId || record.version !== versions.get(id)) {
            continue;
          }
          next[id] = withProductEntry(
            deps,
            migrateRecord(record),
            { ...record, category_id: targetId, version: record.version + 1, updated_at: timestamp },
            'move',
          );
          committed.push(next[id]);
        }
        return committed.length ? { records: next } : new Unchanged(null);
      });
      moved.push(...committed);
      await followVersions(deps, committed);
    },
    { concurrency: 4 },
  );
  try {
    await publishSummaries(deps, moved);
  } catch (error) {
    console.error(`Moved ${moved.length} products, but their list entries were not updated:`, error);
  }
  // What did not move this round (saved meanwhile, or past the batch) is counted for the next.
  return { moved: moved.length, remaining: batch.length - moved.length + later };
}
