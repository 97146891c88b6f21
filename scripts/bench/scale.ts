import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import {
  chunkedIndex,
  queryChunkKeys,
  searchCatalogue,
  type EncodedEntry,
  type SearchBase,
} from '#shared/search/catalogue-search.ts';
import { FRESH_MARGIN_MS } from '#shared/catalogue/fresh.ts';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../lib/runtime.ts';
import { adminListFirstPageMs, buildMeasuringMemory, loadFromAnotherProcess, percentile95 } from './lib.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:scale`: what every screen costs as the catalogue grows. For 36, 1,000 and 10,000
 * generated products (SIZES), in scratch stores: static build time, peak memory and store calls;
 * `/products` HTML (gzip); bytes a phone downloads before it can interact on `/products` and on a
 * product page (images excluded); the search index (gzip: all its chunks, and the most one of the
 * typed queries fetches), the facts the filters fetch, and search time (median of 50 typed queries
 * in Node, and in Chromium with the CPU slowed 4×); `GET /api/products?page=1` p95 at concurrency 20;
 * the admin product list's first page on screen.
 */
const sizes = (process.env.SIZES ?? '36,1000,10000').split(',').map(Number);
const QUERIES = [
  'ph700',
  'PH-700',
  'RL PH 700',
  'ph meter',
  'DO meter',
  'turbidty',
  'multiparamter',
  'spektrofotometer',
  'oksigen terlarut',
  'kekeruhan',
  'mikroskop',
  'sentrifus',
  'konduktivitas',
  'salinitas',
  'BOD',
  'mini centrifuge',
  'stereo zoom',
  'uv vis',
  'ct 24',
  'resistivity',
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
const rows: Record<string, Record<string, number>> = {};

process.env.ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;
process.env.ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;
const browser: Browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});

for (const size of sizes) {
  const runtime = await scratchStore(size, `scale-${size}`);
  // A deploy builds once the edits have been quiet for minutes (the publishing policy), so its pages
  // find nothing changed since their build. This store was seeded a moment ago: without waiting out
  // the build's margin, every page would read the seeded products again as changes.
  await sleep(FRESH_MARGIN_MS + 1_000);
  const outDir = mkdtempSync(join(tmpdir(), 'rawlab-bench-scale-'));
  let log = '';
  const started = performance.now();
  const { withBuildLock } = await import('../lib/astro-build.ts');
  const peakKb = await withBuildLock(() => buildMeasuringMemory(outDir, (text) => (log += text)));
  const buildSeconds = (performance.now() - started) / 1000;
  const storeCalls = Number(/read in (\d+) store calls/.exec(log)?.[1] ?? NaN);

  const { startSiteServer } = await import('../lib/site-server.ts');
  const site = await startSiteServer(4700 + (size % 100), '127.0.0.1', { publishDir: outDir });
  const base = site.url;

  // Bytes before interaction, as a phone on a fresh visit downloads them (compressed, images excluded).
  const transferred = async (path: string) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    let bytes = 0;
    page.on('requestfinished', async (request) => {
      if (request.resourceType() === 'image') return;
      const sizes = await request.sizes().catch(() => null);
      if (sizes) bytes += sizes.responseBodySize + sizes.responseHeadersSize;
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    return bytes;
  };
  const products = (await (await fetch(`${base}/api/products?page=1`)).json()) as { data: Array<{ slug: string }> };
  const productsBytes = await transferred('/products');
  const productBytes = await transferred(`/products/${products.data[0]!.slug}`);
  const html = readFileSync(join(outDir, 'products/index.html'));

  // Search: the index's files, what a query fetches, Node's query time, and Chromium's with a 4× slower CPU.
  const gz = (file: string) => gzipSync(readFileSync(join(outDir, file))).length;
  const baseFile = readFileSync(join(outDir, 'search-index/base.json'));
  const searchBase = JSON.parse(baseFile.toString()) as SearchBase;
  const chunkBytes = new Map(searchBase.chunks.map((key) => [key, gz(`search-index/${key}.json`)]));
  const indexBytes = gzipSync(baseFile).length + [...chunkBytes.values()].reduce((sum, bytes) => sum + bytes, 0);
  const perQuery = QUERIES.map(
    (query) =>
      gzipSync(baseFile).length +
      queryChunkKeys(query, searchBase.chunks).reduce((sum, key) => sum + (chunkBytes.get(key) ?? 0), 0),
  );
  const chunked = chunkedIndex(searchBase);
  for (const key of searchBase.chunks) {
    chunked.add(JSON.parse(readFileSync(join(outDir, `search-index/${key}.json`), 'utf8')) as EncodedEntry[]);
  }
  const loaded = chunked.index;
  const nodeTimes: number[] = [];
  for (let run = 0; run < 50; run++) {
    const query = QUERIES[run % QUERIES.length]!;
    const t = performance.now();
    searchCatalogue(loaded, query);
    nodeTimes.push(performance.now() - t);
  }
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/products`, { waitUntil: 'networkidle' });
  // The catalogue's code loads at the first interaction.
  await page.getByLabel('Search by name or model number').focus();
  await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
  for (const query of QUERIES) {
    await page.getByLabel('Search by name or model number').fill(query);
    await page.getByText(`matching “${query}”`).waitFor();
  }
  const browserTimes = await page.evaluate(() =>
    performance.getEntriesByName('catalogue-search').map((entry) => entry.duration),
  );
  await context.close();

  const api = await loadFromAnotherProcess({ url: `${base}/api/products?page=1` }, 10);

  // The admin list's first page on screen, signed in: cold cache, then a returning visit.
  const login = (await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    })
  ).json()) as { access_token: string; user: unknown };
  const adminTimes: Array<{ cold: number; returning: number }> = [];
  for (let run = 0; run < 3; run++)
    adminTimes.push(await adminListFirstPageMs(browser, `${base}/admin/products`, login));

  rows[`${size} products`] = {
    'build s': Number(buildSeconds.toFixed(1)),
    'build peak MB': Math.round(peakKb / 1024),
    'build store calls': storeCalls,
    '/products HTML KB gz': kb(gzipSync(html).length),
    '/products KB before interaction': kb(productsBytes),
    'product page KB before interaction': kb(productBytes),
    'search index KB gz (all chunks)': kb(indexBytes),
    'search KB a query fetches (max)': kb(Math.max(...perQuery)),
    'facts KB gz': kb(gz('catalogue-facts.json')),
    'search ms (node, median)': Number(median(nodeTimes).toFixed(2)),
    'search ms (chromium 4x, median)': Number(median(browserTimes).toFixed(1)),
    'search ms (chromium 4x, max)': Number(Math.max(...browserTimes).toFixed(1)),
    'API page 1 p95 ms': Math.round(percentile95(api.latency)),
    'API errors': api.errors + api.timeouts + api.non2xx,
    'admin list first page ms (cold)': Math.round(median(adminTimes.map((time) => time.cold))),
    'admin list first page ms (returning)': Math.round(median(adminTimes.map((time) => time.returning))),
  };
  console.log(size, rows[`${size} products`]);
  await site.stop();
  await runtime.blobs.stop();
  rmSync(outDir, { recursive: true, force: true });
}
await browser.close();
console.table(rows);
process.exit(0);
