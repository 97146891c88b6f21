import type { ProductPreview } from '#shared/product/preview.ts';
import { ADMIN_TOKEN_KEY } from '#shared/accounts/session-keys.ts';
import { ApiError, apiRequest } from '#lib/browser/api-client.ts';

export type PreviewLookup =
  { kind: 'found'; preview: ProductPreview } | { kind: 'signed_out' } | { kind: 'missing' } | { kind: 'unreachable' };

/** The product id of `/products/_preview/?id=12`, or null. */
export function previewIdFromSearch(search: string): number | null {
  const id = new URLSearchParams(search).get('id');
  return id && /^\d{1,9}$/.test(id) ? Number(id) : null;
}

/**
 * 'Pratinjau': the product with this id, fetched with the admin panel's token from this browser. No
 * token, or one the server refuses, is 'signed_out': the page asks to sign in.
 */
export async function fetchPreview(id: number): Promise<PreviewLookup> {
  let token: string | null = null;
  try {
    token = localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage blocked: nobody is signed in on this page.
  }
  if (!token) return { kind: 'signed_out' };
  try {
    const preview = await apiRequest<ProductPreview>(`/api/admin/products/${id}/preview`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { kind: 'found', preview };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return { kind: 'signed_out' };
    if (error instanceof ApiError && error.status === 404) return { kind: 'missing' };
    console.error('Failed to fetch the preview', error);
    return { kind: 'unreachable' };
  }
}
