import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import type { Rebuilder } from '#scripts/lib/rebuilder.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { apiCall, apiLogin } from './admin-support.ts';
import { openPublic, test } from './fixtures.ts';
import { PUBLISH_AT_ONCE } from '../support/publish-at-once.ts';

/*
 * Every public page in both languages: the switch in the bar (or the phone menu) leads to the same
 * page in the other language with the query and fragment kept, each page names itself and its
 * counterpart (hreflang, both ways), the sitemap lists both, messages speak the page's language, and a
 * product text not written in Indonesian shows its English, marked lang="en".
 */

interface Alternates {
  lang: string | null;
  canonical: string | null;
  hreflang: Record<string, string>;
}

const alternatesOf = (page: Page): Promise<Alternates> =>
  page.evaluate(() => ({
    lang: document.documentElement.getAttribute('lang'),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflang: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang')!,
        link.getAttribute('href')!,
      ]),
    ),
  }));

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
};

/**
 * Opens `from`, checks its language and alternates, follows the switch (in the bar, or in the phone
 * menu) and checks the page it lands on: `to`, in the other language, whose alternates name the
 * same pair. Returns the page, now on `to`.
 */
async function walkSwitch(
  page: Page,
  from: string,
  to: string,
  langs: { from: 'id' | 'en'; to: 'id' | 'en' },
  via: 'bar' | 'menu' = 'bar',
): Promise<Page> {
  await openPublic(page, from);
  const before = await alternatesOf(page);
  expect(before.lang, from).toBe(langs.from);
  if (via === 'menu') {
    await page.locator('#menu-open').click();
    await page.locator('#mobile-menu a[data-lang-switch]').click();
  } else {
    await page.locator('#site-header > div:first-child a[data-lang-switch]').click();
  }
  await expect.poll(() => pathOf(page.url()), { message: `switch from ${from}` }).toBe(to);
  await page.waitForLoadState('domcontentloaded');
  const after = await alternatesOf(page);
  expect(after.lang, to).toBe(langs.to);
  // The two pages name each other, absolutely, and x-default is the Indonesian one.
  expect(after.hreflang, to).toEqual(before.hreflang);
  for (const href of Object.values(after.hreflang)) expect(href).toMatch(/^https?:\/\//);
  expect(after.hreflang['x-default']).toBe(after.hreflang.id);
  const toPath = new URL(to, 'http://x').pathname;
  const fromPath = new URL(from, 'http://x').pathname;
  expect(new URL(after.hreflang[langs.to]!).pathname.replace(/\/$/, ''), to).toBe(toPath.replace(/\/$/, ''));
  expect(new URL(after.hreflang[langs.from]!).pathname.replace(/\/$/, ''), from).toBe(fromPath.replace(/\/$/, ''));
  if (after.canonical) expect(after.canonical).toBe(after.hreflang[langs.to]);
  return page;
}

let rebuilder: Rebuilder;
/** A product with English texts only: its Indonesian page shows them, marked as English. */
let englishOnly: { slug: string };
const ENGLISH_DESCRIPTION = 'E2E bilingual: written in English only, shown on the Indonesian page too.';

beforeAll(async () => {
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  const admin = await apiLogin();
  const category = (await apiCall(admin.token, '/api/categories')).body[0] as { id: number };
  const suffix = Date.now().toString(36);
  const created = await apiCall(admin.token, '/api/admin/products', {
    method: 'POST',
    form: newProductForm({
      name: `E2E Bilingual Meter ${suffix}`,
      sku: `E2E-BI-${suffix}`.toUpperCase(),
      category_id: category.id,
      price: 2_500_000,
      stock: 3,
      status: 'published',
      short_description: 'E2E bilingual summary in English.',
      long_description: ENGLISH_DESCRIPTION,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  englishOnly = created.body.data as { slug: string };
  // Prerendered pages in both languages for it: the site is rebuilt as the publishing loop does.
  const { startRebuilder } = await import('#scripts/lib/rebuilder.ts');
  rebuilder = startRebuilder({ intervalMs: 500, publishDir: inject('publishDir'), policy: PUBLISH_AT_ONCE });
  await rebuilder.idle();
}, 240_000);

afterAll(async () => {
  // The site is left built as the store is now, not as it was at this file's last build: later files
  // read the served pages.
  await rebuilder?.idle();
  await rebuilder?.stop();
});

describe('the two languages', () => {
  test('landing: / and /en/, the fragment kept; the contact form validates in each language', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    await walkSwitch(page, '/#details', '/en/#details', { from: 'id', to: 'en' });
    expect(await page.locator('#contact-title').textContent()).toContain('Contact Our Experts');
    // The nav and footer stay in English and link English pages.
    expect(
      await page.locator('#site-header > div:first-child nav a[data-nav="products-page"]').getAttribute('href'),
    ).toBe('/products/');
    expect(await page.locator('footer nav a').first().getAttribute('href')).toBe('/en/');

    for (const [path, required, captcha] of [
      ['/en/#details', 'Please fill in this field.', 'Please complete the captcha first.'],
      ['/#details', 'Wajib diisi.', 'Silakan verifikasi captcha terlebih dahulu.'],
    ] as const) {
      // A full load, so the form's script is wired before the click: going to the address the switch
      // just led to would only move to the fragment, and could click before the page's scripts ran.
      await page.goto('about:blank');
      await openPublic(page, path);
      const form = page.locator('#contact-form');
      await form.locator('button[type="submit"]').click();
      const name = form.locator('input[name="fullName"]');
      await expect.poll(() => name.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(required);
      await name.fill('Sari Rahmawati');
      await form.locator('input[name="email"]').fill('sari@example.co.id');
      await form.locator('button[type="submit"]').click();
      await expect.poll(() => page.locator('#contact-status').textContent()).toBe(captcha);
    }
  });

  test('catalogue with a search, and a category listing, keep the query across the switch', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    await walkSwitch(page, '/products?q=ph', '/id/products?q=ph', { from: 'en', to: 'id' });
    expect(await page.locator('#catalogue-title').textContent()).toContain('Katalog Produk');
    await expect
      .poll(() => page.locator('[data-product-card] h2 a').first().getAttribute('href'))
      .toMatch(/^\/id\/products\/[a-z0-9-]+\/$/);

    const categoryLink = page.locator('nav[aria-label="Kategori"] a[href*="/category/"]').first();
    const categoryPath = (await categoryLink.getAttribute('href'))!;
    expect(categoryPath).toMatch(/^\/id\/products\/category\//);
    await walkSwitch(page, categoryPath, categoryPath.replace(/^\/id/, ''), { from: 'id', to: 'en' });
  });

  test('product page: the switch in the phone menu; the English-only text is marked on the Indonesian page', async ({
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await walkSwitch(
      page,
      `/products/${englishOnly.slug}/`,
      `/id/products/${englishOnly.slug}`,
      {
        from: 'en',
        to: 'id',
      },
      'menu',
    );
    expect(await page.getByRole('heading', { name: 'Spesifikasi Teknis' }).count()).toBe(1);
    const description = page.getByTestId('product-description');
    expect(await description.getAttribute('lang')).toBe('en');
    expect(await description.textContent()).toContain(ENGLISH_DESCRIPTION);
    expect(await page.getByTestId('product-summary').getAttribute('lang')).toBe('en');
    // The order button's message is Indonesian and links the Indonesian page.
    const order = new URL((await page.getByTestId('order-link').getAttribute('href'))!);
    const message = order.searchParams.get('text')!;
    expect(message).toMatch(/saya ingin memesan .* jumlah 1/);

    await openPublic(page, `/products/${englishOnly.slug}/`);
    expect(await page.getByTestId('product-description').getAttribute('lang')).toBeNull();
    const english = new URL((await page.getByTestId('order-link').getAttribute('href'))!).searchParams.get('text')!;
    expect(english).toMatch(/I would like to order .*, quantity 1/);
  });

  test('compare, quote list and its print view: the switch keeps the products and the reference', async ({
    openPage,
    published,
  }) => {
    const page = await openPage(DESKTOP);
    const products = `?products=${published[0]!.slug},${published[1]!.slug}`;
    await walkSwitch(page, `/compare/${products}`, `/id/compare/${products}`, { from: 'en', to: 'id' });
    expect(await page.locator('h1').textContent()).toBe('Bandingkan produk');

    await walkSwitch(page, '/penawaran/', '/en/quote/', { from: 'id', to: 'en' });
    await expect.poll(() => page.locator('[data-quote-empty] h2').textContent()).toBe('Your quote list is empty');
    await openPublic(page, '/penawaran/');
    await expect.poll(() => page.locator('[data-quote-empty] h2').textContent()).toBe('Daftar penawaran masih kosong');

    await walkSwitch(page, '/en/quote/print/?ref=RL-0000-0001', '/penawaran/cetak/?ref=RL-0000-0001', {
      from: 'en',
      to: 'id',
    });
    await expect
      .poll(() => page.locator('[data-quote-print-missing] h1').textContent())
      .toBe('Surat penawaran tidak ditemukan');
  });

  test('not found: Indonesian under the Indonesian addresses, English elsewhere, each with status 404', async ({
    openPage,
  }) => {
    for (const [path, lang, title] of [
      ['/id/products/no-such-thing/more', 'id', 'Halaman Tidak Ditemukan'],
      ['/penawaran/no-such-page', 'id', 'Halaman Tidak Ditemukan'],
      ['/no-such-page', 'en', 'Page Not Found'],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toContain(title);
    }
    const page = await openPage(DESKTOP);
    await walkSwitch(page, '/404', '/id/404', { from: 'en', to: 'id' });
  });

  test('the sitemap lists both languages, each page with its alternates', async () => {
    const index = await (await fetch(`${baseUrl()}/sitemap-index.xml`)).text();
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap-index\.xml/);
    const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
    const sitemap = await (await fetch(`${baseUrl()}${new URL(sitemapUrl).pathname}`)).text();
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((match) => match[1]!);
    const entry = (path: string) => entries.find((url) => new URL(/<loc>([^<]+)</.exec(url)![1]!).pathname === path);
    for (const [en, id] of [
      [`/products/${englishOnly.slug}/`, `/id/products/${englishOnly.slug}/`],
      ['/en/', '/'],
      ['/products/', '/id/products/'],
    ]) {
      for (const path of [en, id]) {
        const url = entry(path!);
        expect(url, path).toBeDefined();
        expect(url).toMatch(new RegExp(`hreflang="en" href="[^"]*${en}"`));
        expect(url).toMatch(new RegExp(`hreflang="id" href="[^"]*${id}"`));
        expect(url).toMatch(new RegExp(`hreflang="x-default" href="[^"]*${id}"`));
      }
    }
    // Pages that are nobody's search result stay out. Compared by the path's first segment after the language,
    // because a product slug made by another test may well contain "404" or "quote".
    const unlisted = entries
      .map((url) => new URL(/<loc>([^<]+)</.exec(url)![1]!).pathname)
      .filter((path) => /^\/(?:(?:id|en)\/)?(?:admin|penawaran|quote|compare|404)(?:[/.]|$)|products\/_/.test(path));
    expect(unlisted).toEqual([]);
  });
});
