import { isLive, type ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { invalid } from '#server/errors.ts';
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
  /** The holder's record version when it claimed (0 for a new product): a later commit settles the claim. */
  version?: number;
}

const keyOf = (kind: PointerKind, value: string) => (kind === 'slug' ? slugKey(value) : skuKey(value));

export const carries = (record: ProductRecord, kind: PointerKind, value: string) =>
  kind === 'slug' ? record.slug === value : record.sku.trim().toLowerCase() === value.trim().toLowerCase();

export const TAKEN_MESSAGES: Record<PointerKind, string> = {
  slug: 'Slug sudah dipakai produk lain',
  sku: 'SKU sudah dipakai produk lain',
};

const taken = (kind: PointerKind) => invalid(TAKEN_MESSAGES[kind], { [kind]: [TAKEN_MESSAGES[kind]] });

/**
 * A claim whose holder has not committed since it claimed may belong to a save still in flight, until
 * the grace period ends. Once the holder committed a version that does not carry the value, the claim
 * is settled: abandoned.
 */
export function mayBeInFlight(deps: Deps, pointer: Pointer, holder: ProductRecord | null): boolean {
  const committedSince = holder !== null && holder.version > (pointer.version ?? 0);
  return !committedSince && deps.now().getTime() - Date.parse(pointer.at) < CLAIM_GRACE_MS;
}

/**
 * Claims `value` for product `id` (whose stored record is at `version`, 0 when new), or throws a 422
 * when another product holds it: a live product whose record carries it, or a claim that may belong
 * to a save still in flight. Returns the claim as written, for `releaseOwnClaim`.
 */
export async function claimPointer(
  deps: Deps,
  kind: PointerKind,
  value: string,
  id: number,
  version = 0,
): Promise<Pointer> {
  const key = keyOf(kind, value);
  for (let attempt = 0; attempt < 20; attempt++) {
    const fresh: Pointer = { id, at: deps.now().toISOString(), version };
    const current = await deps.db.getVersioned<Pointer>(key);
    if (!current) {
      if (await deps.db.create(key, fresh)) return fresh;
      continue;
    }
    const holder = current.value.id;
    if (holder !== null && holder !== id) {
      const record = await readRecord(deps, holder);
      if (record && isLive(record) && carries(record, kind, value)) throw taken(kind);
      if (mayBeInFlight(deps, current.value, record)) throw taken(kind);
    }
    // Free, abandoned, or already ours (refreshed, so nobody takes it while this save commits).
    if (await deps.db.replaceIf(key, fresh, current.etag)) return fresh;
  }
  throw taken(kind);
}

/**
 * A save that failed before committing frees what it claimed, unless someone claimed it again since
 * (another save of the same product refreshes the claim with its own time).
 */
export async function releaseOwnClaim(deps: Deps, kind: PointerKind, value: string, claim: Pointer): Promise<void> {
  const key = keyOf(kind, value);
  try {
    const current = await deps.db.getVersioned<Pointer>(key);
    if (!current || current.value.id !== claim.id || current.value.at !== claim.at) return;
    const record = claim.id === null ? null : await readRecord(deps, claim.id);
    if (record && isLive(record) && carries(record, kind, value)) return;
    await deps.db.replaceIf(key, { id: null, at: deps.now().toISOString() }, current.etag);
  } catch (error) {
    console.error(`Could not free ${kind} ${value} after a failed save:`, error);
  }
}

/**
 * Frees `value` if product `id` holds it and no longer carries it. A claim that may be in flight
 * stays: it may be a newer save of the same product on its way to using the value again. Never
 * throws: a pointer left behind is harmless (readers check the record) and the store check frees it.
 */
export async function releasePointer(deps: Deps, kind: PointerKind, value: string, id: number): Promise<void> {
  const key = keyOf(kind, value);
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      const current = await deps.db.getVersioned<Pointer>(key);
      if (!current || current.value.id !== id) return;
      const record = await readRecord(deps, id);
      if (record && isLive(record) && carries(record, kind, value)) return;
      if (mayBeInFlight(deps, current.value, record)) return;
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
