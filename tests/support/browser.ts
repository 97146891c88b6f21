import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '#scripts/lib/chromium.ts';

/*
 * Debian's Chromium driven by playwright-core (Playwright's own browser download does not work on
 * these machines), with the flags of scripts/lib/chromium.ts: its headless shell for the tests, the
 * full browser where a test needs what only the full browser has (its PDF viewer, its command line
 * page).
 */

export { CHROMIUM_PATH, HEADLESS_SHELL_PATH };
const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../screenshots');

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Debian's headless shell with the tests' flags: a browser lane's one Chromium, or the deploy rehearsal's. */
export async function openBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL_PATH, headless: true, args: PLAYWRIGHT_CHROMIUM_ARGS });
}

/**
 * The full Chromium of this file's own, for what the headless shell does not have: a PDF opened in a
 * tab, and the back-forward cache (the shell keeps none, and Playwright turns it off by default; here
 * it stays on, as in a visitor's browser, so Back can restore a frozen page).
 */
export async function openFullBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
}

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

/**
 * Whether the browser tests save their screenshots: yes on a developer's machine, where a person opens
 * them; not in CI (CI=true), whose fresh clone nobody looks into, unless SCREENSHOTS=1 asks. A
 * full-page shot costs 0.4–2.9 s of Chromium's CPU (measured at 375 and 1280 px on the landing,
 * catalogue and product pages), and the suite takes over a hundred.
 */
export const SAVE_SCREENSHOTS = process.env.SCREENSHOTS === '1' || process.env.CI !== 'true';

/** Where a screenshot named `name` is saved: screenshots/ (git-ignored). */
export function screenshotPath(name: string): string {
  return resolve(SCREENSHOT_DIR, `${name}.png`);
}

/** Saves a full-page screenshot under screenshots/ for a person to look at (see SAVE_SCREENSHOTS). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!SAVE_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** A download's content (its `path()` is only there when the test started Chromium itself). */
export async function downloadBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
