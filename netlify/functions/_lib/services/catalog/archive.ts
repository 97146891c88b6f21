import type { ArchivePage, RestoreResult } from '#shared/product/pages.ts';
import type { ArchiveQuery } from '#shared/catalogue/list-query.ts';
import type { ActivityEntry } from '#shared/activity/entry.ts';
import { isArchived, isLive, migrateRecord, type ProductRecord } from '#shared/product/record.ts';
import { followEntries } from '../activity/index.ts';
import { beforeShardWrite, dropRevisions, purgeEntry } from './store/revisions.ts';
import { SLUG_MAX } from '#shared/common/slug.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, conflict, notFound } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import type { RecordShard } from './store/records.ts';
import { FALLBACK_CATEGORY, categoryById, ensureFallbackCategory, listCategories } from './category-records.ts';
import { OPERATION_DEADLINE_MS, recordShardKey, recordShardOf } from './store/keys.ts';
import { CATEGORY_NOT_FOUND, joinCategory } from './store/members.ts';
import {
  TAKEN_MESSAGES,
  claimPointer,
  releaseOwnClaim,
  releasePointer,
  type Pointer,
  type PointerKind,
} from './store/pointers.ts';
import { commitRecord, dropSummary, publishSummary, readRecord, readSummaries } from './store/records.ts';
import { toAdmin, toArchived } from '#shared/product/views.ts';

/*
 * The archive: a deleted product's record stays as a tombstone (`deleted_at`, `deleted_by`) for 30
 * days, listed here and restorable; then it is purged. Every operation follows the catalogue's
 * protocol (decision 002): claims first (category membership, slug and SKU pointers, at the
 * tombstone's version), one compare-and-swap of the record shard as the commit point, then the list
 * view follows. A restore and a permanent delete meet on that shard: whichever commits first, the
 * other finds the record changed and stops with a 409, freeing what it claimed.
 */

export const ARCHIVE_NOT_FOUND = 'Produk tidak ada di arsip (sudah dipulihkan atau dihapus permanen)';
export const ARCHIVE_CHANGED =
  'Produk ini baru saja dipulihkan atau dihapus permanen oleh admin lain. Muat ulang arsip.';

/** One page of the archive: products deleted in the last 30 days, latest deletion first. */
export async function archivePage(deps: Deps, query: ArchiveQuery): Promise<ArchivePage> {
  const [summaries, categories] = await Promise.all([readSummaries(deps), listCategories(deps)]);
  const now = deps.now();
  const needle = query.q.toLowerCase();
  const matching = summaries
    .filter((product) => isArchived(product, now))
    .filter(
      (product) => !needle || product.name.toLowerCase().includes(needle) || product.sku.toLowerCase().includes(needle),
    )
    .sort((a, b) => b.deleted_at!.localeCompare(a.deleted_at!) || b.id - a.id);
  const start = (query.page - 1) * query.per_page;
  return {
    data: matching
      .slice(start, start + query.per_page)
      .map((product) => toArchived(product, categoryById(categories, product.category_id))),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
  };
}

/** A restore refused because another product took the slug or SKU while this one was deleted. */
export class RestoreConflictError extends HttpError {
  readonly field: PointerKind;
  readonly value: string;

  constructor(field: PointerKind, value: string) {
    const label = field === 'slug' ? 'Slug' : 'SKU';
    super(
      409,
      `${label} "${value}" sudah dipakai produk lain sejak produk ini dihapus. ` +
        `Pulihkan sebagai draf dengan ${label} baru, atau ubah dulu produk yang memakainya.`,
      { errors: { [field]: [`${label} "${value}" sudah dipakai produk lain`] } },
    );
    this.field = field;
    this.value = value;
  }
}

const isTaken = (error: unknown, kind: PointerKind) =>
  error instanceof HttpError && error.status === 422 && error.message === TAKEN_MESSAGES[kind];

/** `base-2`, `base-3`, …: the first the product can claim. SKUs keep their case; slugs stay within the limit. */
async function claimFree(
  deps: Deps,
  kind: PointerKind,
  base: string,
  id: number,
  version: number,
): Promise<[string, Pointer]> {
  for (let n = 2; n < 30; n++) {
    const suffix = `-${n}`;
    const max = kind === 'slug' ? SLUG_MAX : 60;
    const value = `${base.slice(0, max - suffix.length).replace(/-+$/, '')}${suffix}`;
    try {
      return [value, await claimPointer(deps, kind, value, id, version)];
    } catch (error) {
      if (!isTaken(error, kind)) throw error;
    }
  }
  throw new RestoreConflictError(kind, base);
}

export interface RestoreOptions {
  /** When the slug or SKU is taken: come back as a draft with a free one instead of a 409. */
  asDraft?: boolean;
}

/**
 * Brings a product back from the archive as it was (published state, category, slug, SKU). Claims
 * its category membership and its slug and SKU pointers at the tombstone's version, then commits
 * the live record in one compare-and-swap that requires the tombstone unchanged. When its category
 * is gone it comes back as a draft in the fallback category; when its slug or SKU was taken it is a
 * 409 naming the value, or with `asDraft` a draft with `-2`, `-3`, … appended.
 */
export async function restoreProduct(deps: Deps, id: number, options: RestoreOptions = {}): Promise<RestoreResult> {
  const started = deps.now().getTime();
  const before = await readRecord(deps, id);
  if (!before || isLive(before) || !isArchived(before, deps.now())) throw notFound(ARCHIVE_NOT_FOUND);
  let categories = await listCategories(deps);
  const notices: string[] = [];
  let categoryId = before.category_id;
  let status = before.status;
  let slug = before.slug;
  let sku = before.sku;
  const claimed: Array<[PointerKind, string, Pointer]> = [];
  try {
    let joined = false;
    if (categoryById(categories, categoryId)) {
      try {
        await joinCategory(deps, categoryId, id, before.version);
        joined = true;
      } catch (error) {
        if (!(error instanceof HttpError && error.message === CATEGORY_NOT_FOUND)) throw error;
      }
    }
    if (!joined) {
      const fallback = await ensureFallbackCategory(deps);
      await joinCategory(deps, fallback.id, id, before.version);
      categories = [...categories.filter((category) => category.id !== fallback.id), fallback];
      categoryId = fallback.id;
      status = 'draft';
      notices.push(
        `Kategori aslinya sudah dihapus: produk dipulihkan sebagai draf di kategori '${FALLBACK_CATEGORY.name}'. Pilih kategorinya, lalu tayangkan.`,
      );
    }
    for (const kind of ['slug', 'sku'] as const) {
      const value = kind === 'slug' ? slug : sku;
      try {
        claimed.push([kind, value, await claimPointer(deps, kind, value, id, before.version)]);
      } catch (error) {
        if (!isTaken(error, kind)) throw error;
        if (!options.asDraft) throw new RestoreConflictError(kind, value);
        const [free, claim] = await claimFree(deps, kind, value, id, before.version);
        claimed.push([kind, free, claim]);
        if (kind === 'slug') slug = free;
        else sku = free;
        status = 'draft';
        notices.push(
          `${kind === 'slug' ? 'Slug' : 'SKU'} "${value}" sudah dipakai produk lain: produk dipulihkan sebagai draf dengan ${kind === 'slug' ? 'slug' : 'SKU'} "${free}".`,
        );
      }
    }
    if (deps.now().getTime() - started > OPERATION_DEADLINE_MS) {
      throw new HttpError(503, 'Pemulihan terlalu lama; produk belum dipulihkan. Coba lagi.');
    }
    const restored = (await commitRecord<never>(deps, id, (current) => {
      if (!current || isLive(current) || current.version !== before.version) throw conflict(ARCHIVE_CHANGED);
      const { deleted_at: _at, deleted_by: _by, ...rest } = current;
      return {
        ...rest,
        slug,
        sku,
        category_id: categoryId,
        status,
        version: current.version + 1,
        updated_at: deps.now().toISOString(),
      } satisfies ProductRecord;
    })) as ProductRecord;
    try {
      await publishSummary(deps, restored);
    } catch (error) {
      console.error(`Product ${id} restored, but its list entry was not updated:`, error);
    }
    return {
      message: notices.length ? 'Produk dipulihkan sebagai draf' : 'Produk dipulihkan',
      data: toAdmin(restored, categoryById(categories, restored.category_id)),
      ...(notices.length ? { notice: notices.join(' ') } : {}),
    };
  } catch (error) {
    for (const [kind, value, claim] of claimed) await releaseOwnClaim(deps, kind, value, claim);
    throw error;
  }
}

export interface PurgeOptions {
  /** Purge only when the archive period is over (the scheduled purge); otherwise leave it. */
  onlyExpired?: boolean;
}

/**
 * Removes a deleted product for good. The commit point is the record shard: the tombstone leaves it
 * only if it is still a tombstone (a restore that committed first makes this a 409). Product ids are
 * never handed out twice, so no tombstone needs to stay behind: a save or restore that read the
 * product before meets an empty slot and stops (404/409). Then its list entry is dropped and any
 * pointer still naming it is freed. Its images become unreferenced; the idle store check removes them.
 */
export async function purgeProduct(deps: Deps, id: number, options: PurgeOptions = {}): Promise<boolean> {
  let purged: ProductRecord | undefined;
  let entry: ActivityEntry | undefined;
  await deps.db.update<RecordShard, null>(recordShardKey(recordShardOf(id)), async (current) => {
    purged = undefined;
    const record = current?.records?.[id];
    if (!current || !record) {
      if (options.onlyExpired) return new Unchanged(null);
      throw notFound(ARCHIVE_NOT_FOUND);
    }
    if (isLive(record)) {
      if (options.onlyExpired) return new Unchanged(null);
      throw conflict('Produk ini sudah dipulihkan, jadi tidak bisa dihapus permanen dari arsip.');
    }
    if (options.onlyExpired && isArchived(record, deps.now())) return new Unchanged(null);
    await beforeShardWrite(deps, current, [id]);
    const { [id]: _gone, ...records } = current.records;
    purged = record;
    entry = purgeEntry(deps, migrateRecord(record));
    // The record is gone: its entry travels in the shard this commit writes (decision 018).
    return { records, _activity: [entry] };
  });
  if (!purged) return false;
  if (entry) await followEntries(deps, [entry]);
  await dropRevisions(deps, id).catch((error: unknown) =>
    console.error(`Revisions of product ${id} not dropped:`, error),
  );
  try {
    await dropSummary(deps, id);
  } catch (error) {
    console.error(`Product ${id} purged, but its list entry was not dropped:`, error);
  }
  await releasePointer(deps, 'slug', purged.slug, id);
  await releasePointer(deps, 'sku', purged.sku, id);
  return true;
}

/** Purges every product deleted more than 30 days ago (the daily scheduled function). */
export async function purgeExpired(deps: Deps): Promise<number[]> {
  const now = deps.now();
  const expired = (await readSummaries(deps)).filter((product) => !isLive(product) && !isArchived(product, now));
  const purged: number[] = [];
  for (const product of expired) {
    if (await purgeProduct(deps, product.id, { onlyExpired: true })) purged.push(product.id);
  }
  return purged;
}
