import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicProduct } from '../../src/shared/api-types.ts';
import { DESKTOP, PHONE, baseUrl, openBrowser, screenshot } from '../support/browser.ts';

/*
 * /products: 12 cards per page (all visible), page count from the published products, category
 * filter and keyword/SKU search in the URL (shareable, Back works), page 1 after a filter change,
 * and the 'No Products Found' state with its reset button.
 */

let browser: Browser;
let published: PublicProduct[];
beforeAll(async () => {
  browser = await openBrowser();
  published = (await (await fetch(`${baseUrl()}/api/products`)).json()) as PublicProduct[];
});
afterAll(async () => {
  await browser?.close();
});

const cards = (page: Page) => page.locator('#catalogue-results [data-product-card]');
const countLine = (page: Page) => page.getByTestId('catalogue-count');

async function openCatalogue(page: Page, search = '') {
  await page.goto(`${baseUrl()}/products${search}`);
  // The island marks itself once it has read the URL.
  await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
}

describe('catalogue', () => {
  it('shows 12 products per page with page buttons computed from the published products', async () => {
    expect(published.length).toBeGreaterThan(24);
    const page = await browser.newPage({ viewport: DESKTOP });
    await openCatalogue(page);
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing ${published.length} products`);
    expect(await cards(page).count()).toBe(12);
    // Every card on the page is visible (the original hid items beyond 8).
    for (const card of await cards(page).all()) expect(await card.isVisible()).toBe(true);

    const pages = page.getByRole('navigation', { name: 'Pages' }).getByRole('button');
    const pageCount = Math.ceil(published.length / 12);
    expect(await pages.count()).toBe(pageCount);
    await screenshot(page, 'public-catalogue-1280');

    await page.getByRole('button', { name: `Page ${pageCount}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe(String(pageCount));
    expect(await cards(page).count()).toBe(published.length - 12 * (pageCount - 1));
    expect(await page.getByRole('button', { name: `Page ${pageCount}` }).getAttribute('aria-current')).toBe('page');
    await page.close();
  });

  it('filters by category, resets to page 1, keeps the state in the URL, and Back restores it', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await openCatalogue(page, '?page=2');
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    const category = 'Microscopes';
    const expected = published.filter((product) => product.category.name === category);
    await page.getByLabel('Category').selectOption(category);
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing ${expected.length} products in ${category}`);
    const url = new URL(page.url());
    expect(url.searchParams.get('category')).toBe(category);
    expect(url.searchParams.get('page')).toBeNull();
    expect(await cards(page).count()).toBe(Math.min(12, expected.length));
    const names = await cards(page).locator('h2').allTextContents();
    expect(names.sort()).toEqual(expected.map((product) => product.name).sort());

    await page.goBack();
    await expect.poll(() => page.getByLabel('Category').inputValue()).toBe('All');
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // A shared link opens in the same state.
    const shared = await browser.newPage({ viewport: PHONE });
    await openCatalogue(shared, `?category=${encodeURIComponent(category)}`);
    await expect.poll(() => shared.getByLabel('Category').inputValue()).toBe(category);
    await expect.poll(() => countLine(shared).textContent()).toBe(`Showing ${expected.length} products in ${category}`);
    await screenshot(shared, 'public-catalogue-filtered-375');
    await shared.close();
    await page.close();
  });

  it('finds a product by its model number, with or without punctuation', async () => {
    const target = published.find((product) => product.sku === 'RL-PH-700') ?? published[0]!;
    const page = await browser.newPage({ viewport: DESKTOP });
    await openCatalogue(page);
    await page.getByLabel('Search by name or model number').fill(target.sku.toLowerCase().replace(/-/g, ''));
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).locator('h2').textContent()).toBe(target.name);
    expect(new URL(page.url()).searchParams.get('q')).toBe(target.sku.toLowerCase().replace(/-/g, ''));
    await page.close();
  });

  it('shows No Products Found and its button resets the filter', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await openCatalogue(page, '?q=no-such-instrument-xyz');
    await expect.poll(() => page.getByRole('heading', { name: 'No Products Found' }).isVisible()).toBe(true);
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);
    await screenshot(page, 'public-catalogue-empty-1280');

    await page.getByRole('button', { name: 'View All Products' }).click();
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing ${published.length} products`);
    expect(await page.getByLabel('Search by name or model number').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
    await page.close();
  });

  it('prerenders the first page of cards so the catalogue reads without JavaScript', async () => {
    const html = await (await fetch(`${baseUrl()}/products`)).text();
    const linked = [...html.matchAll(/href="\/products\/([a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(new Set(linked).size).toBe(12);
    expect(html).toContain(`Showing ${published.length} products`);
  });
});
