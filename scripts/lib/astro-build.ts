import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
// A dependency, not a dev dependency: Netlify's production build runs this file.
import lockfile from 'proper-lockfile';
import { projectRoot } from './runtime.ts';

/**
 * Runs `astro build` with the current environment (which points at the running blob server).
 * `outDir` builds elsewhere than dist/ (astro.config.mjs reads ASTRO_OUT_DIR).
 *
 * Builds in one checkout take turns (a test run beside `npm start`, a benchmark): whatever the output
 * folder, they share Astro's caches in the checkout. The lock file is one a crashed build leaves stale.
 */
export interface AstroBuildOptions {
  quiet?: boolean;
  /** Stops the build (the local server shutting down): the build then rejects. */
  signal?: AbortSignal;
}

/**
 * Makes this process's builds (and its publishing loop's rebuilds) name the address a local server
 * serves the site at, `http://localhost:<port>`, in canonical links, the sitemap and robots.txt,
 * unless SITE_URL names the public address (astro.config.mjs; on Netlify its URL).
 */
export function nameLocalAddress(port: number): void {
  process.env.SITE_URL ??= `http://localhost:${port}`;
}

export function astroBuild(outDir?: string, options: AstroBuildOptions = {}): Promise<void> {
  return withBuildLock(() => runBuild(outDir, options));
}

/** Runs `build` while holding the checkout's build lock. */
export async function withBuildLock<T>(build: () => Promise<T>): Promise<T> {
  const lockDir = resolve(projectRoot, '.netlify');
  mkdirSync(lockDir, { recursive: true });
  const waitStarted = performance.now();
  const release = await lockfile.lock(lockDir, {
    lockfilePath: resolve(lockDir, 'astro-build.lock'),
    stale: 30_000,
    retries: { retries: 1_000, factor: 1, minTimeout: 500, maxTimeout: 500 },
  });
  const waitedMs = performance.now() - waitStarted;
  if (waitedMs > 1_000)
    console.log(`[build] waited ${(waitedMs / 1000).toFixed(1)} s for another build of this checkout`);
  try {
    return await build();
  } finally {
    await release();
  }
}

function runBuild(outDir: string | undefined, options: AstroBuildOptions): Promise<void> {
  const args = [resolve(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'];
  // What ships is a production build whoever starts it: vitest sets NODE_ENV=test, which would give the
  // browser tests React's development build (about 65 KB more per admin route, and slower).
  const env = { ...process.env, NODE_ENV: 'production', ...(outDir ? { ASTRO_OUT_DIR: outDir } : {}) };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
      env,
      signal: options.signal,
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`astro build exited with ${code}${errors ? `: ${errors}` : ''}`)),
    );
  });
}
