import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PublishState } from '#shared/publishing/state.ts';
import { VITALS_STARTED_MARK } from '#shared/vitals/metrics.ts';
import type { VitalsGroup, VitalsResponse } from '#shared/vitals/schema.ts';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { axeOn } from './axe-check.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';

/*
 * Real visitors' speed: a public page loads its Core Web Vitals reporter once it is idle, and the view
 * sends one beacon with LCP, INP, CLS and TTFB when the page is hidden (its tab closed), which the
 * dashboard's card then shows against the good thresholds. An automated browser (navigator.webdriver,
 * as every other browser test runs) sends nothing, so the other tests never add to the figures.
 */

/** A visitor's phone browser: no automation flag, an ordinary User-Agent. */
const VISITOR = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/** Whether the page's reporter has started (it marks the performance timeline then). */
const reporterStarted = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, VITALS_STARTED_MARK);

describe('real visitors’ Core Web Vitals', () => {
  test('a hidden page sends one beacon with its metrics, and the dashboard card shows them', async ({
    openPage,
    openAdmin,
    adminSession,
  }) => {
    const { token } = adminSession;
    const group = async (page: string, lang: string): Promise<VitalsGroup | undefined> => {
      const answer = await apiCall(token, '/api/admin/vitals?days=1');
      expect(answer.status).toBe(200);
      return (answer.body as VitalsResponse).groups.find((row) => row.page === page && row.lang === lang);
    };
    const viewsBefore = (await group('landing', 'en'))?.views ?? 0;
    expect(await group('compare', 'id')).toBeUndefined();

    // An automated browser: the page works, the reporter never loads, nothing is sent.
    const robot = await openPage(DESKTOP);
    await openPublic(robot, '/id/compare/');
    await robot.getByRole('heading', { level: 1 }).click();
    await robot.close({ runBeforeUnload: true });

    const visitor = await openPage(PHONE, VISITOR);
    await visitor.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      // The reporter's chunk and its beacon stay within the page's Content-Security-Policy (decision 007).
      const violations: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.effectiveDirective));
      // A click that keeps the page busy 80 ms: past the 40 ms below which the browser reports no
      // interaction timing, so the view has an INP however fast or busy the machine is.
      document.addEventListener('click', () => {
        const until = performance.now() + 80;
        while (performance.now() < until);
      });
    });
    await openPublic(visitor, '/en/');
    await expect.poll(() => reporterStarted(visitor), { timeout: 20_000 }).toBe(true);
    // An interaction, so the view has an INP.
    await visitor.getByRole('heading', { level: 1 }).click();
    expect(await visitor.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
    // Closing the tab hides the page: the view's one report goes out then.
    await visitor.close({ runBeforeUnload: true });

    await expect.poll(async () => (await group('landing', 'en'))?.views, { timeout: 20_000 }).toBe(viewsBefore + 1);
    const landing = (await group('landing', 'en'))!;
    for (const metric of ['LCP', 'CLS', 'TTFB'] as const) {
      expect(landing.metrics[metric], metric).toMatchObject({ p75: expect.any(Number), rating: expect.any(String) });
    }
    // INP only when the browser timed the click: headless Chromium paints no frame of its own now and
    // then, and an interaction is timed at the frame after it. When it did, the value is well formed.
    if (landing.metrics.INP !== null) {
      expect(landing.metrics.INP).toMatchObject({ p75: expect.any(Number), rating: expect.any(String) });
    }
    // The robot's page was closed first and reported nothing.
    expect(await group('compare', 'id')).toBeUndefined();

    const admin = await openAdmin(DESKTOP, '/admin');
    const card = admin.getByTestId('vitals-card');
    const row = card.locator('[data-vitals-group="landing.en"]');
    await row.waitFor();
    expect(await row.locator('[data-vitals-views]').textContent()).toBe(String(landing.views));
    // The metrics the report carries (INP only when the browser timed the click, above).
    const shown = landing.metrics.INP === null ? ['LCP', 'CLS', 'TTFB'] : ['LCP', 'INP', 'CLS', 'TTFB'];
    for (const metric of shown) {
      const tile = row.locator(`[data-vitals-metric="${metric}"]`);
      expect(await tile.locator('[data-vitals-value]').textContent()).toMatch(/\d/);
      expect(await tile.locator('[data-vitals-rating]').textContent()).toMatch(/^(Baik|Perlu ditingkatkan|Buruk)$/);
    }
    expect(await card.textContent()).toContain('LCP ≤ 2,5 dtk');
    const axe = await axeOn(admin).include('[data-testid="vitals-card"]').analyze();
    expect(
      axe.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')).map((v) => v.id),
    ).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await viewportShot(admin, 'vitals-card-1280');
    await admin.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await viewportShot(admin, 'vitals-card-375');
    await screenshot(admin, 'vitals-dashboard-375');
  });

  test('a slow click is reported as INP naming its element, and the view’s bytes reach the traffic estimate', async ({
    openPage,
    openAdmin,
    adminSession,
  }) => {
    const { token } = adminSession;
    const catalogue = async (): Promise<VitalsGroup | undefined> => {
      const answer = await apiCall(token, '/api/admin/vitals?days=1');
      expect(answer.status).toBe(200);
      return (answer.body as VitalsResponse).groups.find((row) => row.page === 'catalogue' && row.lang === 'id');
    };
    const traffic = async () => ((await apiCall(token, '/api/admin/publish')).body as PublishState).traffic;
    const before = await catalogue();
    const measuredBefore = (await traffic()).measured_views;

    const visitor = await openPage(PHONE, VISITOR);
    await visitor.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
      // The interactions the browser has timed, as web-vitals sees them (event timing entries).
      const timed: number[] = [];
      (window as unknown as { __timed: number[] }).__timed = timed;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[]) {
          if (entry.interactionId) timed.push(entry.duration);
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      // The menu button's own handler opens the menu; on the same click this one keeps the main
      // thread busy 300 ms, so the interaction is past INP's good threshold (200 ms) and its
      // element is named in the report.
      document.addEventListener(
        'click',
        (event) => {
          if (!(event.target instanceof Element) || !event.target.closest('#menu-open')) return;
          const until = performance.now() + 300;
          while (performance.now() < until);
        },
        { capture: true },
      );
    });
    await openPublic(visitor, '/id/products/');
    await expect.poll(() => reporterStarted(visitor), { timeout: 20_000 }).toBe(true);
    await visitor.locator('#menu-open').click();
    // The site's handler ran (the menu is open), and the browser has timed the slow interaction.
    await visitor.locator('#mobile-menu').waitFor();
    await expect
      .poll(() => visitor.evaluate(() => Math.max(0, ...(window as unknown as { __timed: number[] }).__timed)), {
        timeout: 10_000,
      })
      .toBeGreaterThan(200);
    // Closing the tab hides the page: the view's one report goes out then, INP included.
    await visitor.close({ runBeforeUnload: true });

    await expect.poll(async () => (await catalogue())?.views, { timeout: 20_000 }).toBe((before?.views ?? 0) + 1);
    const inp = (await catalogue())!.metrics.INP;
    expect(inp?.samples).toBe((before?.metrics.INP?.samples ?? 0) + 1);
    // A target is kept only for a view whose INP was not good: this one's click on the menu button
    // (named as the button, though the click landed on its icon).
    expect(inp?.worst?.target).toMatch(/button#menu-open$/);
    expect(inp?.worst?.count).toBe((before?.metrics.INP?.worst?.count ?? 0) + 1);
    // The same report carried the bytes the view transferred: one more view measured for the estimate.
    expect((await traffic()).measured_views).toBe(measuredBefore + 1);

    const admin = await openAdmin(DESKTOP, '/admin');
    const row = admin.getByTestId('vitals-card').locator('[data-vitals-group="catalogue.id"]');
    await row.waitFor();
    expect(await row.locator('[data-vitals-worst]').textContent()).toMatch(/button#menu-open/);
    const weight = admin.getByTestId('ops-page-weight');
    await weight.waitFor();
    // Fewer than 100 measured views: the estimate still weighs a page at the assumption, and says so.
    expect(await weight.textContent()).toMatch(/^\d[\d.]* KB\/halaman \(perkiraan\)$/);
    const card = admin.getByTestId('operations-card');
    await card.scrollIntoViewIfNeeded();
    await viewportShot(admin, 'operations-card-1280');
    await admin.setViewportSize(PHONE);
    await weight.scrollIntoViewIfNeeded();
    await viewportShot(admin, 'operations-card-375');
  });
});
