import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { test as it } from './fixtures.ts';

/*
 * The navigation bar: anchors reached from another page land 80 px (100 px on phones)
 * below the top, the bar turns frosted after 20 px, the phone menu locks scrolling, and every page
 * view sends the visit beacon once per browser session.
 */

let browser: Browser;
it.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

/** The section's distance from the top of the window once it reaches `expected` (±2 px). */
async function topAfterScroll(page: Page, id: string, expected: number): Promise<number> {
  const top = () =>
    page.evaluate((sectionId) => Math.round(document.getElementById(sectionId)!.getBoundingClientRect().top), id);
  // Smooth scrolling may start a moment after the click: look again until it arrives.
  await expect.poll(async () => Math.abs((await top()) - expected), { interval: 100 }).toBeLessThanOrEqual(2);
  return top();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main navigation|Navigasi utama)$/ });
const menuButton = (page: Page) => page.getByRole('button', { name: /^(Open menu|Buka menu)$/ });

describe('navigation bar', () => {
  it('goes from the catalogue to the landing page sections with the 80 px offset', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    // The Indonesian catalogue: its bar's items are the original's and lead to the Indonesian landing page.
    await page.goto(`${baseUrl()}/id/products`);
    await mainNav(page).getByRole('link', { name: 'Kontak' }).click();
    await page.waitForURL(`${baseUrl()}/#details`);
    expect(Math.abs((await topAfterScroll(page, 'details', 80)) - 80)).toBeLessThanOrEqual(2);
    await screenshot(page, 'public-nav-contact-1280');

    await page.goto(`${baseUrl()}/id/products`);
    await mainNav(page).getByRole('link', { name: 'Tentang Kami' }).click();
    await page.waitForURL(`${baseUrl()}/#why-rawlab`);
    const whyTop = await topAfterScroll(page, 'why-rawlab', 80);
    expect(Math.abs(whyTop - 80)).toBeLessThanOrEqual(2);
    await page.close();
  });

  it('scrolls smoothly on the landing page itself and Beranda returns to the top', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`);
    const header = page.locator('#site-header');
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');

    await mainNav(page).getByRole('link', { name: 'Kontak' }).click();
    expect(Math.abs((await topAfterScroll(page, 'details', 80)) - 80)).toBeLessThanOrEqual(2);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('true');
    expect(await header.evaluate((element) => getComputedStyle(element).backdropFilter)).toContain('blur');

    await mainNav(page).getByRole('link', { name: 'Beranda' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
    await expect.poll(() => header.getAttribute('data-scrolled')).toBe('false');
    await page.close();
  });

  it('the hero link scrolls to #products (Mitra Kami) and Produk opens the catalogue', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('link', { name: 'Mitra dan produk unggulan' }).click();
    expect(Math.abs((await topAfterScroll(page, 'products', 80)) - 80)).toBeLessThanOrEqual(2);
    // The Indonesian landing page's 'Produk' opens the Indonesian catalogue.
    await mainNav(page).getByRole('link', { name: 'Produk' }).click();
    await page.waitForURL(`${baseUrl()}/id/products/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Katalog Produk');
    await page.close();
  });
});

describe('phone menu', () => {
  it('locks page scrolling while open and restores it when closed', async () => {
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
    await page.goto(`${baseUrl()}/`);
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => window.scrollY);

    const openButton = menuButton(page);
    await openButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await openButton.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect.poll(() => panel.getByText('Professional Laboratory Equipment').isVisible()).toBe(true);
    await screenshot(page, 'public-menu-375');

    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, 800);
    // Nothing to wait for when nothing may happen: the wheel gets the time a scroll would take to move
    // the page (the same wheel after closing moves it at once, below).
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.getByRole('button', { name: /^(Close menu|Tutup menu)$/ }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);

    // Escape closes it too, and focus returns to the menu button.
    await openButton.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-open');
    await page.close();
  });

  it('an item closes the panel and lands on the section with the 100 px phone offset', async () => {
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
    await page.goto(`${baseUrl()}/id/products`);
    await menuButton(page).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Kontak' }).click();
    await page.waitForURL(`${baseUrl()}/#details`);
    expect(Math.abs((await topAfterScroll(page, 'details', 100)) - 100)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.close();
  });

  it('lands on the section when the web font arrives while the page is scrolling to it', async () => {
    const page = await browser.newPage({ viewport: PHONE, hasTouch: true });
    // The font is held until the browser's smooth scroll to the section is under way; with it, the
    // hero's heading wraps onto fewer lines and everything below moves up.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/#details`, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => window.scrollY), { interval: 20 }).toBeGreaterThan(0);
    release();
    await expect.poll(() => page.evaluate(() => document.fonts.status)).toBe('loaded');
    expect(Math.abs((await topAfterScroll(page, 'details', 100)) - 100)).toBeLessThanOrEqual(2);
    await page.close();
  });
});

describe('visit beacon', () => {
  it('is sent once per browser session, not once per page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const visits: string[] = [];
    context.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/visit') visits.push(request.url());
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await expect.poll(() => visits.length).toBe(1);
    await page.goto(`${baseUrl()}/products`);
    await page.goto(`${baseUrl()}/products/${(await (await fetch(`${baseUrl()}/api/products`)).json())[0].slug}`);
    await page.waitForLoadState('networkidle');
    expect(visits).toHaveLength(1);
    await context.close();
  });
});

describe('hero motion', () => {
  /** The tilt's transform after the mouse crosses the hero, and whether the Lottie drawing moves on. */
  async function motion(reducedMotion: 'reduce' | 'no-preference') {
    const context = await browser.newContext({ viewport: DESKTOP, reducedMotion });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    const drawing = page.locator('#hero-lottie canvas');
    await drawing.waitFor({ timeout: 15_000 });
    await page.mouse.move(200, 200);
    await page.mouse.move(900, 500, { steps: 5 });
    const transform = await page.locator('#hero-tilt').evaluate((element) => (element as HTMLElement).style.transform);
    // The hero's worker draws the frames and keeps their count (heroFramesDrawn in its global scope).
    const framesDrawn = async () => {
      const worker = page.workers().find((candidate) => /\/hero-worker[-.][^/]+\.js$/.test(candidate.url()));
      return worker
        ? worker.evaluate(() => Number((globalThis as { heroFramesDrawn?: number }).heroFramesDrawn ?? 0))
        : 0;
    };
    let moving = false;
    if (reducedMotion === 'no-preference') {
      await expect.poll(framesDrawn).toBeGreaterThan(2);
      moving = true;
    } else {
      // Held on its first frame once loaded: the player says so, and no frame was asked for.
      await page.locator('#hero-lottie[data-playing="false"]').waitFor({ timeout: 15_000 });
      moving = (await framesDrawn()) > 0;
    }
    await context.close();
    return { transform, moving };
  }

  it('tilts and loops normally, and holds still for prefers-reduced-motion', async () => {
    const normal = await motion('no-preference');
    expect(normal.transform).toMatch(/rotateX\(-?[\d.]+deg\) rotateY\(-?[\d.]+deg\) scale\(1\.02\)/);
    expect(normal.moving).toBe(true);
    const reduced = await motion('reduce');
    expect(reduced.transform).toBe('');
    expect(reduced.moving).toBe(false);
  });
});
