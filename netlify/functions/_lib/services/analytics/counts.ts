import type { AnalyticsDay, TrackBeacon, Utm } from '#shared/analytics/events.ts';

/*
 * The counters' storage and shape: where a day's counts live, how one event adds to them, and how
 * shards add up to a day.
 *
 *   analytics/shards/{YYYY-MM-DD}/{0..15}   a day's counters while the day runs: each event adds to
 *                                           one random shard by compare-and-swap (16 shards keep a
 *                                           burst from queueing on one key)
 *   analytics/days/{YYYY-MM-DD}             a finished day's rollup: the sum of its shards, created
 *                                           once (create-only), after which the shards are deleted
 */

export const ANALYTICS_SHARDS = 16;
/** Distinct UTM combinations a shard keeps; further ones count under OTHER_UTM. */
export const MAX_UTM_KEYS = 60;
const OTHER_UTM = '(lainnya)\t\t';

export const SHARD_PREFIX = 'analytics/shards/';
const DAY_PREFIX = 'analytics/days/';
export const shardKey = (date: string, shard: number) => `${SHARD_PREFIX}${date}/${shard}`;
export const dayKey = (date: string) => `${DAY_PREFIX}${date}`;

interface UtmCounts {
  views: number;
  clicks: number;
  quoteRequests: number;
}

/** One shard or one day's rollup: the same shape, so rolling up is a sum. */
export interface DayCounts {
  totals: Omit<AnalyticsDay, 'date'>;
  /** Product id → count. */
  views: Record<string, number>;
  clicks: Record<string, number>;
  quotes: Record<string, number>;
  /** Absent in counts written before downloads were counted. */
  downloads?: Record<string, number>;
  /** "source\tmedium\tcampaign" → counts (visits with no UTM are not listed). */
  utm: Record<string, UtmCounts>;
}

export const emptyCounts = (): DayCounts => ({
  totals: { views: 0, orderClicks: 0, quoteClicks: 0, chatClicks: 0, quoteRequests: 0, downloads: 0 },
  views: {},
  clicks: {},
  quotes: {},
  downloads: {},
  utm: {},
});

export type CountedEvent = { kind: TrackBeacon['kind'] | 'quoteRequest'; productIds: number[]; utm?: Utm };

export function addEvent(counts: DayCounts, event: CountedEvent): DayCounts {
  const next = structuredClone(counts);
  const bump = (map: Record<string, number>, ids: number[]) => {
    for (const id of ids) map[id] = (map[id] ?? 0) + 1;
  };
  const utmField: keyof UtmCounts | null =
    event.kind === 'view'
      ? 'views'
      : event.kind === 'quoteRequest'
        ? 'quoteRequests'
        : event.kind === 'download'
          ? null
          : 'clicks';
  switch (event.kind) {
    case 'view':
      next.totals.views += 1;
      bump(next.views, event.productIds);
      break;
    case 'order':
    case 'quote':
      next.totals[event.kind === 'order' ? 'orderClicks' : 'quoteClicks'] += 1;
      bump(next.clicks, event.productIds);
      break;
    case 'chat':
      next.totals.chatClicks += 1;
      break;
    case 'quoteRequest':
      next.totals.quoteRequests += 1;
      bump(next.quotes, event.productIds);
      break;
    case 'download':
      next.totals.downloads = (next.totals.downloads ?? 0) + 1;
      bump((next.downloads ??= {}), event.productIds);
      break;
  }
  const utm = event.utm;
  if (utmField && utm && (utm.source || utm.medium || utm.campaign)) {
    let key = `${utm.source}\t${utm.medium}\t${utm.campaign}`;
    if (!next.utm[key] && Object.keys(next.utm).length >= MAX_UTM_KEYS) key = OTHER_UTM;
    const row = (next.utm[key] ??= { views: 0, clicks: 0, quoteRequests: 0 });
    row[utmField] += 1;
  }
  return next;
}

export function sumCounts(parts: Array<DayCounts | null>): DayCounts {
  const sum = emptyCounts();
  const add = (into: Record<string, number>, from: Record<string, number> | undefined) => {
    for (const [id, count] of Object.entries(from ?? {})) into[id] = (into[id] ?? 0) + count;
  };
  for (const part of parts) {
    if (!part) continue;
    for (const field of Object.keys(sum.totals) as Array<keyof DayCounts['totals']>) {
      sum.totals[field] += part.totals?.[field] ?? 0;
    }
    add(sum.views, part.views);
    add(sum.clicks, part.clicks);
    add(sum.quotes, part.quotes);
    add((sum.downloads ??= {}), part.downloads);
    for (const [key, row] of Object.entries(part.utm ?? {})) {
      const into = (sum.utm[key] ??= { views: 0, clicks: 0, quoteRequests: 0 });
      into.views += row.views;
      into.clicks += row.clicks;
      into.quoteRequests += row.quoteRequests;
    }
  }
  return sum;
}
