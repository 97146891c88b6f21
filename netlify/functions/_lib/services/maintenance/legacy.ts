import pMap from 'p-map';
import { ProductRecordSchema, type ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { importProducts } from '../catalog/operations.ts';
import { readAllRecords } from '../catalog/store/records.ts';

/*
 * Stores written before the sharded layout kept one index document (`catalog/products`) and one key
 * per record (`products/{id}`). The store check moves such a catalogue into the current layout: the
 * records keep their ids, slugs and versions; the old keys go once the new ones are written, so a
 * migration cut short simply runs again.
 */

const LEGACY_INDEX_KEY = 'catalog/products';
const legacyRecordKey = (id: number) => `products/${id}`;

/** True when a legacy catalogue was found (and, unless `dryRun`, migrated). */
export async function migrateLegacyCatalog(deps: Deps, { dryRun }: { dryRun: boolean }): Promise<boolean> {
  const index = await deps.db.get<{ items: Array<{ id: number }> }>(LEGACY_INDEX_KEY);
  if (!index) return false;
  if (dryRun) return true;
  const present = new Set(((await readAllRecords(deps)) as ProductRecord[]).map((record) => record.id));
  const legacy = await pMap(index.items, (item) => deps.db.get<unknown>(legacyRecordKey(item.id)), {
    concurrency: 16,
  });
  const records = legacy.flatMap((value) => {
    const parsed = ProductRecordSchema.safeParse(value);
    if (!parsed.success) {
      if (value)
        console.error('Legacy product record skipped (does not fit the schema):', JSON.stringify(value).slice(0, 200));
      return [];
    }
    return present.has(parsed.data.id) ? [] : [parsed.data];
  });
  await importProducts(deps, records);
  await pMap(index.items, (item) => deps.db.delete(legacyRecordKey(item.id)), { concurrency: 16 });
  await deps.db.delete(LEGACY_INDEX_KEY);
  return true;
}
