import pMap from 'p-map';
import { isLive, skuKeyOf, type ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { SKUS_PREFIX, SLUGS_PREFIX, skuFromKey } from '../../catalog/store/keys.ts';
import { carries, claimPointer, mayBeInFlight, releasePointer, type Pointer } from '../../catalog/store/pointers.ts';
import { idleClock, repairIf, type CheckOptions, type Finding } from './findings.ts';

/*
 * The store check's part on slugs and SKUs: no two live products share one, every live product's
 * slug and SKU pointer names it, and no pointer names a product that no longer uses it.
 */

/** Duplicates among live records (only from data written outside these operations). */
export function checkDuplicates(live: ProductRecord[], note: (finding: Finding) => Finding): void {
  for (const [kind, valueOf] of [
    ['slug', (record: ProductRecord) => record.slug],
    ['sku', (record: ProductRecord) => skuKeyOf(record.sku)],
  ] as const) {
    const groups = Map.groupBy(live, valueOf);
    for (const [value, group] of groups) {
      if (group.length < 2) continue;
      note({
        kind: kind === 'slug' ? 'duplicate-slug' : 'duplicate-sku',
        detail: `${kind} '${value}' is carried by products ${group.map((record) => record.id).join(', ')}`,
      });
    }
  }
}

export async function checkPointers(
  deps: Deps,
  records: ProductRecord[],
  options: CheckOptions,
  note: (finding: Finding) => Finding,
): Promise<void> {
  const abandoned = (pointer: Pointer, holder: ProductRecord | null) =>
    options.assumeIdle || !mayBeInFlight(deps, pointer, holder);
  const repairDeps = options.assumeIdle ? idleClock(deps) : deps;
  const holders = new Map<string, number>();
  for (const [kind, prefix, valueOfKey] of [
    ['slug', SLUGS_PREFIX, (key: string) => key.slice(SLUGS_PREFIX.length)],
    ['sku', SKUS_PREFIX, skuFromKey],
  ] as const) {
    const keys = await deps.db.keys(prefix);
    const pointers = await pMap(keys, (key) => deps.db.get<Pointer>(key), { concurrency: 16 });
    for (const [position, key] of keys.entries()) {
      const pointer = pointers[position];
      const value = valueOfKey(key);
      if (!pointer || pointer.id === null) continue;
      holders.set(`${kind}:${value}`, pointer.id);
      const holder = records.find((record) => record.id === pointer.id) ?? null;
      if (holder && isLive(holder) && carries(holder, kind, value)) continue;
      if (!abandoned(pointer, holder)) continue;
      const finding = note({
        kind: 'stale-pointer',
        detail: `${kind} '${value}' still names product ${pointer.id}, which does not use it`,
      });
      await repairIf(options, finding, () => releasePointer(repairDeps, kind, value, pointer.id!));
    }
  }
  for (const record of records.filter(isLive)) {
    for (const [kind, value] of [
      ['slug', record.slug],
      ['sku', skuKeyOf(record.sku)],
    ] as const) {
      const holder = holders.get(`${kind}:${value}`);
      if (holder === record.id) continue;
      const finding = note({
        kind: holder === undefined ? 'pointer-missing' : 'pointer-to-wrong-product',
        productId: record.id,
        detail: `${kind} '${value}' of product ${record.id} ${holder === undefined ? 'has no pointer' : `names product ${holder}`}`,
      });
      // A pointer held by another live product that carries the value is a duplicate: reported above.
      await repairIf(options, finding, () => claimPointer(repairDeps, kind, value, record.id, record.version)).catch(
        () => undefined,
      );
    }
  }
}
