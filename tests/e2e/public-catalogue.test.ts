import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { editForm } from '../support/product-form.ts';
import { apiCall } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * The catalogue: 12 cards a page, each listing page its own prerendered file (page and category in
 * the path, working without JavaScript), search and filters in the query string, search that finds
 * what buyers type with an index fetched only once somebody searches, specification facets, the
 * 'No Products Found' state with its reset button. The island's code loads at the first interaction;
 * before that a small script keeps the cards' price and stock current.
 */

const cards = (page: Page) => page.locator('#catalogue-results [data-product-card]');
const countLine = (page: Page) => page.getByTestId('catalogue-count');

const searchBox = (page: Page) => page.getByLabel('Search by name or model number');

async function openCatalogue(page: Page, path = '/products') {
  await page.goto(`${baseUrl()}${path}`);
  // The island loads at the first interaction, or at once when the URL asks for a search or filter.
  if (!path.includes('?')) await searchBox(page).focus();
  // It marks itself once it has read the URL and loaded what it shows.
  await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
}

async function saveProduct(token: string, id: number, changes: Record<string, string>) {
  const { body: current } = await apiCall(token, `/api/admin/products/${id}`);
  const saved = await apiCall(token, `/api/admin/products/${id}`, {
    method: 'POST',
    form: editForm(current as AdminProduct, { ...changes, _method: 'PUT' }),
  });
  expect(saved.status).toBe(200);
}

describe('catalogue', () => {
  test('12 products a page, page links from the published products, each page at its own address', async ({
    openPage,
    catalogue: published,
  }) => {
    expect(published.length).toBeGreaterThan(24);
    const page = await openPage(DESKTOP);
    await openCatalogue(page);
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing 1–12 of ${published.length} products`);
    expect(await cards(page).count()).toBe(12);
    for (const card of await cards(page).all()) expect(await card.isVisible()).toBe(true);
    const pageCount = Math.ceil(published.length / 12);
    expect(await page.getByRole('navigation', { name: 'Pages' }).getByRole('link').count()).toBe(pageCount);
    await screenshot(page, 'public-catalogue-1280');

    await page.getByRole('link', { name: `Page ${pageCount}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/products/page/${pageCount}`);
    await expect.poll(() => cards(page).count()).toBe(published.length - 12 * (pageCount - 1));
    expect(await page.getByRole('link', { name: `Page ${pageCount}` }).getAttribute('aria-current')).toBe('page');
    expect(await countLine(page).textContent()).toBe(
      `Showing ${12 * (pageCount - 1) + 1}–${published.length} of ${published.length} products`,
    );
  });

  test('filters by category at the category address, back to page 1; Back restores; old links still open', async ({
    openPage,
    catalogue: published,
  }) => {
    const page = await openPage(DESKTOP);
    await openCatalogue(page, '/products/page/2');
    await expect.poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const expected = published.filter((product) => product.category.name === 'Microscopes');
    await page.getByLabel('Category').selectOption('microscopes');
    await expect
      .poll(() => countLine(page).textContent())
      .toBe(`Showing 1–${expected.length} of ${expected.length} products in Microscopes`);
    expect(new URL(page.url()).pathname).toBe('/products/category/microscopes');
    const names = await cards(page).locator('h2').allTextContents();
    expect(names.sort()).toEqual(expected.map((product) => product.name).sort());

    await page.goBack();
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('');
    await expect.poll(() => page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // A link shared in the older form opens in the same state, at its new address.
    const shared = await openPage(PHONE);
    await openCatalogue(shared, '/products?category=Microscopes');
    await expect.poll(() => new URL(shared.url()).pathname).toBe('/products/category/microscopes');
    await expect
      .poll(() => countLine(shared).textContent())
      .toBe(`Showing 1–${expected.length} of ${expected.length} products in Microscopes`);
    await screenshot(shared, 'public-catalogue-filtered-375');
  });

  test('search finds model numbers in any spelling and Indonesian words; the index loads only then', async ({
    openPage,
  }) => {
    const page = await openPage(DESKTOP);
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
    });
    await openCatalogue(page);
    expect(indexRequests).toEqual([]);

    await searchBox(page).fill('rl ph 700');
    await expect.poll(() => cards(page).first().locator('h2').textContent()).toBe('RawLab PH-700 Benchtop pH Meter');
    // The index's base and the chunks of the query's words (by their first two letters), nothing else.
    expect(indexRequests).toContain('/search-index/base.json');
    expect(indexRequests).toContain('/search-index/rl.json');
    expect(indexRequests).toContain('/search-index/ph.json');
    expect(indexRequests.every((path) => /^\/search-index\/(base|[a-z0-9]{2}|[a-z0-9]_)\.json$/.test(path))).toBe(true);
    expect(new URL(page.url()).searchParams.get('q')).toBe('rl ph 700');

    await page.getByLabel('Search by name or model number').fill('kekeruhan');
    await expect.poll(() => countLine(page).textContent()).toMatch(/matching “kekeruhan”/);
    const firstThree = await cards(page).evaluateAll((nodes) =>
      nodes.slice(0, 3).map((node) => node.querySelector('p')?.textContent),
    );
    expect(firstThree).toEqual(['Turbidity Meters', 'Turbidity Meters', 'Turbidity Meters']);
    await screenshot(page, 'public-catalogue-search-1280');
  });

  test('React loads at the first interaction; before it a small script shows current price and stock', async ({
    openPage,
    catalogue: published,
    adminSession,
  }) => {
    // A product of the first page whose stock changes after the build.
    const html = await (await fetch(`${baseUrl()}/products`)).text();
    const onFirstPage = published.filter((product) => html.includes(`data-product-card="${product.slug}"`));
    const product = onFirstPage.findLast((item) => item.stock > 0)!;
    const newStock = product.stock + 7;
    try {
      await saveProduct(adminSession.token, product.id, { stock: String(newStock) });
      const page = await openPage(PHONE);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${baseUrl()}/products`);
      const badge = page.locator(`[data-product-card="${product.slug}"] [data-stock-tone]`);
      await expect.poll(() => badge.textContent()).toBe(`${newStock} in stock`);
      expect(await page.locator('astro-island[ssr]').count()).toBe(1);
      expect(scripts.some((path) => /\/(client|Catalogue)\.[\w-]+\.js$/.test(path))).toBe(false);

      // Typing right away: the island loads and takes over what was typed meanwhile.
      await searchBox(page).fill('kekeruhan');
      await expect.poll(() => countLine(page).textContent()).toMatch(/matching “kekeruhan”/);
      expect(scripts.some((path) => /\/Catalogue\.[\w-]+\.js$/.test(path))).toBe(true);
      expect(await cards(page).first().locator('p').first().textContent()).toBe('Turbidity Meters');
      // On a phone the filters are folded behind 'Filter'.
      await page.getByRole('button', { name: /^Filter/ }).click();
      await page.getByLabel('In stock only').check();
      await expect.poll(() => new URL(page.url()).searchParams.get('in_stock')).toBe('1');
    } finally {
      await saveProduct(adminSession.token, product.id, { stock: String(product.stock) });
    }
  });

  test('specification facets: counts beside values, combined with category, in the URL', async ({
    openPage,
    catalogue: published,
  }) => {
    // Each product's specifications, from its own API answer (the list leaves them out).
    const details = await Promise.all(
      published.map(
        async (product) => (await (await fetch(`${baseUrl()}/api/products/${product.slug}`)).json()) as typeof product,
      ),
    );
    const warrantyOf = (product: (typeof published)[number]) =>
      product.specifications.find((spec) => spec.name.toLowerCase() === 'warranty')?.value.toLowerCase();
    const page = await openPage(DESKTOP);
    await openCatalogue(page);
    await page.locator('summary', { hasText: 'Specifications' }).click();
    const warranty = page.getByLabel('Warranty', { exact: true });
    const options = await warranty.locator('option').allTextContents();
    const [, value, count] = /^(.+) \((\d+)\)$/.exec(options[1]!)!;
    const expected = details.filter((product) => warrantyOf(product) === value!.toLowerCase());
    expect(Number(count)).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(1);

    await warranty.selectOption(value!);
    await expect.poll(() => new URL(page.url()).searchParams.get('spec_warranty')).toBe(value);
    await expect.poll(() => countLine(page).textContent()).toContain(`of ${expected.length} product`);

    // Combined with a category; the facet's counts follow the other filters.
    const category = expected[0]!.category;
    const both = expected.filter((product) => product.category.slug === category.slug);
    await page.getByLabel('Category').selectOption(category.slug);
    await expect
      .poll(() => countLine(page).textContent())
      .toBe(
        `Showing 1–${both.length} of ${both.length} ${both.length === 1 ? 'product' : 'products'} in ${category.name}`,
      );
    await expect.poll(() => warranty.locator('option:checked').textContent()).toBe(`${value} (${both.length})`);
    await screenshot(page, 'public-catalogue-facets-1280');

    // The URL alone restores it.
    const again = await openPage(PHONE);
    await openCatalogue(again, new URL(page.url()).pathname + new URL(page.url()).search);
    await expect.poll(() => countLine(again).textContent()).toContain(`of ${both.length} product`);
    expect(await again.getByLabel('Warranty', { exact: true }).inputValue()).toBe(value);
    await screenshot(again, 'public-catalogue-facets-375');
  });

  test('filters combine in the URL: in stock only and a price range', async ({ openPage, catalogue: published }) => {
    const page = await openPage(DESKTOP);
    await openCatalogue(page, '/products?in_stock=1&max_price=10000000');
    const expected = published.filter((product) => product.stock > 0 && product.price <= 10_000_000);
    await expect.poll(() => countLine(page).textContent()).toContain(`of ${expected.length} products`);
    expect(await page.getByLabel('In stock only').isChecked()).toBe(true);
    // The box writes the amount as it reads; the URL keeps the number.
    expect(await page.getByLabel('Max price (Rp)').inputValue()).toBe('10.000.000');
  });

  test('shows No Products Found, offers a specialist on WhatsApp, and its button resets the filter', async ({
    openPage,
    catalogue: published,
  }) => {
    const page = await openPage(DESKTOP);
    await openCatalogue(page, '/products?q=qwzx%20vbnm');
    await expect.poll(() => page.getByRole('heading', { name: 'No Products Found' }).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    const chat = new URL(
      // An English page: the offer and its message are English (Indonesian on /id/products).
      (await page.getByRole('link', { name: 'Ask a specialist on WhatsApp' }).getAttribute('href'))!,
    );
    expect(chat.searchParams.get('text')).toContain('"qwzx vbnm"');
    await screenshot(page, 'public-catalogue-empty-1280');

    await page.getByRole('button', { name: 'View All Products' }).click();
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing 1–12 of ${published.length} products`);
    expect(await page.getByLabel('Search by name or model number').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
  });

  test('pages and categories work without JavaScript, each page carrying only its own cards', async ({
    openPage,
    catalogue: published,
  }) => {
    const html = await (await fetch(`${baseUrl()}/products`)).text();
    // Product links end in a slash (paths.ts productPath).
    const linked = new Set([...html.matchAll(/href="\/products\/([a-z0-9-]+)\/"/g)].map((match) => match[1]));
    expect(linked.size).toBe(12);
    expect(html).toContain(`Showing 1–12 of ${published.length} products`);
    // The rest of the catalogue is not in the page (the first version carried every card as island props).
    const later = published.slice(12).map((product) => product.slug);
    expect(later.some((slug) => html.includes(`/products/${slug}/"`))).toBe(false);

    const page = await openPage(PHONE, { javaScriptEnabled: false });
    await page.goto(`${baseUrl()}/products`);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/\/products\/page\/2$/);
    expect(await cards(page).count()).toBe(Math.min(12, published.length - 12));
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Centrifuges' }).click();
    await page.waitForURL(/\/products\/category\/centrifuges$/);
    const names = await cards(page).locator('h2').allTextContents();
    expect(names.sort()).toEqual(
      published
        .filter((product) => product.category.name === 'Centrifuges')
        .map((product) => product.name)
        .sort(),
    );
  });
});
