import { z } from '../common/zod.ts';

/*
 * The analytics beacon (POST /api/track) and the dashboard's report (GET /api/admin/analytics).
 * A beacon carries what happened, the product ids involved and the visit's UTM parameters; nothing
 * that names the visitor.
 */

export const TRACK_KINDS = ['view', 'order', 'quote', 'chat', 'download'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];
export const MAX_TRACKED_PRODUCTS = 100;
export const UTM_MAX = 80;

/** Lower-case, printable, single spaces, at most UTM_MAX characters; '' when nothing is left. */
export function normalizeUtm(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .normalize('NFKC')
    .replace(/[\p{C}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .slice(0, UTM_MAX);
}

export const UtmSchema = z.object({
  source: z.string().max(500).optional().default('').transform(normalizeUtm),
  medium: z.string().max(500).optional().default('').transform(normalizeUtm),
  campaign: z.string().max(500).optional().default('').transform(normalizeUtm),
});
export type Utm = z.infer<typeof UtmSchema>;

const productId = z.union([
  z
    .number()
    .int()
    .positive()
    .max(2 ** 31),
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'ID produk tidak valid')
    .transform(Number),
]);

export const TrackBeaconSchema = z
  .object({
    kind: z.enum(TRACK_KINDS, { error: 'Jenis peristiwa tidak dikenal' }),
    productIds: z
      .array(productId, { error: 'productIds harus berupa daftar' })
      .max(MAX_TRACKED_PRODUCTS, `Maksimal ${MAX_TRACKED_PRODUCTS} produk`)
      .optional()
      .default([])
      .transform((ids) => [...new Set(ids)]),
    utm: UtmSchema.optional(),
  })
  .refine((beacon) => beacon.kind === 'chat' || beacon.productIds.length > 0, {
    message: 'Produk wajib disebutkan',
    path: ['productIds'],
  })
  .refine((beacon) => !['view', 'order', 'download'].includes(beacon.kind) || beacon.productIds.length === 1, {
    message: 'Satu produk per peristiwa ini',
    path: ['productIds'],
  });
export type TrackBeacon = z.infer<typeof TrackBeaconSchema>;

export interface AnalyticsDay {
  /** Jakarta day, YYYY-MM-DD. */
  date: string;
  views: number;
  orderClicks: number;
  quoteClicks: number;
  chatClicks: number;
  quoteRequests: number;
  /** Documents (datasheets, manuals, certificates) opened from product pages. */
  downloads: number;
}

export interface ProductRank {
  id: number;
  name: string;
  slug: string;
  views: number;
  clicks: number;
  quoteRequests: number;
  downloads: number;
  /** WhatsApp clicks per view, 0..1; null without views. */
  clickRate: number | null;
}

export interface UtmRow {
  source: string;
  medium: string;
  campaign: string;
  views: number;
  clicks: number;
  quoteRequests: number;
}

/** GET /api/admin/analytics: the last `days.length` Jakarta days, oldest first. */
export interface AnalyticsReport {
  days: AnalyticsDay[];
  totals: Omit<AnalyticsDay, 'date'> & {
    /** Order and quote clicks that named products (chat clicks name none). */
    productClicks: number;
    clickRate: number | null;
  };
  topViews: ProductRank[];
  topClicks: ProductRank[];
  topQuotes: ProductRank[];
  topDownloads: ProductRank[];
  utm: UtmRow[];
}

/** GET /api/visitors: the site's visits, counted by the visit beacon. */
export interface VisitorStats {
  total: number;
  last_month: number;
  product: number;
  category: number;
}
