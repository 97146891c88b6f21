import { describe, expect, vi } from 'vitest';
import type { Deps } from '#server/deps.ts';
import { claimSlot, sweepFinishedWindows } from '#server/rate-limit.ts';
import { NEW_VISITORS_PER_MINUTE, recordVisit } from '#server/services/analytics/visits.ts';
import { documentStore, imageStore } from '#server/store.ts';
import { call, productForm } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { withOwnStore as it } from './fixtures.ts';

// A seeded store of its own: the file counts every visitor and every public product.

// A test may first wait (up to a minute) for a rate-limit window with room for its whole burst.
vi.setConfig({ testTimeout: 180_000 });

describe('visitor burst limit', () => {
  it('300 new visitor-days from one address in a minute count 10; returning visitors and other addresses still count', async () => {
    await awayFromWindowEnd(60_000, 20_000);
    const before = (await call('/api/visitors')).body.total;
    const ip = '192.0.2.150';
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        call('/api/visit', { method: 'POST', ip, headers: { 'user-agent': `Inflate/${i}` } }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 204)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(290);
    expect((await call('/api/visitors')).body.total).toBe(before + 10);

    // A visitor already counted today is answered as before and uses nothing.
    const counted = results.findIndex((result) => result.status === 204);
    const again = await call('/api/visit', { method: 'POST', ip, headers: { 'user-agent': `Inflate/${counted}` } });
    expect(again.status).toBe(204);
    const other = await call('/api/visit', { method: 'POST', ip: '192.0.2.151', headers: { 'user-agent': 'Other/1' } });
    expect(other.status).toBe(204);
    expect((await call('/api/visitors')).body.total).toBe(before + 11);
  });
});

describe('visitors, not addresses', () => {
  it('an office of 30 browsers behind one address counts 30 visitors within three minutes, each once', async () => {
    const base = { db: documentStore(), images: imageStore() };
    // Four minutes inside one Jakarta day (a visitor counts once a day).
    const start =
      (Date.now() + 7 * 3600_000) % 86_400_000 > 86_400_000 - 6 * 60_000 ? Date.now() + 7 * 60_000 : Date.now();
    const at = (minutes: number): Deps => ({ ...base, now: () => new Date(start + minutes * 60_000) });
    const ip = '192.0.2.160';
    const secret = 'visit:test-secret';
    const before = (await call('/api/visitors')).body.total;
    const browsers = Array.from({ length: 30 }, (_, i) => `Office/${i}`);
    const counted = new Set<string>();
    // Each browser refused with a 429 tries again a minute later (the beacon follows Retry-After).
    for (let minute = 0; minute < 3 && counted.size < 30; minute++) {
      const waiting = browsers.filter((browser) => !counted.has(browser));
      const results = await Promise.allSettled(waiting.map((ua) => recordVisit(at(minute), ip, ua, secret)));
      results.forEach((result, index) => {
        if (result.status === 'fulfilled' && result.value) counted.add(waiting[index]!);
      });
      expect(counted.size).toBe(Math.min(30, (minute + 1) * NEW_VISITORS_PER_MINUTE));
    }
    expect(counted.size).toBe(30);
    // The same browsers again the same day: already counted, nothing added.
    const again = await Promise.all(browsers.map((ua) => recordVisit(at(4), ip, ua, secret)));
    expect(again.every((value) => value === false)).toBe(true);
    expect((await call('/api/visitors')).body.total).toBe(before + 30);
  });
});

describe('dashboard product count', () => {
  it('counts public products only: a draft or a hidden product does not count', async ({ token }) => {
    const category = (await call('/api/categories', { token })).body[0].id;
    const count = async () => (await call('/api/visitors')).body.product as number;
    const before = await count();
    const create = async (status: string, isActive: string) => {
      const unique = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
      const form = productForm({
        name: `Count ${unique}`,
        sku: `CNT-${unique}`,
        category_id: String(category),
        price: '1000',
        stock: '1',
        status,
        is_active: isActive,
      });
      expect((await call('/api/admin/products', { method: 'POST', token, body: form })).status).toBe(201);
    };
    await create('draft', '1');
    await create('published', '0');
    expect(await count()).toBe(before);
    await create('published', '1');
    expect(await count()).toBe(before + 1);
  });
});

describe('rate-limit slots', () => {
  it('the (limit+1)th of 50 simultaneous claims finds every slot taken; finished windows are swept', async () => {
    let time = Date.UTC(2026, 0, 1, 10, 0, 0);
    const deps: Deps = {
      db: documentStore(`slots-test-${Date.now()}`),
      images: imageStore(),
      now: () => new Date(time),
    };
    const limit = { scope: 'test', subject: 'one', limit: 7, windowMs: 60_000 };
    const slots = await Promise.all(Array.from({ length: 50 }, () => claimSlot(deps, limit)));
    expect(slots.filter(Boolean)).toHaveLength(7);

    // A released slot can be claimed again, once.
    await slots.find(Boolean)!.release();
    const again = await Promise.all(Array.from({ length: 5 }, () => claimSlot(deps, limit)));
    expect(again.filter(Boolean)).toHaveLength(1);

    await claimSlot(deps, { ...limit, subject: 'two' });
    time += 60_000;
    expect(await sweepFinishedWindows(deps, 'test', 60_000)).toBe(8);
    expect(await deps.db.keys('ratelimit/test/')).toEqual([]);
    expect(await claimSlot(deps, limit)).not.toBeNull();

    // A limit configured very high (the benchmarks and browser tests raise them) still claims at once.
    const huge = await Promise.all(Array.from({ length: 20 }, () => claimSlot(deps, { ...limit, limit: 1e9 })));
    expect(huge.every(Boolean)).toBe(true);
  });
});
