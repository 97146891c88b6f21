import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';

/**
 * `npm run bench:page-js`: the JavaScript each public page loads before any interaction, file by file
 * (gzip sizes, as the JS budgets count it), without Lighthouse: a quick check of a change's cost, with
 * its budget (100 KB on the landing pages, 90 KB elsewhere). Builds the demo catalogue into a scratch
 * store and serves it on PORT (4471), or measures BASE_URL. PAGES=/,/products limits the pages (as
 * addresses); the quote list opens with three products on it, or empty when its address ends in
 * `#empty` (`/penawaran/#empty`, a first visit); `/compare?products=a,b,c` compares those products.
 */

let base = process.env.BASE_URL;
let stop: (() => Promise<void>) | undefined;
if (!base) {
  const { scratchStore } = await import('./scratch.ts');
  const runtime = await scratchStore(36, 'page-js');
  const publishDir = join(mkdtempSync(join(tmpdir(), 'rawlab-bench-page-js-')), 'dist');
  const { astroBuild } = await import('../lib/astro-build.ts');
  await astroBuild(publishDir, { quiet: true });
  const { startSiteServer } = await import('../lib/site-server.ts');
  const site = await startSiteServer(Number(process.env.PORT ?? 4471), '127.0.0.1', { publishDir });
  base = site.url;
  stop = async () => {
    await site.stop();
    await runtime.blobs.stop();
  };
}

const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{
  id: number;
  slug: string;
  name: string;
  sku: string;
}>;
// The quote list as a visitor who has added three products finds it (an empty list shows less).
const quoteItems = products.slice(0, 3).map((product, index) => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  sku: product.sku,
  quantity: index + 1,
}));
const isQuoteList = (path: string) => /^\/(penawaran|en\/quote)\/?$/.test(path);
// Three products of one category side by side: the demo's spectrophotometers.
const compared = products.filter((product) => /spectrophotometer/.test(product.slug)).slice(0, 3);
// Comma-separated; a comma inside an address (`?products=a,b`) is not followed by a slash.
const pages = (
  process.env.PAGES ??
  [
    `/,/en/,/products,/id/products,/products/${products[0]!.slug},/id/products/${products[0]!.slug}`,
    `/penawaran,/en/quote,/penawaran/#empty,/compare?products=${compared.map((product) => product.slug).join(',')}`,
  ].join(',')
).split(/,(?=\/)/);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
const rows: Record<string, Record<string, string | number>> = {};
try {
  for (const path of pages) {
    const page = await browser.newPage();
    if (isQuoteList(path) && !path.endsWith('#empty'))
      await page.addInitScript(
        (items) => localStorage.setItem('rawlab:quote-list', JSON.stringify({ items })),
        quoteItems,
      );
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(base!))
        scripts.add(response.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const files: Array<[string, number]> = [];
    for (const url of scripts) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      files.push([new URL(url).pathname.replace(/^\/_astro\//, ''), gzipSync(body).length]);
    }
    files.sort((a, b) => b[1] - a[1]);
    const total = files.reduce((sum, [, size]) => sum + size, 0);
    const kb = total / 1024;
    const row = path
      .replace(/^(\/id)?\/products\/(?!page\/|category\/).+/, '$1/products/{slug}')
      .replace(
        /^(\/(?:id\/)?compare\/?\?products=)(.*)/,
        (_, start: string, slugs: string) => `${start}{${slugs.split(',').length}}`,
      );
    rows[row] = {
      files: files.length,
      'JS KB gz': Number(kb.toFixed(1)),
      budget: kb <= (path === '/' || path === '/en/' ? 100 : 90) ? 'met' : 'NO',
      largest: files
        .slice(0, 4)
        .map(([name, size]) => `${name} ${(size / 1024).toFixed(1)}`)
        .join(', '),
    };
    if (process.env.VERBOSE) console.log(path, files);
    await page.close();
  }
} finally {
  await browser.close();
  await stop?.();
}
console.table(rows);
process.exit(0);
