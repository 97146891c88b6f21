import type MiniSearch from 'minisearch';
import type { AdminProductsPage, ProductListItem, ProductListPage } from '#shared/api-types.ts';
import type { AdminListQuery, PublicListQuery } from '#shared/list-query.ts';
import { isLive, isPublic, specificationWords, type ProductSummary } from '#shared/product/record.ts';
import { isTranslationMissing } from '#shared/product/translation.ts';
import type { ProductTranslation, Specification } from '#shared/product/fields.ts';
import { isScheduled } from '#shared/product/schedule.ts';
import { toAdminListItem, toListItem } from '#shared/product/views.ts';
import {
  createSearchIndex,
  searchCatalogue,
  searchDocument,
  type SearchDocument,
} from '#shared/search/catalogue-search.ts';
import { indexWords } from '#shared/search/words.ts';
import { adminStockStatus } from '#shared/stock.ts';
import type { Deps } from '../../deps.ts';
import { categoryById, listCategories, type CategoryRecord } from './category-records.ts';
import { readSummaries } from './records.ts';
import { byNewest } from './views.ts';

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
  /** Built at the first search of this version: plain pages never pay for it. */
  index: () => MiniSearch<SearchDocument>;
  /** Pages already answered for this version, by query (the most recent PAGES_KEPT). */
  pages: Map<string, ProductListPage>;
}
let cached: PublicCatalogue | undefined;
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
  cached = { key, summaries, categories, items, byId, index: searchIndex, pages: new Map() };
  return cached;
}

/**
 * The search document of searchDocument (the browser's index is built the same way) with the
 * product's Indonesian short description and tags and the category's English name beside the main
 * texts, so a visitor finds a product by the words of either language. The specification values of
 * both languages are in the summary's `search_words` already.
 */
function bilingualSearchDocument(product: ProductSummary, category: CategoryRecord): SearchDocument {
  const { indonesian } = product;
  return searchDocument(
    {
      ...product,
      tags: [...product.tags, ...indonesian.tags, ...(category.english?.name ? [category.english.name] : [])],
      short_description: `${product.short_description} ${indonesian.short_description}`,
    },
    category.name,
  );
}

const matchesCategory = (item: ProductListItem, category: string) =>
  !category || item.category.name.toLowerCase() === category.toLowerCase() || item.category.slug === category;

/** One page of the public catalogue, with counts for its filters (each without its own filter). */
export async function publicProductsPage(deps: Deps, query: PublicListQuery): Promise<ProductListPage> {
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

function pageOf({ items, byId, index }: PublicCatalogue, query: PublicListQuery): ProductListPage {
  if (query.ids) {
    const data = query.ids.flatMap((id) => byId.get(id) ?? []);
    return {
      data,
      total: data.length,
      page: 1,
      per_page: data.length,
      facets: { categories: [], in_stock: 0, price: null },
    };
  }
  const ranked = query.q
    ? searchCatalogue(index(), query.q).flatMap((result) => byId.get(result.id as number) ?? [])
    : items;
  const inPrice = (item: ProductListItem) =>
    (query.min_price === undefined || item.price >= query.min_price) &&
    (query.max_price === undefined || item.price <= query.max_price);
  const inStock = (item: ProductListItem) => !query.in_stock || item.stock > 0;
  const matching = ranked.filter((item) => matchesCategory(item, query.category) && inPrice(item) && inStock(item));
  const categoryCounts = new Map<string, number>();
  for (const item of ranked.filter((item) => inPrice(item) && inStock(item))) {
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
      in_stock: ranked.filter((item) => matchesCategory(item, query.category) && inPrice(item) && item.stock > 0)
        .length,
      price: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
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
  /** A summary's: the words of its specification values in both languages. */
  search_words?: string;
  /** A summary's; a whole record's is worked out from its texts. */
  translation_missing?: boolean;
  specifications?: Specification[];
};

const translationMissing = (product: Listed) =>
  product.translation_missing ?? isTranslationMissing(product, product.indonesian);

/**
 * The words an admin's search finds a product by beside its name and SKU: its short description,
 * tags and specification values in both languages (an admin searching `timbangan` or `garansi`
 * finds products written in English that have it in their Indonesian texts, and the other way).
 */
function textWords(product: Listed): Set<string> {
  const specs =
    product.search_words ??
    specificationWords([...(product.specifications ?? []), ...(product.indonesian.specifications ?? [])]);
  const { indonesian } = product;
  return new Set(
    indexWords(
      [product.short_description, indonesian.short_description, ...product.tags, ...indonesian.tags, specs].join(' '),
    ),
  );
}

/** Every word of the query begins a word of the product's texts. */
function matchesTextWords(product: Listed, needles: string[]): boolean {
  if (needles.length === 0) return false;
  const words = [...textWords(product)];
  return needles.every((needle) => words.some((word) => word.startsWith(needle)));
}

const publicationOf = (product: Listed) =>
  !product.is_active ? 'inactive' : product.status === 'published' ? 'published' : 'draft';

/** A scheduled product is a draft waiting for its publish time: among the drafts, and filtered on its own too. */
const matchesPublication = (product: Listed, publication: AdminListQuery['publication']) =>
  publication === 'all' ||
  (publication === 'scheduled'
    ? publicationOf(product) === 'draft' && isScheduled(product)
    : publicationOf(product) === publication);

const SORTS: Record<AdminListQuery['sort'], (a: Listed, b: Listed) => number> = {
  newest: (a, b) => byNewest(b, a),
  updated: (a, b) => a.updated_at.localeCompare(b.updated_at) || a.id - b.id,
  name: (a, b) => a.name.localeCompare(b.name, 'id') || a.id - b.id,
  price: (a, b) => a.price - b.price || a.id - b.id,
  stock: (a, b) => a.stock - b.stock || a.id - b.id,
};

/**
 * The live products an admin list query matches, in its order: the list's pages and the catalogue
 * export (which takes the same filters) agree on what "matching" means.
 */
export function matchingAdminProducts<T extends Listed>(
  products: readonly T[],
  query: Omit<AdminListQuery, 'page' | 'per_page'>,
): T[] {
  const needle = query.q.toLowerCase();
  const needles = indexWords(query.q);
  const matching = products.filter(
    (product) =>
      isLive(product) &&
      (!needle ||
        product.name.toLowerCase().includes(needle) ||
        product.sku.toLowerCase().includes(needle) ||
        matchesTextWords(product, needles)) &&
      (query.translation === 'all' || translationMissing(product)) &&
      (query.category_id === undefined || product.category_id === query.category_id) &&
      matchesPublication(product, query.publication) &&
      (query.stock === 'all' || adminStockStatus(product.stock) === query.stock),
  );
  const order = query.order ?? (query.sort === 'newest' || query.sort === 'updated' ? 'desc' : 'asc');
  const compare = SORTS[query.sort];
  return matching.sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)));
}

/**
 * One page of the admin product list: searched by name or SKU (or the words of its texts in either
 * language), filtered, sorted on the server.
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
  const page = adminPageOf(summaries, categories, query);
  adminPages.pages.set(queryKey, page);
  if (adminPages.pages.size > PAGES_KEPT) adminPages.pages.delete(adminPages.pages.keys().next().value!);
  return page;
}

let adminPages:
  { summaries: ProductSummary[]; categoriesKey: string; pages: Map<string, AdminProductsPage> } | undefined;

function adminPageOf(
  summaries: ProductSummary[],
  categories: CategoryRecord[],
  query: AdminListQuery,
): AdminProductsPage {
  const live = summaries.filter(isLive);
  const matching = matchingAdminProducts(live, query);
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
