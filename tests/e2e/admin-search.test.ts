import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { apiCall } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * The admin finds a model number as a buyer types it: in the product editor's 'Produk Terkait' picker
 * and in the product list, `ph20` and `PH 20` put the demo's RawLab PH-20 first, ahead of a newer
 * look-alike (the PH-200 draft added here).
 */

const PH20 = 'RawLab PH-20 Pocket pH Tester';

/** The query of an admin product list call, or null for any other request. */
const searched = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname === '/api/admin/products' ? parsed.searchParams.get('q') : null;
};

describe('admin search finds a model number first', () => {
  test('the related-products picker and the list put the PH-20 first for ph20 and PH 20', async ({
    openAdmin,
    adminSession,
  }) => {
    const categories = (await apiCall(adminSession.token, '/api/categories')).body as Array<{ id: number }>;
    const suffix = Date.now().toString(36).toUpperCase();
    const lookAlike = (
      await apiCall(adminSession.token, '/api/admin/products', {
        method: 'POST',
        form: newProductForm({
          name: `E2E PH-200 Benchtop ${suffix}`,
          sku: `E2E-PH200-${suffix}`,
          category_id: categories[0]!.id,
          price: 900_000,
          stock: 3,
        }),
      })
    ).body.data as AdminProduct;
    expect(lookAlike.status).toBe('draft');

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAdmin(viewport, '/admin/products/add');
      const results = page.getByRole('list', { name: 'Hasil pencarian produk' }).locator('li');
      for (const typed of ['ph20', 'PH 20']) {
        // The answer for what was typed (the picker waits for a pause in typing before it asks).
        const answered = page.waitForResponse((response) => searched(response.url()) === typed);
        await page.getByLabel('Cari produk terkait').fill(typed);
        await answered;
        await expect.poll(() => results.first().textContent()).toContain(PH20);
      }
      await screenshot(page, `admin-related-search-${viewport.width}`);
    }

    const list = await openAdmin(DESKTOP, '/admin/products');
    const answered = list.waitForResponse((response) => searched(response.url()) === 'ph20');
    await list.getByLabel('Cari nama atau SKU').fill('ph20');
    await answered;
    const firstRow = list.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr').first();
    await expect.poll(() => firstRow.textContent()).toContain(PH20);
    // Without a chosen order a search lists the best match first, and the order picker says so.
    expect(await list.getByLabel('Urutkan').locator('option:checked').textContent()).toBe('Paling cocok');
    await screenshot(list, 'admin-list-search-1280');
  });
});
