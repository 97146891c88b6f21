import type { Lang } from '../i18n/lang.ts';
import { categoryText, langAttr, pickText } from '../i18n/localize.ts';
import type { ProductListItem, PublicProduct } from './views.ts';

/*
 * The catalogue card: what a prerendered listing page carries as island props and what the live
 * refresh of a page draws, made by one projection from the list item. Kept apart from views.ts so the
 * public pages' scripts that draw cards bring no schema library with them (types only from there).
 */

/** Shown when a product has no image. */
export const PLACEHOLDER_IMAGE = '/images/site/product-placeholder.svg';

/** Cards show two lines of summary; every card of a page travels as props, so it is cut short. */
const CARD_SUMMARY_MAX = 160;

export type ProductCardData = Pick<ProductListItem, 'id' | 'name' | 'slug' | 'sku' | 'price' | 'stock'> & {
  category: string;
  categorySlug: string;
  image: string;
  summary: string;
  /** The summary's language when it is not the page's (it fell back to the other one). */
  summaryLang?: Lang;
  /** The category name's language when it is not the page's (no English name written). */
  categoryLang?: Lang;
};

/** A list item's card in `lang`: its summary in that language, else the other's, marked. */
export function listItemCard(item: ProductListItem, lang: Lang): ProductCardData {
  const summary = pickText(
    lang === 'en' ? item.short_description : item.indonesian.short_description,
    lang,
    lang === 'en' ? item.indonesian.short_description : item.short_description,
    lang === 'en' ? 'id' : 'en',
  );
  const summaryLang = langAttr(summary, lang);
  const category = categoryText(item.category, 'name', lang);
  const categoryLang = langAttr(category, lang);
  return {
    id: item.id,
    name: item.name,
    slug: item.slug,
    sku: item.sku,
    price: item.price,
    stock: item.stock,
    category: category.value,
    categorySlug: item.category.slug,
    image: item.image || PLACEHOLDER_IMAGE,
    summary: truncateSummary(summary.value, CARD_SUMMARY_MAX),
    ...(summaryLang ? { summaryLang } : {}),
    ...(categoryLang ? { categoryLang } : {}),
  };
}

/** The same card from a whole product (the build's and the featured products' source), whose summary
 * falls back to the long description when the short one is empty, in each language. */
export const toCardData = (product: PublicProduct, lang: Lang): ProductCardData =>
  listItemCard(
    {
      ...product,
      short_description: product.short_description || product.description,
      indonesian: {
        short_description: product.indonesian.short_description || product.indonesian.long_description,
        tags: product.indonesian.tags,
      },
      image: product.images[0]?.path ?? null,
      tags: [],
    },
    lang,
  );

export function coverImage(product: Pick<PublicProduct, 'images'>): string {
  return product.images[0]?.path || PLACEHOLDER_IMAGE;
}

/** Cuts a summary at a word boundary, with an ellipsis. */
export function truncateSummary(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, cut > 0 ? cut : max - 1)}…`;
}
