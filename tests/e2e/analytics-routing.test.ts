import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AnalyticsReport } from '#shared/analytics/events.ts';
import type { AdminProduct } from '#shared/product/views.ts';
import type { Settings } from '#shared/settings/schema.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { apiCall } from './admin-support.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';
import { axeOn } from './axe-check.ts';

/*
 * Which products sell, and where their orders go: a product page view and an order click are each
 * counted once and appear on the dashboard; the order button routes to the product's category
 * number; outside business hours the page says when the team replies. The test makes its own
 * category and product, so the settings it changes touch no other test's product.
 */

const CATEGORY_NUMBER = '6281377770001';

const orderHref = async (page: Page) => (await page.getByTestId('order-link').getAttribute('href')) ?? '';

describe('product analytics and WhatsApp routing', () => {
  test('a view and a click count once and show on the dashboard; the category number and the hours note apply', async ({
    openPage,
    openAdmin,
    adminSession,
  }) => {
    const { token } = adminSession;
    const suffix = Date.now().toString(36);
    const category = await apiCall(token, '/api/categories', { method: 'POST', json: { name: `Analytics ${suffix}` } });
    expect(category.status).toBe(201);
    const categoryId = (category.body.data ?? category.body).id as number;
    const created = await apiCall(token, '/api/admin/products', {
      method: 'POST',
      form: newProductForm({
        name: `Analytics Meter ${suffix}`,
        sku: `AN-${suffix}`.toUpperCase(),
        category_id: categoryId,
        price: 1_250_000,
        stock: 5,
        status: 'published',
      }),
    });
    expect(created.status).toBe(201);
    const product = created.body.data as AdminProduct;
    const settings = (await apiCall(token, '/api/settings')).body as Settings;
    // Business hours that exclude this moment: one hour, two hours from now (Jakarta time).
    const openHour = (Math.floor(jakartaTime(new Date()).minutes / 60) + 2) % 24;
    const open = `${String(openHour).padStart(2, '0')}:00`;
    const report = async () => (await apiCall(token, '/api/admin/analytics')).body as AnalyticsReport;
    const counts = async () => {
      const current = await report();
      return {
        views: current.topViews.find((row) => row.id === product.id)?.views ?? 0,
        clicks: current.topClicks.find((row) => row.id === product.id)?.clicks ?? 0,
      };
    };

    try {
      const saved = await apiCall(token, '/api/settings/1', {
        method: 'PUT',
        json: {
          ...settings,
          category_whatsapp: [...settings.category_whatsapp, { category_id: categoryId, number: CATEGORY_NUMBER }],
          business_hours: { enabled: true, days: [0, 1, 2, 3, 4, 5, 6], open, close: `${open.slice(0, 2)}:59` },
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);

      // The dashboard lists the ten most viewed products, and in a full run other tests view many: this
      // product gets views from earlier visitors first (other browsers' beacons), so it is listed.
      const EARLIER = 12;
      for (let visitor = 0; visitor < EARLIER; visitor += 1) {
        const sent = await fetch(`${baseUrl()}/api/track`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': `EarlierVisitor/${suffix}-${visitor}` },
          body: JSON.stringify({ kind: 'view', productIds: [product.id] }),
        });
        expect(sent.status).toBe(202);
      }
      await expect.poll(counts, { timeout: 15_000 }).toEqual({ views: EARLIER, clicks: 0 });

      // A visitor of its own (its own per-browser beacon budget); wa.me is answered locally.
      const page = await openPage(DESKTOP, { userAgent: `AnalyticsE2E/${suffix}` });
      await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
      await openPublic(
        page,
        `/products/${product.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=e2e-${suffix}`,
      );
      await expect.poll(() => orderHref(page), { timeout: 15_000 }).toContain(`https://wa.me/${CATEGORY_NUMBER}?`);
      await expect
        .poll(() => page.getByTestId('hours-note').textContent(), { timeout: 15_000 })
        .toMatch(new RegExp(`^Outside business hours: we reply (today|tomorrow) from ${open} WIB\\.`));
      await expect.poll(counts, { timeout: 15_000 }).toEqual({ views: EARLIER + 1, clicks: 0 });
      await page.getByTestId('hours-note').scrollIntoViewIfNeeded();
      await viewportShot(page, 'product-hours-note-1280');

      const popup = page.waitForEvent('popup');
      await page.getByTestId('order-link').click();
      await (await popup).close();
      await expect.poll(counts, { timeout: 15_000 }).toEqual({ views: EARLIER + 1, clicks: 1 });
      // Coming back to the page in the same visit is not a second view.
      await openPublic(page, `/products/${product.slug}`);
      await expect.poll(() => orderHref(page)).toContain(CATEGORY_NUMBER);

      const admin = await openAdmin(DESKTOP, '/admin');
      const section = admin.getByTestId('analytics-section');
      await section.getByTestId('analytics-chart').waitFor();
      await expect.poll(() => section.getByText(product.name).count()).toBeGreaterThanOrEqual(2);
      expect(await section.getByTestId('utm-table').textContent()).toContain(`e2e-${suffix}`);
      await screenshot(admin, 'analytics-dashboard-1280');
      // With data in every list and table, the section passes axe (serious and critical).
      const axe = await axeOn(admin).include('[data-testid="analytics-section"]').analyze();
      expect(
        axe.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((v) => v.id),
      ).toEqual([]);
      await section.getByRole('button', { name: 'Lihat sebagai tabel' }).click();
      const table = section.getByTestId('analytics-table');
      await table.waitFor();
      expect(await table.locator('tbody tr').count()).toBe(30);
      await admin.setViewportSize(PHONE);
      await section.getByRole('button', { name: 'Lihat sebagai grafik' }).click();
      await section.getByTestId('analytics-chart').evaluate((chart) => chart.scrollIntoView({ block: 'center' }));
      await viewportShot(admin, 'analytics-dashboard-375');
      await admin.goto(admin.url().replace(/\/admin.*$/, '/admin/settings'));
      const routing = admin.getByTestId('routing-settings');
      await routing.waitFor();
      expect(await routing.getByLabel('Nomor WhatsApp').last().inputValue()).toBe(CATEGORY_NUMBER);
      await expect
        .poll(() => routing.getByLabel('Kategori', { exact: true }).last().inputValue())
        .toBe(String(categoryId));
      await screenshot(admin, 'routing-settings-375');
      // Still exactly its one view (beside the earlier ones) and one click after the page was opened again and the dashboard read.
      expect(await counts()).toEqual({ views: EARLIER + 1, clicks: 1 });
    } finally {
      await apiCall(token, '/api/settings/1', { method: 'PUT', json: settings });
      await apiCall(token, `/api/admin/products/${product.id}`, { method: 'DELETE' });
      await apiCall(token, `/api/categories/${categoryId}`, { method: 'DELETE' });
    }
  });
});
