import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deps } from '#server/deps.ts';
import { requestDeps } from '#server/deps.ts';
import {
  BEACONS_PER_VISITOR_PER_MINUTE,
  recordBeacon,
  recordQuoteRequest,
} from '#server/services/analytics/analytics.ts';
import { ANALYTICS_SHARDS } from '#server/services/analytics/counts.ts';
import { analyticsReport } from '#server/services/analytics/report.ts';
import { saveProduct } from '#server/services/catalog/operations.ts';
import { listCategories } from '#server/services/catalog/categories.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { TRACK_VIEWS_PER_ADDRESS_HOUR } from '#server/env.ts';
import { HttpError } from '#server/errors.ts';
import { documentStore, imageStore, storeStats } from '#server/store.ts';
import type { AnalyticsReport } from '#shared/analytics/events.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';
import { call, login, ready } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';
import { startStoreClient, type StoreClient } from '../support/store-clients.ts';
import { awayFromWindowEnd } from '../support/windows.ts';

// A burst test may first wait (up to a minute) for a rate-limit window with room for it.
vi.setConfig({ testTimeout: 180_000 });

let store: Awaited<ReturnType<typeof useOwnStore>>;
let productId: number;
let otherProductId: number;
let draftId: number;

// A store of its own: exact counts must not see other files' beacons, nor leave them theirs.
beforeAll(async () => {
  await ready();
  store = await useOwnStore('analytics');
  await seedDemoCatalog(requestDeps());
  const products = (await call('/api/products')).body as Array<{ id: number }>;
  [productId, otherProductId] = [products[0]!.id, products[1]!.id];
  const category = (await listCategories(requestDeps()))[0]!.id;
  const draft = await saveProduct(requestDeps(), {
    fields: ProductFieldsSchema.parse({
      name: 'Analytics Draft',
      sku: 'AN-DRAFT-1',
      category_id: category,
      price: 1,
      stock: 1,
      status: 'draft',
    }),
  });
  draftId = draft.id;
}, 120_000);

afterAll(async () => {
  await store?.restore();
});

const report = () => analyticsReport(requestDeps());
const today = (r: AnalyticsReport) => r.days.at(-1)!;
const viewsOf = (r: AnalyticsReport, id: number) => r.topViews.find((row) => row.id === id)?.views ?? 0;

const beacon = (json: unknown, options: { ip?: string; ua?: string; headers?: Record<string, string> } = {}) =>
  call('/api/track', {
    method: 'POST',
    json,
    ip: options.ip ?? '192.0.2.10',
    headers: { 'user-agent': options.ua ?? `Tester/${Math.random()}`, ...options.headers },
  });

describe('POST /api/track', () => {
  it('counts a product view, an order click and a chat click with the visit’s UTM, per product and per day', async () => {
    const before = await report();
    const utm = { source: 'Instagram', medium: 'social ', campaign: 'Promo-Nov' };
    const view = await beacon({ kind: 'view', productIds: [productId], utm });
    expect(view.status).toBe(202);
    expect(view.body).toEqual({ counted: [productId] });
    // Product ids may come as digit strings (the quote list keeps them as text).
    expect((await beacon({ kind: 'order', productIds: [String(productId)], utm })).status).toBe(202);
    expect((await beacon({ kind: 'chat' })).status).toBe(202);

    const after = await report();
    expect(today(after).views - today(before).views).toBe(1);
    expect(today(after).orderClicks - today(before).orderClicks).toBe(1);
    expect(today(after).chatClicks - today(before).chatClicks).toBe(1);
    expect(viewsOf(after, productId) - viewsOf(before, productId)).toBe(1);
    const row = after.utm.find((r) => r.source === 'instagram');
    expect(row).toMatchObject({ source: 'instagram', medium: 'social', campaign: 'promo-nov', views: 1, clicks: 1 });
    expect(after.topClicks.find((r) => r.id === productId)?.name).toBeTruthy();
  });

  it('counts a document download per product beside views and clicks, one product a beacon', async () => {
    const before = await report();
    const downloadsOf = (r: AnalyticsReport) => r.topDownloads.find((row) => row.id === otherProductId)?.downloads ?? 0;
    expect((await beacon({ kind: 'download', productIds: [otherProductId] })).status).toBe(202);
    expect((await beacon({ kind: 'download', productIds: [otherProductId] })).status).toBe(202);
    expect((await beacon({ kind: 'download', productIds: [productId, otherProductId] })).status).toBe(422);

    const after = await report();
    expect(today(after).downloads - today(before).downloads).toBe(2);
    expect(downloadsOf(after) - downloadsOf(before)).toBe(2);
    expect(after.topDownloads.find((row) => row.id === otherProductId)?.name).toBeTruthy();
  });

  it('a sendBeacon body (text/plain) is read as JSON', async () => {
    const before = today(await report()).views;
    const result = await call('/api/track', {
      method: 'POST',
      body: JSON.stringify({ kind: 'view', productIds: [otherProductId] }),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Beacon/1' },
    });
    expect(result.status).toBe(202);
    expect(today(await report()).views).toBe(before + 1);
  });

  it.each([
    [
      'a wrong content type',
      { body: 'kind=view', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      415,
    ],
    ['malformed JSON', { body: '{"kind":', headers: { 'content-type': 'application/json' } }, 400],
    ['an oversized body', { json: { kind: 'chat', pad: 'x'.repeat(10_000) } }, 413],
    ['an array body', { json: [1, 2] }, 422],
    ['an unknown kind', { json: { kind: 'purchase', productIds: [1] } }, 422],
    ['a view without a product', { json: { kind: 'view' } }, 422],
    ['a view of two products', { json: { kind: 'view', productIds: [1, 2] } }, 422],
    ['101 products', { json: { kind: 'quote', productIds: Array.from({ length: 101 }, (_, i) => i + 1) } }, 422],
    ['a negative id', { json: { kind: 'order', productIds: [-3] } }, 422],
    ['a fractional id', { json: { kind: 'order', productIds: [1.5] } }, 422],
    ['a huge id', { json: { kind: 'order', productIds: [1e20] } }, 422],
    ['an id that is not a number', { json: { kind: 'order', productIds: ['1; DROP'] } }, 422],
    ['UTM that is not text', { json: { kind: 'chat', utm: { source: 42 } } }, 422],
    ['a product that does not exist', { json: { kind: 'view', productIds: [987654] } }, 422],
    ['a cross-site page', { json: { kind: 'chat' }, headers: { 'sec-fetch-site': 'cross-site' } }, 403],
  ] as const)('answers %s with a JSON %i', async (_label, request, status) => {
    const result = await call('/api/track', {
      method: 'POST',
      ip: '192.0.2.20',
      ...request,
      headers: { 'user-agent': `Hostile/${Math.random()}`, ...('headers' in request ? request.headers : {}) },
    });
    expect(result.status).toBe(status);
    expect(typeof result.body.message).toBe('string');
    expect(JSON.stringify(result.body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('a GET is a JSON 405', async () => {
    const result = await call('/api/track');
    expect(result.status).toBe(405);
    expect(result.body.message).toBeTruthy();
  });

  it('a draft product is not counted; in a quote list only the public products count', async () => {
    const before = await report();
    expect((await beacon({ kind: 'view', productIds: [draftId] })).status).toBe(422);
    expect((await beacon({ kind: 'order', productIds: [draftId] })).status).toBe(422);
    const quote = await beacon({ kind: 'quote', productIds: [draftId, productId, 987654] });
    expect(quote.status).toBe(202);
    expect(quote.body.counted).toEqual([productId]);
    expect(await recordQuoteRequest(requestDeps(), [draftId, otherProductId])).toEqual([otherProductId]);

    const after = await report();
    expect(today(after).views).toBe(today(before).views);
    expect(today(after).orderClicks).toBe(today(before).orderClicks);
    expect(today(after).quoteClicks).toBe(today(before).quoteClicks + 1);
    expect(today(after).quoteRequests).toBe(today(before).quoteRequests + 1);
    for (const list of [after.topViews, after.topClicks, after.topQuotes]) {
      expect(list.some((row) => row.id === draftId)).toBe(false);
    }
    expect(after.topQuotes.find((row) => row.id === otherProductId)?.quoteRequests).toBeGreaterThanOrEqual(1);
  });

  it(`200 beacons at once from one browser count ${BEACONS_PER_VISITOR_PER_MINUTE}; the rest get a JSON 429`, async () => {
    await awayFromWindowEnd(60_000, 20_000);
    const before = today(await report()).orderClicks;
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        beacon({ kind: 'order', productIds: [productId] }, { ip: '192.0.2.77', ua: 'Flood/1' }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(BEACONS_PER_VISITOR_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - BEACONS_PER_VISITOR_PER_MINUTE);
    expect(results.find((result) => result.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(today(await report()).orderClicks).toBe(before + BEACONS_PER_VISITOR_PER_MINUTE);
  });

  it('200 beacons at once from one address with changing browsers count the address limit (120)', async () => {
    await awayFromWindowEnd(60_000, 20_000);
    const before = today(await report()).chatClicks;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => beacon({ kind: 'chat' }, { ip: '192.0.2.78', ua: `Rotating/${i}` })),
    );
    expect(results.filter((result) => result.status === 202)).toHaveLength(120);
    expect(today(await report()).chatClicks).toBe(before + 120);
  });
});

describe('product views from one address over an hour', () => {
  it('200 views at once from one address with rotating browsers stop at the hour bound, which outlasts the minute', async () => {
    // The default sits below the 7,200 an hour (120 a minute) that the minute's bound alone allowed.
    expect(TRACK_VIEWS_PER_ADDRESS_HOUR).toBeLessThan(7_200);
    // A small hour bound and a roomy minute one, so one burst of 200 reaches the hour's.
    const hourBound = 150;
    const hour = Date.parse('2026-02-02T03:00:00.000Z');
    let time = hour;
    const deps: Deps = { ...requestDeps(), now: () => new Date(time) };
    let browser = 0;
    const sender = (userAgent: string) => ({
      ip: '203.0.113.90',
      userAgent,
      secret: 's',
      addressLimit: 1_000,
      hourlyViewLimit: hourBound,
    });
    const burst = async (count: number, at: number) => {
      time = at;
      const answers = await Promise.allSettled(
        Array.from({ length: count }, () =>
          recordBeacon(deps, { kind: 'view', productIds: [productId] }, sender(`Rotating/${++browser}`)),
        ),
      );
      for (const answer of answers) {
        if (answer.status === 'rejected') expect((answer.reason as HttpError).status).toBe(429);
      }
      return answers.filter((answer) => answer.status === 'fulfilled').length;
    };
    expect(await burst(200, hour + 1_000)).toBe(hourBound);
    // A later minute of the same hour: still refused, with a Retry-After to the hour's end.
    time = hour + 30 * 60_000;
    const refused = await recordBeacon(deps, { kind: 'view', productIds: [productId] }, sender('Late')).catch(
      (error: unknown) => error as HttpError,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect((refused as HttpError).status).toBe(429);
    // Other beacons from the address still count (a WhatsApp order click is not a view).
    expect(await recordBeacon(deps, { kind: 'order', productIds: [productId] }, sender('Buyer'))).toEqual([productId]);
    // The next hour starts afresh.
    expect(await burst(20, hour + 60 * 60_000 + 1_000)).toBe(20);
  });
});

describe('counts under concurrency', () => {
  let a: StoreClient;
  let b: StoreClient;
  beforeAll(async () => {
    const env = { RAWLAB_BLOBS_URL: store.blobs.url, RAWLAB_BLOBS_TOKEN: store.blobs.token };
    [a, b] = await Promise.all([startStoreClient(env), startStoreClient(env)]);
  }, 60_000);
  afterAll(() => {
    a?.close();
    b?.close();
  });

  it('two independent processes recording 60 events each at the same moment lose no count', async () => {
    const before = await report();
    const [first, second, third, fourth] = await Promise.all([
      a.send({ op: 'analyticsBurst', kind: 'view', productId, count: 60, label: 'A' }),
      b.send({ op: 'analyticsBurst', kind: 'view', productId, count: 60, label: 'B' }),
      a.send({ op: 'analyticsBurst', kind: 'quoteRequest', productId: otherProductId, count: 30, label: 'A' }),
      b.send({ op: 'analyticsBurst', kind: 'quoteRequest', productId: otherProductId, count: 30, label: 'B' }),
    ]);
    for (const answer of [first, second, third, fourth]) expect(answer.ok, JSON.stringify(answer.body)).toBe(true);
    // The writers really met at the store: compare-and-swap lost and retried.
    expect(first!.conflicts + second!.conflicts + third!.conflicts + fourth!.conflicts).toBeGreaterThan(0);

    const after = await report();
    expect(today(after).views - today(before).views).toBe(120);
    expect(viewsOf(after, productId) - viewsOf(before, productId)).toBe(120);
    expect(today(after).quoteRequests - today(before).quoteRequests).toBe(60);
  });
});

describe('day rollups', () => {
  it('a finished day is rolled up once into one key; the report then reads rollups, not events', async () => {
    let time = Date.parse('2026-01-10T10:00:00+07:00');
    const deps: Deps = { db: documentStore(), images: imageStore(), now: () => new Date(time) };
    const sender = (i: number) => ({ ip: `198.51.100.${i}`, userAgent: 'Rollup', secret: 's', addressLimit: 1000 });
    for (let i = 0; i < 40; i++) await recordBeacon(deps, { kind: 'view', productIds: [productId] }, sender(i));
    await recordQuoteRequest(deps, [productId, otherProductId], { source: 'email', medium: '', campaign: 'jan' });

    // 23:59 the same day: still shards, counted live.
    time = Date.parse('2026-01-10T23:59:00+07:00');
    const live = await analyticsReport(deps);
    expect(live.days.at(-1)).toMatchObject({ date: '2026-01-10', views: 40, quoteRequests: 1 });
    expect((await deps.db.keys('analytics/shards/2026-01-10/')).length).toBeGreaterThan(0);

    // The next morning: the day is rolled up into analytics/days/2026-01-10 and its shards are gone.
    time = Date.parse('2026-01-11T08:00:00+07:00');
    const next = await analyticsReport(deps);
    expect(next.days.at(-2)).toMatchObject({ date: '2026-01-10', views: 40, quoteRequests: 1 });
    expect(await deps.db.keys('analytics/shards/2026-01-10/')).toEqual([]);
    expect(await deps.db.get('analytics/days/2026-01-10')).not.toBeNull();
    expect(next.utm).toContainEqual({
      source: 'email',
      medium: '',
      campaign: 'jan',
      views: 0,
      clicks: 0,
      quoteRequests: 1,
    });

    // Reading the report again costs the same whatever the number of events: 30 days, the running
    // day's shards, one listing and the names of the top products.
    const calls = storeStats().calls;
    const again = await analyticsReport(deps);
    expect(again.days.at(-2)).toMatchObject({ views: 40 });
    expect(storeStats().calls - calls).toBeLessThanOrEqual(29 + ANALYTICS_SHARDS + 1 + 2);
  });
});

describe('GET /api/admin/analytics', () => {
  it('needs a signed-in admin (JSON 401) and answers 30 days', async () => {
    const anonymous = await call('/api/admin/analytics');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBeTruthy();
    const answer = await call('/api/admin/analytics', { token: await login() });
    expect(answer.status).toBe(200);
    expect(answer.body.days).toHaveLength(30);
    expect(answer.body.totals.views).toBeGreaterThan(0);
  });
});
