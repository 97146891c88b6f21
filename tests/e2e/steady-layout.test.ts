import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { test } from './fixtures.ts';

/*
 * Pages whose content arrives after their first paint draw its frame first, so nothing on screen moves
 * when it arrives: the comparison (its table's frame before the products' request answers) and the
 * quote list of a first visit (the empty list's card from the first paint, no island code at all).
 * Each holds back what fills the page, lets the page paint, then lets it through and adds up the
 * layout shifts that follow (the browser's 'layout-shift' entries, as Lighthouse's CLS counts them).
 */

/** Records every layout shift of the page from its start. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; time: number; input: boolean }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        shifts.push({ value: entry.value, time: entry.startTime, input: entry.hadRecentInput });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's time after two frames: everything asked for before it has been painted. */
const paintedAt = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );

/** The layout shifts since `since` (page time), not caused by input, summed once two more frames have passed. */
async function shiftsSince(page: Page, since: number): Promise<number> {
  await paintedAt(page);
  return page.evaluate(
    (from) =>
      (window as unknown as { layoutShifts: Array<{ value: number; time: number; input: boolean }> }).layoutShifts
        .filter((shift) => shift.time >= from && !shift.input)
        .reduce((sum, shift) => sum + shift.value, 0),
    since,
  );
}

/** Holds requests matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('pages that fill in after their first paint do not move', () => {
  test('/compare with three products: the table fills its frame in place, on a phone and a laptop', async ({
    openPage,
    published,
  }) => {
    const spectrophotometers = published.filter((product) => product.category.slug === 'spectrophotometers');
    expect(spectrophotometers.length).toBeGreaterThanOrEqual(3);
    const slugs = spectrophotometers.slice(0, 3).map((product) => product.slug);
    for (const [viewport, name] of [
      [PHONE, '375'],
      [DESKTOP, '1280'],
    ] as const) {
      const page = await openPage(viewport);
      await recordLayoutShifts(page);
      const release = await holdRequests(page, /\/api\/products\?slugs=/);
      await page.goto(`${baseUrl()}/compare?products=${slugs.join(',')}`);
      await page.locator('[data-compare-root]').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const before = await paintedAt(page);
      await screenshot(page, `compare-frame-${name}`);
      release();
      await expect
        .poll(() => page.locator('[data-compare-product] a').allTextContents())
        .toEqual(spectrophotometers.slice(0, 3).map((product) => product.name));
      // The pictures follow the table, each into its own reserved box.
      await expect.poll(() => page.locator('[data-compare-product] img').count()).toBe(3);
      expect(await shiftsSince(page, before)).toBeLessThan(0.005);
      expect(await page.getByRole('button', { name: 'Add all to quote' }).isEnabled()).toBe(true);
      await screenshot(page, `compare-filled-${name}`);
    }
  });

  test('/compare naming fewer than two products: the empty note from the first paint, nothing moves', async ({
    openPage,
    published,
  }) => {
    for (const [viewport, name, path] of [
      [PHONE, '375', '/id/compare/'],
      [DESKTOP, '1280', `/compare/?products=${published[0]!.slug}`],
    ] as const) {
      const page = await openPage(viewport);
      await recordLayoutShifts(page);
      // The page's own script, which would decide the same, waits until the page has painted.
      const release = await holdRequests(page, /\/_astro\/ComparePage\.astro_astro_type_script[^/]*\.js$/);
      // Held module scripts hold back the load event too.
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit' });
      await page.locator('[data-compare-root]').waitFor();
      await page.evaluate(() => document.fonts.ready);
      const before = await paintedAt(page);
      const empty = page.locator('[data-compare-part="empty"]');
      const emptyAtFirst = await empty.isVisible();
      const frameAtFirst = await page.locator('[data-compare-part="ready"]').isVisible();
      release();
      await page.waitForLoadState('networkidle');
      expect(emptyAtFirst).toBe(true);
      expect(frameAtFirst).toBe(false);
      expect(await empty.isVisible()).toBe(true);
      expect(await shiftsSince(page, before)).toBeLessThan(0.005);
      await screenshot(page, `compare-empty-${name}`);
    }
  });

  test('the quote list of a first visit: its empty card from the first paint, no framework code, nothing moves; a product put on the list in another tab shows', async ({
    openPage,
    published,
  }) => {
    for (const [viewport, name, path] of [
      [PHONE, '375', '/penawaran/'],
      [DESKTOP, '1280', '/en/quote/'],
    ] as const) {
      const page = await openPage(viewport);
      await recordLayoutShifts(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      // The island's code, if the page asks for it, waits until the page has painted its placeholder.
      const release = await holdRequests(page, /\/_astro\/QuotePage\.[^/]*\.js$/);
      await page.goto(`${baseUrl()}${path}`);
      await page.locator('astro-island').waitFor({ state: 'attached' });
      await page.evaluate(() => document.fonts.ready);
      const before = await paintedAt(page);
      const card = page.getByRole('heading', {
        level: 2,
        name: /Daftar penawaran masih kosong|Your quote list is empty/,
      });
      const cardAtFirst = await card.isVisible();
      release();
      await page.waitForLoadState('networkidle');
      await card.waitFor();
      expect(await shiftsSince(page, before)).toBeLessThan(0.005);
      expect(cardAtFirst).toBe(true);
      expect(await card.count()).toBe(1);
      // No framework code for an empty list: the island's component and React stay on the server.
      expect(scripts.filter((script) => /\/(QuotePage|client)\.[^/]*\.js$/.test(script))).toEqual([]);
      await screenshot(page, `quote-empty-${name}`);

      // Another tab of the same browser puts a product on the list: this page starts its island and shows it.
      const other = await page.context().newPage();
      await other.goto(`${baseUrl()}/404`);
      const product = published[0]!;
      await other.evaluate((item) => localStorage.setItem('rawlab:quote-list', JSON.stringify({ items: [item] })), {
        id: product.id,
        slug: product.slug,
        name: product.name,
        sku: product.sku,
        quantity: 1,
      });
      await expect.poll(() => page.locator('[data-quote-item]').count()).toBe(1);
      expect(await card.count()).toBe(0);
    }
  });

  test('the empty quote list, left for a product page and come Back to from the back-forward cache, shows what was added meanwhile', async ({
    openFullPage,
    published,
  }) => {
    const page = await openFullPage(PHONE);
    // Whether each showing of the page was a restore from the back-forward cache.
    await page.addInitScript(() => {
      // The page hears no storage event: Chromium hands a restored page those it missed while
      // frozen, which nothing promises, so the page must see the list without them.
      window.addEventListener('storage', (event) => event.stopImmediatePropagation());
      window.addEventListener('pageshow', (event) => {
        const shown = JSON.parse(sessionStorage.getItem('test:pageshows') ?? '[]') as boolean[];
        sessionStorage.setItem('test:pageshows', JSON.stringify([...shown, event.persisted]));
      });
    });
    await page.goto(`${baseUrl()}/penawaran/`);
    await page.getByRole('heading', { level: 2, name: 'Daftar penawaran masih kosong' }).waitFor();
    const product = published[0]!;
    await page.goto(`${baseUrl()}/id/products/${product.slug}/`);
    await page.evaluate((item) => localStorage.setItem('rawlab:quote-list', JSON.stringify({ items: [item] })), {
      id: product.id,
      slug: product.slug,
      name: product.name,
      sku: product.sku,
      quantity: 1,
    });
    // A restored page fires no load event: the navigation is done once it commits.
    await page.goBack({ waitUntil: 'commit' });
    // The page came from the cache (not loaded afresh, which would show the list anyway)…
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('test:pageshows'))).toBe('[false,false,true]');
    // …and shows the product added meanwhile, in the list and in the header's count.
    await expect.poll(() => page.locator('[data-quote-item]').count()).toBe(1);
    await expect.poll(() => page.locator('[data-quote-count]').first().textContent()).toBe('1');
  });
});
