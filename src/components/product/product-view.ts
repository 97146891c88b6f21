import type { PublicProduct } from '#shared/product/views.ts';
import { truncateSummary } from '#shared/product/card.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { productText, type Shown } from '#shared/i18n/localize.ts';

type TextField = 'short_description' | 'meta_title' | 'meta_description';

/** One of a whole product's plain texts in `lang`, else in the other language (localize.ts). */
export function productString(
  product: Pick<PublicProduct, TextField | 'indonesian'>,
  field: TextField,
  lang: Lang,
): Shown<string> {
  const texts: Record<TextField, string> & { indonesian: Partial<Record<TextField, string>> } = {
    short_description: product.short_description,
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    indonesian: product.indonesian,
  };
  return productText(texts, field, lang);
}

const META_DESCRIPTION_MAX = 160;

/**
 * The page's meta description: the one written in the admin, else the short or long description,
 * else (a product saved with no text at all) a sentence built from its name, SKU and category, so
 * every product page has one. Whitespace collapsed, at most 160 characters.
 */
export function productMetaDescription(
  product: Pick<PublicProduct, 'name' | 'sku' | 'meta_description' | 'short_description' | 'description'> & {
    indonesian: Pick<PublicProduct['indonesian'], 'meta_description' | 'short_description' | 'long_description'>;
  },
  companyName: string,
  lang: Lang,
): string {
  const own =
    lang === 'en'
      ? [product.meta_description, product.short_description, product.description]
      : [
          product.indonesian.meta_description,
          product.indonesian.short_description,
          product.indonesian.long_description,
        ];
  const other =
    lang === 'en'
      ? [product.indonesian.meta_description, product.indonesian.short_description, product.indonesian.long_description]
      : [product.meta_description, product.short_description, product.description];
  // The page's language first; a product with no text in it is described in the other rather than by the generic line.
  const written = [...own, ...other].map((text) => (text ?? '').replace(/\s+/g, ' ').trim()).find(Boolean);
  const text =
    written ??
    (lang === 'en'
      ? `${product.name} (${product.sku}) from ${companyName}, official distributor in Indonesia: price, stock and specifications. Order on WhatsApp.`
      : `${product.name} (${product.sku}) dari ${companyName}, distributor resmi di Indonesia: harga, stok, dan spesifikasi. Pesan via WhatsApp.`);
  return truncateSummary(text, META_DESCRIPTION_MAX);
}
