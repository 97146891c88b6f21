import { CHANGES_LIMIT, newestFirst, type CatalogueChanges, type FreshEntry } from '#shared/catalogue/fresh.ts';
import { isPublic, type ProductSummary } from '#shared/product/record.ts';
import { toListItem } from '#shared/product/views.ts';
import type { Deps } from '../../deps.ts';
import { categoryById, listCategories, type CategoryRecord } from './category-records.ts';
import { bilingualSearchDocument } from './product-search.ts';
import { readSummaries } from './store/records.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/*
 * What changed in the public catalogue since a time (a build's): every product saved, deleted,
 * restored or moved since (each of these writes `updated_at`), and every product of a category
 * renamed since (its cards show the category's name). A product no visitor sees is listed by its id
 * alone, and only when the build may have shown it (made before `since`): drafts made since are left
 * out, and no draft's slug or name is told. Read from the same cached summaries as the
 * paged list, so a burst of requests costs the store nothing more; worked out once per version of
 * the summaries and categories and per `since`.
 */

let cached: { key: string; answer: Omit<CatalogueChanges, 'at'> } | undefined;
forgetOnStoreChange(() => (cached = undefined));

function changedSince(summaries: ProductSummary[], categories: CategoryRecord[], since: string): FreshEntry[] {
  const renamed = new Set(categories.filter((category) => category.updated_at > since).map((category) => category.id));
  const visible = (product: ProductSummary) => isPublic(product) && categoryById(categories, product.category_id);
  const changed = summaries.filter(
    (product) =>
      (product.updated_at > since || (renamed.has(product.category_id) && isPublic(product))) &&
      // A product made since the build and not visible now was on no built page: nothing to correct.
      (visible(product) || product.created_at <= since),
  );
  return changed.sort(newestFirst).map((product): FreshEntry => {
    const category = categoryById(categories, product.category_id);
    if (!category || !isPublic(product)) return { id: product.id, visible: false };
    return {
      id: product.id,
      slug: product.slug,
      visible: true,
      created_at: product.created_at,
      item: toListItem(product, category),
      search: bilingualSearchDocument(product, category),
    };
  });
}

/** The changes since `since` (an ISO time), newest first; `complete: false` past CHANGES_LIMIT products. */
export async function catalogueChanges(deps: Deps, since: string): Promise<CatalogueChanges> {
  const [summaries, categories] = await Promise.all([
    readSummaries(deps, 'eventual'),
    listCategories(deps, 'eventual'),
  ]);
  const key = `${since}|${summaries.length}:${summaries.reduce((sum, item) => sum + item.version * item.id, 0)}:${categories
    .map((category) => `${category.id}/${category.updated_at}`)
    .join(',')}`;
  if (cached?.key !== key) {
    const products = changedSince(summaries, categories, since);
    const complete = products.length <= CHANGES_LIMIT;
    cached = { key, answer: { since, complete, products: complete ? products : [] } };
  }
  return { ...cached.answer, at: deps.now().toISOString() };
}
