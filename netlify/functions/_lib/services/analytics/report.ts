import pMap from 'p-map';
import type { AnalyticsDay, AnalyticsReport, ProductRank, UtmRow } from '#shared/analytics/events.ts';
import { addDays, jakartaDayEnd, jakartaTime } from '#shared/common/jakarta-time.ts';
import type { Deps } from '../../deps.ts';
import { summariesOf } from '../catalog/index.ts';
import { ANALYTICS_SHARDS, SHARD_PREFIX, dayKey, emptyCounts, shardKey, sumCounts, type DayCounts } from './counts.ts';

/*
 * The dashboard's report: a finished day's shards rolled up into one document, and the last
 * REPORT_DAYS days read back as totals, top products and UTM rows.
 */

/** A day is rolled up this long after it ended, when no beacon can still be adding to its shards. */
export const ROLLUP_GRACE_MS = 10 * 60_000;
export const REPORT_DAYS = 30;
const TOP = 10;

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
