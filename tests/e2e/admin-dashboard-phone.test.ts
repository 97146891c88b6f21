import { describe, expect } from 'vitest';
import { PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { test } from './fixtures.ts';

/*
 * The dashboard on a phone once its lists are full: long product names in the top-10 lists are cut
 * with an ellipsis inside their card, never widening the page into a sideways scroll.
 */
describe('admin dashboard on a phone', () => {
  test('fits 375 px with twelve viewed products in its lists', async ({ openAdmin, published }) => {
    for (const product of published.slice(0, 12)) {
      const answer = await fetch(`${baseUrl()}/api/track`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: baseUrl(),
          'user-agent': `DashboardPhone/${product.id}`,
        },
        body: JSON.stringify({ kind: 'view', productIds: [product.id] }),
      });
      expect(answer.status).toBeLessThan(300);
    }
    const page = await openAdmin(PHONE, '/admin/dashboard');
    const list = page.locator('[data-testid^="top-"] li');
    await expect.poll(() => list.count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await list.first().scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-dashboard-lists-375');
  });
});
