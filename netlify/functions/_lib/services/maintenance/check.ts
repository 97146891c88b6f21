import { isLive, type ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { listCategories, type CategoryRecord } from '../catalog/category-records.ts';
import { readAllRecords, readSummaries } from '../catalog/store/records.ts';
import { migrateLegacyCatalog } from './legacy.ts';
import { checkActivity } from './activity-check.ts';
import { checkCategories } from './store-check/categories.ts';
import type { CheckOptions, Finding } from './store-check/findings.ts';
import { checkImages } from './store-check/images.ts';
import { checkDuplicates, checkPointers } from './store-check/pointers.ts';
import { checkQuoteRows } from './store-check/quote-rows.ts';
import { checkArchive, checkListing, parseRecords } from './store-check/records.ts';

/*
 * The store check: finds every way the catalogue's keys can disagree, and with `fix` repairs each
 * without losing an acknowledged write. Records are the truth; the list view, pointers, memberships
 * and images follow them. Run by `npm run store:check`, at `npm start`, and (the bounded part) by
 * every build. Repairs use the same compare-and-swap steps as saves, so they are safe beside them.
 * Each part of the check is a file of store-check/; this one runs them in order.
 */

export interface CheckReport {
  findings: Finding[];
  /** Every record that fits the product schema, deleted ones included. */
  records: ProductRecord[];
  categories: CategoryRecord[];
  /** Records that do not fit the product schema: the build leaves them out. */
  invalid: number[];
}

export { FALLBACK_CATEGORY } from '../catalog/category-records.ts';

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
  const { records, invalid } = parseRecords(raw, note);
  const live = records.filter(isLive);

  await checkListing(deps, records, invalid, summaries, options, note);
  await checkArchive(deps, records, options, note);
  await checkCategories(deps, categories, live, options, note);
  checkDuplicates(live, note);

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
