import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { test as base, expect } from 'vitest';
import type { PublicProduct } from '#shared/product/views.ts';
import { seedProducts } from '#seed/catalog-data.ts';
import { baseUrl, openBrowser, openFullBrowser, SAVE_SCREENSHOTS, screenshotPath } from '../support/browser.ts';
import { apiLogin, signedInPage, type Session } from './admin-support.ts';

/*
 * Shared browser set-up for the e2e files written with fixtures (not a test file itself): the lane's
 * one Chromium, and pages in fresh contexts that close after their test.
 */

export type OpenPage = (viewport: { width: number; height: number }, options?: BrowserContextOptions) => Promise<Page>;

/** Opens pages in fresh contexts of `browser`, closed when the test ends. */
function pageOpener(browser: Browser, onCleanup: (cleanup: () => Promise<void>) => void): OpenPage {
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
  onCleanup(async () => {
    for (const context of contexts) await context.close();
  });
  return async (viewport, options = {}) => {
    const context = await browser.newContext({ viewport, ...options });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
    return page;
  };
}

export const test = base
  /**
   * The lane's one Chromium, started by this worker when its first file asks for a browser and kept for
   * every file after it (the worker runs the lane's files one after the other and keeps its modules).
   * Playwright's side of the protocol runs in this worker: a Chromium behind a browser server of its own
   * cost about a tenth more CPU a file, every message passing through one more process.
   */
  .extend('chromium', { scope: 'worker' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await openBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  /** The lane's Chromium, for this file: every context the file opened closes when it ends. */
  .extend('browser', { scope: 'file' }, async ({ chromium }, { onCleanup }): Promise<Browser> => {
    onCleanup(async () => {
      await Promise.all(chromium.contexts().map((context) => context.close()));
    });
    return chromium;
  })
  /** Every published product, as the API answers it when the file starts (the catalogue's counts). */
  .extend('catalogue', { scope: 'file' }, async (): Promise<PublicProduct[]> => {
    return (await (await fetch(`${baseUrl()}/api/products`)).json()) as PublicProduct[];
  })
  /**
   * The demo catalogue's published products. Products other browser tests create (with pictures,
   * documents, empty descriptions…) are left out: a test picking "a product" gets a demo one,
   * whatever ran before it.
   */
  .extend('published', { scope: 'file' }, async ({ catalogue }): Promise<PublicProduct[]> => {
    const demo = new Set(seedProducts.map((product) => product.slug));
    return catalogue.filter((product) => demo.has(product.slug));
  })
  .extend('openPage', async ({ browser }, { onCleanup }): Promise<OpenPage> => pageOpener(browser, onCleanup))
  /** The full Chromium, started for the file that asks for it: for what the headless shell lacks (its PDF viewer). */
  .extend('fullBrowser', { scope: 'file' }, async ({}, { onCleanup }): Promise<Browser> => {
    const browser = await openFullBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openFullPage', async ({ fullBrowser }, { onCleanup }): Promise<OpenPage> =>
    pageOpener(fullBrowser, onCleanup),
  )
  /** The test Super Admin, signed in once per file through the API (logins are rate-limited). */
  .extend('adminSession', { scope: 'file' }, async (): Promise<Session> => apiLogin())
  /** An admin page in a fresh context, signed in as `adminSession` (or the given session), at `path`. */
  .extend('openAdmin', async ({ browser, adminSession }, { onCleanup }) => {
    const pages: Page[] = [];
    onCleanup(async () => {
      for (const page of pages) await page.context().close();
    });
    return async (viewport: { width: number; height: number }, path: string, session: Session = adminSession) => {
      const page = await signedInPage(browser, viewport, session, path);
      pages.push(page);
      return page;
    };
  });

/**
 * Opens a public path and waits until its islands have hydrated (when it has any). An island that
 * loads at the first interaction (`client:interaction`, the catalogue) stays as it is, and so does
 * the quote page's while the list is empty (`client:quote-list`).
 */
export async function openPublic(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  const emptyQuoteList = await page.evaluate(() => document.documentElement.dataset.quoteList === 'empty');
  const eager = `astro-island:not([client="interaction"])${emptyQuoteList ? ':not([client="quote-list"])' : ''}`;
  if ((await page.locator(eager).count()) > 0) {
    await page.locator(`${eager}:not([ssr])`).first().waitFor({ state: 'attached' });
  }
}

/**
 * Hydrates a page's island that waits for the first interaction (a built product's page), by a
 * press on the page's main heading, and waits until it has: for tests about what the island does,
 * not about its loading. An island already running is left as it is.
 */
export async function hydrateIsland(page: Page): Promise<void> {
  const island = page.locator('astro-island').first();
  if (await island.evaluate((element) => element.hasAttribute('ssr'))) {
    await page.getByRole('heading', { level: 1 }).first().click();
  }
  await page.locator('astro-island:not([ssr])').first().waitFor({ state: 'attached' });
}

/** Holds a product page's island module until `release` is called: the page stays as built until then. */
export async function holdIsland(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/ProductDetail.*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Saves what the viewport shows (not the full page) under screenshots/ for a person to look at. */
export async function viewportShot(page: Page, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  mkdirSync(dirname(screenshotPath(name)), { recursive: true });
  await page.screenshot({ path: screenshotPath(name) });
}

/**
 * Runs the ALTCHA widget's real proof of work (cheap in tests). The widget mounts lazily, so this waits
 * until it is ready before clicking, and clicks again if the first click landed while it was starting.
 * The verified state may come straight from the press on the box shown before the widget loads.
 */
export async function solveCaptcha(page: Page): Promise<void> {
  // A form that loads the widget at its first touch shows the check's box until then: press it.
  // The widget may replace the box at any moment (the form's first touch loads it): a press that
  // finds the box gone is not retried, and the widget's own box is pressed below if it is unticked.
  const facade = page.locator('[data-captcha-facade] input[type="checkbox"]');
  if ((await page.locator('altcha-widget').count()) === 0 && (await facade.count()) > 0) {
    await facade.click({ timeout: 10_000 }).catch(async (error: unknown) => {
      if ((await facade.count()) > 0) throw error;
    });
  }
  const state = page.locator('altcha-widget .altcha[data-state]');
  await expect
    .poll(() => state.getAttribute('data-state'), { timeout: 30_000 })
    .toMatch(/^(unverified|verifying|verified)$/);
  const checkbox = page.locator('altcha-widget input[type="checkbox"]');
  await expect
    .poll(
      async () => {
        const now = await state.getAttribute('data-state');
        if (now === 'unverified') await checkbox.click({ force: true });
        if (now === 'error') throw new Error(`captcha error: ${await page.locator('altcha-widget').innerText()}`);
        return now;
      },
      { timeout: 60_000, interval: 1_000 },
    )
    .toBe('verified');
  expect(await page.locator('altcha-widget input[name="captcha"]').inputValue()).not.toBe('');
}
