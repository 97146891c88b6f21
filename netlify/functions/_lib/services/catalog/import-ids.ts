import pMap from 'p-map';
import { isLive, skuKeyOf } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { PRODUCT_SEQ_KEY, skuKey, SKUS_PREFIX } from './store/keys.ts';
import type { Pointer } from './store/pointers.ts';
import { readRecord } from './store/records.ts';
import type { ImportCreate } from './import-shard.ts';

/*
 * Ids in an import: the ids its new products get (a stopped import's ids again where its SKU claims
 * show them, fresh ones from the product sequence for the rest), and the products that hold a SKU by
 * their claims, which a rerun finds even before they are in the list view.
 */

/**
 * Ids for the new products. A SKU whose pointer names a product that never committed (an import
 * stopped between its claims and its commit) gets that id again, so a rerun can finish at once
 * instead of waiting out the claim; the others get a block of fresh ids in one compare-and-swap.
 */
export async function allocateImportIds<C extends ImportCreate>(
  deps: Deps,
  creates: readonly C[],
): Promise<(C & { id: number })[]> {
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

/**
 * The live products that hold these SKUs (as `skuKeyOf` spells them), found by their SKU claims: a
 * product committed but not yet in the list view (an import or save stopped between the two) is
 * found too. One listing of the claims, and a read only for a SKU that has one.
 */
export async function productIdsBySku(deps: Deps, skus: readonly string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  if (skus.length === 0) return found;
  const pointers = new Set(await deps.db.keys(SKUS_PREFIX));
  await pMap(
    skus.filter((sku) => pointers.has(skuKey(sku))),
    async (sku) => {
      const holder = (await deps.db.get<Pointer>(skuKey(sku)))?.id;
      const record = holder == null ? null : await readRecord(deps, holder);
      if (record && isLive(record) && skuKeyOf(record.sku) === sku) found.set(sku, record.id);
    },
    { concurrency: 16 },
  );
  return found;
}
