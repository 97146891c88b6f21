import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, inject } from 'vitest';
import type { Rebuilder } from '#scripts/lib/rebuilder.ts';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { editForm, newProductForm } from '../support/product-form.ts';
import { fileOf, pngOf } from '../support/sample-files.ts';
import { apiCall } from './admin-support.ts';
import { holdIsland, test, viewportShot } from './fixtures.ts';
import { PUBLISH_AT_ONCE } from '../support/publish-at-once.ts';

/*
 * A built product's page before its island runs (it hydrates at the visitor's first interaction):
 * the view is counted and a price changed since the build shows without any interaction; an order
 * click before the island runs opens the visit's sales number and is counted once; a button pressed
 * on the gallery or the stepper while the island's code loads is done once it runs, and so is a
 * swipe or an arrow key on a gallery of three pictures (a product published and built by the test,
 * as the publishing loop builds it). The island's code is held back where "before" must be certain.
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

const island = (page: Page) => page.locator('[data-product-page] astro-island');

let rebuilder: Rebuilder | undefined;
afterAll(async () => {
  // The site is left built as the store is now, not as it was at this file's last build: later files
  // read the served pages.
  await rebuilder?.idle();
  await rebuilder?.stop();
});

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
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const release = await holdIsland(page);
    await page.goto(`${baseUrl()}/products/${product.slug}`);
    const image = page.locator('[data-zoomed]');
    await page.getByRole('button', { name: 'Zoom into the product image' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    // Held: the island has not run yet.
    expect(await island(page).evaluate((element) => element.hasAttribute('ssr'))).toBe(true);
    expect(await image.evaluate((element) => (element as HTMLElement).style.transform)).toBe('scale(1)');
    // The phone's order bar follows the presses: three, and the price of three.
    const bar = page.getByTestId('order-bar');
    const priceOfThree = `Rp ${new Intl.NumberFormat('id-ID').format(product.price * 3)}`;
    expect(await bar.textContent()).toContain(`3 × ${product.name}`);
    expect(await bar.textContent()).toContain(priceOfThree);
    // Scrolled past the order box, the bar shows (the page's script shows it before the island runs).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await bar.waitFor({ state: 'visible' });
    await viewportShot(page, 'product-early-stepper-bar-375');

    release();
    await expect.poll(() => image.evaluate((element) => (element as HTMLElement).style.transform)).toBe('scale(1.5)');
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    await expect
      .poll(async () => decodeURIComponent((await page.getByTestId('order-link').getAttribute('href')) ?? ''))
      .toContain('quantity 3');
    expect(await bar.textContent()).toContain(`3 × ${product.name}`);
    expect(await bar.textContent()).toContain(priceOfThree);
    // React took the page as the script left it: no hydration mismatch redrew it.
    expect(errors.filter((text) => /hydrat|#418|#425/i.test(text))).toEqual([]);
  });

  test('a quantity typed as React takes the page over, after the loader noted the typed fields, is kept', async ({
    openPage,
    published,
  }) => {
    const product = published.find((item) => item.stock > 8)!;
    const page = await openPage(PHONE);
    // A key that lands in the field just after the island's loader noted what was typed (its
    // `__rawlabPendingInput`, set right before React starts) and before React has hydrated the field.
    await page.addInitScript(() => {
      let noted: unknown;
      Object.defineProperty(window, '__rawlabPendingInput', {
        configurable: true,
        get: () => noted,
        set: (value) => {
          noted = value;
          if (value === undefined) return;
          queueMicrotask(() => {
            const field = document.querySelector<HTMLInputElement>('[data-order-box] input[name="quantity"]')!;
            field.value = '7';
            field.dispatchEvent(new Event('input', { bubbles: true }));
          });
        },
      });
    });
    await page.goto(`${baseUrl()}/products/${product.slug}`);
    const field = page.getByRole('spinbutton', { name: 'Quantity' });
    await field.focus();
    await page.locator('[data-product-page] astro-island:not([ssr])').waitFor({ state: 'attached' });
    await expect
      .poll(async () => decodeURIComponent((await page.getByTestId('order-link').getAttribute('href')) ?? ''))
      .toContain('quantity 7');
    expect(await field.inputValue()).toBe('7');
  });

  // Two site builds (its product published, then gone): on a busy two-core machine each takes half a minute.
  test('a swipe or an arrow key on the gallery while the code loads is done once the island runs', async ({
    openPage,
    adminSession,
  }) => {
    const alts = ['Front', 'Side', 'Back'];
    const categories = (await apiCall(adminSession.token, '/api/categories')).body as Array<{ id: number }>;
    const unique = `${Date.now()}`;
    const form = newProductForm({
      name: `E2E Early Gallery ${unique}`,
      sku: `EG-${unique}`,
      category_id: categories[0]!.id,
      price: 3_000_000,
      stock: 4,
      status: 'published',
      image_alts: alts,
    });
    for (const [index, rgb] of (
      [
        [200, 60, 40],
        [40, 160, 60],
        [40, 60, 200],
      ] as const
    ).entries())
      form.append('images', fileOf(pngOf(400, 400, [...rgb]), `view-${index}.png`, 'image/png'));
    const created = await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body.data as AdminProduct;
    try {
      // Its own prerendered page, as the publishing loop builds it.
      const { startRebuilder } = await import('#scripts/lib/rebuilder.ts');
      rebuilder = startRebuilder({ intervalMs: 500, publishDir: inject('publishDir'), policy: PUBLISH_AT_ONCE });
      await rebuilder.idle();

      const main = (page: Page) => page.locator('[data-gallery] img[data-gallery-index]');
      const phone = await openPage(PHONE, { hasTouch: true, isMobile: true });
      const releasePhone = await holdIsland(phone);
      await phone.goto(`${baseUrl()}/products/${product.slug}`);
      await expect.poll(() => island(phone).getAttribute('client')).toBe('interaction');
      const button = phone.locator('[data-gallery] button[aria-pressed]');
      const box = (await button.boundingBox())!;
      const y = box.y + box.height / 2;
      const touch = { pointerType: 'touch', clientY: y, isPrimary: true };
      await button.dispatchEvent('pointerdown', { ...touch, clientX: box.x + 300 });
      await button.dispatchEvent('pointerup', { ...touch, clientX: box.x + 100 });
      expect(await island(phone).evaluate((element) => element.hasAttribute('ssr'))).toBe(true);
      expect(await main(phone).getAttribute('alt')).toBe(alts[0]);
      releasePhone();
      await expect.poll(() => main(phone).getAttribute('alt')).toBe(alts[1]);
      expect(await main(phone).getAttribute('data-zoomed')).toBe('false');

      const desktop = await openPage(DESKTOP);
      const releaseDesktop = await holdIsland(desktop);
      await desktop.goto(`${baseUrl()}/products/${product.slug}`);
      await desktop.getByRole('button', { name: 'Zoom into the product image' }).focus();
      await desktop.keyboard.press('ArrowRight');
      await desktop.keyboard.press('ArrowRight');
      expect(await main(desktop).getAttribute('alt')).toBe(alts[0]);
      releaseDesktop();
      await expect.poll(() => main(desktop).getAttribute('alt')).toBe(alts[2]);
    } finally {
      await apiCall(adminSession.token, `/api/admin/products/${product.id}`, { method: 'DELETE' });
      // The site built again without it: later files check that no page is left of a product a
      // visitor cannot see.
      await rebuilder?.idle();
    }
  }, 180_000);
});
