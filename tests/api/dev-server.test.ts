import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../support/free-ports.ts';
import { TEST_ADMIN } from '../support/test-env.ts';

/*
 * The developer's loop: `npm run dev` (Astro's dev server with Netlify's emulation, on a store of its
 * own) serves the landing page, a product page rendered with its product, the API beside them, and
 * a 404 for a product URL that is no product. Product URLs once went to the product-page function,
 * which fetched its fallback page through itself until the emulator gave up after 30 s with a 500.
 */

const projectRoot = resolve(import.meta.dirname, '../..');
// A cold dev server compiles a page's modules on its first request, and the functions' at the first
// API call: seconds on an idle machine, longer on a two-core one shared by several test runs. A
// request that hangs fails at this bound.
const REQUEST_TIMEOUT = 240_000;

/**
 * This process's environment without what Vitest adds (NODE_ENV=test, MODE, BASE_URL, …): the child's
 * own Vite reads them. Nor the tests' cheap password cost, which a server outside a test runner refuses.
 */
function developerEnv(): NodeJS.ProcessEnv {
  const vitestKeys = new Set(['NODE_ENV', 'MODE', 'BASE_URL', 'DEV', 'PROD', 'SSR', 'TEST', 'PASSWORD_HASH_COST']);
  return Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !vitestKeys.has(key) && !key.startsWith('VITEST')),
  );
}

async function get(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT) });
  return { status: response.status, text: await response.text() };
}

it('npm run dev serves the landing page, a product page and the API', { timeout: 600_000 }, async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rawlab-dev-'));
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/dev.ts'), '--port', String(port)], {
    cwd: projectRoot,
    env: {
      ...developerEnv(),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so the cleanup below reaches Astro even if the script failed to pass the signal on.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolvePromise) => child.on('exit', (code) => resolvePromise(code)));
  const base = `http://localhost:${port}`;
  try {
    // Astro's dev server prints its address once it has started: about 10 s on an idle machine, 90 s
    // and more seen while the browser tests ran beside it.
    await expect.poll(() => output, { timeout: REQUEST_TIMEOUT, interval: 200 }).toContain(`${base}/`);

    const landing = await get(`${base}/`);
    expect(landing.status, output).toBe(200);
    expect(landing.text).toContain('<html lang="id"');

    const list = await get(`${base}/api/products?per_page=1`);
    expect(list.status).toBe(200);
    const [product] = (JSON.parse(list.text) as { data: { name: string; slug: string }[] }).data;
    expect(product).toBeDefined();

    const page = await get(`${base}/products/${product!.slug}`);
    expect(page.status, output).toBe(200);
    // Rendered with its product (its structured data), not the client-rendered fallback page.
    expect(page.text).toContain(`"@type":"Product","name":${JSON.stringify(product!.name)}`);

    const missing = await get(`${base}/products/no-such-product`);
    expect(missing.status).toBe(404);
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolvePromise) => setTimeout(resolvePromise, 10_000))]);
    try {
      // Whatever is left of its process group: nothing, once the script has stopped Astro.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has gone already.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
