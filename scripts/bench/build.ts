import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildMeasuringMemory } from './lib.ts';

/**
 * `npm run bench:build`: time, peak memory and store calls of the static build for the seeded catalogue, 1,000
 * and 10,000 products (SIZES=36,1000,10000), each generated into a scratch store. Builds go to a
 * scratch folder, never dist/.
 */
const sizes = (process.env.SIZES ?? '36,1000,10000').split(',').map(Number);
const rows: Record<string, Record<string, number>> = {};

for (const size of sizes) {
  const { scratchStore } = await import('./scratch.ts');
  const runtime = await scratchStore(size, `build-${size}`);
  const outDir = mkdtempSync(join(tmpdir(), 'rawlab-bench-out-'));
  const started = performance.now();
  const { withBuildLock } = await import('../lib/astro-build.ts');
  let log = '';
  const peakKb = await withBuildLock(() => buildMeasuringMemory(outDir, (text) => (log += text)));
  const seconds = (performance.now() - started) / 1000;
  rows[`${size} products`] = {
    'build s': Number(seconds.toFixed(1)),
    'peak RSS MB': Math.round(peakKb / 1024),
    'ms per product': Math.round((seconds * 1000) / size),
    // The catalogue's reads from the store (one call per 32 products plus a few), from the build log.
    'store calls': Number(/read in (\d+) store calls/.exec(log)?.[1] ?? NaN),
  };
  rmSync(outDir, { recursive: true, force: true });
  await runtime.blobs.stop();
}
console.table(rows);
process.exit(0);
