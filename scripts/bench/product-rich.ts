import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import type { Report } from './lighthouse.ts';
import { photoLikeJpeg } from './photo.ts';

/**
 * `npm run bench:product-rich`: the budgets of a product page with 8 pictures, 4 PDFs and 6 related
 * products, and of /compare with 4 products on a phone. Builds the demo catalogue plus that product
 * into a scratch store, serves it on PORT (4472) and prints:
 * - the JavaScript the product page loads before any interaction (gzip; budget 90 KB);
 * - the bytes of the main picture a 375 px phone downloads at device pixel ratio 2 and 3 (budget 60 KB);
 * - Lighthouse mobile on that page (bench:web, RUNS=1 unless RUNS is set: budget 95 / 100 / 100 / 100, CLS 0);
 * - /compare with 4 products at 375 px on a 4× slowed CPU: when the table was drawn (from the start of
 *   navigation) plus how long a tap on 'Differences only' then took to show the filtered rows: when
 *   a tap at the moment the table appears is answered (budget 1 s).
 * The pictures are generated 2000×1500 JPEGs with a photo's detail (photo.ts): smooth generated
 * pictures shrink far more than photos, and flattered the picture figure before. Each figure is
 * printed with its budget beside it and whether it is met; COMPARE_RUNS (3) sets the /compare runs,
 * SCREENSHOTS=dir saves the two pages at 375 and 1280 px there.
 */

function pdf(label: string): Uint8Array<ArrayBuffer> {
  const text = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${label} ${'x'.repeat(50_000)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(text, 'latin1'));
}

const { scratchStore } = await import('./scratch.ts');
const runtime = await scratchStore(36, 'product-rich');
const { requestDeps } = await import('#server/deps.ts');
const { saveProduct } = await import('#server/services/catalog/operations.ts');
const { checkImage } = await import('#server/services/catalog/media/images.ts');
const { checkDocument } = await import('#server/services/catalog/media/documents.ts');
const { publishedProducts } = await import('#server/services/catalog/views.ts');
const { ProductFieldsSchema } = await import('#shared/product/fields.ts');

const deps = requestDeps();
const others = (await publishedProducts(deps, 'strong')).filter((product) => product.category.slug === 'ph-meters');
const seeded = await publishedProducts(deps, 'strong');
const related = seeded.slice(0, 6).map((product, index) => ({
  id: product.id,
  kind: index < 3 ? ('accessory' as const) : ('alternative' as const),
}));
const images = [];
for (let index = 0; index < 8; index++) {
  const bytes = await photoLikeJpeg(index + 1);
  images.push(await checkImage(new File([bytes], `photo-${index}.jpg`, { type: 'image/jpeg' })));
}
const documents = [];
for (const [index, kind] of (['datasheet', 'manual', 'certificate', 'other'] as const).entries()) {
  documents.push({
    document: await checkDocument(new File([pdf(kind)], `${kind}.pdf`, { type: 'application/pdf' })),
    meta: { title: `RawLab TB-900 ${kind} ${index + 1}`, kind },
  });
}
const rich = await saveProduct(deps, {
  fields: ProductFieldsSchema.parse({
    name: 'RawLab TB-900 Portable Turbidity Meter',
    sku: 'RL-TB-900',
    category_id: others[0]?.category.id ?? seeded[0]!.category.id,
    price: 18_500_000,
    stock: 6,
    status: 'published',
    short_description: 'Portable ISO 7027 turbidity meter with four-point calibration.',
    long_description: 'A portable turbidity meter for water treatment and QC labs.\n\nIP67, USB export.',
    specifications: [
      { name: 'Range', value: '0–1000 NTU' },
      { name: 'Accuracy', value: '±2% of reading' },
      { name: 'Warranty', value: '2 years' },
    ],
    image_alts: Array.from({ length: 8 }, (_, index) => `TB-900, view ${index + 1}`),
    related,
  }),
  newImages: images,
  newDocuments: documents,
});
console.log(
  `[bench] ${rich.name}: ${rich.images.length} pictures, ${rich.documents.length} PDFs, ${rich.related.length} related`,
);

const publishDir = join(mkdtempSync(join(tmpdir(), 'rawlab-bench-product-rich-')), 'dist');
const { astroBuild } = await import('../lib/astro-build.ts');
await astroBuild(publishDir, { quiet: true });
const { startSiteServer } = await import('../lib/site-server.ts');
const site = await startSiteServer(Number(process.env.PORT ?? 4472), '127.0.0.1', { publishDir });
const base = site.url;
const path = `/products/${rich.slug}`;
const rows: Record<string, Record<string, string | number>> = {};
/** Each budget with its figure, printed last: what is met and what is not, side by side. */
const budgets: Array<{ budget: string; figure: string; limit: string; met: string }> = [];
const budget = (name: string, figure: string, limit: string, met: boolean) =>
  budgets.push({ budget: name, figure, limit, met: met ? 'yes' : 'NO' });
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
try {
  // JavaScript before any interaction.
  {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(base))
        scripts.add(response.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    let total = 0;
    for (const url of scripts) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    const kb = total / 1024;
    rows['product page'] = { 'JS KB gz (budget 90)': Number(kb.toFixed(1)), files: scripts.size };
    budget('JS before interaction (gzip)', `${kb.toFixed(1)} KB, ${scripts.size} files`, '≤ 90 KB', kb <= 90);
    await page.close();
  }
  // The main picture at 375 px.
  for (const deviceScaleFactor of [2, 3]) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor });
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    page.on('response', (response) => {
      if (response.url().includes('/.netlify/images'))
        void response.body().then((body) => sizes.set(response.url(), body.length));
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const main = await page
      .locator('[data-gallery] img[data-gallery-index]')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const kb = (sizes.get(main) ?? 0) / 1024;
    const url = new URL(main);
    const what = `${url.searchParams.get('w')} w ${url.searchParams.get('fm')} q${url.searchParams.get('q')}`;
    rows[`main picture at 375 px, DPR ${deviceScaleFactor}`] = { 'KB (budget 60)': Number(kb.toFixed(1)), file: what };
    budget(
      `main picture at 375 px, DPR ${deviceScaleFactor}`,
      `${kb.toFixed(1)} KB (${what})`,
      '≤ 60 KB',
      kb > 0 && kb <= 60,
    );
    await context.close();
  }
  // /compare with four products on a phone, CPU slowed 4×. Timed in the page (performance.now(),
  // from the start of navigation): when the table is drawn with its switch, and how long a tap on
  // 'Differences only' then takes to show the filtered table (from the tap's own time stamp), so
  // the bench's round trips to the browser stay out of the figure.
  {
    const slugs = [rich.slug, ...seeded.slice(0, 3).map((product) => product.slug)];
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Records, as the page changes, when the table is drawn and when it shows the filtered rows.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { compareMarks: Record<string, number> }).compareMarks = marks;
      new MutationObserver(() => {
        const now = performance.now();
        if (!marks.drawn && document.querySelectorAll('[data-compare-product]').length === 4) marks.drawn = now;
        if (
          marks.drawn &&
          !marks.answered &&
          document.querySelector<HTMLInputElement>('input[role="switch"]')?.checked &&
          document.querySelectorAll('tbody tr').length ===
            2 + document.querySelectorAll('tbody tr[data-differs="true"]').length
        )
          marks.answered = now;
      }).observe(document, { subtree: true, childList: true, attributes: true });
      document.addEventListener('touchstart', (event) => (marks.tapAt ??= event.timeStamp), { capture: true });
    });
    const marks = () =>
      page.evaluate(() => (window as unknown as { compareMarks: Record<string, number> }).compareMarks);
    const interactive: number[] = [];
    for (let run = 0; run < Number(process.env.COMPARE_RUNS ?? 3); run++) {
      await page.goto(`${base}/compare?products=${slugs.join(',')}`, { waitUntil: 'commit' });
      await page.locator('[data-compare-product]').nth(3).waitFor();
      await page.getByRole('switch', { name: 'Differences only' }).tap();
      await page.waitForFunction(
        () => (window as unknown as { compareMarks: Record<string, number> }).compareMarks.answered,
      );
      const { drawn = 0, answered = 0, tapAt = 0 } = await marks();
      const loaded = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      const answer = answered - tapAt;
      interactive.push(drawn + answer);
      rows[`/compare, 4 products, 375 px, CPU 4×, run ${run + 1}`] = {
        'load event ms': Math.round(loaded),
        'table drawn ms': Math.round(drawn),
        'tap answered in ms': Math.round(answer),
        'drawn + answer ms (budget 1000)': Math.round(drawn + answer),
        'switch answered ms (bench tap)': Math.round(answered),
      };
    }
    budget(
      '/compare, 4 products, phone, CPU 4×: table drawn + a tap answered',
      `median ${Math.round(median(interactive))} ms (runs ${interactive.map(Math.round).join(' / ')})`,
      '≤ 1,000 ms',
      median(interactive) <= 1000,
    );
    await context.close();
  }
  // SCREENSHOTS=dir: the rich page and the comparison at 375 and 1280 px, whole, to look at.
  if (process.env.SCREENSHOTS) {
    const slugs = [rich.slug, ...seeded.slice(0, 3).map((product) => product.slug)];
    for (const width of [375, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: width < 640 });
      const page = await context.newPage();
      for (const [name, address] of [
        ['product-rich-photos', path],
        ['compare-4', `/compare?products=${slugs.join(',')}`],
      ] as const) {
        await page.goto(`${base}${address}`, { waitUntil: 'networkidle' });
        await page.locator('main img').last().waitFor();
        await page.screenshot({ path: join(process.env.SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.table(rows);

// Lighthouse on the same server (the rich product is the newest, so bench:web's product page is it).
// A child process, awaited without blocking: this process serves the site it measures. Its reports
// are kept (LHR_DIR, a scratch folder unless set) to read the budgets and the LCP element from.
const reports = process.env.LHR_DIR ?? mkdtempSync(join(tmpdir(), 'rawlab-bench-lhr-'));
await new Promise<void>((resolve, reject) => {
  const child = spawn(process.execPath, ['scripts/bench/web.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: base, PAGES: '/products/{slug}', RUNS: process.env.RUNS ?? '1', LHR_DIR: reports },
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench:web ended with ${code}`))));
});
{
  const { readdirSync, readFileSync } = await import('node:fs');
  const runs = readdirSync(reports)
    .filter((name) => name.startsWith('_products_slug_'))
    .map((name) => JSON.parse(readFileSync(join(reports, name), 'utf8')) as Report);
  const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const scores = (id: string) => runs.map((report) => score(report, id));
  const performance = scores('performance');
  budget(
    'Lighthouse mobile performance',
    `median ${median(performance)} (runs ${performance.join(' / ')})`,
    '≥ 95',
    median(performance) >= 95,
  );
  for (const [id, name] of [
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ] as const) {
    budget(
      `Lighthouse ${name}`,
      scores(id).join(' / '),
      '100',
      scores(id).every((value) => value === 100),
    );
  }
  const shifts = runs.map((report) => report.audits['cumulative-layout-shift']?.numericValue ?? 0);
  budget(
    'CLS',
    shifts.map((value) => value.toFixed(3)).join(' / '),
    '0',
    shifts.every((value) => value === 0),
  );
  for (const [index, report] of runs.entries()) {
    const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? 0);
    const element = JSON.stringify(report.audits['lcp-breakdown-insight']?.details ?? {}).match(
      /"nodeLabel":"([^"]*)"/,
    );
    console.log(
      `Lighthouse run ${index + 1}: FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms (${element?.[1] ?? '?'}), TBT ${metric('total-blocking-time')} ms, SI ${metric('speed-index')} ms`,
    );
  }
}
console.table(budgets);
await site.stop();
await runtime.blobs.stop();
process.exit(0);
