import { describe, expect } from 'vitest';
import type { PublicProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { seriousAxeViolations } from './axe-check.ts';
import { openPublic, test } from './fixtures.ts';

/*
 * Comparing: three products picked with 'Compare' on catalogue cards (the tray shows them), the
 * comparison side by side with the differing rows marked and a 'Differences only' switch, 'Add all
 * to quote', the same comparison opened from its shared address on a 375 px phone with the first
 * column staying in view while the table scrolls, a shared address with a product that is gone and
 * columns removed, and the toggle on a product page.
 */

const names = (page: import('playwright-core').Page) => page.locator('[data-compare-product] a').allTextContents();

describe('compare', () => {
  test('three products from the catalogue, side by side, differences only, all into the quote; then on a phone', async ({
    openPage,
  }) => {
    const page = await openPage(DESKTOP);
    // A category of demo products whose specifications differ: the catalogue's first cards may be
    // products other tests created, with no specifications to compare.
    await openPublic(page, '/products/category/spectrophotometers');
    const toggles = page.locator('[data-compare-toggle]');
    await toggles.first().waitFor();
    const slugs = (
      await toggles.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-compare-toggle')!))
    ).slice(0, 3);
    for (const slug of slugs) {
      await page.locator(`[data-compare-toggle="${slug}"]`).click();
      await expect
        .poll(() => page.locator(`[data-compare-toggle="${slug}"]`).getAttribute('aria-checked'))
        .toBe('true');
    }
    const tray = page.locator('[data-compare-tray]');
    await expect.poll(() => tray.textContent()).toContain('Compare (3/4)');
    await screenshot(page, 'compare-tray-1280');
    await tray.getByRole('link', { name: 'Compare 3 products' }).click();
    await page.waitForURL(/\/compare\/?\?products=/);
    expect(new URL(page.url()).searchParams.get('products')).toBe(slugs.join(','));

    // The catalogue's first cards may be products other tests just created: look them all up.
    const everyProduct = (await (await fetch(`${baseUrl()}/api/products`)).json()) as PublicProduct[];
    const bySlug = new Map(everyProduct.map((product) => [product.slug, product]));
    const picked = slugs.map((slug) => bySlug.get(slug)!) as PublicProduct[];
    await expect.poll(() => names(page)).toEqual(picked.map((product) => product.name));
    const rows = page.locator('tbody tr');
    const all = await rows.count();
    const differing = await page.locator('tbody tr[data-differs="true"]').count();
    expect(differing).toBeGreaterThan(0);
    await page.getByRole('switch', { name: 'Differences only' }).check();
    // Price and stock stay; of the specifications only those that differ.
    await expect.poll(() => rows.count()).toBe(2 + differing);
    expect(all).toBeGreaterThan(2 + differing - 1);
    await screenshot(page, 'compare-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Add all to quote' }).click();
    const quote = await page.evaluate(() => JSON.parse(localStorage.getItem('rawlab:quote-list') ?? '{}'));
    expect(quote.items.map((item: { slug: string }) => item.slug)).toEqual(expect.arrayContaining(slugs));

    // The shared address on a phone: the table scrolls sideways, the first column stays.
    const phone = await openPage(PHONE, { isMobile: true, hasTouch: true });
    const reads: string[] = [];
    phone.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/products')) reads.push(`${pathname}${search}`);
    });
    await openPublic(phone, `/compare?products=${slugs.join(',')}`);
    await expect.poll(() => names(phone)).toEqual(picked.map((product) => product.name));
    // One request for the products; the pictures follow the table, none missing.
    expect(reads).toEqual([`/api/products?slugs=${slugs.join(',')}`]);
    const pictures = phone.locator('[data-compare-product] img');
    await expect.poll(() => pictures.count()).toBe(3);
    const scroller = phone.locator('[data-compare-scroll]');
    const firstHeader = phone.locator('tbody th').first();
    const before = (await firstHeader.boundingBox())!.x;
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await scroller.evaluate((element) => element.scrollTo({ left: 400, behavior: 'instant' }));
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(Math.abs((await firstHeader.boundingBox())!.x - before)).toBeLessThan(1);
    await screenshot(phone, 'compare-375');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    expect(await phone.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  });

  test('a shared address naming a product that is gone says so; Remove takes a column out and rewrites the address', async ({
    openPage,
    published,
  }) => {
    const [first, second, third] = published as [PublicProduct, PublicProduct, PublicProduct];
    const page = await openPage(DESKTOP);
    await openPublic(page, `/compare?products=${first.slug},no-such-product,${second.slug},${third.slug}`);
    await expect.poll(() => names(page)).toEqual([first.name, second.name, third.name]);
    await expect
      .poll(() => page.getByText('No longer available:').textContent())
      .toBe('No longer available: no-such-product');

    await page.getByRole('button', { name: `Remove ${second.name} from the comparison` }).click();
    await expect.poll(() => names(page)).toEqual([first.name, third.name]);
    expect(new URL(page.url()).searchParams.get('products')).toBe(`${first.slug},${third.slug}`);
    // Every row has one cell per product left.
    expect(await page.locator('tbody tr').first().locator('td').count()).toBe(2);

    await page.getByRole('button', { name: `Remove ${third.name} from the comparison` }).click();
    await expect.poll(() => page.getByText('Pick at least two products').isVisible()).toBe(true);
    expect(await page.locator('[data-compare-product]').count()).toBe(0);
  });

  test("a product page's Compare switch picks it and shows the tray", async ({ openPage, published }) => {
    const product = published[0]!;
    const page = await openPage(DESKTOP);
    await openPublic(page, `/products/${product.slug}`);
    await page.evaluate(() => localStorage.removeItem('rawlab:compare'));
    const toggle = page.getByRole('switch', { name: /Compare/ });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.locator('[data-compare-tray]').textContent()).toContain(product.name);
    await toggle.click();
    await expect.poll(() => page.locator('[data-compare-tray]').count()).toBe(0);
  });
});
