import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { triggerBuildIfNeeded } from '#server/services/publishing/build-hook.ts';
import type { Deps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import {
  STALE_BUILD_MESSAGE,
  markBuildFinished,
  markBuildStarted,
  readPublishState,
  requestRebuild,
} from '#server/services/publishing/publish.ts';
import { savePolicy } from '#server/services/publishing/publish-budget.ts';
import { documentStore, imageStore } from '#server/store.ts';
import { ready } from '../support/api.ts';

/*
 * The Netlify half of the publishing loop (decision 004): the scheduled function calls the build hook
 * once per burst of changes, again for changes made during a build, and never while a build runs.
 * Real blob server (a store of its own, so other test files' saves do not count here), a real HTTP
 * stand-in for Netlify's build hook endpoint.
 */

let hook: Server;
let hookCalls = 0;
let hookStatus = 200;
let clock = Date.parse('2026-11-23T08:00:00Z');
let deps: Deps;

beforeAll(async () => {
  await ready();
  hook = createServer((req, res) => {
    if (req.method === 'POST') hookCalls++;
    res.writeHead(hookStatus).end();
  });
  hook.listen(0, '127.0.0.1');
  await once(hook, 'listening');
  process.env.BUILD_HOOK_URL = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/test`;
  resetEnvCache();
});

afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  resetEnvCache();
  hook.close();
});

beforeEach(async () => {
  hookCalls = 0;
  hookStatus = 200;
  deps = {
    db: documentStore(`publish-test-${Date.now()}-${Math.random().toString(36).slice(2)}`),
    images: imageStore(),
    now: () => new Date(clock),
  };
  // The coalescing alone: no quiet period, cap or budget (the policy has tests/api/publish-policy.test.ts).
  await savePolicy(deps, { plan: 'custom', monthly_credits: 1_000_000, quiet_seconds: 0, max_deploys_per_day: 1_000 });
});

/** One run of the scheduled function (every minute on Netlify). */
const tick = async () => {
  clock += 60_000;
  return triggerBuildIfNeeded(deps);
};

describe('build hook', () => {
  it('a burst of twenty saves causes one build; a change during the build causes one more afterwards', async () => {
    expect(await tick()).toBe('not_needed');
    await Promise.all(Array.from({ length: 20 }, (_, i) => requestRebuild(deps, `save ${i}`)));
    expect((await readPublishState(deps)).changeSeq).toBe(20);

    expect(await tick()).toBe('requested');
    expect(await tick()).toBe('not_needed');
    expect(await tick()).toBe('not_needed');
    expect(hookCalls).toBe(1);

    // Netlify starts the build: it takes every change up to now.
    const seq = await markBuildStarted(deps);
    expect(seq).toBe(20);
    await requestRebuild(deps, 'save during the build');
    expect(await tick()).toBe('not_needed');
    expect(hookCalls).toBe(1);

    await markBuildFinished(deps, seq);
    const afterBuild = await readPublishState(deps);
    expect(afterBuild).toMatchObject({ builtSeq: 20, changeSeq: 21, building: null, lastError: null });
    expect(await tick()).toBe('requested');
    expect(await tick()).toBe('not_needed');
    expect(hookCalls).toBe(2);

    await markBuildFinished(deps, await markBuildStarted(deps));
    expect(await tick()).toBe('not_needed');
    expect(hookCalls).toBe(2);
  });

  it("'Publikasikan sekarang' calls the hook at once, even with nothing waiting", async () => {
    expect(await triggerBuildIfNeeded(deps, true)).toBe('requested');
    expect(hookCalls).toBe(1);
  });

  it('a hook that fails is asked again at the next run', async () => {
    await requestRebuild(deps, 'save');
    hookStatus = 500;
    await expect(tick()).rejects.toThrow('build hook answered 500');
    hookStatus = 200;
    expect(await tick()).toBe('requested');
    expect(hookCalls).toBe(2);
  });

  it('a build that never finished stops counting as running, so changes get a new build', async () => {
    await requestRebuild(deps, 'save');
    expect(await tick()).toBe('requested');
    await markBuildStarted(deps);
    await requestRebuild(deps, 'save during a build that will be killed');
    expect(await tick()).toBe('not_needed');
    expect((await readPublishState(deps)).building).not.toBeNull();

    clock += 50 * 60_000;
    const state = await readPublishState(deps);
    expect(state.building).toBeNull();
    expect(state.lastError).toBe(STALE_BUILD_MESSAGE);
    expect(await tick()).toBe('requested');
    expect(hookCalls).toBe(2);
  });
});
