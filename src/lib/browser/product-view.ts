import type { ProductListItem, PublicProduct } from '#shared/api-types.ts';

/** Shown when a product has no image. */
export const PLACEHOLDER_IMAGE = '/images/site/product-placeholder.svg';

export function coverImage(product: Pick<PublicProduct, 'images'>): string {
  return product.images[0]?.path || PLACEHOLDER_IMAGE;
}

/** What a catalogue card needs: kept small because the prerendered page carries it as island props. */
export interface ProductCardData {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: number;
  stock: number;
  category: string;
  categorySlug: string;
  image: string;
  summary: string;
}

export function toCardData(product: PublicProduct): ProductCardData {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    price: product.price,
    stock: product.stock,
    category: product.category.name,
    categorySlug: product.category.slug,
    image: coverImage(product),
    // Cards show two lines; the prerendered page carries every card as island props, so keep it short.
    summary: truncateSummary(product.short_description || product.description, 160),
  };
}

/** The same card from an item of the paged list API. */
export function listItemCard(item: ProductListItem): ProductCardData {
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    sku: item.sku,
    price: item.price,
    stock: item.stock,
    category: item.category.name,
    categorySlug: item.category.slug,
    image: item.image || PLACEHOLDER_IMAGE,
    summary: truncateSummary(item.short_description, 160),
  };
}

/** Cuts a summary at a word boundary, with an ellipsis. */
export function truncateSummary(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, text.lastIndexOf(' ', max - 1) > 0 ? text.lastIndexOf(' ', max - 1) : max - 1)}…`;
}

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
