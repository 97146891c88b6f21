import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { loadLighthouse, type Report } from './lighthouse.ts';

/**
 * `npm run bench:web`: Lighthouse (mobile preset) on `/`, `/products`, a category page and a product
 * page in both languages, a comparison of three products of one category (the demo's
 * spectrophotometers) and the quote list as a first visit finds it (empty), served by the same server
 * as `npm start` (which compresses like Netlify's CDN), plus the JS, CSS, fonts and HTML each page
 * loads before any interaction (gzip sizes). Each page runs RUNS times (3); the row is the run with
 * the median performance score, and `budget` says whether it meets the public pages' budgets or names
 * what it misses: performance ≥ 95, the other three 100 (SEO not on noindex pages), CLS ≤ 0.02, JS
 * ≤ 100 KB on the landing pages and ≤ 90 KB elsewhere. SIZE=10000 builds a generated catalogue of
 * that size instead of the demo's 36 products; PORT (4470) is the port it serves that build on;
 * BASE_URL points it at a running server instead. `TBT runs` lists every run's total blocking time in
 * run order; PAGES=/,/products limits the pages (by the row names printed: `/compare?products={3}`,
 * `/penawaran/`); LONG_TASKS=1 prints each run's long tasks with the script they are attributed to;
 * LHR_DIR=/some/dir keeps each run's whole Lighthouse report there (JSON) to read its diagnostics.
 */
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
// Installed on first use (scripts/bench/lighthouse.ts), before the site is built.
const { lighthouse, launchChrome } = await loadLighthouse();

let base = process.env.BASE_URL;
let stop: (() => Promise<void>) | undefined;
if (!base) {
  const { scratchStore } = await import('./scratch.ts');
  const runtime = await scratchStore(Number(process.env.SIZE ?? 36), 'web');
  const { mkdtempSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const publishDir = join(mkdtempSync(join(tmpdir(), 'rawlab-bench-web-')), 'dist');
  const { astroBuild } = await import('../lib/astro-build.ts');
  await astroBuild(publishDir, { quiet: true });
  const { startSiteServer } = await import('../lib/site-server.ts');
  const site = await startSiteServer(Number(process.env.PORT ?? 4470), '127.0.0.1', { publishDir });
  base = site.url;
  stop = async () => {
    await site.stop();
    await runtime.blobs.stop();
  };
}

const { data: products } = (await (await fetch(`${base}/api/products?page=1`)).json()) as {
  data: Array<{ slug: string; category: { slug: string } }>;
};
// PAGES=/ (comma-separated) runs only those; RUNS=5 PAGES=/ is the hero's budget check.
// Every page type in both languages (the Indonesian catalogue and product pages under /id).
const label = (page: string) => {
  if (page.startsWith('/compare?')) return '/compare?products={3}';
  const prefix = page.startsWith('/id/') ? '/id' : '';
  const rest = page.slice(prefix.length);
  return (
    prefix +
    (rest.startsWith('/products/category/')
      ? '/products/category/{slug}'
      : rest.startsWith('/products/')
        ? '/products/{slug}'
        : rest)
  );
};
// Three products of one category to compare: the demo's spectrophotometers, else the first product's category's.
const categoryProducts = async (slug: string) =>
  ((await (await fetch(`${base}/api/products?category=${slug}&page=1`)).json()) as { data: Array<{ slug: string }> })
    .data;
let compared = await categoryProducts('spectrophotometers');
if (compared.length < 3) compared = await categoryProducts(products[0]!.category.slug);
const pages = ['', '/id']
  .flatMap((prefix) => [
    `${prefix}/products`,
    `${prefix}/products/category/${products[0]!.category.slug}`,
    `${prefix}/products/${products[0]!.slug}`,
  ])
  .concat([
    '/',
    '/en/',
    `/compare?products=${compared
      .slice(0, 3)
      .map((product) => product.slug)
      .join(',')}`,
    '/penawaran/',
  ])
  .filter((page) => !process.env.PAGES || process.env.PAGES.split(',').includes(label(page)));
const chrome = await launchChrome({
  chromePath: CHROMIUM_PATH,
  chromeFlags: CHROME_FLAGS,
});
const rows: Record<string, Record<string, string | number>> = {};
try {
  for (const page of pages) {
    const results: Report[] = [];
    for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
      const result = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      results.push(result!.lhr);
      if (process.env.LHR_DIR) {
        const { mkdirSync, writeFileSync } = await import('node:fs');
        mkdirSync(process.env.LHR_DIR, { recursive: true });
        const name = `${label(page).replace(/[^a-z0-9]+/gi, '_')}-run${run + 1}.json`;
        writeFileSync(`${process.env.LHR_DIR}/${name}`, JSON.stringify(result!.lhr));
      }
      if (process.env.LONG_TASKS) {
        // Which scripts the blocking time came from, run by run (LONG_TASKS=1).
        const tasks =
          (
            result!.lhr.audits['long-tasks']?.details as {
              items?: Array<{ url: string; startTime: number; duration: number }>;
            }
          )?.items ?? [];
        console.log(
          `${page} run ${run + 1}: TBT ${Math.round(result!.lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
        );
        for (const task of tasks) {
          console.log(
            `  ${Math.round(task.startTime)} ms +${Math.round(task.duration)} ms  ${task.url.replace(base!, '')}`,
          );
        }
      }
    }
    const blockingRuns = results.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? 0)).join('/');
    results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = results[Math.floor(results.length / 2)]!;
    const allScores = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100)).join('/');
    const requests =
      (lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType: string }> })?.items ??
      [];
    const bytes = { Script: 0, Stylesheet: 0, Document: 0, Font: 0 } as Record<string, number>;
    for (const request of requests) {
      if (!(request.resourceType in bytes) || !request.url.startsWith(base)) continue;
      const body = Buffer.from(await (await fetch(request.url)).arrayBuffer());
      // Fonts are compressed already (woff2): their size as sent.
      bytes[request.resourceType]! += request.resourceType === 'Font' ? body.length : gzipSync(body).length;
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
    const jsKb = bytes.Script! / 1024;
    const missed = [
      score('performance') < 95 && 'performance',
      // A page kept out of search engines on purpose (noindex: the comparison, the quote list) loses SEO
      // points for it: its budget leaves SEO out.
      ['accessibility', 'best-practices', ...(lhr.audits['is-crawlable']?.score === 0 ? [] : ['seo'])].some(
        (id) => score(id) < 100,
      ) && 'a11y/bp/seo',
      cls > 0.02 && 'CLS',
      jsKb > (page === '/' || page === '/en/' ? 100 : 90) && 'JS',
    ].filter(Boolean);
    rows[label(page)] = {
      performance: score('performance'),
      'perf runs': allScores,
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      seo: score('seo'),
      'LCP ms': Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      'TBT runs ms': blockingRuns,
      CLS: Number(cls.toFixed(3)),
      'JS KB gz': Number(jsKb.toFixed(1)),
      'CSS KB gz': Number((bytes.Stylesheet! / 1024).toFixed(1)),
      'font KB': Number((bytes.Font! / 1024).toFixed(1)),
      'HTML KB gz': Number((bytes.Document! / 1024).toFixed(1)),
      budget: missed.length ? `NO: ${missed.join(', ')}` : 'met',
    };
  }
} finally {
  chrome.kill();
  await stop?.();
}
console.table(rows);
process.exit(0);
