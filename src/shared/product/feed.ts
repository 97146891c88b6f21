/*
 * What the catalogue feeds (Google Merchant Center's and Meta's) say about a product, and what keeps
 * a product out of a feed or sends it with a warning. The build writes the feeds with these rules and
 * the admin's 'Feed' screen lists what they left out and why, so the two never disagree.
 *
 * Left out: what the channel refuses outright (no picture, no price, no description; for Meta, whose
 * file has no identifier column, no brand). Sent with a warning: what the channel accepts but shows
 * less or cuts (Google without a brand, or without both a model number and a GTIN, sent as
 * `identifier_exists` no; a title or description past the channel's length, cut at a word).
 */

import type { Availability } from './availability.ts';

export const FEEDS = ['google', 'meta'] as const;
export type FeedName = (typeof FEEDS)[number];

/** The channels' own limits on a title and a description, in characters. */
export const FEED_TEXT_LIMITS: Record<FeedName, { title: number; description: number }> = {
  google: { title: 150, description: 5000 },
  meta: { title: 200, description: 9999 },
};
/** Google takes up to ten pictures besides the main one. */
export const GOOGLE_MAX_ADDITIONAL_IMAGES = 10;

/** A product as a feed item needs it, in the feed's language, its addresses absolute. */
export interface FeedProduct {
  id: number;
  name: string;
  /** Plain text in the feed's language (the other language's when it has none). */
  description: string;
  /** Rupiah, whole. */
  price: number;
  /** Absolute addresses of the pictures, main picture first. */
  images: string[];
  brand: string;
  /** The manufacturer's part number. */
  model: string;
  gtin: string;
  /** As the product page says it (productAvailability). */
  availability: Availability;
  /** When an item on indent is expected (YYYY-MM-DD): Google asks for it with `backorder`. */
  availableOn?: string;
  /** The category's name in the feed's language. */
  category: string;
  /** The product page in the feed's language. */
  link: string;
}

export const FEED_PROBLEMS = [
  'no_image',
  'zero_price',
  'no_description',
  'no_brand',
  'no_identifier',
  'title_too_long',
  'description_too_long',
] as const;
export type FeedProblem = (typeof FEED_PROBLEMS)[number];

export interface FeedVerdict {
  feed: FeedName;
  /** False: the product is left out of this feed. */
  sent: boolean;
  /** Why it is left out, or what it is sent with. */
  problems: FeedProblem[];
}

/** Why a product is left out of a feed or sent with a warning, as the admin reads it. */
export const FEED_PROBLEM_TEXT: Record<FeedProblem, string> = {
  no_image: 'Tidak ada gambar produk',
  zero_price: 'Harga Rp 0',
  no_description: 'Tidak ada deskripsi',
  no_brand: 'Merek belum diisi',
  no_identifier: 'Model (MPN) dan GTIN belum diisi',
  title_too_long: 'Nama produk terlalu panjang (dipotong)',
  description_too_long: 'Deskripsi terlalu panjang (dipotong)',
};

/** What keeps a product out of each feed. */
const LEAVES_OUT: Record<FeedName, ReadonlySet<FeedProblem>> = {
  google: new Set(['no_image', 'zero_price', 'no_description']),
  meta: new Set(['no_image', 'zero_price', 'no_description', 'no_brand']),
};

export function feedVerdict(product: FeedProduct, feed: FeedName): FeedVerdict {
  const problems: FeedProblem[] = [];
  if (product.images.length === 0) problems.push('no_image');
  if (product.price <= 0) problems.push('zero_price');
  if (!product.description.trim()) problems.push('no_description');
  if (!product.brand.trim()) problems.push('no_brand');
  // Meta's file carries no model or GTIN column: only Google reads them.
  if (feed === 'google' && !product.model.trim() && !product.gtin) problems.push('no_identifier');
  const limits = FEED_TEXT_LIMITS[feed];
  if ([...product.name].length > limits.title) problems.push('title_too_long');
  if ([...product.description].length > limits.description) problems.push('description_too_long');
  return { feed, sent: !problems.some((problem) => LEAVES_OUT[feed].has(problem)), problems };
}

/** `text` cut to at most `limit` characters (code points), at a word where one is near, ending in '…'. */
export function cutText(text: string, limit: number): string {
  const characters = [...text];
  if (characters.length <= limit) return text;
  const kept = characters.slice(0, limit - 1).join('');
  const space = kept.lastIndexOf(' ');
  return `${(space > limit * 0.8 ? kept.slice(0, space) : kept).trimEnd()}…`;
}
