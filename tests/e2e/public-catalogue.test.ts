import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { test } from './fixtures.ts';

/*
 * The catalogue: 12 cards a page, each listing page its own prerendered file (page and category in
 * the path, working without JavaScript), search and filters in the query string, search that finds
 * what buyers type with an index fetched only once somebody searches, and the 'No Products Found'
 * state with its reset button.
 */

const cards = (page: Page) => page.locator('#catalogue-results [data-product-card]');
const countLine = (page: Page) => page.getByTestId('catalogue-count');

async function openCatalogue(page: Page, path = '/products') {
  await page.goto(`${baseUrl()}${path}`);
  // The island marks itself once it has read the URL and loaded what it shows.
  await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
}

describe('catalogue', () => {
  test('12 products a page, page links from the published products, each page at its own address', async ({
    openPage,
    published,
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
    published,
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
      if (request.url().includes('/search-index.json')) indexRequests.push(request.url());
    });
    await openCatalogue(page);
    expect(indexRequests).toEqual([]);

    await page.getByLabel('Search by name or model number').fill('rl ph 700');
    await expect.poll(() => cards(page).first().locator('h2').textContent()).toBe('RawLab PH-700 Benchtop pH Meter');
    expect(indexRequests).toHaveLength(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('rl ph 700');

    await page.getByLabel('Search by name or model number').fill('kekeruhan');
    await expect.poll(() => countLine(page).textContent()).toMatch(/matching “kekeruhan”/);
    const firstThree = await cards(page).evaluateAll((nodes) =>
      nodes.slice(0, 3).map((node) => node.querySelector('p')?.textContent),
    );
    expect(firstThree).toEqual(['Turbidity Meters', 'Turbidity Meters', 'Turbidity Meters']);
    await screenshot(page, 'public-catalogue-search-1280');
  });

  test('filters combine in the URL: in stock only and a price range', async ({ openPage, published }) => {
    const page = await openPage(DESKTOP);
    await openCatalogue(page, '/products?in_stock=1&max_price=10000000');
    const expected = published.filter((product) => product.stock > 0 && product.price <= 10_000_000);
    await expect.poll(() => countLine(page).textContent()).toContain(`of ${expected.length} products`);
    expect(await page.getByLabel('In stock only').isChecked()).toBe(true);
    expect(await page.getByLabel('Max price (Rp)').inputValue()).toBe('10000000');
  });

  test('shows No Products Found, offers a specialist on WhatsApp, and its button resets the filter', async ({
    openPage,
    published,
  }) => {
    const page = await openPage(DESKTOP);
    await openCatalogue(page, '/products?q=qwzx%20vbnm');
    await expect.poll(() => page.getByRole('heading', { name: 'No Products Found' }).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    const chat = new URL(
      (await page.getByRole('link', { name: 'Tanya spesialis via WhatsApp' }).getAttribute('href'))!,
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
    published,
  }) => {
    const html = await (await fetch(`${baseUrl()}/products`)).text();
    const linked = new Set([...html.matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map((match) => match[1]));
    expect(linked.size).toBe(12);
    expect(html).toContain(`Showing 1–12 of ${published.length} products`);
    // The rest of the catalogue is not in the page (the first version carried every card as island props).
    const later = published.slice(12).map((product) => product.slug);
    expect(later.some((slug) => html.includes(`/products/${slug}"`))).toBe(false);

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
