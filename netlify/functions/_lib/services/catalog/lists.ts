import type MiniSearch from 'minisearch';
import type { AdminProductsPage } from '#shared/product/pages.ts';
import type { ProductListItem } from '#shared/product/views.ts';
import {
  EMPTY_PROCUREMENT_FACETS,
  procurementFact,
  procurementFacets,
  procurementTests,
  type CatalogueListPage,
  type ProcurementFact,
} from '#shared/product/procurement-facets.ts';
import type { AdminListQuery, PublicListQuery } from '#shared/catalogue/list-query.ts';
import { isLive, isPublic, type ProductSummary } from '#shared/product/record.ts';
import { isTranslationMissing } from '#shared/product/translation.ts';
import type { ProductTranslation } from '#shared/product/fields.ts';
import { isScheduled } from '#shared/product/schedule.ts';
import { toAdminListItem, toListItem } from '#shared/product/views.ts';
import { createSearchIndex, searchCatalogue, type SearchDocument } from '#shared/search/catalogue-search.ts';
import { adminStockStatus } from '#shared/product/stock.ts';
import type { Deps } from '../../deps.ts';
import { categoryById, listCategories, type CategoryRecord } from './category-records.ts';
import { adminSearchScores, bilingualSearchDocument, warmAdminSearch } from './product-search.ts';
import { readSummaries } from './store/records.ts';
import { byNewest } from './views.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/*
 * Paged lists: what a catalogue page or the admin list shows, filtered, searched, sorted and cut on
 * the server, so a client never downloads the whole catalogue. The summaries are read once per
 * version (the store's short read cache) and the search index is built once per version of them.
 */

interface PublicCatalogue {
  key: string;
  summaries: ProductSummary[];
  categories: CategoryRecord[];
  items: ProductListItem[];
  byId: Map<number, ProductListItem>;
  /** What the procurement filters read of each product, by id. */
  facts: Map<number, ProcurementFact>;
  /** Built at the first search of this version: plain pages never pay for it. */
  index: () => MiniSearch<SearchDocument>;
  /** Pages already answered for this version, by query (the most recent PAGES_KEPT). */
  pages: Map<string, CatalogueListPage>;
}
let cached: PublicCatalogue | undefined;
forgetOnStoreChange(() => (cached = undefined));
const PAGES_KEPT = 200;

async function publicCatalogue(deps: Deps): Promise<PublicCatalogue> {
  const [summaries, categories] = await Promise.all([
    readSummaries(deps, 'eventual'),
    listCategories(deps, 'eventual'),
  ]);
  // The same cached documents as last time: nothing changed, nothing to compare.
  if (cached?.summaries === summaries && cached.categories === categories) return cached;
  const key = `${summaries.length}:${summaries.reduce((sum, item) => sum + item.version * item.id, 0)}:${categories
    .map((category) => `${category.id}/${category.updated_at}`)
    .join(',')}`;
  if (cached?.key === key) {
    cached.summaries = summaries;
    cached.categories = categories;
    return cached;
  }
  const visible = summaries
    .filter(isPublic)
    .sort(byNewest)
    .flatMap((product) => {
      const category = categoryById(categories, product.category_id);
      return category ? [{ product, category }] : [];
    });
  const items = visible.map(({ product, category }) => toListItem(product, category));
  let index: MiniSearch<SearchDocument> | undefined;
  const searchIndex = () =>
    (index ??= createSearchIndex(visible.map(({ product, category }) => bilingualSearchDocument(product, category))));
  const byId = new Map(items.map((item) => [item.id, item]));
  const facts = new Map(visible.map(({ product }) => [product.id, procurementFact(product)]));
  cached = { key, summaries, categories, items, byId, facts, index: searchIndex, pages: new Map() };
  return cached;
}

const matchesCategory = (item: ProductListItem, category: string) =>
  !category || item.category.name.toLowerCase() === category.toLowerCase() || item.category.slug === category;

/** One page of the public catalogue, with counts for its filters (each without its own filter). */
export async function publicProductsPage(deps: Deps, query: PublicListQuery): Promise<CatalogueListPage> {
  const catalogue = await publicCatalogue(deps);
  // Visitors ask the same pages over and over (the first page above all): each is worked out once
  // per catalogue version.
  const queryKey = JSON.stringify(query);
  const known = catalogue.pages.get(queryKey);
  if (known) return known;
  const page = pageOf(catalogue, query);
  catalogue.pages.set(queryKey, page);
  if (catalogue.pages.size > PAGES_KEPT) catalogue.pages.delete(catalogue.pages.keys().next().value!);
  return page;
}

function pageOf({ items, byId, facts, index }: PublicCatalogue, query: PublicListQuery): CatalogueListPage {
  if (query.ids) {
    const data = query.ids.flatMap((id) => byId.get(id) ?? []);
    return {
      data,
      total: data.length,
      page: 1,
      per_page: data.length,
      facets: { categories: [], in_stock: 0, price: null, ...EMPTY_PROCUREMENT_FACETS },
    };
  }
  const ranked = query.q
    ? searchCatalogue(index(), query.q).flatMap((result) => byId.get(result.id as number) ?? [])
    : items;
  const inPrice = (item: ProductListItem) =>
    (query.min_price === undefined || item.price >= query.min_price) &&
    (query.max_price === undefined || item.price <= query.max_price);
  const inStock = (item: ProductListItem) => !query.in_stock || item.stock > 0;
  const tests = Object.values(procurementTests(query));
  const procurement = (item: ProductListItem) => tests.every((test) => test(facts.get(item.id)!));
  const matching = ranked.filter(
    (item) => matchesCategory(item, query.category) && inPrice(item) && inStock(item) && procurement(item),
  );
  const categoryCounts = new Map<string, number>();
  for (const item of ranked.filter((item) => inPrice(item) && inStock(item) && procurement(item))) {
    categoryCounts.set(item.category.name, (categoryCounts.get(item.category.name) ?? 0) + 1);
  }
  const prices = ranked.map((item) => item.price);
  const start = (query.page - 1) * query.per_page;
  return {
    data: matching.slice(start, start + query.per_page),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
    facets: {
      categories: [...categoryCounts].map(([name, count]) => ({ name, count })),
      in_stock: ranked.filter(
        (item) => matchesCategory(item, query.category) && inPrice(item) && procurement(item) && item.stock > 0,
      ).length,
      price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
      ...procurementFacets(
        ranked
          .filter((item) => matchesCategory(item, query.category) && inPrice(item) && inStock(item))
          .map((item) => facts.get(item.id)!),
        query,
      ),
    },
  };
}

/** What the admin list filters and sorts by: a summary and a whole record both have it. */
type Listed = Pick<
  ProductSummary,
  | 'id'
  | 'name'
  | 'sku'
  | 'category_id'
  | 'status'
  | 'publish_at'
  | 'is_active'
  | 'stock'
  | 'price'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | 'short_description'
  | 'tags'
> & {
  /** A summary holds the short description and tags of it, a whole record all of it. */
  indonesian: Pick<ProductTranslation, 'short_description' | 'tags'> & Partial<ProductTranslation>;
  /** A summary's; a whole record's is worked out from its texts. */
  translation_missing?: boolean;
};

const translationMissing = (product: Listed) =>
  product.translation_missing ?? isTranslationMissing(product, product.indonesian);

const publicationOf = (product: Listed) =>
  !product.is_active ? 'inactive' : product.status === 'published' ? 'published' : 'draft';

/** A scheduled product is a draft waiting for its publish time: among the drafts, and filtered on its own too. */
const matchesPublication = (product: Listed, publication: AdminListQuery['publication']) =>
  publication === 'all' ||
  (publication === 'scheduled'
    ? publicationOf(product) === 'draft' && isScheduled(product)
    : publicationOf(product) === publication);

const SORTS: Record<NonNullable<AdminListQuery['sort']>, (a: Listed, b: Listed) => number> = {
  newest: (a, b) => byNewest(b, a),
  updated: (a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'id') || a.id - b.id,
  price: (a, b) => a.price - b.price || a.id - b.id,
  stock: (a, b) => a.stock - b.stock || a.id - b.id,
};

/**
 * The live products an admin list query matches, in its order: the list's pages, the bulk selection
 * and the catalogue export (which take the same filters) agree on what "matching" means. A query
 * finds what the public search's matching rule finds (`scores`, from adminSearchScores), and besides
 * what holds it in its name or SKU as typed (`rl-ph-70`, part of a SKU). Without a chosen order
 * (`sort`, `order`) a query lists the best match first, then in the list's order (newest first);
 * name and SKU matches the rule does not find come after those it does. A chosen order wins.
 */
export function matchingAdminProducts<T extends Listed>(
  products: readonly T[],
  query: Omit<AdminListQuery, 'page' | 'per_page'>,
  scores: ReadonlyMap<number, number>,
): T[] {
  const needle = query.q.toLowerCase();
  const matching = products.filter(
    (product) =>
      isLive(product) &&
      (!needle ||
        scores.has(product.id) ||
        product.name.toLowerCase().includes(needle) ||
        product.sku.toLowerCase().includes(needle)) &&
      (query.translation === 'all' || translationMissing(product)) &&
      (query.category_id === undefined || product.category_id === query.category_id) &&
      matchesPublication(product, query.publication) &&
      (query.stock === 'all' || adminStockStatus(product.stock) === query.stock),
  );
  const sort = query.sort ?? 'newest';
  const order = query.order ?? (sort === 'newest' || sort === 'updated' ? 'desc' : 'asc');
  const compare = SORTS[sort];
  const inListOrder = (a: T, b: T) => (order === 'asc' ? compare(a, b) : compare(b, a));
  if (!needle || query.sort || query.order) return matching.sort(inListOrder);
  return matching.sort((a, b) => (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0) || inListOrder(a, b));
}

/**
 * One page of the admin product list (and of the editors' product pickers): searched as the public
 * catalogue is (product-search.ts), filtered, sorted on the server.
 */
export async function adminProductsPage(deps: Deps, query: AdminListQuery): Promise<AdminProductsPage> {
  const [summaries, categories] = await Promise.all([readSummaries(deps), listCategories(deps)]);
  // Unchanged summaries (the same frozen list) and categories: the pages already worked out hold.
  const categoriesKey = categories.map((category) => `${category.id}/${category.updated_at}`).join(',');
  if (adminPages?.summaries !== summaries || adminPages.categoriesKey !== categoriesKey) {
    adminPages = { summaries, categoriesKey, pages: new Map() };
  }
  const queryKey = JSON.stringify(query);
  const known = adminPages.pages.get(queryKey);
  if (known) return known;
  if (!query.q) warmAdminSearch(summaries, categories);
  const page = adminPageOf(summaries, categories, query, await adminSearchScores(summaries, categories, query.q));
  adminPages.pages.set(queryKey, page);
  if (adminPages.pages.size > PAGES_KEPT) adminPages.pages.delete(adminPages.pages.keys().next().value!);
  return page;
}

let adminPages:
  { summaries: ProductSummary[]; categoriesKey: string; pages: Map<string, AdminProductsPage> } | undefined;
forgetOnStoreChange(() => (adminPages = undefined));

function adminPageOf(
  summaries: ProductSummary[],
  categories: CategoryRecord[],
  query: AdminListQuery,
  scores: ReadonlyMap<number, number>,
): AdminProductsPage {
  const live = summaries.filter(isLive);
  const matching = matchingAdminProducts(live, query, scores);
  const start = (query.page - 1) * query.per_page;
  const counts = { all: live.length, published: 0, scheduled: 0, draft: 0, inactive: 0 };
  for (const product of live) {
    counts[publicationOf(product)] += 1;
    if (matchesPublication(product, 'scheduled')) counts.scheduled += 1;
  }
  return {
    data: matching
      .slice(start, start + query.per_page)
      .map((product) => toAdminListItem(product, categoryById(categories, product.category_id))),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}
