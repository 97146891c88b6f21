import pMap from 'p-map';
import { isLive } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { HttpError, invalid } from '#server/errors.ts';
import { Unchanged } from '#server/store.ts';
import { memberKey } from './keys.ts';
import { mayBeInFlight } from './pointers.ts';
import { readRecord } from './records.ts';

/*
 * Category membership: the one key on which a product save and a category delete meet. A save joins
 * the category (compare-and-swap) before its record commits; a delete marks the category deleted with
 * a compare-and-swap of the same key, only when no member is live in it. Whichever writes first, the
 * other sees it: a save never lands in a deleted category, and a delete never strands a product.
 * Members are never removed by saves (a product that moved away is pruned by the next delete, once
 * its record shows it elsewhere and its claim is older than the grace period).
 */

export interface Members {
  deleted_at?: string;
  /** product id → when it last joined, and its record version then (0 when new) */
  members: Record<string, { at: string; version: number }>;
}

export const CATEGORY_NOT_FOUND = 'Kategori tidak ditemukan';
const missingCategory = () => invalid(CATEGORY_NOT_FOUND, { category_id: [CATEGORY_NOT_FOUND] });

/** Joins a category; returns the join's time, which `leaveCategory` takes to undo exactly this join. */
export async function joinCategory(deps: Deps, categoryId: number, productId: number, version = 0): Promise<string> {
  const at = deps.now().toISOString();
  await deps.db.update<Members>(memberKey(categoryId), (current) => {
    if (current?.deleted_at) throw missingCategory();
    return { members: { ...current?.members, [productId]: { at, version } } };
  });
  return at;
}

/**
 * Undoes a join made by a save that then failed (a taken SKU, a conflict), so the category is not
 * held "in use" by a save that will never commit. Only this very join: a later join of the same
 * product (another save) stays. Never throws: the join would simply expire.
 */
export async function leaveCategory(deps: Deps, categoryId: number, productId: number, at: string): Promise<void> {
  await deps.db
    .update<Members, null>(memberKey(categoryId), async (current) => {
      if (!current || current.deleted_at || current.members[productId]?.at !== at) return new Unchanged(null);
      // The record is the truth: a product that is in the category after all keeps its membership.
      const record = await readRecord(deps, productId);
      if (record && isLive(record) && record.category_id === categoryId) return new Unchanged(null);
      const { [productId]: _left, ...members } = current.members;
      return { ...current, members };
    })
    .catch((error: unknown) => console.error(`Could not leave category ${categoryId} after a failed save:`, error));
}

/** Many products join one category at once (imports). */
export async function joinCategoryInBulk(deps: Deps, categoryId: number, productIds: number[]): Promise<void> {
  await deps.db.update<Members>(memberKey(categoryId), (current) => {
    if (current?.deleted_at) throw missingCategory();
    const at = deps.now().toISOString();
    const joined = Object.fromEntries(productIds.map((id) => [id, { at, version: 0 }]));
    return { members: { ...current?.members, ...joined } };
  });
}

/** Many existing products join one category at once, each at its record's current version (moves). */
export async function joinCategoryAt(deps: Deps, categoryId: number, versions: Map<number, number>): Promise<string> {
  const at = deps.now().toISOString();
  await deps.db.update<Members>(memberKey(categoryId), (current) => {
    if (current?.deleted_at) throw missingCategory();
    const joined = Object.fromEntries([...versions].map(([id, version]) => [id, { at, version }]));
    return { members: { ...current?.members, ...joined } };
  });
  return at;
}

/** The ids that ever joined a category and were not pruned since (a superset of its products). */
export async function categoryMemberIds(deps: Deps, categoryId: number): Promise<number[]> {
  const members = await deps.db.get<Members>(memberKey(categoryId));
  return Object.keys(members?.members ?? {}).map(Number);
}

/** A category delete refused because products are (or may be about to be) in it. */
export class CategoryInUseError extends HttpError {
  readonly use: CategoryUse;

  constructor(use: CategoryUse) {
    super(
      409,
      use.live > 0
        ? `Kategori masih dipakai oleh ${use.live} produk. Pindahkan atau hapus produk tersebut terlebih dahulu.`
        : 'Produk baru saja disimpan ke kategori ini. Coba hapus lagi dalam satu menit.',
    );
    this.use = use;
  }
}

export async function isCategoryDeleted(deps: Deps, categoryId: number): Promise<boolean> {
  return Boolean((await deps.db.get<Members>(memberKey(categoryId)))?.deleted_at);
}

export interface CategoryUse {
  /** Live products whose record is in the category. */
  live: number;
  /** Joins too recent to judge: a save may be committing right now. */
  pending: number;
}

/** Marks a category deleted if nothing uses it; otherwise a 409 saying why. Prunes stale members. */
export async function retireCategory(deps: Deps, categoryId: number, options: { assumeIdle?: boolean } = {}) {
  await deps.db.update<Members, null>(memberKey(categoryId), async (current) => {
    if (current?.deleted_at) return new Unchanged(null);
    const entries = Object.entries(current?.members ?? {});
    const use: CategoryUse = { live: 0, pending: 0 };
    const kept: Members['members'] = {};
    await pMap(
      entries,
      async ([productId, joined]) => {
        const record = await readRecord(deps, Number(productId));
        if (record && isLive(record) && record.category_id === categoryId) {
          use.live += 1;
          kept[productId] = joined;
        } else if (!options.assumeIdle && mayBeInFlight(deps, { id: Number(productId), ...joined }, record)) {
          use.pending += 1;
          kept[productId] = joined;
        }
      },
      { concurrency: 8 },
    );
    if (use.live > 0 || use.pending > 0) throw new CategoryInUseError(use);
    return { deleted_at: deps.now().toISOString(), members: {} };
  });
}
