import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startLocalBlobs, type LocalBlobs } from './local-blobs.ts';

/*
 * What every local command (start, dev, build, tests) needs before the site or a function runs: the
 * data directory, a JWT secret generated once and kept, the demo admin's credentials, the blob
 * server, and the demo catalogue on first start. Production gets all of these from Netlify.
 */

export const projectRoot = resolve(import.meta.dirname, '..', '..');
export const DEFAULT_ADMIN_EMAIL = 'admin@rawlab.co.id';
export const DEFAULT_ADMIN_PASSWORD = 'RawLab-Demo-2026';

export interface LocalRuntime {
  dataDir: string;
  blobs: LocalBlobs;
  seeded: boolean;
}

export function dataDirectory(): string {
  return resolve(projectRoot, process.env.DATA_DIR ?? '.data');
}

function localSecret(dataDir: string): string {
  const file = resolve(dataDir, 'secret.json');
  if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string }).jwtSecret;
  const jwtSecret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret }, null, 2), { mode: 0o600 });
  return jwtSecret;
}

/**
 * Starts what local commands need. `seed: true` puts the demo catalogue into an empty store: only
 * commands that promise the demo (`npm start`, `npm run dev`, tests) ask for it.
 */
export async function startLocalRuntime(options: { seed?: boolean; blobsPort?: number } = {}): Promise<LocalRuntime> {
  const dataDir = dataDirectory();
  mkdirSync(dataDir, { recursive: true });
  process.env.JWT_SECRET ??= localSecret(dataDir);
  process.env.ADMIN_EMAIL ??= DEFAULT_ADMIN_EMAIL;
  process.env.ADMIN_PASSWORD ??= DEFAULT_ADMIN_PASSWORD;
  const blobs = await startLocalBlobs(resolve(dataDir, 'blobs'), options.blobsPort);
  process.env.RAWLAB_BLOBS_URL = blobs.url;
  process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
  // A second runtime in one process (benchmarks of several sizes) must not reuse the first one's address.
  const { resetEnvCache } = await import('#server/env.ts');
  resetEnvCache();
  let seeded = false;
  if (options.seed === true) {
    const { requestDeps } = await import('#server/deps.ts');
    const { seedDemoCatalog } = await import('#server/services/maintenance/index.ts');
    seeded = await seedDemoCatalog(requestDeps());
  }
  return { dataDir, blobs, seeded };
}
