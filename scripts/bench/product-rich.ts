import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';

/**
 * `npm run bench:product-rich`: the budgets of a product page with 8 pictures, 4 PDFs and 6 related
 * products, and of /compare with 4 products on a phone. Builds the demo catalogue plus that product
 * into a scratch store, serves it on PORT (4472) and prints:
 * - the JavaScript the product page loads before any interaction (gzip; budget 90 KB);
 * - the bytes of the main picture a 375 px phone downloads at device pixel ratio 2 and 3 (budget 60 KB);
 * - Lighthouse mobile on that page (bench:web, RUNS=1 unless RUNS is set: budget 95 / 100 / 100 / 100, CLS 0);
 * - /compare with 4 products at 375 px on a 4× slowed CPU: when the table was drawn and when the
 *   'Differences only' switch had answered a tap, from the start of navigation (budget 1 s).
 * The pictures are generated photo-like PNGs (1000 px, gradients and grain): real photos compress
 * differently, so the picture figure is an indication, not a promise.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function photoLikePng(size: number, seed: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc(size * (1 + size * 3));
  let noise = seed * 7919;
  for (let y = 0; y < size; y++) {
    const row = y * (1 + size * 3);
    for (let x = 0; x < size; x++) {
      noise = (noise * 1103515245 + 12345) & 0x7fffffff;
      const grain = (noise % 7) - 3;
      const light = 200 - Math.hypot(x - size / 2, y - size / 2) / 6;
      raw[row + 1 + x * 3] = Math.max(0, Math.min(255, light + grain + seed * 5));
      raw[row + 2 + x * 3] = Math.max(0, Math.min(255, light * 0.9 + grain));
      raw[row + 3 + x * 3] = Math.max(0, Math.min(255, 120 + (x * 100) / size + grain));
    }
  }
  return Uint8Array.from(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

function pdf(label: string): Uint8Array<ArrayBuffer> {
  const text = `%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${label} ${'x'.repeat(50_000)}\ntrailer << /Root 1 0 R >>\n%%EOF\n`;
  return Uint8Array.from(Buffer.from(text, 'latin1'));
}

const { scratchStore } = await import('./scratch.ts');
const runtime = await scratchStore(36, 'product-rich');
const { requestDeps } = await import('#server/deps.ts');
const { saveProduct } = await import('#server/services/catalog/operations.ts');
const { checkImage } = await import('#server/services/images.ts');
const { checkDocument } = await import('#server/services/documents.ts');
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
  const bytes = photoLikePng(1000, index + 1);
  images.push(await checkImage(new File([bytes], `photo-${index}.png`, { type: 'image/png' })));
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
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
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
    rows['product page'] = { 'JS KB gz (budget 90)': Number((total / 1024).toFixed(1)), files: scripts.size };
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
    rows[`main picture at 375 px, DPR ${deviceScaleFactor}`] = {
      'KB (budget 60)': Number(((sizes.get(main) ?? 0) / 1024).toFixed(1)),
      width: new URL(main).searchParams.get('w') ?? '',
    };
    await context.close();
  }
  // /compare with four products on a phone, CPU slowed 4×.
  {
    const slugs = [rich.slug, ...seeded.slice(0, 3).map((product) => product.slug)];
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const times: number[] = [];
    for (let run = 0; run < Number(process.env.COMPARE_RUNS ?? 3); run++) {
      await page.goto(`${base}/compare?products=${slugs.join(',')}`, { waitUntil: 'commit' });
      await page.locator('[data-compare-product]').nth(3).waitFor();
      const drawn = await page.evaluate(() => performance.now());
      await page.getByRole('switch', { name: 'Differences only' }).tap();
      await page.locator('input[role="switch"]:checked').waitFor();
      const answered = await page.evaluate(() => performance.now());
      const loaded = await page.evaluate(
        () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      times.push(Math.round(answered));
      rows[`/compare, 4 products, 375 px, CPU 4×, run ${run + 1}`] = {
        'load event ms': Math.round(loaded),
        'table drawn ms': Math.round(drawn),
        'switch answered ms (budget 1000)': Math.round(answered),
      };
    }
    await context.close();
  }
} finally {
  await browser.close();
}
console.table(rows);

// Lighthouse on the same server (the rich product is the newest, so bench:web's product page is it).
// A child process, awaited without blocking: this process serves the site it measures.
await new Promise<void>((resolve, reject) => {
  const child = spawn(process.execPath, ['scripts/bench/web.ts'], {
    stdio: 'inherit',
    env: { ...process.env, BASE_URL: base, PAGES: '/products/{slug}', RUNS: process.env.RUNS ?? '1' },
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench:web ended with ${code}`))));
});
await site.stop();
await runtime.blobs.stop();
process.exit(0);
