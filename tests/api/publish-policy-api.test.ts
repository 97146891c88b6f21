import { beforeEach, describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { POLICY_KEY } from '#server/services/publishing/publish-budget.ts';
import { PUBLISH_KEY, emptyPublishState } from '#server/services/publishing/publish.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import { call, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The publishing budget's API (decision 026) through the real functions: GET/PUT
 * /api/admin/publish/policy (Manager and above, validated), the credits and hold in GET
 * /api/admin/publish, and 'Publikasikan sekarang' counted and refused past the budget. A store of the
 * file's own: the policy, the deploy tally and the visit counter are site-wide. These run on the real
 * clock; tests/api/publish-policy.test.ts moves the clock.
 */

const policyPath = '/api/admin/publish/policy';

beforeEach(async () => {
  const { db } = requestDeps();
  await db.put(PUBLISH_KEY, emptyPublishState());
  await db.delete(POLICY_KEY);
  await Promise.all((await db.keys('visits/')).map((key) => db.delete(key)));
});

describe('GET/PUT /api/admin/publish/policy', () => {
  it('answers the defaults, and a plan sets its own credits unless custom', async ({ token }) => {
    const manager = await userWithRole('Manager');
    const defaults = await call(policyPath, { token: manager.token });
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      plan: 'personal',
      monthly_credits: 1000,
      quiet_seconds: 900,
      max_deploys_per_day: 4,
      cost: '± 4 deploy sehari ≈ 1.800 kredit sebulan',
    });

    const free = await call(policyPath, {
      method: 'PUT',
      token: manager.token,
      json: { plan: 'free', monthly_credits: 5000, quiet_seconds: 600, max_deploys_per_day: 2 },
    });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ plan: 'free', monthly_credits: 300, quiet_seconds: 600, max_deploys_per_day: 2 });
    expect(free.body.cost).toBe('± 2 deploy sehari ≈ 900 kredit sebulan');

    const custom = await call(policyPath, {
      method: 'PUT',
      token,
      json: { plan: 'custom', monthly_credits: 2500, quiet_seconds: 0, max_deploys_per_day: 10 },
    });
    expect(custom.body).toMatchObject({ plan: 'custom', monthly_credits: 2500 });
    expect((await call(policyPath, { token })).body).toMatchObject({ plan: 'custom', monthly_credits: 2500 });
  });

  it('refuses Staff and strangers, and bad input with a message per field, keeping the stored policy', async ({
    token,
  }) => {
    const staff = await userWithRole('Staff');
    expect((await call(policyPath)).status).toBe(401);
    expect((await call(policyPath, { token: staff.token })).status).toBe(403);
    const staffPut = await call(policyPath, {
      method: 'PUT',
      token: staff.token,
      json: { plan: 'pro', quiet_seconds: 0, max_deploys_per_day: 50 },
    });
    expect(staffPut.status).toBe(403);
    expect(staffPut.body.message).toEqual(expect.any(String));

    const cases: Array<[unknown, string]> = [
      [{ plan: 'custom', quiet_seconds: 900, max_deploys_per_day: 4 }, 'monthly_credits'],
      [{ plan: 'gold', quiet_seconds: 900, max_deploys_per_day: 4 }, 'plan'],
      [{ plan: 'free', quiet_seconds: -1, max_deploys_per_day: 4 }, 'quiet_seconds'],
      [{ plan: 'free', quiet_seconds: 900, max_deploys_per_day: 0 }, 'max_deploys_per_day'],
      [{ plan: 'free', quiet_seconds: '15 menit', max_deploys_per_day: 4 }, 'quiet_seconds'],
      [{ plan: 'custom', monthly_credits: 2.5, quiet_seconds: 900, max_deploys_per_day: 4 }, 'monthly_credits'],
    ];
    for (const [json, field] of cases) {
      const answer = await call(policyPath, { method: 'PUT', token, json });
      expect(answer.status, JSON.stringify(json)).toBe(422);
      expect(answer.body.errors[field]?.[0], JSON.stringify(answer.body)).toMatch(/\w/);
      expect(answer.body.message).not.toMatch(/at |\.ts/);
    }
    const malformed = await call(policyPath, {
      method: 'PUT',
      token,
      body: '{"plan":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(expect.any(String));
    expect((await call(policyPath, { token })).body).toMatchObject({ plan: 'personal', monthly_credits: 1000 });
  });
});

describe('GET /api/admin/publish with the budget', () => {
  it('adds deploys, credits (deploys × 15 plus traffic), the next deploy time and why a change is held', async ({
    token,
  }) => {
    // 250 visitor-days this month: 1,000 page views, 0.4 GB (8 credits) and 25,000 requests for their
    // files (5 credits), plus the API calls the functions counted (this file's own).
    const { db } = requestDeps();
    const { date } = jakartaTime(new Date());
    const prefix = `visits/${date.slice(0, 7)}/${date.slice(8, 10)}/policy-test-`;
    for (let i = 0; i < 250; i += 25) {
      await Promise.all(Array.from({ length: 25 }, (_, j) => db.create(`${prefix}${i + j}`, { at: date })));
    }
    const staff = await userWithRole('Staff');
    const quiet = await call('/api/admin/publish', { token: staff.token });
    expect(quiet.status).toBe(200);
    const apiCalls = quiet.body.traffic.api_calls as number;
    expect(apiCalls).toBeGreaterThan(0);
    const traffic = Math.round((8 + ((25_000 + apiCalls) / 10_000) * 2) * 10) / 10;
    expect(quiet.body).toMatchObject({
      deploys_this_month: 0,
      credits: { deploys: 0, traffic, total: traffic, budget: 1000 },
      next_deploy_at: null,
      held: null,
    });
    expect(quiet.body.traffic).toMatchObject({
      visits: 250,
      page_views: 1000,
      bytes: 400_000_000,
      requests: 25_000 + apiCalls,
    });

    // Two manual deploys (Manager): counted at once, 15 credits each.
    const manager = await userWithRole('Manager');
    for (let i = 0; i < 2; i++) {
      const published = await call('/api/admin/publish', { method: 'POST', token: manager.token });
      expect(published.status).toBe(202);
    }
    // Locally (no build hook) the rebuilder takes them; it counts each rebuild when it starts.
    const { markBuildStarted, markBuildFinished } = await import('#server/services/publishing/publish.ts');
    await markBuildFinished(requestDeps(), await markBuildStarted(requestDeps(), undefined, true));
    await markBuildFinished(requestDeps(), await markBuildStarted(requestDeps(), undefined, true));

    // A save now is held for the quiet period.
    const saveAt = Date.now();
    await call(policyPath, {
      method: 'PUT',
      token,
      json: { plan: 'personal', quiet_seconds: 600, max_deploys_per_day: 4 },
    });
    const { requestRebuild } = await import('#server/services/publishing/publish.ts');
    await requestRebuild(requestDeps(), 'a product save');
    const held = await call('/api/admin/publish', { token: staff.token });
    expect(held.body).toMatchObject({
      deploys_this_month: 2,
      credits: { deploys: 30, budget: 1000 },
      held: { reason: 'quiet' },
    });
    expect(held.body.credits.total).toBeCloseTo(30 + held.body.credits.traffic, 5);
    expect(held.body.credits.traffic).toBeGreaterThanOrEqual(traffic);
    const until = Date.parse(held.body.held.until);
    expect(until).toBeGreaterThanOrEqual(saveAt + 600_000);
    expect(until).toBeLessThan(Date.now() + 600_000 + 1_000);
    expect(held.body.next_deploy_at).toBe(held.body.held.until);
    expect(held.body.held.message).toMatch(
      /^Menunggu 10 menit tanpa perubahan; terbit pukul (besok )?\d{2}:\d{2} WIB$/,
    );
    expect(held.body.forecast.level).toEqual(expect.stringMatching(/^(ok|warn50|warn75|warn90|over)$/));
  });

  it("refuses 'Publikasikan sekarang' to Staff, and to anyone when the deploy would spend the traffic's credits", async ({
    token,
  }) => {
    const staff = await userWithRole('Staff');
    expect((await call('/api/admin/publish', { method: 'POST', token: staff.token })).status).toBe(403);
    // 30 credits and no traffic counted this month: a second deploy fits exactly, a third does not.
    await call(policyPath, {
      method: 'PUT',
      token,
      json: { plan: 'custom', monthly_credits: 30, quiet_seconds: 900, max_deploys_per_day: 4 },
    });
    const { db } = requestDeps();
    const { date } = jakartaTime(new Date());
    const deploysSoFar = (count: number) =>
      db.put(PUBLISH_KEY, { ...emptyPublishState(), deploys: { month: date.slice(0, 7), count, day: date, today: 1 } });
    await deploysSoFar(1);
    expect((await call('/api/admin/publish', { method: 'POST', token })).status).toBe(202);
    await deploysSoFar(2);
    const refused = await call('/api/admin/publish', { method: 'POST', token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Kredit bulan ini tidak cukup untuk deploy lagi/);
    const after = await call('/api/admin/publish', { token });
    expect(after.body).toMatchObject({ deploys_this_month: 2, pendingChanges: 0 });
  });
});
