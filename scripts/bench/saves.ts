import { Worker } from 'node:worker_threads';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../lib/runtime.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:saves` (part of `bench:api`): admin product saves with 4 administrators saving at
 * once, each editing its own products in turn, for DURATION seconds (20), at 36, 1,000 and 10,000
 * products; plus the public single-product read while they save. A save's cost should not grow
 * with the catalogue. Prints p50/p95 and the number of saves. The clients run in their own thread
 * (scripts/bench/save-clients.ts); the server, its functions and the blob store share the main one.
 */
const duration = Number(process.env.DURATION ?? 20) * 1000;
const sizes = (process.env.SIZES ?? '36,1000,10000').split(',').map(Number);
const ADMINS = 4;
const rows: Record<string, Record<string, number>> = {};

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
};

for (const size of sizes) {
  const importStarted = Date.now();
  const runtime = await scratchStore(size, `saves-${size}`);
  const importSeconds = (Date.now() - importStarted) / 1000;
  process.env.ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;
  process.env.ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;
  const { startSiteServer } = await import('../lib/site-server.ts');
  const site = await startSiteServer(4600 + (size % 100), '127.0.0.1');
  const base = site.url;
  const { access_token: token } = (await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    })
  ).json()) as { access_token: string };
  const auth = { authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${base}/api/admin/products`, { headers: auth })).json()) as Array<{ id: number }>;
  // Products spread over the catalogue, so saves touch many shards, as real editing does.
  const step = Math.max(1, Math.floor(list.length / (ADMINS * 10)));
  const targets = list
    .filter((_, index) => index % step === 0)
    .slice(0, ADMINS * 10)
    .map((product) => product.id);
  const slugs = ((await (await fetch(`${base}/api/products`)).json()) as Array<{ slug: string }>).map((p) => p.slug);

  // The clients run in a thread of their own, as browsers would: the server's thread only serves.
  const clients = new Worker(new URL('./save-clients.ts', import.meta.url), {
    workerData: { base, token, admins: ADMINS, targets, slugs, duration },
  });
  const { saves, reads, errors } = await new Promise<{ saves: number[]; reads: number[]; errors: number }>(
    (resolve, reject) => {
      clients.once('message', resolve);
      clients.once('error', reject);
    },
  );
  await clients.terminate();
  rows[`${size} products`] = {
    'import s': Math.round(importSeconds),
    saves: saves.length,
    'save p50 ms': quantile(saves, 0.5),
    'save p95 ms': quantile(saves, 0.95),
    'save errors': errors,
    'read p50 ms': quantile(reads, 0.5),
    'read p95 ms': quantile(reads, 0.95),
  };
  await site.stop();
  await runtime.blobs.stop();
}

console.table(rows);
process.exit(0);
