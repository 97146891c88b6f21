import { createHmac } from 'node:crypto';
import type { VisitorStats } from '../../../../src/shared/api-types.ts';
import type { Deps } from '../deps.ts';
import { isLive } from '../../../../src/shared/product-record.ts';
import { readSummaries } from './catalog/records.ts';
import { listCategories } from './categories.ts';

/*
 * Visitor counting without cookies and without storing addresses: a visitor is an HMAC of the day,
 * the address and the browser, keyed by a server secret, so the value cannot be reversed or joined
 * across days. Each visitor-day is one key created only if new (`visits/YYYY-MM/DD/{hash}`), so a
 * visitor counts once a day and simultaneous beacons never overwrite each other.
 */

function jakartaDay(now: Date): { month: string; day: string } {
  const local = new Date(now.getTime() + 7 * 3600_000);
  const iso = local.toISOString();
  return { month: iso.slice(0, 7), day: iso.slice(8, 10) };
}

export async function recordVisit({ db, now }: Deps, ip: string, userAgent: string, secret: string): Promise<boolean> {
  const { month, day } = jakartaDay(now());
  const visitor = createHmac('sha256', secret).update(`${month}-${day}|${ip}|${userAgent}`).digest('hex').slice(0, 32);
  return db.create(`visits/${month}/${day}/${visitor}`, { at: now().toISOString() });
}

export async function visitorStats(deps: Deps): Promise<VisitorStats> {
  const { month } = jakartaDay(deps.now());
  const [all, index, categories] = await Promise.all([
    deps.db.keys('visits/'),
    readSummaries(deps, 'eventual'),
    listCategories(deps, 'eventual'),
  ]);
  return {
    total: all.length,
    last_month: all.filter((key) => key.startsWith(`visits/${month}/`)).length,
    product: index.filter((product) => isLive(product) && product.is_active).length,
    category: categories.length,
  };
}
