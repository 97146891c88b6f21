import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect } from 'vitest';
import { triggerBuildIfNeeded } from '#server/services/publishing/build-hook.ts';
import { requestDeps, type Deps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { runDueSchedules } from '#server/services/catalog/schedule.ts';
import { POLICY_KEY, publishBudget, savePolicy } from '#server/services/publishing/publish-budget.ts';
import {
  PUBLISH_KEY,
  emptyPublishState,
  markBuildFinished,
  markBuildStarted,
  readPublishState,
  requestRebuild,
} from '#server/services/publishing/publish.ts';
import { DEFAULT_PUBLISH_POLICY, type PublishPolicySettings } from '#shared/publishing/policy.ts';
import { call } from '../support/api.ts';
import { newProductForm } from '../support/product-form.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The publishing policy (decision 026) on a controllable clock: the Netlify scheduler's build hook
 * call against a real HTTP stand-in for Netlify's endpoint, a real local store of the file's own (the
 * tally and the policy are site-wide), the clock the services' own `Deps.now`.
 */

const MINUTE = 60_000;
let hook: Server;
let hookCalls = 0;
let clock = 0;
const deps = (): Deps => ({ ...requestDeps(), now: () => new Date(clock) });

beforeAll(async () => {
  hook = createServer((req, res) => {
    if (req.method === 'POST') hookCalls++;
    res.writeHead(200).end();
  });
  hook.listen(0, '127.0.0.1');
  await once(hook, 'listening');
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/policy`;
  resetEnvCache();
});

afterAll(() => {
  delete process.env.BUILD_HOOK_URL;
  resetEnvCache();
  hook.close();
});

beforeEach(async () => {
  hookCalls = 0;
  await requestDeps().db.put(PUBLISH_KEY, emptyPublishState());
  await requestDeps().db.delete(POLICY_KEY);
});

const usePolicy = (settings: Partial<PublishPolicySettings>) =>
  savePolicy(requestDeps(), { ...DEFAULT_PUBLISH_POLICY, ...settings });

/** One run of the scheduled function, `minutes` after the last. */
const tick = async (minutes = 1) => {
  clock += minutes * MINUTE;
  return triggerBuildIfNeeded(deps());
};

/** Netlify builds what the hook asked for and the deploy goes live. */
const netlifyBuilds = async () => markBuildFinished(deps(), await markBuildStarted(deps()));

const held = async () => (await publishBudget(deps())).decision;

describe('publishing policy on the Netlify scheduler', () => {
  it('a burst of saves waits for 15 quiet minutes and then is one deploy', async () => {
    clock = Date.parse('2027-03-08T02:00:00Z'); // 09:00 WIB
    for (let i = 0; i < 10; i++) {
      await requestRebuild(deps(), `save ${i}`);
      expect(await tick(3)).toBe('held');
    }
    const lastSave = clock - 3 * MINUTE;
    const decision = await held();
    expect(decision.held).toEqual({ reason: 'quiet', until: new Date(lastSave + 15 * MINUTE).toISOString() });
    expect(decision.nextDeployAt).toBe(new Date(lastSave + 15 * MINUTE).toISOString());
    expect(await tick(11)).toBe('held'); // 14 quiet minutes
    expect(await tick(1)).toBe('requested');
    expect(await tick()).toBe('not_needed');
    expect(hookCalls).toBe(1);
    expect((await readPublishState(deps())).deploys).toMatchObject({ month: '2027-03', count: 1, today: 1 });
  });

  it('the daily cap holds the next change until 00:00 WIB, then deploys it', async () => {
    await usePolicy({ quiet_seconds: 0, max_deploys_per_day: 2 });
    clock = Date.parse('2027-03-09T03:00:00Z'); // 10:00 WIB
    for (let i = 0; i < 2; i++) {
      await requestRebuild(deps(), `save ${i}`);
      expect(await tick()).toBe('requested');
      await netlifyBuilds();
    }
    await requestRebuild(deps(), 'third save of the day');
    expect(await tick()).toBe('held');
    const midnight = '2027-03-09T17:00:00.000Z'; // 10 March 00:00 WIB
    expect((await held()).held).toEqual({ reason: 'daily_cap', until: midnight });
    const answer = await publishBudget(deps());
    expect(answer.tally).toMatchObject({ count: 2, today: 2 });
    clock = Date.parse(midnight) - MINUTE;
    expect(await tick(0)).toBe('held');
    clock = Date.parse(midnight);
    expect(await tick(0)).toBe('requested');
    expect(hookCalls).toBe(3);
    expect((await readPublishState(deps())).deploys).toMatchObject({ day: '2027-03-10', count: 3, today: 1 });
  });

  it('the budget holds deploys that would leave too little for traffic, until the next month', async () => {
    // 100 credits, a tenth kept for traffic: six deploys (90 credits) fit, a seventh would not.
    await usePolicy({ plan: 'custom', monthly_credits: 100, quiet_seconds: 0, max_deploys_per_day: 100 });
    clock = Date.parse('2027-04-29T02:00:00Z');
    for (let i = 0; i < 6; i++) {
      await requestRebuild(deps(), `save ${i}`);
      expect(await tick()).toBe('requested');
      await netlifyBuilds();
    }
    await requestRebuild(deps(), 'one save too many');
    expect(await tick()).toBe('held');
    const nextMonth = '2027-04-30T17:00:00.000Z'; // 1 May 00:00 WIB
    expect((await held()).held).toEqual({ reason: 'budget', until: nextMonth });
    expect((await publishBudget(deps())).credits).toMatchObject({ deploys: 90, budget: 100 });
    clock = Date.parse(nextMonth);
    expect(await tick(0)).toBe('requested');
    expect((await readPublishState(deps())).deploys).toMatchObject({ month: '2027-05', count: 1 });
  });

  it('the traffic forecast is the reserve when it is larger: a month heading past the plan holds every deploy', async () => {
    await usePolicy({ plan: 'custom', monthly_credits: 100, quiet_seconds: 0, max_deploys_per_day: 100 });
    // 100 visitor-days on the 1st of June: 5.2 credits in a day, a forecast of 156 for the month.
    const { db } = requestDeps();
    await Promise.all(Array.from({ length: 100 }, (_, i) => db.create(`visits/2027-06/01/policy-${i}`, {})));
    clock = Date.parse('2027-06-01T10:00:00Z');
    const budget = await publishBudget(deps());
    expect(budget.traffic).toMatchObject({ visits: 100, page_views: 400 });
    expect(budget.traffic.forecast).toBeCloseTo(budget.traffic.credits * 30, 0);
    expect(budget.traffic.forecast).toBeGreaterThan(100);
    await requestRebuild(deps(), 'save');
    expect(await tick()).toBe('held');
    expect((await held()).held).toEqual({ reason: 'budget', until: '2027-06-30T17:00:00.000Z' });
    expect((await publishBudget(deps())).forecast.level).toBe('over');
    expect(hookCalls).toBe(0);
  });

  it("'Publikasikan sekarang' skips the quiet period and the cap, and counts as a deploy", async () => {
    await usePolicy({ max_deploys_per_day: 1 });
    clock = Date.parse('2027-03-10T02:00:00Z');
    await requestRebuild(deps(), 'save');
    expect(await tick()).toBe('held');
    await requestRebuild(deps(), 'manual publish', true);
    expect(await triggerBuildIfNeeded(deps(), true)).toBe('requested');
    expect((await readPublishState(deps())).deploys).toMatchObject({ count: 1, today: 1 });
    await netlifyBuilds();
    await requestRebuild(deps(), 'a later save');
    expect(await tick(20)).toBe('held');
    expect((await held()).held?.reason).toBe('daily_cap');
    expect(hookCalls).toBe(1);
  });

  it('a scheduled product is public at its time while the policy holds the deploy', async ({ token }) => {
    const publishAt = Date.now() + 60 * MINUTE;
    const category = (await call('/api/categories', { token })).body[0].id as number;
    const form = newProductForm({
      name: `Policy Scheduled ${Date.now()}`,
      sku: `POL-SCH-${Date.now()}`,
      category_id: category,
      price: 2_000_000,
      stock: 2,
    });
    form.set('publish_at', new Date(publishAt).toISOString());
    form.set('unpublish_at', new Date(publishAt + 30 * MINUTE).toISOString());
    const created = await call('/api/admin/products', { method: 'POST', token, body: form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = created.body.data.slug as string;
    expect((await call(`/api/products/${slug}`)).status).toBe(404);

    clock = publishAt;
    await runDueSchedules(deps());
    // The deploy waits for quiet minutes; visitors get the product at once all the same.
    expect(await tick(0)).toBe('held');
    expect((await call(`/api/products/${slug}`)).status).toBe(200);
    clock = publishAt + 30 * MINUTE;
    await runDueSchedules(deps());
    expect(await tick(0)).toBe('held');
    expect((await call(`/api/products/${slug}`)).status).toBe(404);
  });
});
