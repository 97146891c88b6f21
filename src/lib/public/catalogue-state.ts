import type { ProductCardData } from './product-view.ts';

/*
 * The catalogue's view state (filter, page, search) and the pure functions over it. It lives in the
 * URL (?category=…&page=…&q=…) so a filtered page can be shared and Back restores it.
 */

/** Spec §9 says 12 per page; all twelve are shown (the original showed at most 8). */
export const PAGE_SIZE = 12;
export const ALL_CATEGORIES = 'All';
export const SKELETON_COUNT = 8;

export interface CatalogueQuery {
  category: string;
  page: number;
  q: string;
}

export const DEFAULT_QUERY: CatalogueQuery = { category: ALL_CATEGORIES, page: 1, q: '' };

export function parseQuery(search: string): CatalogueQuery {
  const params = new URLSearchParams(search);
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    category: params.get('category')?.trim() || ALL_CATEGORIES,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    q: (params.get('q') ?? '').slice(0, 100),
  };
}

/** The query string for a state, leaving defaults out so the plain catalogue stays at /products. */
export function toSearch(query: CatalogueQuery): string {
  const params = new URLSearchParams();
  if (query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Lower-case, letters and digits only: "RL PH-700" and "rl-ph700" both become "rlph700". */
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Every search word must appear in the name, SKU, category or summary (SKUs match without punctuation). */
export function matchesSearch(product: ProductCardData, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${product.name} ${product.sku} ${product.category} ${product.summary}`.toLowerCase();
  const compactHaystack = compact(`${product.name} ${product.sku}`);
  const compactQuery = compact(q);
  if (compactQuery.length >= 3 && compactHaystack.includes(compactQuery)) return true;
  return words.every(
    (word) => haystack.includes(word) || (compact(word).length > 0 && compactHaystack.includes(compact(word))),
  );
}

/** Category compares by name (spec §9); search narrows further. */
export function filterProducts(
  products: ProductCardData[],
  query: Pick<CatalogueQuery, 'category' | 'q'>,
): ProductCardData[] {
  return products.filter(
    (product) =>
      (query.category === ALL_CATEGORIES || product.category === query.category) && matchesSearch(product, query.q),
  );
}

export interface PageSlice {
  items: ProductCardData[];
  page: number;
  pageCount: number;
}

/** The page count comes from the filtered published products; an out-of-range page shows the last one. */
export function paginate(items: ProductCardData[], page: number): PageSlice {
  const pageCount = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE), page: current, pageCount };
}

export function countLine(count: number, query: Pick<CatalogueQuery, 'category' | 'q'>): string {
  let line = `Showing ${count} ${count === 1 ? 'product' : 'products'}`;
  if (query.category !== ALL_CATEGORIES) line += ` in ${query.category}`;
  if (query.q.trim()) line += ` matching “${query.q.trim()}”`;
  return line;
}
