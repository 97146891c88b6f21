import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * `npm run bench:build`: time and peak memory of the static build for the seeded catalogue, 1,000
 * and 10,000 products (SIZES=36,1000,10000), each generated into a scratch store. Builds go to a
 * scratch folder, never dist/.
 */
const sizes = (process.env.SIZES ?? '36,1000,10000').split(',').map(Number);
const root = resolve(import.meta.dirname, '../..');
const rows: Record<string, Record<string, number>> = {};

for (const size of sizes) {
  const { scratchStore } = await import('./scratch.ts');
  const runtime = await scratchStore(size, `build-${size}`);
  const outDir = mkdtempSync(join(tmpdir(), 'rawlab-bench-out-'));
  const started = performance.now();
  const { withBuildLock } = await import('../lib/astro-build.ts');
  const peakKb = await withBuildLock(() => buildMeasuringMemory(outDir));
  const seconds = (performance.now() - started) / 1000;
  rows[`${size} products`] = {
    'build s': Number(seconds.toFixed(1)),
    'peak RSS MB': Math.round(peakKb / 1024),
    'ms per product': Math.round((seconds * 1000) / size),
  };
  rmSync(outDir, { recursive: true, force: true });
  await runtime.blobs.stop();
}
console.table(rows);
process.exit(0);

/** Runs `astro build` and samples the peak resident memory (VmHWM) of the build process. */
function buildMeasuringMemory(outDir: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ASTRO_OUT_DIR: outDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    let peak = 0;
    const sample = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // the process has just exited
      }
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code === 0) resolvePromise(peak);
      else reject(new Error(`astro build exited with ${code}`));
    });
  });
}
