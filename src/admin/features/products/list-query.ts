import type { QueryClient } from '@tanstack/react-query';
import type { AdminProductsPage } from '#shared/product/pages.ts';
import { api } from '../../lib/api-client.ts';
import { ADMIN_PAGE_SIZE } from '../../lib/pagination.ts';
import { categoryNamesQuery, queryKeys } from '../../lib/shared-queries.ts';

/*
 * The list screen's query, kept apart from the screen (a chunk of its own) so the products route's
 * loader can ask for the page before that chunk has arrived: the answer and the code then travel at
 * the same time.
 */

/**
 * The API query for the list screen's URL (`?page=2&category=3&sort=price-desc` …), 10 a page. The
 * admin page's inline script runs it too (early-requests.ts), from its source: it uses nothing
 * outside itself but the default page size, which that script passes.
 */
export function productListApiParams(params: URLSearchParams, perPage = ADMIN_PAGE_SIZE): URLSearchParams {
  const api = new URLSearchParams({ page: params.get('page') || '1', per_page: String(perPage) });
  const copy = (from: string, to: string) => {
    const value = params.get(from);
    if (value) api.set(to, value);
  };
  copy('q', 'q');
  copy('category', 'category_id');
  copy('status', 'stock');
  copy('publication', 'publication');
  copy('translation', 'translation');
  const sort = params.get('sort') ?? '';
  if (sort === 'price-desc') {
    api.set('sort', 'price');
    api.set('order', 'desc');
  } else if (sort) api.set('sort', sort);
  return api;
}

/** The list's call; the admin page sends its first page early (early-requests.ts). */
export const PRODUCTS_API_PATH = '/api/admin/products';

export const productsPageQuery = (params: URLSearchParams) => {
  const search = params.toString();
  return {
    queryKey: [...queryKeys.products, 'page', search],
    queryFn: () => api.get<AdminProductsPage>(`${PRODUCTS_API_PATH}?${search}`),
  };
};

/**
 * Asks for the list screen's page (for the screen's URL `search`) before the screen's code has
 * arrived, so the answer and the code travel at the same time (the products route's loader).
 */
export function prefetchProductsPage(client: QueryClient, search: URLSearchParams): void {
  void client.prefetchQuery(productsPageQuery(productListApiParams(search)));
  void client.prefetchQuery(categoryNamesQuery);
}
