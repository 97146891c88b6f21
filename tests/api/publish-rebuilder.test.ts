import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, vi } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import {
  PUBLISH_KEY,
  markBuildStarted,
  readPublishState,
  requestRebuild,
} from '#server/services/publishing/publish.ts';
import { startRebuilder } from '#scripts/lib/rebuilder.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * `npm start`'s local rebuilder asks the same publishing policy as Netlify's scheduler (decision 026)
 * and counts its rebuild as a deploy. A store of the file's own with the default policy; the build a
 * publish-now starts is stopped as soon as it is counted (the built site is the browser tests' part).
 */

describe('the local rebuilder', () => {
  it('holds a fresh save for the quiet period, and rebuilds at once for publish-now, counting a deploy', async () => {
    const logs: string[] = [];
    await requestRebuild(requestDeps(), 'a product save');
    const rebuilder = startRebuilder({
      intervalMs: 100,
      publishDir: join(mkdtempSync(join(tmpdir(), 'rawlab-rebuilder-')), 'dist'),
      log: (message) => logs.push(message),
    });
    try {
      // Held: idle() finds nothing due while the change waits, and no build has started.
      await rebuilder.idle();
      await vi.waitFor(async () => expect((await readPublishState(requestDeps())).building).toBeNull());
      expect(logs).toEqual([]);

      await requestRebuild(requestDeps(), 'manual publish', true);
      await vi.waitFor(() => expect(logs.some((line) => line.startsWith('rebuilding'))).toBe(true), {
        timeout: 30_000,
      });
      const state = await readPublishState(requestDeps());
      expect(state.building).not.toBeNull();
      expect(state.deploys).toMatchObject({ count: 1, today: 1 });
      expect(state.publishNowAt).toBeUndefined();

      // Stopped mid-build: the build is no longer recorded as running, and the change still waits.
      await rebuilder.stop();
      const stopped = await readPublishState(requestDeps());
      expect(stopped.building).toBeNull();
      expect(stopped.lastError).toBeNull();
      expect(stopped.changeSeq).toBeGreaterThan(stopped.builtSeq);
    } finally {
      await rebuilder.stop();
    }
  });

  it('takes over from a run killed mid-build: its build no longer holds later changes back', async () => {
    const deps = requestDeps();
    await requestRebuild(deps, 'a product save', true);
    // What a process killed mid-build leaves: a local build recorded as running.
    await markBuildStarted(deps, undefined, true);
    await requestRebuild(deps, 'manual publish', true);
    expect((await readPublishState(deps)).building).not.toBeNull();
    const logs: string[] = [];
    const rebuilder = startRebuilder({
      intervalMs: 100,
      publishDir: join(mkdtempSync(join(tmpdir(), 'rawlab-rebuilder-')), 'dist'),
      log: (message) => logs.push(message),
    });
    try {
      await vi.waitFor(() => expect(logs.some((line) => line.startsWith('rebuilding'))).toBe(true), {
        timeout: 30_000,
      });
      expect(logs[0]).toMatch(/left unfinished by an earlier run/);
    } finally {
      await rebuilder.stop();
    }
    // A Netlify build (it names its deploy) is Netlify's to end: a local rebuilder leaves it alone.
    await markBuildStarted(deps, 'deploy-1');
    await startRebuilder({ intervalMs: 100_000, log: () => undefined }).stop();
    expect((await deps.db.get<{ building: unknown }>(PUBLISH_KEY))?.building).toMatchObject({ deployId: 'deploy-1' });
  });
});
