import type { Lang } from '#shared/i18n/lang.ts';
import { cataloguePath } from '#shared/i18n/paths.ts';
import { toFeedProduct } from '#shared/product/feed-product.ts';
import type { FeedProduct } from '#shared/product/feed.ts';
import { buildProducts, buildSettings } from '../build-data.ts';
import type { FeedChannel } from './google-merchant.ts';

/*
 * The feeds' products come from the build's own list of published products, the one every product
 * page is built from: a feed never names a product a visitor cannot see, and its prices and
 * availability are the pages' at build time.
 */

const BUILT_AT = new Date();

export async function feedProducts(lang: Lang, site: URL): Promise<FeedProduct[]> {
  return (await buildProducts()).map((product) => toFeedProduct(product, lang, site, BUILT_AT));
}

export async function feedChannel(lang: Lang, site: URL): Promise<FeedChannel> {
  const settings = await buildSettings();
  return {
    title: settings.company_name,
    link: new URL(cataloguePath(lang), site).href,
    description:
      lang === 'id'
        ? `Katalog instrumen laboratorium ${settings.company_name}`
        : `${settings.company_name} laboratory instrument catalogue`,
  };
}
