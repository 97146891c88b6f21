import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * `npm run bench:web`: Lighthouse (mobile preset) on `/`, `/products` and a product page, served by
 * the same server as `npm start`, plus the JS, CSS and HTML each page loads before any interaction
 * (gzip sizes measured here, since the local server does not compress). BASE_URL points it at a
 * running server instead of starting one.
 */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

let base = process.env.BASE_URL;
let stop: (() => Promise<void>) | undefined;
if (!base) {
  const { scratchStore } = await import('./scratch.ts');
  const runtime = await scratchStore(36, 'web');
  const { astroBuild } = await import('../lib/astro-build.ts');
  await astroBuild(undefined, { quiet: true });
  const { startSiteServer } = await import('../lib/site-server.ts');
  const site = await startSiteServer(4470, '127.0.0.1');
  base = site.url;
  stop = async () => {
    await site.stop();
    await runtime.blobs.stop();
  };
}

const products = (await (await fetch(`${base}/api/products`)).json()) as Array<{ slug: string }>;
const pages = ['/', '/products', `/products/${products[0]!.slug}`];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const rows: Record<string, Record<string, string | number>> = {};
try {
  for (const page of pages) {
    const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = result!.lhr;
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType: string }> })?.items ??
      [];
    const bytes = { Script: 0, Stylesheet: 0, Document: 0 } as Record<string, number>;
    for (const request of requests) {
      if (!(request.resourceType in bytes) || !request.url.startsWith(base)) continue;
      const body = Buffer.from(await (await fetch(request.url)).arrayBuffer());
      bytes[request.resourceType]! += gzipSync(body).length;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows[page.startsWith('/products/') ? '/products/{slug}' : page] = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      'JS KB gz': Number((bytes.Script! / 1024).toFixed(1)),
      'CSS KB gz': Number((bytes.Stylesheet! / 1024).toFixed(1)),
      'HTML KB gz': Number((bytes.Document! / 1024).toFixed(1)),
    };
  }
} finally {
  await chrome.kill();
  await stop?.();
}
console.table(rows);
process.exit(0);
