import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** What several benchmarks share: the load generator and the measured build. */

const root = resolve(import.meta.dirname, '../..');

export interface Scenario {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface AutocannonResult {
  requests: { average: number };
  latency: Record<string, number>;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The load generator runs in its own process, so it does not share the server's event loop. */
export function loadFromAnotherProcess(
  scenario: Scenario,
  duration: number,
  connections = 20,
): Promise<AutocannonResult> {
  const args = [
    resolve(import.meta.dirname, '../../node_modules/autocannon/autocannon.js'),
    '-c',
    String(connections),
    '-d',
    String(duration),
    '-j',
    '-m',
    scenario.method ?? 'GET',
  ];
  for (const [key, value] of Object.entries(scenario.headers ?? {})) args.push('-H', `${key}=${value}`);
  if (scenario.body) {
    const file = join(tmpdir(), `rawlab-bench-body-${process.pid}`);
    writeFileSync(file, scenario.body);
    args.push('-i', file);
  }
  args.push(scenario.url);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(JSON.parse(output) as AutocannonResult)
        : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

/** autocannon reports p90 and p97.5; p95 is interpolated between them. */
export function percentile95(latency: Record<string, number>): number {
  return latency.p90! + ((latency.p97_5! - latency.p90!) * (95 - 90)) / (97.5 - 90);
}

/** Runs `astro build` and samples the peak resident memory (VmHWM) of the build process. */
export function buildMeasuringMemory(outDir: string, onOutput?: (text: string) => void): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ASTRO_OUT_DIR: outDir },
      stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
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

/** What the page logs when the list's rows are painted (see `rowsPainted`). */
export const ROWS_PAINTED = 'rawlab-bench: rows painted';

/**
 * Resolves when the page logs ROWS_PAINTED. The page says so on the console instead of being polled:
 * Playwright's `waitForFunction` first injects its own script into the page (about 330 KB), and
 * evaluating it took about 90 ms of the main thread in the middle of the load it was measuring.
 */
export function rowsPainted(page: import('playwright-core').Page): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (message) => message.text() === ROWS_PAINTED, timeout: 120_000 });
}

/**
 * Milliseconds from navigation to the frame that first paints the admin product list's first page
 * (ten rows) at `url`: `cold` in a fresh context (signed in as the login screen leaves it, nothing
 * cached), then `returning` on the third visit in a new tab of the same context (the panel's code in
 * the HTTP cache and, from the second run on, in V8's compiled-code cache: an administrator who has
 * used the panel before). The page notes the time
 * itself: a MutationObserver sees the rows arrive and the next animation frame (the one that paints
 * them) records `performance.now()`, so the figure does not include how often the driver polls.
 * `coldListRequested` is when the cold visit asked for the list: the panel's code has run by then.
 */
export async function adminListFirstPageMs(
  browser: import('playwright-core').Browser,
  url: string,
  session: { access_token: string; user: unknown },
): Promise<{ cold: number; returning: number; coldListRequested: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      ([token, user, rowsPaintedMessage]) => {
        localStorage.setItem('rawlab.admin.token', token!);
        localStorage.setItem('rawlab.admin.user', user!);
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('table tbody tr').length < 10) return;
          observer.disconnect();
          requestAnimationFrame(() => {
            (window as unknown as { rowsPaintedAt: number }).rowsPaintedAt = performance.now();
            console.debug(rowsPaintedMessage);
          });
        });
        observer.observe(document, { childList: true, subtree: true });
      },
      [session.access_token, JSON.stringify(session.user), ROWS_PAINTED],
    );
    const visit = async () => {
      const page = await context.newPage();
      const painted = rowsPainted(page);
      await page.goto(url, { waitUntil: 'commit' });
      await painted;
      const time = await page.evaluate(() => ({
        painted: (window as unknown as { rowsPaintedAt: number }).rowsPaintedAt,
        // When the panel's code had run far enough to ask for the list (the route's loader).
        requested:
          performance
            .getEntriesByType('resource')
            .find((entry) => new URL(entry.name).pathname === '/api/admin/products')?.startTime ?? NaN,
      }));
      await page.close();
      return time;
    };
    const cold = await visit();
    await visit(); // V8 stores a script's compiled code when it runs again
    return { cold: cold.painted, coldListRequested: cold.requested, returning: (await visit()).painted };
  } finally {
    await context.close();
  }
}
