import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { requestDeps, type Deps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { SCHEDULE_PREFIX } from '#server/services/catalog/store/keys.ts';
import { readRecord } from '#server/services/catalog/store/records.ts';
import { runDueSchedules } from '#server/services/catalog/schedule.ts';
import { readPublishState } from '#server/services/publishing/publish.ts';
import runScheduledFunction from '#functions/publish-scheduler.mts';
import { startScheduleRunner } from '#scripts/lib/schedule-runner.ts';
import { call } from '../support/api.ts';
import { newProductForm } from '../support/product-form.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * Scheduled publishing (decision 020) against the real functions and a real local store: a store of
 * its own, because the runs below move the clock ahead and apply every due schedule in the store, and
 * count the site's change sequence. The controllable clock is the services' own `now` (Deps): the
 * scheduled run is called with a clock set where the test needs it.
 */

const MINUTE = 60_000;
const at = (time: number): Deps => ({ ...requestDeps(), now: () => new Date(time) });
let counter = 0;

async function createProduct(token: string, values: Record<string, string>): Promise<AdminProduct> {
  counter += 1;
  const category = (await call('/api/categories', { token })).body[0].id as number;
  const form = newProductForm({
    name: `E2E Scheduled ${Date.now()}-${counter}`,
    sku: `E2E-SCH-${Date.now()}-${counter}`,
    category_id: category,
    price: 1_500_000,
    stock: 3,
  });
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  const created = await call('/api/admin/products', { method: 'POST', token, body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as AdminProduct;
}

const publicStatus = async (slug: string) => (await call(`/api/products/${slug}`)).status;
const adminRead = async (token: string, id: number) =>
  (await call(`/api/admin/products/${id}`, { token })).body as AdminProduct;
const scheduleKeysOf = async (id: number) =>
  (await requestDeps().db.keys(SCHEDULE_PREFIX)).filter((key) => key.endsWith(`/${id}`));

describe('scheduled publishing', () => {
  it('a product scheduled to publish is a draft, "scheduled" in the admin list and hidden from visitors until its time', async ({
    token,
  }) => {
    const publishAt = Date.now() + 2 * 60 * MINUTE;
    // As the form sends it: the WIB wall clock with its offset.
    const wib = new Date(publishAt + 7 * 3600_000).toISOString().slice(0, 19) + '+07:00';
    const product = await createProduct(token, { status: 'published', publish_at: wib });
    expect(product.status).toBe('draft');
    expect(product.publish_at).toBe(new Date(Math.floor(publishAt / 1000) * 1000).toISOString());
    expect(await publicStatus(product.slug)).toBe(404);
    const list = await call(`/api/products?q=${encodeURIComponent(product.sku)}&page=1&per_page=12`);
    expect(list.body.data.some((item: { id: number }) => item.id === product.id)).toBe(false);

    const scheduled = await call('/api/admin/products?publication=scheduled&per_page=100', { token });
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.map((item: AdminProduct) => item.id)).toContain(product.id);
    expect(scheduled.body.counts.scheduled).toBeGreaterThanOrEqual(1);
    // Still a draft among the drafts (the breakdown "… 3 draf …" counts it), and the only kind 'scheduled' lists.
    const drafts = await call('/api/admin/products?publication=draft&per_page=100', { token });
    expect(drafts.body.data.map((item: AdminProduct) => item.id)).toContain(product.id);
    expect(scheduled.body.data.every((item: AdminProduct) => item.status === 'draft' && item.publish_at)).toBe(true);
    expect(await scheduleKeysOf(product.id)).toHaveLength(1);

    // A minute before: nothing happens.
    const early = await runDueSchedules(at(publishAt - MINUTE));
    expect(early.applied.some((item) => item.id === product.id)).toBe(false);
    expect(await publicStatus(product.slug)).toBe(404);

    // At its time: published, the time cleared, one new version, the site marked changed.
    const before = await readPublishState(requestDeps());
    const run = await runDueSchedules(at(publishAt));
    expect(run.applied).toContainEqual({ id: product.id, status: 'published' });
    const after = await readPublishState(requestDeps());
    expect(after.changeSeq).toBe(before.changeSeq + 1);
    expect(after.lastReason).toContain(`product ${product.id} published`);
    const live = await adminRead(token, product.id);
    expect(live).toMatchObject({ status: 'published', publish_at: '', version: product.version + 1 });
    expect(await publicStatus(product.slug)).toBe(200);
    expect(await scheduleKeysOf(product.id)).toEqual([]);
    const publicList = await call(`/api/products?q=${encodeURIComponent(product.sku)}&page=1&per_page=12`);
    expect(publicList.body.data.map((item: { id: number }) => item.id)).toContain(product.id);
  });

  it('a published product with an unpublish time goes back to draft at that time', async ({ token }) => {
    const unpublishAt = Date.now() + 3 * 60 * MINUTE;
    const product = await createProduct(token, {
      status: 'published',
      unpublish_at: new Date(unpublishAt).toISOString(),
    });
    expect(product).toMatchObject({ status: 'published', unpublish_at: new Date(unpublishAt).toISOString() });
    expect(await publicStatus(product.slug)).toBe(200);
    // The public answer says nothing of the plan.
    expect((await call(`/api/products/${product.slug}`)).body).not.toHaveProperty('unpublish_at');

    await runDueSchedules(at(unpublishAt - 1));
    expect(await publicStatus(product.slug)).toBe(200);
    const run = await runDueSchedules(at(unpublishAt + 5_000));
    expect(run.applied).toContainEqual({ id: product.id, status: 'draft' });
    expect(await adminRead(token, product.id)).toMatchObject({ status: 'draft', unpublish_at: '' });
    expect(await publicStatus(product.slug)).toBe(404);
  });

  it('publish and unpublish times both passed apply in their order (a window already over ends as a draft)', async ({
    token,
  }) => {
    const start = Date.now() + 4 * 60 * MINUTE;
    const product = await createProduct(token, {
      publish_at: new Date(start).toISOString(),
      unpublish_at: new Date(start + 30 * MINUTE).toISOString(),
    });
    expect(product.status).toBe('draft');
    expect(await scheduleKeysOf(product.id)).toHaveLength(2);
    await runDueSchedules(at(start + 10 * MINUTE));
    expect(await adminRead(token, product.id)).toMatchObject({ status: 'published', publish_at: '' });
    expect(await publicStatus(product.slug)).toBe(200);
    await runDueSchedules(at(start + 31 * MINUTE));
    expect(await adminRead(token, product.id)).toMatchObject({ status: 'draft', unpublish_at: '' });
    expect(await scheduleKeysOf(product.id)).toEqual([]);
  });

  it('runs twice or many at once apply a due time exactly once', async ({ token }) => {
    const publishAt = Date.now() + 5 * 60 * MINUTE;
    const product = await createProduct(token, { publish_at: new Date(publishAt).toISOString() });
    const before = await readPublishState(requestDeps());
    const runs = await Promise.all(Array.from({ length: 6 }, () => runDueSchedules(at(publishAt + MINUTE))));
    const appliedTimes = runs.flatMap((run) => run.applied).filter((item) => item.id === product.id);
    expect(appliedTimes).toEqual([{ id: product.id, status: 'published' }]);
    // And once more, after the fact.
    const again = await runDueSchedules(at(publishAt + 2 * MINUTE));
    expect(again.applied.some((item) => item.id === product.id)).toBe(false);
    const record = await readRecord(requestDeps(), product.id);
    expect(record).toMatchObject({ status: 'published', publish_at: '', version: product.version + 1 });
    expect((await readPublishState(requestDeps())).changeSeq).toBe(before.changeSeq + 1);
  });

  it('a time already passed when saved applies at the save', async ({ token }) => {
    const product = await createProduct(token, { publish_at: new Date(Date.now() - MINUTE).toISOString() });
    expect(product).toMatchObject({ status: 'published', publish_at: '' });
    expect(await publicStatus(product.slug)).toBe(200);
    expect(await scheduleKeysOf(product.id)).toEqual([]);
  });

  it('refuses a time that is not an instant, and an unpublish time before the publish time (422, per field)', async ({
    token,
  }) => {
    const category = (await call('/api/categories', { token })).body[0].id as number;
    const base = { name: `E2E Bad Schedule ${Date.now()}`, sku: `E2E-BAD-${Date.now()}`, category_id: category };
    const send = (values: Record<string, string>) => {
      const form = newProductForm({ ...base, price: 1, stock: 1 });
      for (const [key, value] of Object.entries(values)) form.set(key, value);
      return call('/api/admin/products', { method: 'POST', token, body: form });
    };
    const garbage = await send({ publish_at: 'besok pagi' });
    expect(garbage.status).toBe(422);
    expect(garbage.body.errors.publish_at).toEqual(['Jadwal terbit harus tanggal dan jam yang valid']);
    // A wall-clock time without its zone is ambiguous: refused rather than guessed.
    expect((await send({ publish_at: '2030-01-01T08:00' })).status).toBe(422);
    const reversed = await send({
      publish_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
      unpublish_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors.unpublish_at).toEqual(['Jadwal berhenti tayang harus sesudah jadwal terbit']);
  });
});

describe('the catalogue file', () => {
  it('exports publish_at and unpublish_at as columns, and an imported publish time schedules the product', async ({
    token,
  }) => {
    const product = await createProduct(token, { publish_at: new Date(Date.now() + 6 * 3600_000).toISOString() });
    const exported = await call(`/api/admin/products/export?format=csv&q=${encodeURIComponent(product.sku)}`, {
      token,
    });
    expect(exported.status).toBe(200);
    const [header, row] = String(exported.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header!.split(',');
    expect(columns).toEqual(expect.arrayContaining(['publish_at', 'unpublish_at']));
    expect(row!.split(',')[columns.indexOf('publish_at')]).toBe(product.publish_at);

    // A file sets another product's publish time: it becomes a draft 'Terjadwal', and the run publishes it.
    const other = await createProduct(token, { status: 'published' });
    const publishAt = Date.now() + 7 * 3600_000;
    const csv = ['sku,publish_at', `${other.sku},${new Date(publishAt).toISOString()}`].join('\r\n');
    const form = new FormData();
    form.set('file', new File([csv], 'jadwal.csv'));
    const imported = await call('/api/admin/products/import', { method: 'POST', token, body: form });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ updated: 1, errors: [] });
    expect(await adminRead(token, other.id)).toMatchObject({
      status: 'draft',
      publish_at: new Date(publishAt).toISOString(),
    });
    expect(await publicStatus(other.slug)).toBe(404);
    expect(await scheduleKeysOf(other.id)).toHaveLength(1);
    await runDueSchedules(at(publishAt));
    expect(await adminRead(token, other.id)).toMatchObject({ status: 'published', publish_at: '' });
    expect(await publicStatus(other.slug)).toBe(200);
  });
});

describe('the scheduled function', () => {
  let hook: Server;
  let hookCalls = 0;

  beforeAll(async () => {
    hook = createServer((req, res) => {
      if (req.method === 'POST') hookCalls++;
      res.writeHead(200).end();
    });
    hook.listen(0, '127.0.0.1');
    await once(hook, 'listening');
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test`;
    resetEnvCache();
  });

  afterAll(() => {
    delete process.env.BUILD_HOOK_URL;
    resetEnvCache();
    hook.close();
  });

  it('publishes a product whose time came: visitors get it at once, the deploy waits for the publishing policy', async ({
    token,
  }) => {
    const product = await createProduct(token, { publish_at: new Date(Date.now() + 1_500).toISOString() });
    expect(product.status).toBe('draft');
    await runScheduledFunction();
    const afterSave = hookCalls;
    // On the real clock, one of the next runs publishes it; the API answers it at once.
    await expect
      .poll(
        async () => {
          await runScheduledFunction();
          return (await adminRead(token, product.id)).status;
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe('published');
    expect(await publicStatus(product.slug)).toBe(200);
    // The rebuild is asked for once the changes have been quiet for the policy's 15 minutes (decision 026).
    expect(hookCalls).toBe(afterSave);
    const state = await call('/api/admin/publish', { token });
    expect(state.body.held).toMatchObject({ reason: 'quiet' });
    expect(state.body.held.message).toMatch(
      /^Menunggu 15 menit tanpa perubahan; terbit pukul (besok )?\d{2}:\d{2} WIB$/,
    );
  });

  it('locally, npm start runs the same function on a timer (here every 300 ms instead of every minute)', async ({
    token,
  }) => {
    const product = await createProduct(token, { publish_at: new Date(Date.now() + 1_000).toISOString() });
    expect(product.status).toBe('draft');
    const runner = startScheduleRunner(300);
    try {
      await expect
        .poll(async () => (await adminRead(token, product.id)).status, { timeout: 15_000, interval: 250 })
        .toBe('published');
    } finally {
      runner.stop();
    }
    expect(await publicStatus(product.slug)).toBe(200);
  });
});
