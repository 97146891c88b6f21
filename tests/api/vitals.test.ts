import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, vi } from 'vitest';
import { requestDeps, type Deps } from '#server/deps.ts';
import { VITALS_PER_ADDRESS_PER_MINUTE, recordVitals } from '#server/services/vitals/raw-reports.ts';
import { pruneVitals } from '#server/services/vitals/report.ts';
import { dayFinished } from '#server/services/vitals/rollup.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import {
  VitalsReportSchema,
  type VitalsGroup,
  type VitalsReportInput,
  type VitalsResponse,
} from '#shared/vitals/schema.ts';
import { call, userWithRole } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { withOwnStore as test } from './fixtures.ts';

/*
 * POST /api/vitals and GET /api/admin/vitals on a store of their own (exact p75s and view counts):
 * well-formed reports are kept one key each, everything else is a JSON 4xx, a flood from one address
 * stops at its minute's limit, and the dashboard's p75s come out right from known reports, for the
 * running day and for finished days rolled up into one document.
 */

vi.setConfig({ testTimeout: 180_000 });

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const send = (body: unknown, options: { ip?: string; ua?: string; type?: string } = {}) =>
  call('/api/vitals', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ip: options.ip ?? '192.0.2.30',
    headers: { 'content-type': options.type ?? 'text/plain;charset=UTF-8', 'user-agent': options.ua ?? PHONE },
  });

const report = (metrics: VitalsReportInput['metrics'], page = 'product', lang = 'id') => ({ page, lang, metrics });

async function dashboard(token: string, days = 28): Promise<VitalsResponse> {
  const answer = await call<VitalsResponse>(`/api/admin/vitals?days=${days}`, { token });
  expect(answer.status).toBe(200);
  return answer.body;
}
const groupOf = (response: VitalsResponse, page: string, lang: string): VitalsGroup | undefined =>
  response.groups.find((group) => group.page === page && group.lang === lang);

describe('POST /api/vitals', () => {
  test('a well-formed report is accepted (202) and counted once; a bot’s is answered but not counted', async () => {
    const manager = await userWithRole('Manager');
    const before = groupOf(await dashboard(manager.token), 'compare', 'en')?.views ?? 0;
    const sent = await send(
      report(
        { LCP: { value: 1800, target: 'main#main>img.hero' }, INP: { value: 90 }, CLS: { value: 0 } },
        'compare',
        'en',
      ),
    );
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ counted: true });
    const bot = await send(report({ TTFB: { value: 300 } }, 'compare', 'en'), {
      ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.status).toBe(202);
    expect(bot.body).toEqual({ counted: false });
    const json = await call('/api/vitals', {
      method: 'POST',
      json: report({ TTFB: { value: 300 } }, 'compare', 'en'),
      ip: '192.0.2.30',
      headers: { 'user-agent': PHONE },
    });
    expect(json.status).toBe(202);
    expect(groupOf(await dashboard(manager.token), 'compare', 'en')?.views).toBe(before + 2);
  });

  test.each([
    ['malformed JSON', 400, '{"page":"product",'],
    ['not JSON at all', 400, 'LCP=1200'],
    ['a wrong type of value', 422, report({ LCP: { value: '1200' as unknown as number } })],
    ['a negative value', 422, report({ INP: { value: -5 } })],
    ['an absurd LCP (an hour)', 422, report({ LCP: { value: 3_600_000 } })],
    ['an absurd INP (a minute)', 422, report({ INP: { value: 60_000 } })],
    ['an absurd CLS', 422, report({ CLS: { value: 42 } })],
    ['an absurd TTFB', 422, report({ TTFB: { value: 61_000 } })],
    ['an unknown page type', 422, report({ LCP: { value: 1200 } }, 'checkout')],
    ['an unknown language', 422, report({ LCP: { value: 1200 } }, 'product', 'fr')],
    ['no metric at all', 422, report({})],
    ['an unknown metric', 422, report({ FID: { value: 10 } } as unknown as VitalsReportInput['metrics'])],
    [
      'a full address beside the report',
      422,
      { ...report({ LCP: { value: 1200 } }), url: 'https://x.test/?email=a@b.c' },
    ],
  ])('%s is refused with a JSON %i and stores nothing', async (_, status, body) => {
    const stored = async () => (await requestDeps().db.keys('vitals/raw/')).length;
    const before = await stored();
    const answer = await send(body, { ip: '192.0.2.31' });
    expect(await stored()).toBe(before);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ message: expect.any(String) });
    if (status === 422) expect(answer.body.errors).toBeTypeOf('object');
  });

  test('stores no address and no User-Agent, only the report', async ({ ownStore }) => {
    expect((await send(report({ LCP: { value: 900 } }, 'catalogue', 'id'), { ip: '192.0.2.201' })).status).toBe(202);
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    const files = walk(ownStore.directory);
    expect(files.some((file) => file.includes('/vitals/raw/'))).toBe(true);
    expect(files.filter((file) => file.includes('192.0.2.201') || file.includes('Android'))).toEqual([]);
    const contents = files.filter((file) => file.includes('/vitals/')).map((file) => readFileSync(file, 'utf8'));
    expect(contents.filter((text) => text.includes('192.0.2.201') || text.includes('Android'))).toEqual([]);
  });

  test('another content type is a 415, a cross-site page a 403, a huge body a 413', async () => {
    expect((await send(report({ LCP: { value: 1 } }), { type: 'application/x-www-form-urlencoded' })).status).toBe(415);
    const cross = await call('/api/vitals', {
      method: 'POST',
      body: JSON.stringify(report({ LCP: { value: 1 } })),
      headers: { 'content-type': 'text/plain', 'sec-fetch-site': 'cross-site', 'user-agent': PHONE },
    });
    expect(cross.status).toBe(403);
    const huge = await send(report({ LCP: { value: 1, target: 'x'.repeat(5_000) } }));
    expect(huge.status).toBe(413);
  });

  test(`a flood from one address: ${VITALS_PER_ADDRESS_PER_MINUTE} a minute are taken, the rest get a JSON 429`, async () => {
    await awayFromWindowEnd(60_000, 20_000);
    const manager = await userWithRole('Manager');
    const before = groupOf(await dashboard(manager.token), 'quote', 'en')?.views ?? 0;
    const results = await Promise.all(
      Array.from({ length: VITALS_PER_ADDRESS_PER_MINUTE + 40 }, (_, i) =>
        send(report({ TTFB: { value: 100 + i } }, 'quote', 'en'), { ip: '192.0.2.99', ua: `${PHONE} ${i}` }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 202)).toHaveLength(VITALS_PER_ADDRESS_PER_MINUTE);
    const refused = results.find((result) => result.status === 429)!;
    expect(refused.body.message).toMatch(/Terlalu banyak laporan/);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(groupOf(await dashboard(manager.token), 'quote', 'en')?.views).toBe(before + VITALS_PER_ADDRESS_PER_MINUTE);
  });
});

describe('GET /api/admin/vitals', () => {
  test('Manager and Super Admin read it; Staff is refused (403), no token is a 401', async ({ token }) => {
    expect((await call('/api/admin/vitals')).status).toBe(401);
    const staff = await userWithRole('Staff');
    const refused = await call('/api/admin/vitals', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toEqual(expect.any(String));
    expect((await call('/api/admin/vitals?days=7', { token })).body).toMatchObject({
      days: 7,
      groups: expect.any(Array),
    });
  });

  test.each(['0', '91', 'abc', '2.5', '-3', ''])('days=%s is a JSON 422 naming days', async (days) => {
    const manager = await userWithRole('Manager');
    const answer = await call(`/api/admin/vitals?days=${days}`, { token: manager.token });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.days?.[0]).toEqual(expect.any(String));
  });

  test('p75 of each metric, views and the worst element come out right from known reports', async () => {
    const manager = await userWithRole('Manager');
    // Eight landing-page views in English today: p75 by nearest rank is the 6th smallest value.
    const lcp = [1200, 1500, 1800, 2100, 2400, 2800, 3300, 5200];
    const inp = [40, 80, 120, 160, 240, 320];
    const cls = [0, 0, 0.02, 0.05, 0.08, 0.12, 0.3, 0.01];
    const ttfb = [200, 300, 350, 400, 450, 500, 900, 1200];
    await Promise.all(
      lcp.map((value, i) =>
        send(
          report(
            {
              LCP: { value, target: value > 2500 ? 'section#hero>img.hero-photo' : 'main#main>h1' },
              ...(inp[i] === undefined ? {} : { INP: { value: inp[i]!, target: 'header>button#menu-toggle' } }),
              CLS: { value: cls[i]!, target: 'div#featured>article' },
              TTFB: { value: ttfb[i]! },
            },
            'landing',
            'en',
          ),
          { ip: `192.0.2.${120 + i}` },
        ),
      ),
    );
    const group = groupOf(await dashboard(manager.token), 'landing', 'en')!;
    expect(group.views).toBe(8);
    expect(group.metrics.LCP).toEqual({
      p75: 2800,
      rating: 'needs-improvement',
      samples: 8,
      worst: { target: 'section#hero>img.hero-photo', count: 3 },
    });
    expect(group.metrics.INP).toMatchObject({ p75: 240, rating: 'needs-improvement', samples: 6 });
    expect(group.metrics.INP?.worst).toEqual({ target: 'header>button#menu-toggle', count: 2 });
    expect(group.metrics.CLS).toMatchObject({ p75: 0.08, rating: 'good', samples: 8 });
    expect(group.metrics.CLS?.worst).toEqual({ target: 'div#featured>article', count: 2 });
    expect(group.metrics.TTFB).toMatchObject({ p75: 500, rating: 'good', samples: 8, worst: null });
    expect(group.worst).toEqual({ metric: 'LCP', target: 'section#hero>img.hero-photo', count: 3 });
  });

  test('a finished day is rolled up once into one document; windows and retention follow the days', async () => {
    const manager = await userWithRole('Manager');
    const deps = requestDeps();
    const daysAgo = (n: number): Deps => ({ ...deps, now: () => new Date(Date.now() - n * 86_400_000) });
    // Reports stored with the clock 40 days back, on a day no earlier read of this file's windows (28
    // days at most) has rolled up: once a finished day is rolled up, it no longer changes.
    for (const value of [1000, 2000, 3000, 4000]) {
      await recordVitals(daysAgo(40), VitalsReportSchema.parse(report({ LCP: { value } }, 'catalogue', 'en')), PHONE);
    }
    expect(await deps.db.keys('vitals/raw/')).not.toHaveLength(0);
    const readAt = new Date();
    const week = groupOf(await dashboard(manager.token, 45), 'catalogue', 'en')!;
    expect(week.views).toBe(4);
    expect(week.metrics.LCP).toMatchObject({ p75: 3000, samples: 4 });
    // The read rolled the finished days of its window up, one document each (an empty one for a day
    // without reports, so no read lists it again); the daily purge then drops the day's reports.
    const day = jakartaTime(daysAgo(40).now()).date;
    const rawOfDay = async () => (await deps.db.keys(`vitals/raw/${day}/`)).length;
    expect(await deps.db.get(`vitals/days/${day}`)).not.toBeNull();
    // Every day of the window finished when the read began has its document: 44 of the 45, or 43 in
    // the first minutes of a Jakarta day (yesterday counts as finished once the rollup's grace is over).
    const finishedDays = Array.from({ length: 45 }, (_, n) => jakartaTime(daysAgo(n).now()).date).filter((date) =>
      dayFinished(date, readAt),
    );
    expect(finishedDays.length).toBeGreaterThanOrEqual(43);
    const rolled = new Set((await deps.db.keys('vitals/days/')).map((key) => key.slice('vitals/days/'.length)));
    expect(finishedDays.filter((date) => !rolled.has(date))).toEqual([]);
    expect(await rawOfDay()).toBe(4);
    expect(await pruneVitals(deps)).toBe(0);
    expect(await rawOfDay()).toBe(0);
    // Read again from the rolled-up day: the same figures; a two-day window leaves it out.
    expect(groupOf(await dashboard(manager.token, 45), 'catalogue', 'en')?.metrics.LCP?.p75).toBe(3000);
    expect(groupOf(await dashboard(manager.token, 2), 'catalogue', 'en')).toBeUndefined();
    // The daily purge keeps tallies for 90 days, then drops them.
    const kept = (await deps.db.keys('vitals/days/')).length;
    expect(await pruneVitals(daysAgo(-95))).toBe(kept);
    expect(await deps.db.keys('vitals/days/')).toEqual([]);
  });
});
