import { z } from '../common/zod.ts';
import { FEED_PROBLEMS, FEEDS, type FeedProblem, type FeedVerdict } from './feed.ts';

/*
 * GET /api/admin/feed: the admin's 'Feed' screen. What the next build's feeds leave out or send with
 * a warning, computed from the current published products with the rules the build uses (feed.ts).
 */

/** The feed files the build writes, under the site's address. */
export const FEED_FILES = [
  { name: 'google-id', path: '/feeds/google-merchant-id.xml' },
  { name: 'google-en', path: '/feeds/google-merchant-en.xml' },
  { name: 'meta', path: '/feeds/meta-catalog.csv' },
] as const;
export type FeedFile = (typeof FEED_FILES)[number];

export const FEED_PAGE_SIZE = 25;

export const FeedReportQuerySchema = z.object({
  page: z.coerce.number({ error: 'page harus angka' }).int('page harus bilangan bulat').min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'per_page harus angka' })
    .int('per_page harus bilangan bulat')
    .min(1, 'per_page minimal 1')
    .max(100, 'per_page maksimal 100')
    .default(FEED_PAGE_SIZE),
  /** Only products with a problem in this feed. */
  feed: z.enum(FEEDS, { error: 'feed harus google atau meta' }).optional(),
  /** Only products with this problem. */
  problem: z.enum(FEED_PROBLEMS, { error: 'Masalah feed tidak dikenal' }).optional(),
});
export type FeedReportQuery = z.infer<typeof FeedReportQuerySchema>;

export interface FeedReportProduct {
  id: number;
  name: string;
  sku: string;
  /** One verdict a feed; Google's joins both languages' (a text may be too long in one only). */
  feeds: FeedVerdict[];
}

export interface FeedCounts {
  /** Sent with no problem. */
  sent: number;
  /** Sent with a warning. */
  warned: number;
  left_out: number;
}

export interface FeedReport {
  feeds: Array<{ name: FeedFile['name']; path: FeedFile['path'] }>;
  /** This page of the products with a problem in some feed (or in `feed`, or with `problem`), newest first. */
  products: FeedReportProduct[];
  total: number;
  page: number;
  per_page: number;
  /** Every published product, whatever the filter. */
  counts: Record<(typeof FEEDS)[number], FeedCounts>;
}

export type { FeedProblem };
