import type { PublicProduct } from '#shared/product/views.ts';
import { slugsFromSearch } from './compare-table.ts';

/*
 * The read of /compare's products, started by a script of its own with nothing else to load first:
 * the request leaves as soon as the page's first script runs, while the table's code (compare-page.ts,
 * which imports this module and so shares this one read) and the shared chunks it needs are still
 * arriving. On a slow phone those loads came one after the other before the request could start.
 */

export interface Comparison {
  products: PublicProduct[];
  missing: string[];
}

/**
 * The address's products in one request (a phone on a slow CPU pays for each), in order, with the
 * slugs not found; when the API cannot be reached they are all listed as unavailable.
 */
async function readComparison(search: string): Promise<Comparison> {
  // At most four, as compare-list.ts's COMPARE_MAX: importing it would bring nanostores first.
  const slugs = slugsFromSearch(search);
  if (slugs.length === 0) return { products: [], missing: [] };
  try {
    // fetch itself, not the API client: its module would be one more file to wait for.
    const response = await fetch(`/api/products?slugs=${slugs.map(encodeURIComponent).join(',')}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const { data, missing } = (await response.json()) as { data: PublicProduct[]; missing: string[] };
    return { products: data, missing };
  } catch (error) {
    console.error('Failed to fetch the comparison', error);
    return { products: [], missing: slugs };
  }
}

export const comparisonRead: Promise<Comparison> =
  typeof window === 'undefined' ? Promise.resolve({ products: [], missing: [] }) : readComparison(location.search);
