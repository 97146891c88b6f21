import pMap from 'p-map';
import { PRODUCT_SEQ_KEY, readRecord, skuKey, SKUS_PREFIX, type Pointer } from '../catalog/index.ts';
import type { Deps } from '../../deps.ts';
import type { PlannedCreate } from './plan.ts';

/*
 * The ids an import gives its new products: a stopped import's ids again where its SKU claims show
 * them, fresh ones from the product sequence for the rest.
 */

/**
 * Ids for the new products. A SKU whose pointer names a product that never committed (an import
 * stopped between its claims and its commit) gets that id again, so a rerun can finish at once
 * instead of waiting out the claim; the others get a block of fresh ids in one compare-and-swap.
 */
export async function assignIds(deps: Deps, creates: PlannedCreate[]): Promise<(PlannedCreate & { id: number })[]> {
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
