import type { Page, Worker } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';

/*
 * The hero's Lottie loop keeps playing, but costs the visitor little: it loads after
 * the page's load event, is parsed and drawn in a worker of its own (the player's code never runs on
 * the page's thread), draws at most 20 frames a second, and stops while the hero is off screen or
 * the tab is hidden.
 */

const MAX_FPS = 20;

/** The hero's worker, which draws the frames and keeps their count (`heroFramesDrawn`). */
function heroWorker(page: Page): Worker {
  const worker = page.workers().find((candidate) => /\/hero-worker[-.][^/]+\.js$/.test(candidate.url()));
  if (!worker) throw new Error('no hero worker on the page');
  return worker;
}

/** Frames the hero drew during `ms` of wall time, measured inside its worker. */
function framesDrawnDuring(page: Page, ms: number): Promise<{ frames: number; seconds: number }> {
  return heroWorker(page).evaluate(
    (window_) =>
      new Promise((resolve) => {
        const count = () => Number((globalThis as { heroFramesDrawn?: number }).heroFramesDrawn ?? 0);
        const start = count();
        const t0 = performance.now();
        setTimeout(() => resolve({ frames: count() - start, seconds: (performance.now() - t0) / 1000 }), window_);
      }),
    ms,
  );
}

const playing = (page: Page) => page.locator('#hero-lottie').getAttribute('data-playing');

describe('hero animation', () => {
  test('starts after load, caps its frame rate, and rests off screen and in a hidden tab', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    await openPublic(page, '/');
    await expect.poll(() => playing(page), { timeout: 20_000 }).toBe('true');

    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const lottie = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/loop-header.lottie'));
      return { loadEnd: navigation.loadEventEnd, lottieStart: lottie?.startTime ?? -1 };
    });
    expect(timing.lottieStart).toBeGreaterThanOrEqual(timing.loadEnd);

    // The player is the hero worker's: no script of lottie-web's is loaded by the page itself.
    heroWorker(page);
    const pageScripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    expect(pageScripts.filter((name) => /lottie/i.test(name))).toEqual([]);

    const running = await framesDrawnDuring(page, 2_000);
    expect(running.frames).toBeGreaterThan(0);
    expect(running.frames / running.seconds).toBeLessThanOrEqual(MAX_FPS + 1);

    // Off screen: the loop stops.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => playing(page)).toBe('false');
    expect((await framesDrawnDuring(page, 1_000)).frames).toBe(0);

    // Back on screen, then the tab hidden: it resumes, then stops again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => playing(page)).toBe('true');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => playing(page)).toBe('false');
    expect((await framesDrawnDuring(page, 1_000)).frames).toBe(0);
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect.poll(() => playing(page)).toBe('true');
    await viewportShot(page, 'issue13-hero-1280');

    const phone = await openPage(PHONE);
    await openPublic(phone, '/');
    await expect.poll(() => playing(phone), { timeout: 20_000 }).toBe('true');
    await viewportShot(phone, 'issue13-hero-375');
  });
});
