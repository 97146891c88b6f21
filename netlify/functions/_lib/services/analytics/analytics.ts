import { createHmac, randomInt } from 'node:crypto';
import type { TrackBeacon, Utm } from '#shared/analytics/events.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import { isPublic } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { claimSlot, tooManyAttempts, windowRemainingMs } from '../../rate-limit.ts';
import { summariesOf } from '../catalog/index.ts';
import { ANALYTICS_SHARDS, addEvent, emptyCounts, shardKey, type CountedEvent, type DayCounts } from './counts.ts';

/*
 * Which products sell: product views, WhatsApp clicks and quote requests per product and per Jakarta
 * day, with the visit's UTM source/medium/campaign. See docs/decisions/010-product-analytics.md.
 * This file counts the events (counts.ts holds where and how, report.ts reads them back).
 *
 * No address, browser or visitor id is stored: limits key their slots by a keyed hash.
 */

/** Beacons one browser (address + User-Agent) may send a minute; the address has RAWLAB_TRACK_IP_LIMIT. */
export const BEACONS_PER_VISITOR_PER_MINUTE = 30;

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
