import type { PublicProduct } from '#shared/api-types.ts';
import type { PublicSettings } from '../build/build-data.ts';

/*
 * The public site's API client. List failures are logged with the spec's texts and answer
 * null, so a page keeps what it prerendered; a product lookup tells "gone" apart from "unreachable".
 */

export async function fetchProducts(): Promise<PublicProduct[] | null> {
  try {
    const response = await fetch('/api/products', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as PublicProduct[];
  } catch (error) {
    console.error('Gagal mengambil produk', error);
    return null;
  }
}

export async function fetchCategories(): Promise<string[] | null> {
  try {
    const response = await fetch('/api/categories-front', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as string[];
  } catch (error) {
    console.error('Gagal mengambil kategori', error);
    return null;
  }
}

export type ProductLookup = { kind: 'found'; product: PublicProduct } | { kind: 'missing' } | { kind: 'unreachable' };

export async function fetchProduct(slug: string): Promise<ProductLookup> {
  try {
    const response = await fetch(`/api/products/${encodeURIComponent(slug)}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404) return { kind: 'missing' };
    if (!response.ok) throw new Error('Failed to fetch product');
    return { kind: 'found', product: (await response.json()) as PublicProduct };
  } catch (error) {
    console.error('Failed to fetch product', error);
    return { kind: 'unreachable' };
  }
}

export async function fetchSettings(): Promise<PublicSettings | null> {
  try {
    const response = await fetch('/api/settings', { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as PublicSettings;
  } catch (error) {
    console.error('Gagal mengambil pengaturan', error);
    return null;
  }
}
