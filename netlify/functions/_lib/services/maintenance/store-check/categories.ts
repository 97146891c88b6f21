import pMap from 'p-map';
import { isLive, type ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { Unchanged } from '#server/store.ts';
import { removeRetiredCategory } from '../../catalog/categories.ts';
import { FALLBACK_CATEGORY, ensureFallbackCategory, type CategoryRecord } from '../../catalog/category-records.ts';
import { memberKey } from '../../catalog/store/keys.ts';
import { joinCategory, type Members } from '../../catalog/store/members.ts';
import { commitRecord, publishSummary } from '../../catalog/store/records.ts';
import { repairIf, type CheckOptions, type Finding } from './findings.ts';

/*
 * The store check's part on categories: no deleted category still listed, every live product in an
 * existing category (else moved to the fallback one), and known to that category as a member.
 */

/** Categories: every live product in an existing category that knows it as a member. */
export async function checkCategories(
  deps: Deps,
  categories: CategoryRecord[],
  live: ProductRecord[],
  options: CheckOptions,
  note: (finding: Finding) => Finding,
): Promise<void> {
  const retired = await pMap(categories, async (category) =>
    (await deps.db.get<Members>(memberKey(category.id)))?.deleted_at ? category.id : null,
  );
  for (const id of retired) {
    if (id === null) continue;
    const finding = note({ kind: 'retired-category-listed', detail: `category ${id} was deleted but is still listed` });
    await repairIf(options, finding, () => removeRetiredCategory(deps, id));
  }
  const liveCategories = new Set(categories.filter((c) => !retired.includes(c.id)).map((c) => c.id));
  const orphans = live.filter((record) => !liveCategories.has(record.category_id));
  for (const record of orphans) {
    const finding = note({
      kind: 'product-in-missing-category',
      productId: record.id,
      detail: `product ${record.id} (${record.name}) is in category ${record.category_id}, which does not exist; the repair moves it to '${FALLBACK_CATEGORY.name}'`,
    });
    await repairIf(options, finding, () => moveToFallbackCategory(deps, record));
  }
  const members = new Map<number, Members | null>();
  for (const categoryId of new Set(live.map((record) => record.category_id))) {
    members.set(categoryId, await deps.db.get<Members>(memberKey(categoryId)));
  }
  for (const record of live) {
    if (!liveCategories.has(record.category_id)) continue;
    if (members.get(record.category_id)?.members?.[record.id]) continue;
    const finding = note({
      kind: 'product-not-in-category-members',
      productId: record.id,
      detail: `product ${record.id} is missing from the members of category ${record.category_id}`,
    });
    await repairIf(options, finding, () => joinCategory(deps, record.category_id, record.id, record.version));
  }
}

/** Moves a product whose category no longer exists into the fallback category (created if needed). */
async function moveToFallbackCategory(deps: Deps, orphan: ProductRecord): Promise<void> {
  const fallback = await ensureFallbackCategory(deps);
  await joinCategory(deps, fallback.id, orphan.id);
  const moved = await commitRecord<null>(deps, orphan.id, (current) =>
    !current || !isLive(current) || current.category_id !== orphan.category_id
      ? new Unchanged(null)
      : { ...current, category_id: fallback.id, version: current.version + 1, updated_at: deps.now().toISOString() },
  );
  if (moved) await publishSummary(deps, moved);
}
