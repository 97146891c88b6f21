import type { ProductListItem } from '../product/views.ts';
import type { SearchDocument } from '../search/catalogue-search.ts';

/*
 * The catalogue's changes since a build (`GET /api/changes?since=…`): what the public pages' fresh
 * layer reads to correct a prerendered page in place. `since` is the build's own time, the same on
 * every page of one deploy, so the CDN keeps one answer for all of its visitors.
 */

/**
 * How long before it read the store a build dates its pages' `since`: the seconds cover a function's
 * clock a little behind the build's (a product saved in them is in the answer and on the page alike,
 * which costs a page a read, never a stale view).
 */
export const FRESH_MARGIN_MS = 5_000;

/** A product a visitor can see now, changed since the build: its card and its search document. */
export interface ChangedProduct {
  id: number;
  slug: string;
  visible: true;
  created_at: string;
  item: ProductListItem;
  search: SearchDocument;
}

/**
 * A product changed since the build that no visitor can see now (unpublished, inactive, deleted),
 * and that the build may have shown (made before it). Only its id: a draft's slug or name would
 * tell visitors what is not published yet.
 */
export interface HiddenProduct {
  id: number;
  visible: false;
}

export type FreshEntry = ChangedProduct | HiddenProduct;

export interface CatalogueChanges {
  since: string;
  /** When the answer was made. */
  at: string;
  /**
   * False when more products changed than the answer carries (`CHANGES_LIMIT`): `products` is then
   * empty and each page reads what it shows from the API instead.
   */
  complete: boolean;
  /** Newest first, the catalogue's order. */
  products: FreshEntry[];
}

/** The most products one answer carries (about 0.6 KB each before compression). */
export const CHANGES_LIMIT = 150;

/** The catalogue's order: newest first, then the higher id. */
export const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;
