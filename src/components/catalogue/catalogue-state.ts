/*
 * The catalogue's view state and the pure functions over it. Page and category live in the path, so
 * every listing page is a prerendered file that works without JavaScript (`/products/page/2`,
 * `/products/category/microscopes/page/2`); search and the other filters live in the query string
 * (`?q=ph700&in_stock=1&min_price=…&max_price=…`, and one `spec_<name>=<value>` per specification
 * facet: `?spec_warranty=1%20year`). A link in the older form (`?category=Microscopes&page=2`)
 * is still understood. The Indonesian listing pages are the same under `/id/products…`.
 */

import type { Lang } from '#shared/i18n/lang.ts';
import { TKDN_PREFERENCE } from '#shared/product/procurement-limits.ts';

/** 12 per page, all of them shown. */
export const PAGE_SIZE = 12;
export const ALL_CATEGORIES = 'All';
export const SKELETON_COUNT = 8;

export interface CatalogueCategory {
  name: string;
  slug: string;
  /** Published products in it. */
  count: number;
  /** Its English name, when written (the main name is Indonesian). */
  english?: { name?: string };
}

export interface CatalogueQuery {
  /** A category slug, or '' for every category. */
  category: string;
  page: number;
  q: string;
  inStock: boolean;
  minPrice: number | null;
  maxPrice: number | null;
  /** Specification facets: parameter (`spec_warranty`) → the value chosen. */
  specs: Record<string, string>;
  /** Procurement filters, named as GET /api/products names them (`ekatalog=1&tkdn_min=40&ready=1&brand=…`). */
  ekatalog: boolean;
  tkdnMin: number | null;
  ready: boolean;
  brand: string;
}

export const DEFAULT_QUERY: CatalogueQuery = {
  category: '',
  page: 1,
  q: '',
  inStock: false,
  minPrice: null,
  maxPrice: null,
  specs: {},
  ekatalog: false,
  tkdnMin: null,
  ready: false,
  brand: '',
};

/** The procurement filters in a query string, the same for the page's address and the API. */
function setProcurement(params: URLSearchParams, query: CatalogueQuery) {
  if (query.ekatalog) params.set('ekatalog', '1');
  if (query.tkdnMin !== null) params.set('tkdn_min', String(query.tkdnMin));
  if (query.ready) params.set('ready', '1');
  if (query.brand) params.set('brand', query.brand);
}

/** `tkdn_min` from an address: the threshold written (0–100), else none. */
const tkdnMin = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 && number <= 100 ? number : TKDN_PREFERENCE;
};

/** The path of a listing page in `lang`. */
export function cataloguePath(category: string, page: number, lang: Lang): string {
  const root = lang === 'id' ? '/id/products' : '/products';
  const base = category ? `${root}/category/${category}` : root;
  return page > 1 ? `${base}/page/${page}` : base;
}

const positiveInt = (value: string | null | undefined) => {
  const number = Number.parseInt(value ?? '', 10);
  return Number.isFinite(number) && number > 0 ? number : null;
};
const price = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const number = Number(value.replace(/\./g, ''));
  return Number.isInteger(number) && number >= 0 ? number : null;
};

/** Reads the state from a location; `categories` turns an old-style category name into its slug. */
export function parseLocation(pathname: string, search: string, categories: CatalogueCategory[]): CatalogueQuery {
  const params = new URLSearchParams(search);
  const match = /^(?:\/id)?\/products(?:\/category\/([a-z0-9-]+))?(?:\/page\/(\d+))?\/?$/.exec(pathname);
  const byName = params.get('category')?.trim();
  const legacy = byName
    ? (categories.find((category) => category.name.toLowerCase() === byName.toLowerCase())?.slug ??
      categories.find((category) => category.slug === byName)?.slug ??
      '')
    : '';
  return {
    category: match?.[1] ?? legacy,
    page: positiveInt(match?.[2]) ?? positiveInt(params.get('page')) ?? 1,
    q: (params.get('q') ?? '').slice(0, 100),
    inStock: params.get('in_stock') === '1',
    minPrice: price(params.get('min_price')),
    maxPrice: price(params.get('max_price')),
    specs: Object.fromEntries(
      [...params]
        .filter(([name, value]) => /^spec_[a-z0-9_]{1,60}$/.test(name) && value.trim())
        .map(([name, value]) => [name, value.trim().slice(0, 200)]),
    ),
    ekatalog: params.get('ekatalog') === '1',
    tkdnMin: tkdnMin(params.get('tkdn_min')),
    ready: params.get('ready') === '1',
    brand: (params.get('brand') ?? '').trim().slice(0, 80),
  };
}

/** The URL of a state in `lang`: page and category in the path, the rest in the query string. */
export function toUrl(query: CatalogueQuery, lang: Lang): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.inStock) params.set('in_stock', '1');
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  setProcurement(params, query);
  for (const name of Object.keys(query.specs).sort()) params.set(name, query.specs[name]!);
  const search = params.toString();
  return `${cataloguePath(query.category, query.page, lang)}${search ? `?${search}` : ''}`;
}

/** True when the state is one a prerendered listing page shows as it is. */
export const isPlainListing = (query: CatalogueQuery) =>
  !query.q.trim() &&
  !query.inStock &&
  query.minPrice === null &&
  query.maxPrice === null &&
  !Object.keys(query.specs).length &&
  !hasProcurementFilter(query);

export const hasProcurementFilter = (query: CatalogueQuery) =>
  query.ekatalog || query.tkdnMin !== null || query.ready || query.brand !== '';

/** The API query for a state (the paged form of GET /api/products). */
export function toApiSearch(query: CatalogueQuery, pageSize = PAGE_SIZE): string {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(pageSize) });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.category) params.set('category', query.category);
  if (query.inStock) params.set('in_stock', '1');
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  setProcurement(params, query);
  return params.toString();
}

export const pageCount = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

const COUNT_TEXT = {
  en: {
    none: 'Showing 0 products',
    range: (from: number, to: number, total: number) =>
      `Showing ${from}–${to} of ${total} ${total === 1 ? 'product' : 'products'}`,
    inCategory: (name: string) => ` in ${name}`,
    matching: (q: string) => ` matching “${q}”`,
  },
  id: {
    none: 'Menampilkan 0 produk',
    range: (from: number, to: number, total: number) => `Menampilkan ${from}–${to} dari ${total} produk`,
    inCategory: (name: string) => ` dalam ${name}`,
    matching: (q: string) => ` untuk “${q}”`,
  },
} as const;

/** "Showing 13–24 of 31 products in Microscopes matching “zoom”" (the spec's line), or its Indonesian. */
export function countLine(
  total: number,
  page: number,
  context: { categoryName?: string; q?: string } = {},
  lang: Lang,
  size = PAGE_SIZE,
): string {
  const text = COUNT_TEXT[lang];
  let line = total === 0 ? text.none : text.range((page - 1) * size + 1, Math.min(page * size, total), total);
  if (context.categoryName) line += text.inCategory(context.categoryName);
  if (context.q?.trim()) line += text.matching(context.q.trim());
  return line;
}

/** Page numbers to show, with null for a gap: 1 … 4 5 6 … 12. */
export function pageNumbers(current: number, total: number): (number | null)[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const pages = [...new Set([1, total, current - 1, current, current + 1])]
    .filter((page) => page >= 1 && page <= total)
    .sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of pages) {
    const last = result.at(-1);
    if (typeof last === 'number' && page - last > 1) result.push(null);
    result.push(page);
  }
  return result;
}
