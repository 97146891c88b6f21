import type { ProductListPage } from '#shared/product/pages.ts';
import type { PublicProduct } from '#shared/product/views.ts';
import type { QuoteAnswer } from '#shared/quote/request.ts';
import type { PublicSettings } from '#shared/settings/schema.ts';
import { ApiError, apiRequest } from './api-client.ts';

/*
 * The public API's calls, each through the one client (`api-client.ts`). List and settings failures
 * are logged ('Gagal mengambil produk', …) and answer null, so a page keeps what it prerendered; a product
 * lookup tells "gone" apart from "unreachable"; the forms' calls throw the client's `ApiError`.
 */

/** The current list items of these products (price, stock, status), in the API's order. */
export const fetchProductsByIds = (ids: number[]) => apiRequest<ProductListPage>(`/api/products?ids=${ids.join(',')}`);

/** One page of the paged list (`page=…&per_page=…` and the filters). */
export const fetchProductsPage = (search: string) => apiRequest<ProductListPage>(`/api/products?${search}`);

export type ProductLookup = { kind: 'found'; product: PublicProduct } | { kind: 'missing' } | { kind: 'unreachable' };

export async function fetchProduct(slug: string): Promise<ProductLookup> {
  try {
    return { kind: 'found', product: await apiRequest<PublicProduct>(`/api/products/${encodeURIComponent(slug)}`) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    console.error('Failed to fetch product', error);
    return { kind: 'unreachable' };
  }
}

/** Up to four whole products in one request (`/compare`), in the order asked, and the slugs not found. */
export const fetchProductsBySlugs = (slugs: string[]) =>
  apiRequest<{ data: PublicProduct[]; missing: string[] }>(
    `/api/products?slugs=${slugs.map(encodeURIComponent).join(',')}`,
  );

export async function fetchSettings(): Promise<PublicSettings | null> {
  try {
    return await apiRequest<PublicSettings>('/api/settings');
  } catch (error) {
    console.error('Gagal mengambil pengaturan', error);
    return null;
  }
}

/** The consultation form's request (the server checks the captcha and the fields again). */
export const sendContact = (body: Record<string, string>) =>
  apiRequest<{ success: boolean; message?: string }>('/api/contact', { json: body });

/** A quote request: the server prices it, stores it and answers the reference and the lines. */
export const sendQuote = (body: unknown) => apiRequest<{ quote: QuoteAnswer }>('/api/quotes', { json: body });
