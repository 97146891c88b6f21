import pMap from 'p-map';
import type { PublicProduct } from '../../shared/api-types.ts';
import { requestDeps } from '../../../netlify/functions/_lib/deps.ts';
import {
  publicCategoryNames,
  publishedProductBySlug,
  publishedProducts,
} from '../../../netlify/functions/_lib/services/products.ts';
import { publicSettings, readSettings } from '../../../netlify/functions/_lib/services/settings.ts';
import { listCategories } from '../../../netlify/functions/_lib/services/categories.ts';

/*
 * Build-time reads for prerendering. Runs only inside `astro build`, whose environment points at the
 * blob store (local blob server, or Netlify's build context). Islands re-fetch the same data over the
 * API at run time, so a page built from these values is a starting point, never the last word.
 * Reads are strong: a build records that it includes every change up to its start (decision 004), and
 * an eventual read on Netlify may still miss a change made seconds before.
 */

export type PublicSettings = ReturnType<typeof publicSettings>;

let products: Promise<PublicProduct[]> | undefined;
let settings: Promise<PublicSettings> | undefined;
let categories: Promise<string[]> | undefined;

/** Every published product, newest first; read once per build. */
export function buildProducts(): Promise<PublicProduct[]> {
  products ??= publishedProducts(requestDeps(), 'strong');
  return products;
}

export function buildCategories(): Promise<string[]> {
  categories ??= publicCategoryNames(requestDeps(), 'strong');
  return categories;
}

export function buildSettings(): Promise<PublicSettings> {
  settings ??= readSettings(requestDeps(), 'strong').then(publicSettings);
  return settings;
}

/**
 * The full record (long description, specifications, chat number) of every published product, for
 * the product pages. A bounded number of reads at a time: ten thousand products fired at once open
 * thousands of connections to the store and fail.
 */
export async function buildProductPages(): Promise<PublicProduct[]> {
  const deps = requestDeps();
  const [products, categories] = await Promise.all([buildProducts(), listCategories(deps, 'strong')]);
  return pMap(products, (product) => publishedProductBySlug(deps, product.slug, 'strong', categories), {
    concurrency: 16,
  });
}
