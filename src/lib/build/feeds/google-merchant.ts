import {
  cutText,
  FEED_TEXT_LIMITS,
  feedVerdict,
  GOOGLE_MAX_ADDITIONAL_IMAGES,
  type FeedProduct,
} from '#shared/product/feed.ts';

/*
 * Google Merchant Center's product feed: RSS 2.0 with Google's `g:` namespace, one `<item>` per
 * product the feed sends (feedVerdict), every text escaped for XML and stripped of what XML 1.0
 * cannot hold.
 */

/** Characters XML 1.0 does not allow anywhere, even escaped: control characters and lone surrogates. */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const xmlText = (value: string) => value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/** The price as Google writes it: the amount and ISO 4217 code (rupiah have no minor unit in use). */
export const feedPrice = (rupiah: number) => `${rupiah} IDR`;

function item(product: FeedProduct): string {
  const limits = FEED_TEXT_LIMITS.google;
  // As the Feed screen's 'no_identifier' says it: a model number or a GTIN identifies the product (a
  // missing brand is its own warning).
  const identified = Boolean(product.gtin || product.model);
  const lines = [
    element('g:id', String(product.id)),
    element('title', cutText(product.name, limits.title)),
    element('description', cutText(product.description, limits.description)),
    element('link', product.link),
    element('g:image_link', product.images[0]!),
    ...product.images
      .slice(1, 1 + GOOGLE_MAX_ADDITIONAL_IMAGES)
      .map((image) => element('g:additional_image_link', image)),
    element('g:availability', product.availability),
    ...(product.availability === 'backorder' && product.availableOn
      ? [element('g:availability_date', `${product.availableOn}T00:00+07:00`)]
      : []),
    element('g:price', feedPrice(product.price)),
    ...(product.brand ? [element('g:brand', product.brand)] : []),
    ...(product.model ? [element('g:mpn', product.model)] : []),
    ...(product.gtin ? [element('g:gtin', product.gtin)] : []),
    ...(identified ? [] : [element('g:identifier_exists', 'no')]),
    element('g:condition', 'new'),
    element('g:product_type', product.category),
  ];
  return `<item>\n${lines.map((line) => `  ${line}`).join('\n')}\n</item>`;
}

export interface FeedChannel {
  title: string;
  /** The site's catalogue page in the feed's language. */
  link: string;
  description: string;
}

export function googleMerchantFeed(channel: FeedChannel, products: FeedProduct[]): string {
  const items = products.filter((product) => feedVerdict(product, 'google').sent).map(item);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
