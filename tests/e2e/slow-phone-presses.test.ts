import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PublicProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { holdIsland, test, viewportShot } from './fixtures.ts';

/*
 * Presses on a slow phone before the page's island runs (a product page and a catalogue listing
 * hydrate at the first interaction): the CPU slowed 4× and a slow mobile network, the island's code
 * held back. 'Tambah ke penawaran' and the quantity stepper are done by the page's own script at
 * once, so a visitor who presses and leaves at once finds the product on the next page's badge and
 * in the quote list with the quantity stepped; an island whose code arrives later does not add the
 * press a second time and starts from what the page's script did.
 */

const LIST_KEY = 'rawlab:quote-list';
const badge = (page: Page) => page.locator('#quote-link [data-quote-count]');
const listed = async (page: Page) =>
  (
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), LIST_KEY)) ?? '{"items":[]}') as {
      items: Array<{ slug: string; quantity: number }>;
    }
  ).items.map(({ slug, quantity }) => ({ slug, quantity }));

/** A slow phone: the CPU 4× slower, a slow 3G-like network (400 ms round trips, about 400 kbit/s). */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
}

/** The page as a visitor first sees it: its HTML and its own scripts, not every picture. */
const open = (page: Page, path: string) => page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });

const inStock = (published: PublicProduct[]) => published.filter((product) => product.stock >= 5);

describe('presses on a slow phone before the island runs', () => {
  test('the stepper and the add on a product page reach the next page, though the code never arrives', async ({
    openPage,
    published,
  }) => {
    const product = inStock(published)[0]!;
    const page = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await slowPhone(page);
    await holdIsland(page); // never released: the island's code does not arrive
    await open(page, `/id/products/${product.slug}`);
    const box = page.locator('[data-order-box]');
    // Taps, as on a phone.
    await box.getByRole('button', { name: 'Tambah jumlah' }).tap();
    await box.getByRole('button', { name: 'Tambah jumlah' }).tap();
    expect(await box.getByRole('spinbutton').inputValue()).toBe('3');
    await box.getByRole('button', { name: /^Tambah ke penawaran/ }).tap();
    // Leaves at once, for a page with no island at all.
    await open(page, '/id/');
    await expect.poll(() => badge(page).textContent(), { timeout: 30_000 }).toBe('1');
    expect(await listed(page)).toEqual([{ slug: product.slug, quantity: 3 }]);

    // The quote list shows it with the quantity stepped.
    await open(page, '/penawaran/');
    const row = page.locator(`[data-quote-item="${product.slug}"]`);
    await expect
      .poll(() => row.getByRole('spinbutton', { name: `Jumlah ${product.name}`, exact: true }).inputValue(), {
        timeout: 60_000,
      })
      .toBe('3');
  });

  test('a late island neither adds the press again nor forgets the quantity stepped', async ({
    openPage,
    published,
  }) => {
    const product = inStock(published)[1]!;
    const page = await openPage(PHONE, { hasTouch: true, isMobile: true });
    // A hydration that disagreed with the page would be reported here (React's recoverable errors).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
    await slowPhone(page);
    const release = await holdIsland(page);
    await open(page, `/products/${product.slug}`);
    const box = page.locator('[data-order-box]');
    await box.getByRole('button', { name: 'Increase quantity' }).click();
    const add = box.locator(`[data-add-to-quote="${product.slug}"]`);
    // Every label the button shows (it says what happened for a moment only).
    await add.evaluate((button) => {
      const shown: string[] = [];
      Object.assign(window, { shownLabels: shown });
      const label = button.querySelector('[data-add-label]')!;
      new MutationObserver(() => shown.push(label.firstChild?.nodeValue ?? '')).observe(label, {
        characterData: true,
        subtree: true,
        childList: true,
      });
    });
    await add.click();
    // Said at once, on the button and in the header.
    await expect.poll(() => page.evaluate(() => (window as { shownLabels?: string[] }).shownLabels)).toContain('Added');
    await expect.poll(() => badge(page).textContent()).toBe('1');
    expect(await listed(page)).toEqual([{ slug: product.slug, quantity: 2 }]);
    const island = page.locator('[data-product-page] astro-island');
    expect(await island.evaluate((element) => element.hasAttribute('ssr'))).toBe(true);
    // An order sent now asks for the quantity the field shows.
    const orderText = async () => decodeURIComponent((await page.getByTestId('order-link').getAttribute('href')) ?? '');
    expect(await orderText()).toContain(`${product.name}, quantity 2`);
    // The order box as the page's script left it, for a person to look at.
    await box.scrollIntoViewIfNeeded();
    await viewportShot(page, 'early-add-product-375');
    await page.setViewportSize(DESKTOP);
    await box.scrollIntoViewIfNeeded();
    await viewportShot(page, 'early-add-product-1280');
    await page.setViewportSize(PHONE);

    release();
    await page.locator('[data-product-page] astro-island:not([ssr])').waitFor({ state: 'attached', timeout: 60_000 });
    // The island runs with the page's quantity: the order message and a second add take it.
    await expect.poll(orderText, { timeout: 30_000 }).toContain(`${product.name}, quantity 2`);
    expect(await box.getByRole('spinbutton').inputValue()).toBe('2');
    expect(await listed(page)).toEqual([{ slug: product.slug, quantity: 2 }]);
    await add.click();
    await expect.poll(() => listed(page)).toEqual([{ slug: product.slug, quantity: 4 }]);
    expect(await badge(page).textContent()).toBe('1');
    expect(errors).toEqual([]);
  });

  test("a press before the page's own script arrived is done when it arrives", async ({ openPage, published }) => {
    const product = inStock(published)[2]!;
    const page = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await slowPhone(page);
    await holdIsland(page);
    let releaseScript!: () => void;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route('**/_astro/ProductPage.astro_astro_type_script_*.js', async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/id/products/${product.slug}`, { waitUntil: 'commit' });
    await page
      .locator('[data-order-box]')
      .getByRole('button', { name: /^Tambah ke penawaran/ })
      .tap();
    expect(await listed(page)).toEqual([]);
    releaseScript();
    await expect.poll(() => listed(page), { timeout: 30_000 }).toEqual([{ slug: product.slug, quantity: 1 }]);
    await open(page, '/id/');
    await expect.poll(() => badge(page).textContent(), { timeout: 30_000 }).toBe('1');
  });

  test("a catalogue card's add reaches the next page, though the code never arrives", async ({ openPage }) => {
    const page = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await slowPhone(page);
    await page.route('**/_astro/Catalogue.*.js', () => {}); // never answered
    await open(page, '/id/products/');
    const first = page.locator('[data-add-to-quote]').first();
    const slug = (await first.getAttribute('data-add-to-quote'))!;
    await first.click();
    await open(page, '/id/');
    await expect.poll(() => badge(page).textContent(), { timeout: 30_000 }).toBe('1');
    expect(await listed(page)).toEqual([{ slug, quantity: 1 }]);
  });
});
