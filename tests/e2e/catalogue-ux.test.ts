import type { Page, Route } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { test } from './fixtures.ts';

/*
 * The catalogue when things go wrong and on a phone: the island's code failing to arrive at the
 * first interaction (retried at the next one; Enter submits the plain form meanwhile), a category
 * picked before the island runs (Back returns), the phone's folded filter panel with its count, price
 * boxes that group thousands while typing, and the compare tray showing earlier picks before any
 * interaction.
 */

const cards = (page: Page) => page.locator('#catalogue-results [data-product-card]');
const countLine = (page: Page) => page.getByTestId('catalogue-count');
const searchBox = (page: Page) => page.getByLabel('Search by name or model number');
const ready = (page: Page) => page.locator('[data-catalogue-ready]');

/** The catalogue island's own module (not the shared chunks), as the prerendered page names it. */
async function islandUrl(page: Page): Promise<string> {
  const url = await page.locator('astro-island[client="interaction"]').first().getAttribute('component-url');
  return new URL(url!, baseUrl()).pathname;
}

/** Aborts requests for the island's module (every retry spelling Astro uses) while `failing()` says so. */
async function failIsland(page: Page, failing: () => boolean): Promise<{ aborted: () => number }> {
  let aborted = 0;
  await page.route(
    (url) => /\/_astro\/Catalogue\.[^/]*\.js$/.test(url.pathname),
    (route: Route) => {
      if (!failing()) return route.continue();
      aborted += 1;
      return route.abort('internetdisconnected');
    },
  );
  return { aborted: () => aborted };
}

describe('catalogue on a bad network', () => {
  test('the island code failing at the first interaction is tried again at the next one', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    let failing = true;
    const route = await failIsland(page, () => failing);
    await page.goto(`${baseUrl()}/products`);
    expect(await islandUrl(page)).toMatch(/^\/_astro\/Catalogue\./);
    await searchBox(page).focus();
    // Astro tries the module twice (the second a second later), then gives up on this interaction.
    await expect.poll(() => route.aborted(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await ready(page).count()).toBe(0);

    // The network is back: the next interaction loads the island (pressed until the failed
    // attempt has finished and the page listens again).
    failing = false;
    await expect
      .poll(
        async () => {
          await searchBox(page).click();
          return ready(page).count();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBe(1);
    await searchBox(page).fill('spektro');
    await expect.poll(() => countLine(page).textContent(), { timeout: 10_000 }).toMatch(/matching “spektro”/);
    for (const name of await cards(page).locator('h2').allTextContents()) expect(name).toMatch(/Spectrophotometer/);
  });

  test('Enter submits the plain search form (?q=) while the island is not running', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    let failing = true;
    await failIsland(page, () => failing);
    await page.goto(`${baseUrl()}/products`);
    await searchBox(page).click();
    await page.keyboard.type('spektro');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'spektro', { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/products');

    // The network back: the page with the search shows its results once the island loads.
    failing = false;
    await page.reload();
    await ready(page).waitFor({ state: 'attached', timeout: 10_000 });
    await expect.poll(() => countLine(page).textContent(), { timeout: 10_000 }).toMatch(/matching “spektro”/);
    expect(await searchBox(page).inputValue()).toBe('spektro');
  });

  test('a search whose index fails to load says so, and the next keystroke tries again', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    let failing = true;
    await page.route('**/search-index/**', (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto(`${baseUrl()}/products`);
    await searchBox(page).focus();
    await ready(page).waitFor({ state: 'attached' });
    await searchBox(page).fill('turbidi');
    await expect.poll(() => page.locator('#catalogue-results').textContent()).toMatch(/could not|couldn|gagal/i);
    failing = false;
    await searchBox(page).press('End');
    await page.keyboard.type('t');
    await expect.poll(() => countLine(page).textContent(), { timeout: 10_000 }).toMatch(/matching “turbidit”/);
    expect(await cards(page).count()).toBeGreaterThan(2);
  });

  test('the search code failing to load once is fetched again at the next keystroke', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    let aborted = 0;
    await page.route(
      (url) => /\/_astro\/catalogue-search\.[^/]*\.js$/.test(url.pathname),
      (route) => (aborted++ === 0 ? route.abort('internetdisconnected') : route.continue()),
    );
    await page.goto(`${baseUrl()}/products`);
    await searchBox(page).focus();
    await ready(page).waitFor({ state: 'attached' });
    await searchBox(page).fill('spektro');
    await expect.poll(() => aborted).toBe(1);
    await expect.poll(() => page.locator('#catalogue-results').textContent()).toMatch(/could not|couldn|gagal/i);
    await searchBox(page).press('End');
    await page.keyboard.type('f');
    await expect.poll(() => countLine(page).textContent(), { timeout: 10_000 }).toMatch(/matching “spektrof”/);
    expect(await cards(page).count()).toBeGreaterThan(2);
  });

  test('a category picked before the island runs is a step: Back returns to the whole catalogue', async ({
    openPage,
    catalogue,
  }) => {
    const page = await openPage(DESKTOP);
    // Hold the island's code until the category is picked, so the pick happens before it runs.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /\/_astro\/Catalogue\.[^/]*\.js$/.test(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl()}/products`);
    const category = page.getByLabel('Category');
    await category.focus();
    await category.selectOption('microscopes');
    release();
    const microscopes = catalogue.filter((product) => product.category.name === 'Microscopes');
    await expect
      .poll(() => countLine(page).textContent(), { timeout: 10_000 })
      .toBe(`Showing 1–${microscopes.length} of ${microscopes.length} products in Microscopes`);
    expect(new URL(page.url()).pathname).toBe('/products/category/microscopes');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products');
    await expect.poll(() => category.inputValue()).toBe('');
    await expect.poll(() => countLine(page).textContent()).toBe(`Showing 1–12 of ${catalogue.length} products`);
    await page.goForward();
    await expect.poll(() => category.inputValue()).toBe('microscopes');
  });
});

describe('catalogue on a phone', () => {
  test('the filters fold behind a Filter button with the active count; results start on the first screen', async ({
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await page.goto(`${baseUrl()}/products`);
    const toggle = page.getByRole('button', { name: /^Filter/ });
    expect(await toggle.isVisible()).toBe(true);
    expect(await page.getByLabel('Category').isVisible()).toBe(false);
    expect(await page.getByLabel('Max price (Rp)').isVisible()).toBe(false);
    const first = await cards(page).first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.height - 100);
    await screenshot(page, 'catalogue-phone-filters-closed-375');

    // The first press loads the island and opens the panel.
    await toggle.click();
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByLabel('In stock only').check();
    await expect.poll(() => page.getByTestId('filter-count').textContent()).toBe('(1 active)');
    await page.getByLabel('Category').selectOption('microscopes');
    await expect.poll(() => page.getByTestId('filter-count').textContent()).toBe('(2 active)');
    expect(await toggle.getAttribute('aria-label')).toBeNull();
    await screenshot(page, 'catalogue-phone-filters-open-375');
    await toggle.click();
    await expect.poll(() => page.getByLabel('Category').isVisible()).toBe(false);
    expect(await toggle.textContent()).toContain('Filter(2 active)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('the panel is open at once on a desktop, with no Filter button', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    await page.goto(`${baseUrl()}/products`);
    expect(await page.getByRole('button', { name: /^Filter/ }).isVisible()).toBe(false);
    expect(await page.getByLabel('Category').isVisible()).toBe(true);
    expect(await page.getByLabel('Max price (Rp)').isVisible()).toBe(true);
  });
});

describe('price boxes', () => {
  test('show 10.000.000 as typed, read it back as a number, keep the caret where the visitor types', async ({
    openPage,
    catalogue,
  }) => {
    const page = await openPage(DESKTOP);
    await page.goto(`${baseUrl()}/products`);
    const max = page.getByLabel('Max price (Rp)');
    await max.click();
    await ready(page).waitFor({ state: 'attached' });
    await page.keyboard.type('10000000');
    await expect.poll(() => max.inputValue()).toBe('10.000.000');
    await expect.poll(() => new URL(page.url()).searchParams.get('max_price')).toBe('10000000');
    const cheap = catalogue.filter((product) => product.price <= 10_000_000);
    await expect
      .poll(() => countLine(page).textContent())
      .toBe(`Showing 1–${Math.min(12, cheap.length)} of ${cheap.length} products`);
    await screenshot(page, 'catalogue-price-1280');

    // A digit typed in the middle: regrouped, the caret right after it.
    await max.press('Home');
    await max.press('ArrowRight');
    await max.press('ArrowRight');
    await page.keyboard.type('5');
    await expect.poll(() => max.inputValue()).toBe('105.000.000');
    expect(await max.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
    await page.keyboard.type('0');
    await expect.poll(() => max.inputValue()).toBe('1.050.000.000');
    expect(await max.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(5);
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await expect.poll(() => max.inputValue()).toBe('10.000.000');
    expect(await max.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2);
    // Pasted with a prefix and dots: the same amount.
    await max.fill('');
    await max.focus();
    await page.keyboard.insertText('Rp 2.500.000');
    await expect.poll(() => max.inputValue()).toBe('2.500.000');
    await expect.poll(() => new URL(page.url()).searchParams.get('max_price')).toBe('2500000');
  });
});

describe('compare tray', () => {
  test('earlier picks show on the prerendered catalogue before any interaction', async ({ openPage, published }) => {
    const page = await openPage(PHONE);
    const [a, b] = published;
    await page.addInitScript(
      (picks) => {
        if (!sessionStorage.getItem('picked')) {
          localStorage.setItem('rawlab:compare', JSON.stringify(picks));
          sessionStorage.setItem('picked', '1');
        }
      },
      [a, b].map((product) => ({ id: product!.id, slug: product!.slug, name: product!.name })),
    );
    await page.goto(`${baseUrl()}/products`);
    const tray = page.locator('[data-compare-tray]');
    await expect.poll(() => tray.textContent()).toContain('Compare (2/4)');
    expect(await ready(page).count()).toBe(0);
    const link = tray.getByRole('link', { name: 'Compare 2 products' });
    expect(new URL((await link.getAttribute('href'))!, baseUrl()).searchParams.get('products')).toBe(
      `${a!.slug},${b!.slug}`,
    );
    await screenshot(page, 'catalogue-compare-tray-early-375');

    // It works before the island runs, and the island's own tray takes over without a second one.
    await tray.getByRole('button', { name: `Remove ${a!.name} from the comparison` }).click();
    await expect.poll(() => tray.textContent()).toContain('Compare (1/4)');
    await searchBox(page).focus();
    await ready(page).waitFor({ state: 'attached' });
    await expect.poll(() => tray.count()).toBe(1);
    expect(await tray.textContent()).toContain(b!.name);
    expect(await page.locator('[data-compare-tray-early]').count()).toBe(0);
  });
});
