import { isLive, type ProductRecord } from '../../../../../src/shared/product-record.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { CLAIM_GRACE_MS, skuKey, slugKey } from './keys.ts';
import { readRecord } from './records.ts';

/*
 * Slug and SKU pointers: which product holds a public URL or a SKU. A pointer is claimed create-only
 * (or taken over by compare-and-swap) before the record that carries the value commits, and it is
 * believed only when that record agrees. Nothing here ever deletes a pointer: releasing one is a
 * compare-and-swap to "free", so a cleanup can never remove a pointer another product has just
 * claimed. See decision 002 for why the grace period makes in-flight saves safe.
 */

export type PointerKind = 'slug' | 'sku';

export interface Pointer {
  /** The holder, or null once released. */
  id: number | null;
  /** When the holder last claimed it. */
  at: string;
}

const keyOf = (kind: PointerKind, value: string) => (kind === 'slug' ? slugKey(value) : skuKey(value));

export const carries = (record: ProductRecord, kind: PointerKind, value: string) =>
  kind === 'slug' ? record.slug === value : record.sku.trim().toLowerCase() === value.trim().toLowerCase();

export const TAKEN_MESSAGES: Record<PointerKind, string> = {
  slug: 'Slug sudah dipakai produk lain',
  sku: 'SKU sudah dipakai produk lain',
};

const taken = (kind: PointerKind) => invalid(TAKEN_MESSAGES[kind], { [kind]: [TAKEN_MESSAGES[kind]] });

const age = (deps: Deps, pointer: Pointer) => deps.now().getTime() - Date.parse(pointer.at);

/**
 * Claims `value` for product `id`, or throws a 422 when another product holds it: a live product
 * whose record carries it, or a claim young enough to belong to a save still in flight.
 */
export async function claimPointer(deps: Deps, kind: PointerKind, value: string, id: number): Promise<void> {
  const key = keyOf(kind, value);
  for (let attempt = 0; attempt < 20; attempt++) {
    const fresh: Pointer = { id, at: deps.now().toISOString() };
    const current = await deps.db.getVersioned<Pointer>(key);
    if (!current) {
      if (await deps.db.create(key, fresh)) return;
      continue;
    }
    const holder = current.value.id;
    if (holder !== null && holder !== id) {
      const record = await readRecord(deps, holder);
      if (record && isLive(record) && carries(record, kind, value)) throw taken(kind);
      if (age(deps, current.value) < CLAIM_GRACE_MS) throw taken(kind);
    }
    // Free, abandoned, or already ours (refreshed, so nobody takes it while this save commits).
    if (await deps.db.replaceIf(key, fresh, current.etag)) return;
  }
  throw taken(kind);
}

/**
 * Frees `value` if product `id` holds it and no longer carries it. A claim younger than the grace
 * period stays: it may be a newer save of the same product on its way to using the value again.
 * Never throws: a pointer left behind is harmless (readers check the record) and the store check
 * frees it.
 */
export async function releasePointer(deps: Deps, kind: PointerKind, value: string, id: number): Promise<void> {
  const key = keyOf(kind, value);
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await deps.db.getVersioned<Pointer>(key);
      if (!current || current.value.id !== id || age(deps, current.value) < CLAIM_GRACE_MS) return;
      const record = await readRecord(deps, id);
      if (record && isLive(record) && carries(record, kind, value)) return;
      if (await deps.db.replaceIf(key, { id: null, at: deps.now().toISOString() }, current.etag)) return;
    }
  } catch (error) {
    console.error(`Could not release ${kind} ${value} of product ${id}:`, error);
  }
}

/** The product a slug names, if the pointer and the record agree. */
export async function productIdBySlug(
  deps: Deps,
  slug: string,
  consistency: 'strong' | 'eventual',
): Promise<number | null> {
  return (await deps.db.get<Pointer>(slugKey(slug), consistency))?.id ?? null;
}
