import type { Lang } from '../i18n/lang.ts';
import { categoryText, productDescription } from '../i18n/localize.ts';
import { productPath } from '../i18n/paths.ts';
import { addDays, jakartaTime } from '../common/jakarta-time.ts';
import { productAvailability } from './availability.ts';
import type { FeedProduct } from './feed.ts';
import type { PublicProduct } from './views.ts';

/**
 * A product as a feed in `lang` sends it, from the same public product its page is built from: the
 * page's price, the page's availability rule, its description in `lang` (or the other language's when
 * it has none, as the page shows it), its pictures as uploaded (the channels fetch and resize them
 * themselves) and its addresses absolute under `site`. An indent of N weeks is expected N weeks after
 * `now` (the build), in Jakarta days.
 */
export function toFeedProduct(
  product: Pick<
    PublicProduct,
    | 'id'
    | 'slug'
    | 'name'
    | 'price'
    | 'stock'
    | 'images'
    | 'category'
    | 'brand'
    | 'model'
    | 'gtin'
    | 'lead_time'
    | 'short_description'
    | 'indonesian'
  > & { long_description?: string; description?: string },
  lang: Lang,
  site: URL,
  now: Date,
): FeedProduct {
  const availability = productAvailability(product);
  return {
    id: product.id,
    name: product.name,
    // A stored record carries its long description; a public product carries it as `description`
    // (the long one, or the short one when there is none), which is what its page shows.
    description: productDescription(
      { ...product, long_description: product.long_description ?? product.description },
      lang,
    ).value.trim(),
    price: product.price,
    images: product.images.map((image) => new URL(image.path, site).href),
    brand: product.brand,
    model: product.model,
    gtin: product.gtin,
    availability,
    ...(availability === 'backorder' && typeof product.lead_time === 'number'
      ? { availableOn: addDays(jakartaTime(now).date, product.lead_time * 7) }
      : {}),
    category: categoryText(product.category, 'name', lang).value,
    link: new URL(productPath(lang, product.slug), site).href,
  };
}
