import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { holdIsland, openPublic, test, viewportShot } from './fixtures.ts';

/*
 * The public site under a thumb. Every control is at least 44 × 44 px (a card's
 * title link counts with the card it covers), the catalogue is two columns on a phone, the product
 * page keeps an order bar in reach, and touch screens are told to tap, not click.
 */

const PHONE_TOUCH = { hasTouch: true, isMobile: true, deviceScaleFactor: 2 };

/** Visible controls smaller than 44 × 44 px, with their sizes. Links inside running text are exempt (WCAG 2.5.8). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea',
    );
    const small: string[] = [];
    for (const control of controls) {
      if (control.closest('[hidden], .sr-only') || control.classList.contains('sr-only')) continue;
      let box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // A link stretched over its card by an absolutely positioned ::after is as large as the card.
      const after = getComputedStyle(control, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        const card = control.closest<HTMLElement>('[data-product-card], [data-related]');
        if (card) box = card.getBoundingClientRect();
      }
      // A checkbox and its label (which toggles it) are one target: the captcha's box.
      const label = control.id ? document.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null;
      if (control instanceof HTMLInputElement && control.type === 'checkbox' && label) {
        const labelBox = label.getBoundingClientRect();
        const left = Math.min(box.left, labelBox.left);
        const top = Math.min(box.top, labelBox.top);
        box = new DOMRect(
          left,
          top,
          Math.max(box.right, labelBox.right) - left,
          Math.max(box.bottom, labelBox.bottom) - top,
        );
      }
      const inText = control.tagName === 'A' && control.closest('p:not([data-tap]), li.prose') !== null;
      const parentText = control.parentElement?.textContent?.trim() ?? '';
      const inline = inText && parentText.length > (control.textContent?.trim().length ?? 0) + 20;
      if (inline) continue;
      if (box.height < 44 - 0.5 || box.width < 44 - 0.5) {
        const name = control.getAttribute('aria-label') || control.textContent?.trim().slice(0, 30) || control.tagName;
        small.push(`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

describe('phones', () => {
  test('every control on /, /products and a product page is at least 44 px', async ({ openPage, published }) => {
    const page = await openPage(PHONE, PHONE_TOUCH);
    const product = published.find((item) => item.stock > 0)!;
    for (const path of ['/', '/products', `/products/${product.slug}`]) {
      await openPublic(page, path);
      if (path === '/') {
        // The captcha loads as the form nears the screen.
        await page.locator('#contact-form').scrollIntoViewIfNeeded();
        await page.locator('altcha-widget input[type="checkbox"]').waitFor({ timeout: 30_000 });
      }
      expect(await smallTargets(page), path).toEqual([]);
    }
    await openPublic(page, '/');
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await page.locator('altcha-widget input[type="checkbox"]').waitFor({ timeout: 30_000 });
    await page
      .locator('#contact-form')
      .evaluate((form) => form.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await viewportShot(page, 'issue13-tap-contact-375');
    await page.locator('footer').evaluate((footer) => footer.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await viewportShot(page, 'issue13-tap-footer-375');
  });

  test('the catalogue is a compact two-column grid on a phone', async ({ openPage }) => {
    const page = await openPage(PHONE, PHONE_TOUCH);
    await openPublic(page, '/products');
    const cards = page.locator('#catalogue-results [data-product-card]');
    await expect.poll(() => cards.count()).toBe(12);
    // Products other files made since the build are drawn in by the page's fresh layer: the grid is
    // measured once that is done (its changes read, then its own page of the catalogue).
    await page.waitForLoadState('networkidle');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    // Twelve cards in six rows: the page was 8,600 px tall with one column.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(5_000);
    await viewportShot(page, 'issue13-catalogue-375');
    await cards.nth(4).evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await viewportShot(page, 'issue13-catalogue-375-middle');
    const desktop = await openPage(DESKTOP);
    await openPublic(desktop, '/products');
    await desktop.locator('#catalogue-results [data-product-card]').first().waitFor();
    await viewportShot(desktop, 'issue13-catalogue-1280');
  });

  test('a phone keeps an order bar in reach; a touch screen is told to tap the image', async ({
    openPage,
    published,
  }) => {
    const product = published.find((item) => item.stock > 3)!;
    const page = await openPage(PHONE, PHONE_TOUCH);
    await openPublic(page, `/products/${product.slug}`);
    await expect.poll(() => page.getByText('Tap the image to zoom in').isVisible()).toBe(true);
    expect(await page.getByText('Click the image to zoom in').isVisible()).toBe(false);

    const bar = page.getByTestId('order-bar');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page
      .getByRole('heading', { name: 'Technical Specifications' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect
      .poll(() => bar.isVisible())
      .toBe(true)
      .catch(async (error: unknown) => {
        // Seen once in a CI run and never here: what the page showed, for the next one.
        const state = await page.evaluate(() => {
          const box = document.querySelector('[data-order-box]')?.getBoundingClientRect();
          const orderBar = document.querySelector<HTMLElement>('[data-order-bar]');
          return {
            box: box && { top: Math.round(box.top), bottom: Math.round(box.bottom) },
            scrollY: Math.round(scrollY),
            barHidden: orderBar?.hidden,
            barDisplay: orderBar && getComputedStyle(orderBar).display,
            islands: [...document.querySelectorAll('astro-island')].map(
              (island) =>
                `${island.getAttribute('component-url')?.split('/').pop()}:${island.hasAttribute('ssr') ? 'ssr' : 'hydrated'}`,
            ),
            focus: document.activeElement?.outerHTML.slice(0, 120),
          };
        });
        throw new Error(`the order bar stayed hidden: ${JSON.stringify(state)}`, { cause: error });
      });
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(PHONE.height, 0);
    const barLink = bar.getByRole('link', { name: 'Order via WhatsApp' });
    // A press made before the island ran is done once it runs: the link follows then.
    await expect
      .poll(async () => decodeURIComponent((await barLink.getAttribute('href')) ?? ''))
      .toContain('quantity 2');
    expect(await barLink.getAttribute('href')).toBe(await page.getByTestId('order-link').getAttribute('href'));
    await viewportShot(page, 'issue13-order-bar-375');

    const desktop = await openPage(DESKTOP);
    await openPublic(desktop, `/products/${product.slug}`);
    await desktop.getByText('Click the image to zoom in').waitFor();
    await desktop
      .getByRole('heading', { name: 'Technical Specifications' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'center', behavior: 'instant' }));
    expect(await desktop.getByTestId('order-bar').isVisible()).toBe(false);
    await viewportShot(desktop, 'issue13-product-1280');
  });

  test('the order bar never hides under the keyboard focus: before the island runs, as it starts, and after', async ({
    openPage,
    published,
  }) => {
    const product = published.find((item) => item.stock > 0)!;
    const page = await openPage(PHONE);
    // The focus is an interaction that starts the island: its code is held back until `release`.
    const release = await holdIsland(page);
    await openPublic(page, `/products/${product.slug}`);
    const bar = page.getByTestId('order-bar');
    // By its markup, not its role: a hidden bar's link has no role to find it by.
    const barLink = page.locator('[data-order-bar] a', { hasText: 'Order via WhatsApp' });
    const orderBox = page.locator('[data-order-box]').first();
    const scrollTo = (target: ReturnType<Page['locator']>) =>
      target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const focused = () => barLink.evaluate((link) => document.activeElement === link);

    // A keyboard user reaches the bar's link, and the order box scrolls into view meanwhile.
    const focusThenReveal = async () => {
      await scrollTo(page.locator('footer').first());
      await expect.poll(() => bar.isVisible()).toBe(true);
      await barLink.focus();
      expect(await focused(), 'the link has the focus').toBe(true);
      await scrollTo(orderBox);
      await expect.poll(() => orderBox.evaluate((box) => box.getBoundingClientRect().top < innerHeight)).toBe(true);
      expect(await focused(), 'the link keeps the focus').toBe(true);
      expect(await bar.isVisible(), 'the bar stays').toBe(true);
    };
    const blurThenGone = async () => {
      await barLink.evaluate((link) => link.blur());
      await expect.poll(() => bar.isVisible()).toBe(false);
    };

    // Before the island runs, the page's own script keeps the bar.
    await focusThenReveal();
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    // The island starts with the focus in the bar, the box in view: it keeps the bar too.
    release();
    await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
    // Two frames: the island's observer has reported the box in view by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await focused(), 'the link keeps the focus once the island runs').toBe(true);
    expect(await bar.isVisible(), 'the bar stays once the island runs').toBe(true);
    await blurThenGone();
    // And the island alone, from a new focus.
    await focusThenReveal();
    await blurThenGone();
  });
});
