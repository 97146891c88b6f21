import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Context } from '@netlify/functions';
import { afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import deploySucceeded from '#functions/deploy-succeeded.mts';
import { resetEnvCache } from '#server/env.ts';
import { handler, json } from '#server/http.ts';
import {
  PUBLISH_KEY,
  markDeploySucceeded,
  readPublishState,
  requestRebuild,
  type PublishState,
} from '#server/services/publishing/publish.ts';
import { readSettings } from '#server/services/settings/settings.ts';
import { documentStore, imageStore } from '#server/store.ts';
import { loadFunctions } from '#scripts/lib/function-host.ts';
import { recordedBuild } from '#scripts/lib/recorded-build.ts';
import { call, ready } from '../support/api.ts';
import { TEST_ADMIN } from '../support/test-env.ts';

/*
 * What makes Netlify and the local host behave alike, and what a Netlify build may record. The same
 * behaviours are rehearsed on Netlify's own CLI in tests/netlify.
 */

const functionsDir = resolve(import.meta.dirname, '../../netlify/functions');
const projectRoot = resolve(import.meta.dirname, '../..');

/** A store of this test's own: other files share the run's publishing record. */
function isolatedDeps() {
  return {
    db: documentStore(`parity-${Date.now()}-${Math.floor(Math.random() * 1e6)}`),
    images: imageStore(),
    now: () => new Date(),
  };
}

beforeAll(async () => {
  await ready();
});

describe('methods: the functions answer every method themselves', () => {
  it.each(readdirSync(functionsDir).filter((file) => file.endsWith('.mts')))(
    '%s declares no config.method (Netlify would answer other methods with an HTML 404)',
    async (file) => {
      const module = (await import(join(functionsDir, file))) as { config?: { method?: unknown } };
      expect(module.config?.method).toBeUndefined();
    },
  );

  it('the local host refuses a function that filters methods, instead of inventing a 405', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'rawlab-fn-'));
    writeFileSync(
      join(directory, 'filtered.mjs'),
      "export default () => new Response('ok');\nexport const config = { path: '/x', method: 'GET' };\n",
    );
    await expect(loadFunctions(directory)).rejects.toThrow(/config\.method/);
  });

  it.each([
    ['PATCH', '/api/admin/products/1', 'GET, POST, PUT, DELETE, HEAD'],
    ['GET', '/api/visit', 'POST'],
    ['DELETE', '/api/settings/1', 'GET, PUT, HEAD'],
  ])('%s %s answers the JSON 405 with Allow: %s', async (method, path, allow) => {
    const result = await call(path, { method });
    expect(result.status).toBe(405);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.headers.get('allow')).toBe(allow);
    expect(result.body).toEqual({ message: 'Metode tidak diizinkan' });
  });

  it('the handler answers HEAD with GET’s status and headers and no body (success and error)', async () => {
    const resource = handler({
      GET: async (req) =>
        new URL(req.url).pathname === '/found' ? json({ ok: true }) : json({ message: 'Tidak ditemukan' }, 404),
    });
    const context = {} as Context;
    const found = await resource(new Request('http://localhost/found', { method: 'HEAD' }), context);
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toMatch(/^application\/json/);
    expect(found.body).toBeNull();
    const missing = await resource(new Request('http://localhost/missing', { method: 'HEAD' }), context);
    expect(missing.status).toBe(404);
    expect(missing.body).toBeNull();
  });

  it('HEAD /api/products through the host: 200, JSON headers, empty body', async () => {
    const result = await call('/api/products', { method: 'HEAD' });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toMatch(/^application\/json/);
    expect(result.body).toBeNull();
  });
});

describe('environment: each feature checks its own variables', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of ['JWT_SECRET', 'ADMIN_PASSWORD']) process.env[name] = saved[name];
    resetEnvCache();
  });

  it('a short JWT_SECRET stops admin sign-in with a message naming it; public reads still answer', async () => {
    process.env.JWT_SECRET = 'too-short';
    resetEnvCache();
    expect((await call('/api/products')).status).toBe(200);
    expect((await call('/api/settings')).status).toBe(200);
    expect((await call('/api/categories-front')).status).toBe(200);
    const login = await call('/api/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      ip: '198.51.100.77',
    });
    expect(login.status).toBe(503);
    expect(login.body.message).toContain('JWT_SECRET');
  });

  it('a short ADMIN_PASSWORD leaves the public reads alone', async () => {
    process.env.ADMIN_PASSWORD = 'short';
    resetEnvCache();
    expect((await call('/api/products')).status).toBe(200);
    expect((await call('/api/settings')).status).toBe(200);
  });
});

describe('publishing: only a production deploy that succeeded counts as published', () => {
  const build = async () => {};

  it('a deploy preview or branch deploy build leaves the publishing record alone', async () => {
    const deps = isolatedDeps();
    await requestRebuild(deps, 'a change');
    const before = await deps.db.get<PublishState>(PUBLISH_KEY);
    for (const context of ['deploy-preview', 'branch-deploy']) {
      await recordedBuild({ onNetlify: true, context, deployId: 'preview-1' }, () => deps, build);
    }
    expect(await deps.db.get<PublishState>(PUBLISH_KEY)).toEqual(before);
  });

  it('a production build records its start; the deploy-succeeded event of its deploy publishes it', async () => {
    const deps = isolatedDeps();
    await requestRebuild(deps, 'a change');
    await requestRebuild(deps, 'another change');
    await recordedBuild({ onNetlify: true, context: 'production', deployId: 'deploy-a' }, () => deps, build);
    const built = await readPublishState(deps);
    expect(built.building).toMatchObject({ seq: 2, deployId: 'deploy-a' });
    expect(built.builtSeq).toBe(0);

    expect(await markDeploySucceeded(deps, { id: 'deploy-b', context: 'production' })).toBe('ignored');
    expect(await markDeploySucceeded(deps, { id: 'deploy-a', context: 'deploy-preview' })).toBe('ignored');
    expect((await readPublishState(deps)).builtSeq).toBe(0);
    expect(await markDeploySucceeded(deps, { id: 'deploy-a', context: 'production' })).toBe('published');
    const published = await readPublishState(deps);
    expect(published).toMatchObject({ builtSeq: 2, building: null, lastError: null });
  });

  it('outside Netlify the build is the publication', async () => {
    const deps = isolatedDeps();
    await requestRebuild(deps, 'a change');
    await recordedBuild({ onNetlify: false, context: null, deployId: null }, () => deps, build);
    expect(await readPublishState(deps)).toMatchObject({ builtSeq: 1, building: null });
  });

  it('bookkeeping that cannot be written never fails the build; a failed build still fails', async () => {
    const deps = isolatedDeps();
    const broken = {
      ...deps,
      db: {
        ...deps.db,
        update: () => Promise.reject(new Error('the store returned no ETag')),
      },
    };
    let built = false;
    await recordedBuild(
      { onNetlify: true, context: 'production', deployId: 'd' },
      () => broken,
      async () => {
        built = true;
      },
    );
    expect(built).toBe(true);
    await recordedBuild({ onNetlify: false, context: null, deployId: null }, () => broken, build);
    await expect(
      recordedBuild(
        { onNetlify: false, context: null, deployId: null },
        () => broken,
        () => Promise.reject(new Error('astro build exited with 1')),
      ),
    ).rejects.toThrow('astro build exited with 1');
  });

  it('the deploy-succeeded function publishes the production deploy Netlify reports', async () => {
    // The function opens the default store: a site id of this test's own keeps the run's record apart.
    const siteId = process.env.RAWLAB_SITE_ID;
    process.env.RAWLAB_SITE_ID = `parity-${Date.now()}`;
    resetEnvCache();
    onTestFinished(() => {
      process.env.RAWLAB_SITE_ID = siteId;
      resetEnvCache();
    });
    const deps = { db: documentStore(), images: imageStore(), now: () => new Date() };
    const event = (id: string, context: string) =>
      new Request('http://localhost/.netlify/functions/deploy-succeeded', {
        method: 'POST',
        body: JSON.stringify({ payload: { id, context, state: 'ready' }, site: {} }),
      });
    await requestRebuild(deps, 'deploy-succeeded test');
    await recordedBuild({ onNetlify: true, context: 'production', deployId: 'event-1' }, () => deps, build);

    expect((await deploySucceeded(event('event-1', 'deploy-preview'))).status).toBe(200);
    expect((await readPublishState(deps)).building).not.toBeNull();
    expect((await deploySucceeded(event('event-1', 'production'))).status).toBe(200);
    expect(await readPublishState(deps)).toMatchObject({ building: null, builtSeq: 1 });

    const bad = await deploySucceeded(new Request('http://localhost/', { method: 'POST', body: 'nope' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toHaveProperty('message');
  });
});

describe('the production build', () => {
  const runBuild = (env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolvePromise) => {
      const clean = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(RAWLAB_|NETLIFY|CONTEXT|DATA_DIR)/.test(name)),
      );
      const child = execFile(
        process.execPath,
        [join(projectRoot, 'scripts/build.ts')],
        { cwd: projectRoot, env: { ...clean, ...env } },
        (_error, stdout, stderr) => resolvePromise({ code: child.exitCode, output: stdout + stderr }),
      );
    });

  it.each([
    ['Netlify CI', { NETLIFY: 'true', CONTEXT: 'production' }],
    ['the Netlify CLI', { NETLIFY_LOCAL: 'true', CONTEXT: 'production' }],
  ])('stops on %s without access to the store, naming what is missing, and seeds nothing', async (_label, env) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rawlab-nostore-'));
    const result = await runBuild({ ...env, DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    expect(result.output).toContain("no access to the site's blob store");
    expect(result.output).toContain('NETLIFY_BLOBS_CONTEXT');
    expect(result.output).toContain('RAWLAB_DEMO=1');
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('settings of an empty store', () => {
  it('carry no WhatsApp number until one is saved', async () => {
    expect((await readSettings(isolatedDeps())).whatsapp_number).toBe('');
  });
});
