import { createHmac, randomInt } from 'node:crypto';
import pMap from 'p-map';
import type { AnalyticsDay, AnalyticsReport, ProductRank, TrackBeacon, Utm, UtmRow } from '#shared/analytics.ts';
import { addDays, jakartaDayEnd, jakartaTime } from '#shared/jakarta-time.ts';
import { isPublic } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { claimSlot, tooManyAttempts, windowRemainingMs } from '../../rate-limit.ts';
import { summariesOf } from '../catalog/index.ts';

/*
 * Which products sell: product views, WhatsApp clicks and quote requests per product and per Jakarta
 * day, with the visit's UTM source/medium/campaign. See docs/decisions/010-product-analytics.md.
 *
 *   analytics/shards/{YYYY-MM-DD}/{0..15}   a day's counters while the day runs: each event adds to
 *                                           one random shard by compare-and-swap (16 shards keep a
 *                                           burst from queueing on one key)
 *   analytics/days/{YYYY-MM-DD}             a finished day's rollup: the sum of its shards, created
 *                                           once (create-only), after which the shards are deleted
 *
 * No address, browser or visitor id is stored: limits key their slots by a keyed hash.
 */

export const ANALYTICS_SHARDS = 16;
/** Beacons one browser (address + User-Agent) may send a minute; the address has RAWLAB_TRACK_IP_LIMIT. */
export const BEACONS_PER_VISITOR_PER_MINUTE = 30;
/** A day is rolled up this long after it ended, when no beacon can still be adding to its shards. */
export const ROLLUP_GRACE_MS = 10 * 60_000;
/** Distinct UTM combinations a shard keeps; further ones count under OTHER_UTM. */
export const MAX_UTM_KEYS = 60;
export const REPORT_DAYS = 30;
const TOP = 10;
const OTHER_UTM = '(lainnya)\t\t';

const SHARD_PREFIX = 'analytics/shards/';
const DAY_PREFIX = 'analytics/days/';
const shardKey = (date: string, shard: number) => `${SHARD_PREFIX}${date}/${shard}`;
const dayKey = (date: string) => `${DAY_PREFIX}${date}`;

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

const emptyCounts = (): DayCounts => ({
  totals: { views: 0, orderClicks: 0, quoteClicks: 0, chatClicks: 0, quoteRequests: 0, downloads: 0 },
  views: {},
  clicks: {},
  quotes: {},
  downloads: {},
  utm: {},
});

type CountedEvent = { kind: TrackBeacon['kind'] | 'quoteRequest'; productIds: number[]; utm?: Utm };

function addEvent(counts: DayCounts, event: CountedEvent): DayCounts {
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

function sumCounts(parts: Array<DayCounts | null>): DayCounts {
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

/** The ids among `ids` that visitors can see (published, active, not deleted). */
async function publicIds(deps: Deps, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const summaries = await summariesOf(deps, ids);
  return ids.filter((id) => {
    const summary = summaries.get(id);
    return summary !== undefined && isPublic(summary);
  });
}

async function count(deps: Deps, event: CountedEvent): Promise<void> {
  const { date } = jakartaTime(deps.now());
  await deps.db.update<DayCounts>(shardKey(date, randomInt(ANALYTICS_SHARDS)), (current) =>
    addEvent(current ?? emptyCounts(), event),
  );
}

export interface BeaconSender {
  ip: string;
  userAgent: string;
  /** Server secret keying the limit's hashes, so limit keys cannot be turned back into addresses. */
  secret: string;
  addressLimit: number;
  /**
   * Product-view beacons one address may send an hour (RAWLAB_TRACK_IP_VIEWS_PER_HOUR): the minute's
   * bound alone let rotating User-Agents count 7,200 views an hour from one address.
   */
  hourlyViewLimit?: number;
}

/**
 * Counts one beacon from a visitor. The attempt takes a limit slot (per browser, then per address)
 * before anything is counted; products that visitors cannot see are not counted (a 422 when none is
 * left). Returns the product ids counted.
 */
export async function recordBeacon(deps: Deps, beacon: TrackBeacon, sender: BeaconSender): Promise<number[]> {
  const hash = (value: string) => createHmac('sha256', sender.secret).update(value).digest('hex');
  const limits = [
    {
      scope: 'track-visitor',
      subject: hash(`visitor|${sender.ip}|${sender.userAgent}`),
      limit: BEACONS_PER_VISITOR_PER_MINUTE,
      windowMs: 60_000,
    },
    { scope: 'track-ip', subject: hash(`ip|${sender.ip}`), limit: sender.addressLimit, windowMs: 60_000 },
    ...(beacon.kind === 'view' && sender.hourlyViewLimit
      ? [
          {
            scope: 'track-ip-views',
            subject: hash(`ip|${sender.ip}`),
            limit: sender.hourlyViewLimit,
            windowMs: 3_600_000,
          },
        ]
      : []),
  ];
  for (const limit of limits) {
    if (!(await claimSlot(deps, limit))) {
      throw tooManyAttempts(
        windowRemainingMs(deps.now(), limit.windowMs),
        () => 'Terlalu banyak peristiwa dari browser ini.',
      );
    }
  }
  const productIds = await publicIds(deps, beacon.productIds);
  if (beacon.kind !== 'chat' && productIds.length === 0) {
    throw invalid('Produk tidak ditemukan', { productIds: ['Produk tidak ditemukan atau belum terbit'] });
  }
  await count(deps, { kind: beacon.kind, productIds, utm: beacon.utm });
  return productIds;
}

/**
 * Counts a stored quote request (called by the lead function once the lead is saved; it has its own
 * limits). Products visitors cannot see are left out; returns the ids counted.
 */
export async function recordQuoteRequest(deps: Deps, productIds: number[], utm?: Utm): Promise<number[]> {
  const ids = await publicIds(deps, [...new Set(productIds)]);
  await count(deps, { kind: 'quoteRequest', productIds: ids, utm });
  return ids;
}

/** A day's counts: its rollup once made, else the sum of its shards (rolling the day up when it may). */
async function dayCounts(deps: Deps, date: string, listedShards: Set<string>): Promise<DayCounts | null> {
  const finished = deps.now().getTime() >= jakartaDayEnd(date).getTime() + ROLLUP_GRACE_MS;
  if (finished && !listedShards.has(date)) return deps.db.get<DayCounts>(dayKey(date), 'eventual');
  // A running day: read every shard by key (a listing may lag a shard created a moment ago).
  const shards = await pMap(
    Array.from({ length: ANALYTICS_SHARDS }, (_, shard) => shardKey(date, shard)),
    (key) => deps.db.get<DayCounts>(key),
    { concurrency: 8 },
  );
  if (!finished) return sumCounts(shards);
  return rollUp(deps, date, shards);
}

/**
 * Makes a finished day's rollup from its shards, then deletes them. The rollup is create-only: two
 * dashboards rolling up at once write the same sum and one of them wins; a rollup that already
 * exists (an earlier run stopped before deleting) is kept and the shards are only deleted.
 */
async function rollUp(deps: Deps, date: string, shards: Array<DayCounts | null>): Promise<DayCounts> {
  const sum = sumCounts(shards);
  const created = await deps.db.create(dayKey(date), sum);
  const rollup = created ? sum : ((await deps.db.get<DayCounts>(dayKey(date))) ?? sum);
  await Promise.all(
    shards.flatMap((shard, index) => (shard ? [deps.db.delete(shardKey(date, index)).catch(() => undefined)] : [])),
  );
  return rollup;
}

/**
 * The dashboard's report for the last REPORT_DAYS Jakarta days. Reads one rollup per finished day,
 * the running day's shards, one listing of unrolled shards, and the summaries of the top products:
 * its cost does not grow with the number of events.
 */
export async function analyticsReport(deps: Deps): Promise<AnalyticsReport> {
  const today = jakartaTime(deps.now()).date;
  const dates = Array.from({ length: REPORT_DAYS }, (_, i) => addDays(today, i - REPORT_DAYS + 1));
  const listed = new Set(
    (await deps.db.keys(SHARD_PREFIX)).map((key) => key.slice(SHARD_PREFIX.length, SHARD_PREFIX.length + 10)),
  );
  const perDay = await pMap(dates, (date) => dayCounts(deps, date, listed), { concurrency: 6 });
  // Shards of days older than the report (nobody opened the dashboard then) are rolled up too.
  const older = [...listed].filter((date) => date < dates[0]!);
  await pMap(older, (date) => dayCounts(deps, date, listed), { concurrency: 2 });

  const whole = sumCounts(perDay);
  const days: AnalyticsDay[] = dates.map((date, i) => ({ date, ...(perDay[i]?.totals ?? emptyCounts().totals) }));
  const productClicks = Object.values(whole.clicks).reduce((sum, n) => sum + n, 0);
  const productViews = Object.values(whole.views).reduce((sum, n) => sum + n, 0);

  const top = (map: Record<string, number>) =>
    Object.entries(map)
      .filter(([, n]) => n > 0)
      .sort(([a, x], [b, y]) => y - x || Number(a) - Number(b))
      .slice(0, TOP)
      .map(([id]) => Number(id));
  const downloads = whole.downloads ?? {};
  const ranked = {
    views: top(whole.views),
    clicks: top(whole.clicks),
    quotes: top(whole.quotes),
    downloads: top(downloads),
  };
  const names = await summariesOf(deps, [...new Set(Object.values(ranked).flat())]);
  const rank = (id: number): ProductRank => {
    const summary = names.get(id);
    const views = whole.views[id] ?? 0;
    const clicks = whole.clicks[id] ?? 0;
    return {
      id,
      name: summary && !summary.deleted_at ? summary.name : `Produk #${id} (dihapus)`,
      slug: summary?.slug ?? '',
      views,
      clicks,
      quoteRequests: whole.quotes[id] ?? 0,
      downloads: downloads[id] ?? 0,
      clickRate: views ? clicks / views : null,
    };
  };

  const utm: UtmRow[] = Object.entries(whole.utm)
    .map(([key, row]) => {
      const [source = '', medium = '', campaign = ''] = key.split('\t');
      return { source, medium, campaign, ...row };
    })
    .sort((a, b) => b.clicks + b.quoteRequests - (a.clicks + a.quoteRequests) || b.views - a.views)
    .slice(0, TOP);

  return {
    days,
    totals: { ...whole.totals, productClicks, clickRate: productViews ? productClicks / productViews : null },
    topViews: ranked.views.map(rank),
    topClicks: ranked.clicks.map(rank),
    topQuotes: ranked.quotes.map(rank),
    topDownloads: ranked.downloads.map(rank),
    utm,
  };
}
