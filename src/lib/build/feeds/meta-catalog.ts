import Papa from 'papaparse';
import type { Availability } from '#shared/product/availability.ts';
import { cutText, FEED_TEXT_LIMITS, feedVerdict, type FeedProduct } from '#shared/product/feed.ts';
import { feedPrice } from './google-merchant.ts';

/*
 * Meta's catalogue as a CSV data feed (Commerce Manager: Facebook, Instagram and the WhatsApp Business
 * catalogue): its column names, its availability words, one row per product the feed sends.
 */

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
] as const;

/** Meta's words: an item on indent can be ordered now and comes later. */
const META_AVAILABILITY: Record<Availability, string> = {
  in_stock: 'in stock',
  backorder: 'available for order',
  out_of_stock: 'out of stock',
};

export function metaCatalogFeed(products: FeedProduct[]): string {
  const limits = FEED_TEXT_LIMITS.meta;
  const rows = products
    .filter((product) => feedVerdict(product, 'meta').sent)
    .map((product) => [
      String(product.id),
      cutText(product.name, limits.title),
      cutText(product.description, limits.description),
      META_AVAILABILITY[product.availability],
      'new',
      feedPrice(product.price),
      product.link,
      product.images[0]!,
      product.brand,
    ]);
  // Every cell quoted: a description holds commas, quotes and line breaks.
  return `${Papa.unparse({ fields: [...META_COLUMNS], data: rows }, { quotes: true, newline: '\n' })}\n`;
}
