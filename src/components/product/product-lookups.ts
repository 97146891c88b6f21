import type { PublicSettings } from '#shared/settings/schema.ts';
import { fetchProduct, fetchSettings, type ProductLookup } from '#lib/browser/api.ts';

/*
 * What the product page's script and its island share. The page's two reads (the product, the
 * settings) are made once each: the script starts them as the page opens (the product's only when it
 * changed since the build), and the island, hydrating at the visitor's first interaction or when the
 * script finds the page out of date, takes the same answers instead of asking again. One module
 * instance serves both (the bundle's shared chunk).
 */

export interface ProductLookups {
  product: Promise<ProductLookup>;
  settings: Promise<PublicSettings | null>;
}

const lookups = new Map<string, ProductLookups>();

/**
 * The reads for this slug: the settings' started now, or the ones already under way. The product's
 * starts when first asked for: a built page's script asks only when the catalogue's changes since the
 * build name it (decision 027), the island when it runs.
 */
export function productLookups(slug: string): ProductLookups {
  let started = lookups.get(slug);
  if (!started) {
    let product: Promise<ProductLookup> | undefined;
    started = {
      get product() {
        return (product ??= fetchProduct(slug));
      },
      settings: fetchSettings(),
    };
    lookups.set(slug, started);
  }
  return started;
}

/**
 * Sent by the island when its own watch of the order box starts: the page's script stops showing and
 * hiding the phone's order bar then.
 */
export const PRODUCT_ISLAND_READY = 'rawlab:product-island';
