import type MiniSearch from 'minisearch';
import { isLive, type ProductSummary } from '#shared/product/record.ts';
import {
  createSearchIndex,
  searchCatalogue,
  searchDocument,
  type SearchDocument,
} from '#shared/search/catalogue-search.ts';
import type { Deps } from '../../deps.ts';
import { categoryById, listCategories, type CategoryRecord } from './category-records.ts';
import { readSummaries } from './store/records.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/*
 * The server's product search: the public search's document and matching rule (src/shared/search,
 * decision 009) for the paged catalogue and for the admin's lists alike, so `PH-20`, `ph20` and
 * `PH 20` find the PH-20 first wherever they are typed.
 */

/**
 * The search document of searchDocument (the browser's index is built the same way) with the
 * product's Indonesian short description and tags and the category's English name beside the main
 * texts, so a product is found by the words of either language. The specification values of both
 * languages are in the summary's `search_words` already.
 */
export function bilingualSearchDocument(product: ProductSummary, category: CategoryRecord | undefined): SearchDocument {
  const { indonesian } = product;
  return searchDocument(
    {
      ...product,
      tags: [...product.tags, ...indonesian.tags, ...(category?.english?.name ? [category.english.name] : [])],
      short_description: `${product.short_description} ${indonesian.short_description}`,
    },
    category?.name ?? '',
  );
}

/**
 * The admin's index: every live product (drafts, inactive and scheduled ones too), kept in the
 * function's memory between requests and brought up to date product by product: a product whose
 * version changed is indexed again, a deleted one dropped, so a search after a save costs that
 * product, not the whole catalogue (10,000 products take seconds to index). A change to the
 * categories (their names are indexed) starts it afresh. Updates run one at a time and yield to other
 * requests every INDEX_CHUNK products; the product list starts one when it is opened
 * (warmAdminSearch), so the index is ready by the time an admin types.
 */
interface AdminIndex {
  summaries: readonly ProductSummary[];
  categoriesKey: string;
  index: MiniSearch<SearchDocument>;
  /** What each indexed product was indexed at: a changed stamp means its document changed. */
  stamps: Map<number, string>;
}
let held: AdminIndex | undefined;
/** The update under way: the next one waits for it. */
let updating: Promise<unknown> = Promise.resolve();
forgetOnStoreChange(() => {
  held = undefined;
  updating = Promise.resolve();
});
const INDEX_CHUNK = 250;

const stampOf = (product: ProductSummary) => `${product.version}/${product.updated_at}`;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function adminIndex(
  summaries: readonly ProductSummary[],
  categories: CategoryRecord[],
): Promise<MiniSearch<SearchDocument>> {
  const update = updating.then(() => bringUpToDate(summaries, categories));
  updating = update.catch(() => undefined);
  return update;
}

async function bringUpToDate(
  summaries: readonly ProductSummary[],
  categories: CategoryRecord[],
): Promise<MiniSearch<SearchDocument>> {
  const categoriesKey = categories.map((category) => `${category.id}/${category.updated_at}`).join(',');
  if (held?.summaries === summaries && held.categoriesKey === categoriesKey) return held.index;
  if (held?.categoriesKey !== categoriesKey) {
    held = { summaries: [], categoriesKey, index: createSearchIndex([]), stamps: new Map() };
  }
  const { index, stamps } = held;
  const current = new Set<number>();
  let indexed = 0;
  for (const product of summaries) {
    if (!isLive(product)) continue;
    current.add(product.id);
    const stamp = stampOf(product);
    if (stamps.get(product.id) === stamp) continue;
    if (stamps.has(product.id)) index.discard(product.id);
    index.add(bilingualSearchDocument(product, categoryById(categories, product.category_id)));
    stamps.set(product.id, stamp);
    if (++indexed % INDEX_CHUNK === 0) await nextTurn();
  }
  for (const id of stamps.keys()) {
    if (current.has(id)) continue;
    index.discard(id);
    stamps.delete(id);
  }
  held.summaries = summaries;
  return index;
}

/** Brings the admin's index up to date in the background (the list opened: a search may follow). */
export function warmAdminSearch(summaries: readonly ProductSummary[], categories: CategoryRecord[]): void {
  adminIndex(summaries, categories).catch((error: unknown) => console.error('admin search index', error));
}

/**
 * How well each live product matches an admin's query (product id → score, higher is better), by the
 * public search's matching rule; products the rule does not find are absent.
 */
export async function adminSearchScores(
  summaries: readonly ProductSummary[],
  categories: CategoryRecord[],
  query: string,
): Promise<Map<number, number>> {
  if (!query.trim()) return new Map();
  const results = searchCatalogue(await adminIndex(summaries, categories), query);
  return new Map(results.map((result) => [result.id as number, result.score]));
}

/** adminSearchScores over the stored catalogue (the bulk selection and the export, which read no summaries else). */
export async function storedAdminSearchScores(deps: Deps, query: string): Promise<Map<number, number>> {
  if (!query.trim()) return new Map();
  const [summaries, categories] = await Promise.all([readSummaries(deps), listCategories(deps)]);
  return adminSearchScores(summaries, categories, query);
}
