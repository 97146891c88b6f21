import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/api-types.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { editForm } from '../support/product-form.ts';
import { apiCall } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * A built product's page before its island runs (it hydrates at the visitor's first interaction):
 * the view is counted and a price changed since the build shows without any interaction; an order
 * click before the island runs opens the visit's sales number and is counted once; a button pressed
 * on the gallery or the stepper while the island's code loads is done once it runs. The island's
 * code is held back by the test where "before" must be certain.
 */

const SALES = ['6281300000011', '6281300000022'];

/** Every /api/track beacon of `kind` the page sends, as it sends them. */
function beacons(page: Page, kind: string): Array<{ productIds: number[] }> {
  const sent: Array<{ productIds: number[] }> = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/track')) return;
    const body = JSON.parse(request.postData() ?? '{}') as { kind?: string; productIds: number[] };
    if (body.kind === kind) sent.push(body);
  });
  return sent;
}

/** Holds the island's module until `release` is called: the page stays as built until then. */
async function holdIsland(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/ProductDetail.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const island = (page: Page) => page.locator('[data-product-page] astro-island');

describe('product page before its island runs', () => {
  test('counts the view and shows a price changed since the build, with no interaction', async ({
    openPage,
    published,
    adminSession,
  }) => {
    const [unchanged, changed] = published.filter((item) => item.stock > 0 && item.price > 0).slice(-2);
    const page = await openPage(PHONE);
    const views = beacons(page, 'view');
    await page.goto(`${baseUrl()}/products/${unchanged!.slug}`);
    await expect.poll(() => views.map((view) => view.productIds)).toEqual([[unchanged!.id]]);
    // Nothing differs from the build: the island waits for the visitor.
    await expect.poll(() => island(page).getAttribute('client')).toBe('interaction');
    expect(await island(page).evaluate((element) => element.hasAttribute('ssr'))).toBe(true);

    const { body: current } = await apiCall(adminSession.token, `/api/admin/products/${changed!.id}`);
    const newPrice = changed!.price + 77_000;
    const save = (price: number) =>
      apiCall(adminSession.token, `/api/admin/products/${changed!.id}`, {
        method: 'POST',
        form: editForm(current as AdminProduct, { price: String(price), _method: 'PUT' }),
      });
    try {
      expect((await save(newPrice)).status).toBe(200);
      const other = await openPage(DESKTOP);
      await other.goto(`${baseUrl()}/id/products/${changed!.slug}`);
      const expected = `Rp ${new Intl.NumberFormat('id-ID').format(newPrice)}`;
      await expect.poll(() => other.getByTestId('product-price').textContent()).toBe(expected);
    } finally {
      expect((await save(changed!.price)).status).toBe(200);
    }
  });

  test("an order click before the island runs opens the visit's sales number and counts once", async ({
    openPage,
    published,
  }) => {
    const product = published.find((item) => item.stock > 0 && !item.whatsapp_number)!;
    const page = await openPage(DESKTOP);
    const release = await holdIsland(page);
    const orders = beacons(page, 'order');
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    // This visit's seed is 3: the second of two sales numbers (3 % 2).
    await page.addInitScript(() => sessionStorage.setItem('rawlab:seed', '3'));
    // The page as a build with two sales numbers (and no category number) writes it: the order
    // links name the numbers to rotate among, and the build's own pick is the first.
    await page.route(new RegExp(`/products/${product.slug}/?$`), async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll(
        'data-order-link=',
        `data-wa-sales="${SALES.join(',')}" data-order-link=`,
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(`${baseUrl()}/products/${product.slug}`);
    const link = page.getByTestId('order-link');
    await expect.poll(() => link.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${SALES[1]}\\?text=`));
    expect(decodeURIComponent((await link.getAttribute('href'))!)).toContain(`${product.name}, quantity 1`);

    const popup = page.waitForEvent('popup');
    await link.click();
    expect((await popup).url()).toMatch(new RegExp(`^https://wa\\.me/${SALES[1]}\\?text=`));
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]!.productIds).toEqual([product.id]);
    expect(await island(page).evaluate((element) => element.hasAttribute('ssr'))).toBe(true);

    // Once the island runs, a click is still counted once (by the page's script, not twice).
    release();
    await page.locator('[data-product-page] astro-island:not([ssr])').waitFor({ state: 'attached' });
    const second = page.waitForEvent('popup');
    await link.click();
    await (await second).close();
    await expect.poll(() => orders.length).toBe(2);
    expect(orders.map((order) => order.productIds)).toEqual([[product.id], [product.id]]);
  });

  test('a press on the gallery and the stepper while the code loads is done once the island runs', async ({
    openPage,
    published,
  }) => {
    const product = published.find((item) => item.stock > 2)!;
    const page = await openPage(PHONE);
    const release = await holdIsland(page);
    await page.goto(`${baseUrl()}/products/${product.slug}`);
    const image = page.locator('[data-zoomed]');
    await page.getByRole('button', { name: 'Zoom into the product image' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    // Held: the island has not run yet.
    expect(await island(page).evaluate((element) => element.hasAttribute('ssr'))).toBe(true);
    expect(await image.evaluate((element) => (element as HTMLElement).style.transform)).toBe('scale(1)');

    release();
    await expect.poll(() => image.evaluate((element) => (element as HTMLElement).style.transform)).toBe('scale(1.5)');
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    await expect
      .poll(async () => decodeURIComponent((await page.getByTestId('order-link').getAttribute('href')) ?? ''))
      .toContain('quantity 3');
  });
});
