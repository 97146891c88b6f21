import { isDeepStrictEqual } from 'node:util';
import pMap from 'p-map';
import {
  ARCHIVE_DAYS,
  ProductRecordSchema,
  isArchived,
  isLive,
  skuKeyOf,
  summarize,
  type ProductRecord,
} from '#shared/product/record.ts';
import { purgeProduct } from '../catalog/archive.ts';
import type { Deps } from '../../deps.ts';
import { removeRetiredCategory } from '../catalog/categories.ts';
import { documentKey } from '../catalog/media/documents.ts';
import { UPLOAD_PREFIX } from '../catalog/media/images.ts';
import {
  FALLBACK_CATEGORY,
  ensureFallbackCategory,
  listCategories,
  type CategoryRecord,
} from '../catalog/category-records.ts';
import { CLAIM_GRACE_MS, SKUS_PREFIX, SLUGS_PREFIX, memberKey, skuFromKey } from '../catalog/store/keys.ts';
import { joinCategory, type Members } from '../catalog/store/members.ts';
import { carries, claimPointer, mayBeInFlight, releasePointer, type Pointer } from '../catalog/store/pointers.ts';
import { commitRecord, dropSummary, publishSummary, readAllRecords, readSummaries } from '../catalog/store/records.ts';
import { Unchanged } from '../../store.ts';
import { migrateLegacyCatalog } from './legacy.ts';
import { checkActivity } from './activity-check.ts';
import { revisionMedia } from '../catalog/store/revisions.ts';
import { quoteRowsWithoutRequest, storeStandInRequest } from '../quotes/requests.ts';

/*
 * The store check: finds every way the catalogue's keys can disagree, and with `fix` repairs each
 * without losing an acknowledged write. Records are the truth; the list view, pointers, memberships
 * and images follow them. Run by `npm run store:check`, at `npm start`, and (the bounded part) by
 * every build. Repairs use the same compare-and-swap steps as saves, so they are safe beside them.
 */

export type FindingKind =
  | 'legacy-layout'
  | 'invalid-record'
  | 'listed-without-record'
  | 'record-without-listing'
  | 'stale-listing'
  | 'outdated-listing'
  | 'pointer-missing'
  | 'pointer-to-wrong-product'
  | 'stale-pointer'
  | 'duplicate-slug'
  | 'duplicate-sku'
  | 'product-in-missing-category'
  | 'product-not-in-category-members'
  | 'retired-category-listed'
  | 'unreferenced-image'
  | 'expired-archive'
  | 'activity-not-copied'
  | 'quote-row-without-request';

export interface Finding {
  kind: FindingKind;
  detail: string;
  productId?: number;
  fixed?: boolean;
}

export interface CheckOptions {
  fix?: boolean;
  /** Nothing else is writing (server stopped): claims younger than the grace period are abandoned too. */
  assumeIdle?: boolean;
  /** Check slug and SKU pointers and images (one read per product; the build skips it). */
  deep?: boolean;
}

export interface CheckReport {
  findings: Finding[];
  /** Every record that fits the product schema, deleted ones included. */
  records: ProductRecord[];
  categories: CategoryRecord[];
  /** Records that do not fit the product schema: the build leaves them out. */
  invalid: number[];
}

export { FALLBACK_CATEGORY };

/** Runs `repair` when fixing, and marks the finding fixed once it succeeded. */
async function repairIf(options: CheckOptions, finding: Finding, repair: () => Promise<unknown>): Promise<void> {
  if (!options.fix) return;
  await repair();
  finding.fixed = true;
}

/** The same store, with a clock past every claim's grace period: for repairs while nothing else writes. */
const idleClock = (deps: Deps): Deps => ({ ...deps, now: () => new Date(deps.now().getTime() + CLAIM_GRACE_MS) });

export async function checkStore(deps: Deps, options: CheckOptions = {}): Promise<CheckReport> {
  const findings: Finding[] = [];
  const note = (finding: Finding) => {
    findings.push(finding);
    return finding;
  };
  if (await migrateLegacyCatalog(deps, { dryRun: !options.fix })) {
    note({ kind: 'legacy-layout', detail: 'catalogue in the old single-index layout', fixed: options.fix });
  }

  const [raw, summaries, categories] = await Promise.all([
    readAllRecords(deps),
    readSummaries(deps),
    listCategories(deps),
  ]);
  const records: ProductRecord[] = [];
  const invalid: number[] = [];
  for (const value of raw) {
    const parsed = ProductRecordSchema.safeParse(value);
    if (parsed.success) records.push(parsed.data);
    else {
      const id = Number((value as { id?: unknown })?.id);
      invalid.push(id);
      note({
        kind: 'invalid-record',
        productId: id,
        detail: `product ${id} does not fit the product schema (${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}); re-save it in the admin`,
      });
    }
  }
  const byId = new Map(records.map((record) => [record.id, record]));
  const summaryById = new Map(summaries.map((summary) => [summary.id, summary]));
  const live = records.filter(isLive);

  // The list view against the records.
  for (const record of records) {
    const summary = summaryById.get(record.id);
    const finding =
      !summary && isLive(record)
        ? note({ kind: 'record-without-listing', productId: record.id, detail: `product ${record.id} is not listed` })
        : summary && summary.version < record.version
          ? note({
              kind: 'stale-listing',
              productId: record.id,
              detail: `product ${record.id} is listed at an old version`,
            })
          : summary && summary.version === record.version && !isDeepStrictEqual(summary, summarize(record))
            ? note({
                kind: 'outdated-listing',
                productId: record.id,
                detail: `product ${record.id} is listed in an older form (a field added since)`,
              })
            : undefined;
    if (finding) {
      await repairIf(options, finding, () =>
        publishSummary(deps, record, { rewrite: finding.kind === 'outdated-listing' }),
      );
    }
  }
  for (const summary of summaries) {
    if (byId.has(summary.id) || invalid.includes(summary.id)) continue;
    const finding = note({
      kind: 'listed-without-record',
      productId: summary.id,
      detail: `product ${summary.id} is listed but has no record`,
    });
    await repairIf(options, finding, () => dropSummary(deps, summary.id));
  }

  // The archive: a deleted product is kept 30 days, then purged for good.
  const now = deps.now();
  for (const record of records) {
    if (isLive(record) || isArchived(record, now)) continue;
    const finding = note({
      kind: 'expired-archive',
      productId: record.id,
      detail: `product ${record.id} was deleted on ${record.deleted_at}, more than ${ARCHIVE_DAYS} days ago; the repair purges it`,
    });
    await repairIf(options, finding, () => purgeProduct(deps, record.id, { onlyExpired: true }));
  }

  // Categories: every live product in an existing category that knows it as a member.
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

  // Duplicates among live records (only from data written outside these operations).
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

  if (options.deep) {
    await checkPointers(deps, records, options, note);
    await checkImages(deps, records, options, note);
    for (const finding of await checkActivity(deps, records, { fix: options.fix, assumeIdle: options.assumeIdle })) {
      note({ kind: 'activity-not-copied', ...finding, fixed: options.fix });
    }
    await checkQuoteRows(deps, options, note);
  }
  return { findings, records, categories, invalid };
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

async function checkPointers(
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

async function checkQuoteRows(deps: Deps, options: CheckOptions, note: (finding: Finding) => Finding): Promise<void> {
  for (const row of await quoteRowsWithoutRequest(deps, options)) {
    const finding = note({
      kind: 'quote-row-without-request',
      detail: `quote request ${row.reference} (${row.name || 'no name'}) is listed but its details were never stored; a stand-in from its inbox row keeps the customer`,
    });
    await repairIf(options, finding, () => storeStandInRequest(deps, row));
  }
}

async function checkImages(
  deps: Deps,
  records: ProductRecord[],
  options: CheckOptions,
  note: (finding: Finding) => Finding,
): Promise<void> {
  const used = new Set(records.flatMap((record) => record.images).filter((path) => path.startsWith(UPLOAD_PREFIX)));
  // PDFs share the uploads store under their own keys ({sha256}.pdf).
  for (const record of records) {
    for (const document of record.documents) {
      const key = documentKey(document.path);
      if (key) used.add(`${UPLOAD_PREFIX}${key}`);
    }
  }
  const candidates = (await deps.images.keys()).filter((key) => !used.has(`${UPLOAD_PREFIX}${key}`));
  // A file an older version of a product names stays: restoring that version brings it back.
  if (candidates.length > 0) {
    for (const path of await revisionMedia(deps)) {
      if (path.startsWith(UPLOAD_PREFIX)) used.add(path);
      const key = documentKey(path);
      if (key) used.add(`${UPLOAD_PREFIX}${key}`);
    }
  }
  for (const key of candidates) {
    if (used.has(`${UPLOAD_PREFIX}${key}`)) continue;
    const finding = note({ kind: 'unreferenced-image', detail: `image ${key} is used by no product` });
    // Only while nothing else writes: a save stores its image before its record commits.
    if (options.assumeIdle) await repairIf(options, finding, () => deps.images.delete(key));
  }
}
