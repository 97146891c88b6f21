import { createHmac } from 'node:crypto';
import type { VisitorStats } from '#shared/analytics/events.ts';
import type { Deps } from '../../deps.ts';
import { isPublic } from '#shared/product/record.ts';
import { claimSlot, tooManyAttempts, windowRemainingMs } from '../../rate-limit.ts';
import { listCategories, readSummaries } from '../catalog/index.ts';

/*
 * Visitor counting without cookies and without storing addresses: a visitor is an HMAC of the day,
 * the address and the browser, keyed by a server secret, so the value cannot be reversed or joined
 * across days. Each visitor-day is one key created only if new (`visits/YYYY-MM/DD/{hash}`), so a
 * visitor counts once a day and simultaneous beacons never overwrite each other.
 *
 * New visitor-days are limited per address to a burst of NEW_VISITORS_PER_MINUTE a minute: a script
 * changing its User-Agent cannot inflate the figures, while the thousands of real visitors an
 * Indonesian mobile carrier puts behind one address still count over the day (no daily cap).
 */

export const NEW_VISITORS_PER_MINUTE = 10;

function jakartaDay(now: Date): { month: string; day: string } {
  const local = new Date(now.getTime() + 7 * 3600_000);
  const iso = local.toISOString();
  return { month: iso.slice(0, 7), day: iso.slice(8, 10) };
}

export async function recordVisit(deps: Deps, ip: string, userAgent: string, secret: string): Promise<boolean> {
  const { db, now } = deps;
  const { month, day } = jakartaDay(now());
  const visitor = createHmac('sha256', secret).update(`${month}-${day}|${ip}|${userAgent}`).digest('hex').slice(0, 32);
  const key = `visits/${month}/${day}/${visitor}`;
  // A returning visitor is already counted and uses none of the address's burst.
  if (await db.get(key)) return false;
  const slot = await claimSlot(deps, {
    scope: 'visit-ip',
    // Keyed, so the limit's keys cannot be turned back into addresses either.
    subject: createHmac('sha256', secret).update(`burst|${ip}`).digest('hex'),
    limit: NEW_VISITORS_PER_MINUTE,
    windowMs: 60_000,
  });
  if (!slot) {
    throw tooManyAttempts(windowRemainingMs(now(), 60_000), () => 'Terlalu banyak kunjungan baru dari alamat ini.');
  }
  const created = await db.create(key, { at: now().toISOString() });
  // Two beacons of one visitor at once: the second found the day already counted.
  if (!created) await slot.release();
  return created;
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
    // What the public sees: published and active (drafts and hidden products are not counted).
    product: index.filter(isPublic).length,
    category: categories.length,
  };
}
