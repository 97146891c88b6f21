import type { PublicProduct } from '#shared/api-types.ts';
import { truncateSummary } from '#shared/product/card.ts';

export {
  PLACEHOLDER_IMAGE,
  coverImage,
  listItemCard,
  toCardData,
  truncateSummary,
  type ProductCardData,
} from '#shared/product/card.ts';

export const productPath = (slug: string) => `/products/${slug}`;

const META_DESCRIPTION_MAX = 160;

/**
 * The page's meta description: the one written in the admin, else the short or long description,
 * else (a product saved with no text at all) a sentence built from its name, SKU and category, so
 * every product page has one. Whitespace collapsed, at most 160 characters.
 */
export function productMetaDescription(
  product: Pick<PublicProduct, 'name' | 'sku' | 'meta_description' | 'short_description' | 'description'>,
  companyName: string,
): string {
  const written = [product.meta_description, product.short_description, product.description]
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .find(Boolean);
  const text =
    written ??
    `${product.name} (${product.sku}) from ${companyName}, official distributor in Indonesia: price, stock and specifications. Order on WhatsApp.`;
  return truncateSummary(text, META_DESCRIPTION_MAX);
}
