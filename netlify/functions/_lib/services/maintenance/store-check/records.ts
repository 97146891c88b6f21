import { isDeepStrictEqual } from 'node:util';
import {
  ARCHIVE_DAYS,
  ProductRecordSchema,
  isArchived,
  isLive,
  summarize,
  type ProductRecord,
  type ProductSummary,
} from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { purgeProduct } from '../../catalog/archive.ts';
import { dropSummary, publishSummary } from '../../catalog/store/records.ts';
import { repairIf, type CheckOptions, type Finding } from './findings.ts';

/*
 * The store check's part on the records themselves: which fit the product schema, whether the list
 * view shows each as it is, and whether a deleted one outstayed its archive time.
 */

/** The records that fit the product schema, and the ids of those that do not (each noted). */
export function parseRecords(
  raw: unknown[],
  note: (finding: Finding) => Finding,
): { records: ProductRecord[]; invalid: number[] } {
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
  return { records, invalid };
}

/** The list view against the records. */
export async function checkListing(
  deps: Deps,
  records: ProductRecord[],
  invalid: number[],
  summaries: ProductSummary[],
  options: CheckOptions,
  note: (finding: Finding) => Finding,
): Promise<void> {
  const byId = new Map(records.map((record) => [record.id, record]));
  const summaryById = new Map(summaries.map((summary) => [summary.id, summary]));
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
}

/** The archive: a deleted product is kept 30 days, then purged for good. */
export async function checkArchive(
  deps: Deps,
  records: ProductRecord[],
  options: CheckOptions,
  note: (finding: Finding) => Finding,
): Promise<void> {
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
}
