import { beforeEach, describe, expect, vi } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { BYTES_PER_PAGE, MIN_MEASURED_VIEWS } from '#server/services/publishing/publish-budget.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import type { PublishState } from '#shared/publishing/state.ts';
import { VIEW_BYTES_LIMIT } from '#shared/vitals/metrics.ts';
import { call, userWithRole } from '../support/api.ts';
import { withOwnStore as test } from './fixtures.ts';

/*
 * The bytes a view transferred, as its browser measured them, travel in its vitals report: POST
 * /api/vitals takes a plausible figure and refuses anything else with a JSON 422, and the traffic
 * estimate of GET /api/admin/publish weighs a page at the measured mean once enough views reported
 * it, at the assumption before. A store of the file's own: the estimate counts every view.
 */

vi.setConfig({ testTimeout: 180_000 });

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const send = (body: unknown, ip = '192.0.2.40') =>
  call('/api/vitals', {
    method: 'POST',
    body: JSON.stringify(body),
    ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE },
  });

const view = (bytes: unknown) => ({ page: 'product', lang: 'id', metrics: { TTFB: { value: 300 } }, bytes });

const rawKeys = async () => requestDeps().db.keys('vitals/raw/');

async function traffic(): Promise<PublishState['traffic']> {
  const manager = await userWithRole('Manager');
  const answer = await call<PublishState>('/api/admin/publish', { token: manager.token });
  expect(answer.status).toBe(200);
  return answer.body.traffic;
}

beforeEach(async () => {
  const { db } = requestDeps();
  await Promise.all((await rawKeys()).map((key) => db.delete(key)));
});

describe('bytes in a vitals report', () => {
  test('a plausible figure is kept with the report, 0 (everything from the cache) included', async () => {
    for (const bytes of [0, 412_345, VIEW_BYTES_LIMIT]) {
      const answer = await send(view(bytes));
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ counted: true });
    }
    expect(await rawKeys()).toHaveLength(3);
  });

  test.each([
    ['text', 'banyak'],
    ['a fraction', 1024.5],
    ['a negative figure', -1],
    ['an absurd figure (a terabyte)', 1e12],
    ['one byte past the limit', VIEW_BYTES_LIMIT + 1],
    ['null', null],
  ])('%s is a JSON 422 naming bytes, and nothing is stored', async (_, bytes) => {
    const answer = await send(view(bytes), '192.0.2.41');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.body.errors?.bytes?.[0]).toMatch(/bytes/);
    expect(await rawKeys()).toEqual([]);
  });
});

describe('the traffic estimate', () => {
  test(`weighs a page at the measured mean once ${MIN_MEASURED_VIEWS} views reported their bytes`, async () => {
    // 100 visitor-days this month: 400 page views.
    const { db } = requestDeps();
    const { date } = jakartaTime(new Date());
    const prefix = `visits/${date.slice(0, 7)}/${date.slice(8, 10)}/bytes-test-`;
    await Promise.all(Array.from({ length: 100 }, (_, i) => db.create(`${prefix}${i}`, { at: date })));

    const assumed = await traffic();
    expect(assumed).toMatchObject({
      page_views: 400,
      bytes_source: 'assumed',
      bytes_per_page: BYTES_PER_PAGE,
      bytes: 400 * BYTES_PER_PAGE,
      measured_views: 0,
    });

    // One view short of enough: half of them 100 KB, half 200 KB, from many addresses; a view whose
    // browser measured nothing does not count towards them.
    const weights = Array.from({ length: MIN_MEASURED_VIEWS - 1 }, (_, i) => (i % 2 ? 200_000 : 100_000));
    const sent = await Promise.all(weights.map((bytes, i) => send(view(bytes), `198.51.100.${i}`)));
    expect(sent.map((answer) => answer.status)).toEqual(weights.map(() => 202));
    expect((await send(view(undefined), '198.51.100.200')).status).toBe(202);
    expect(await traffic()).toMatchObject({
      bytes_source: 'assumed',
      bytes_per_page: BYTES_PER_PAGE,
      measured_views: MIN_MEASURED_VIEWS - 1,
    });

    // The hundredth (200 KB): the estimate now uses their mean, 150 KB a page.
    expect((await send(view(200_000), '198.51.100.201')).status).toBe(202);
    const measured = await traffic();
    const mean = 150_000;
    expect(measured).toMatchObject({
      page_views: 400,
      bytes_source: 'measured',
      bytes_per_page: mean,
      bytes: 400 * mean,
      measured_views: MIN_MEASURED_VIEWS,
    });
    expect(measured.credits).toBeLessThan(assumed.credits);
  });
});
