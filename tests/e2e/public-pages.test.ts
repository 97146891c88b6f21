import pMap from 'p-map';
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seedProducts } from '#seed/catalog-data.ts';
import type { PublicProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { test as it } from './fixtures.ts';
import { axeOn } from './axe-check.ts';

/*
 * Every public page: the 404 page's texts and links, an axe pass with no serious or critical
 * violation at phone and desktop width, no horizontal scroll, screenshots to look at, and the SEO
 * basics (title, description, canonical, lang, JSON-LD, sitemap, robots.txt).
 */

let browser: Browser;
let published: PublicProduct[];
it.beforeAll(async ({ browser: shared, published: list }) => {
  browser = shared;
  published = list;
});

describe('not-found page', () => {
  it('answers 404 with its texts and links, and logs the bad path', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    const response = await page.goto(`${baseUrl()}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page Not Found');
    expect(await page.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products/');
    expect(await page.getByRole('heading', { name: 'Need Help?' }).isVisible()).toBe(true);
    expect(warnings.some((text) => text.includes('/no/such/page'))).toBe(true);
    await screenshot(page, 'public-404-1280');
    await page.close();
  });
});

async function pages(): Promise<
  Array<{
    name: string;
    path: string;
    ready: (page: Page) => Promise<unknown>;
    /** What the scroll through the page starts loading, there before axe looks. */
    settled?: (page: Page) => Promise<unknown>;
    init?: (page: Page) => Promise<unknown>;
  }>
> {
  const product = published[0]!;
  return [
    {
      name: 'home',
      path: '/',
      ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
      // The contact form's captcha widget loads once the form scrolls into view.
      settled: (page) => page.locator('altcha-widget').waitFor({ state: 'attached' }),
    },
    { name: 'catalogue', path: '/products', ready: (page) => page.getByTestId('catalogue-count').waitFor() },
    {
      name: 'product',
      path: `/products/${product.slug}`,
      ready: (page) => page.getByTestId('product-price').waitFor(),
    },
    {
      name: 'product-not-found',
      path: '/products/no-such-product',
      ready: (page) => page.getByTestId('product-not-found').waitFor(),
    },
    {
      name: 'quote-list',
      path: '/penawaran',
      // Two products on the visitor's quote list, as 'Tambah ke penawaran' leaves them.
      init: (page) =>
        page.addInitScript(
          (items) => localStorage.setItem('rawlab:quote-list', JSON.stringify({ items })),
          [
            { id: product.id, slug: product.slug, name: product.name, sku: product.sku, quantity: 2 },
            {
              id: published[1]!.id,
              slug: published[1]!.slug,
              name: published[1]!.name,
              sku: published[1]!.sku,
              quantity: 1,
            },
          ],
        ),
      // The human check's box stands in for the widget until the form is touched.
      ready: (page) => page.locator('[data-captcha-facade], altcha-widget').first().waitFor({ state: 'attached' }),
    },
    {
      name: '404',
      path: '/missing-page',
      ready: (page) => page.getByRole('heading', { name: 'Page Not Found' }).waitFor(),
    },
  ];
}

describe('every public page', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious or critical axe violation and no horizontal scroll at ${viewport.width} px`, async () => {
      const failures: string[] = [];
      // Two pages at a time, each in its own context: the checks wait mostly on the browser.
      await pMap(
        await pages(),
        async (entry) => {
          const context = await browser.newContext({ viewport });
          const page = await context.newPage();
          await entry.init?.(page);
          await page.goto(`${baseUrl()}${entry.path}`);
          await entry.ready(page);
          // Scroll through once so lazy parts (captcha, images) start loading, two frames a step so
          // each step's observers run (instantly: the site scrolls smoothly, and a smooth scroll had
          // barely begun when the next step replaced it, so the landing page's contact form was never
          // reached); then wait for the network to go quiet: each page starts different lazy parts,
          // and their requests are the one signal they share.
          await page.evaluate(async () => {
            const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
            for (let y = 0; y < document.body.scrollHeight; y += 700) {
              window.scrollTo({ top: y, behavior: 'instant' });
              await frame();
              await frame();
            }
            window.scrollTo({ top: 0, behavior: 'instant' });
          });
          await page.waitForLoadState('networkidle');
          await entry.settled?.(page);
          const results = await axeOn(page)
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          for (const violation of results.violations) {
            if (violation.impact === 'serious' || violation.impact === 'critical') {
              failures.push(
                `${entry.name}: ${violation.id} (${violation.impact}) ${violation.nodes
                  .map((node) => node.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
              );
            }
          }
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) failures.push(`${entry.name}: ${overflow}px of horizontal scroll`);
          await screenshot(page, `public-${entry.name}-${viewport.width}`);
          await context.close();
        },
        { concurrency: 2 },
      );
      expect(failures.sort()).toEqual([]);
      // Six pages, each scrolled through and checked by axe: over a minute on a busy machine.
    }, 180_000);
  }
});

describe('SEO', () => {
  it('gives each page its title, description, canonical URL, language and structured data', async () => {
    const home = await (await fetch(`${baseUrl()}/`)).text();
    expect(home).toMatch(/<html lang="id"/);
    expect(home).toMatch(/<title>[^<]+<\/title>/);
    expect(home).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(home).toMatch(/<link rel="canonical" href="[^"]+\/"/);
    expect(home).toContain('<meta property="og:title"');
    expect(home).toContain('"@type":"Organization"');
    // The landing page's content is in the HTML, not drawn by scripts.
    for (const text of [
      'Hubungi Ahli Kami',
      'Mitra Kami',
      'Trusted by Professionals',
      'View All Products',
      'id="why-rawlab"',
      'id="details"',
      'id="products"',
    ]) {
      expect(home).toContain(text);
    }
    const catalogue = await (await fetch(`${baseUrl()}/products`)).text();
    expect(catalogue).toMatch(/<html lang="en"/);
    expect(catalogue).toMatch(/<link rel="canonical" href="[^"]+\/products"/);
  });

  it('lists every published product in the sitemap and points robots.txt at it', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
    expect(sitemapUrl).toBeDefined();
    const index = await (await fetch(`${baseUrl()}${new URL(sitemapUrl!).pathname}`)).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const locations: string[] = [];
    for (const part of parts) {
      const xml = await (await fetch(`${baseUrl()}${part}`)).text();
      locations.push(
        ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname.replace(/\/$/, '')),
      );
    }
    // The seeded published products: the catalogue the site was built from in this test run.
    const seeded = seedProducts.filter((product) => product.status === 'published' && product.is_active);
    expect(seeded.length).toBeGreaterThan(20);
    for (const product of seeded) expect(locations).toContain(`/products/${product.slug}`);
    expect(locations).toContain('/products');
    expect(locations.some((location) => location.includes('_fallback') || location.startsWith('/admin'))).toBe(false);
  });
});
