import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { apiCall, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * 'Impor Produk' with the price file the docs suggest (`sku;price`, decimal commas): the preview shows
 * each price old → new in Rupiah and names a value it cannot read, and after 'Periksa file' and
 * 'Impor' the focus moves to the answer, whose heading a screen reader reads out.
 */

// Product names start with "E2E": the build-output test knows them as made after the build.
const tag = () => `E2EPV${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function createProduct(session: Session, sku: string) {
  const category = (await apiCall(session.token, '/api/categories')).body[0] as { id: number };
  const created = await apiCall(session.token, '/api/admin/products', {
    method: 'POST',
    form: newProductForm({
      name: `E2E Meter ${sku}`,
      sku,
      category_id: category.id,
      price: 1_000_000,
      stock: 4,
      status: 'published',
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
}

/** The accessible name of the focused element's region (its labelling heading), or ''. */
const focusedRegion = (page: Page) =>
  page.evaluate(() => {
    const id = document.activeElement?.getAttribute('aria-labelledby');
    return id ? (document.getElementById(id)?.textContent ?? '') : '';
  });

describe('the import preview', () => {
  test('shows old → new, names a bad value, and takes the focus after each step', async ({
    openAdmin,
    adminSession,
  }) => {
    const prefix = tag();
    await createProduct(adminSession, `${prefix}-1`);
    await createProduct(adminSession, `${prefix}-2`);
    const csv = ['sku;price', `${prefix}-1;1.250.000,00`, `${prefix}-2;abc`].join('\r\n') + '\r\n';

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAdmin(viewport, '/admin/products/import');
      await page
        .getByTestId('import-file')
        .setInputFiles({ name: 'harga.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Periksa file' }).click();
      await expect.poll(() => focusedRegion(page)).toBe('2. Pratinjau (belum ada yang disimpan)');
      const diff = page.getByTestId('import-diff');
      expect(await diff.count()).toBe(1);
      // Seen as "Harga: Rp 1.000.000 → Rp 1.250.000", read out with "menjadi" for the arrow hidden from screen readers.
      expect((await diff.textContent())?.replace(/\s+/g, ' ')).toBe('Harga: Rp 1.000.000 →menjadi Rp 1.250.000');
      expect(await diff.locator('[aria-hidden="true"]').textContent()).toBe('→');
      expect(await page.getByTestId('import-error-row').innerText()).toMatch(/3\s+price\s+Harga 'abc' bukan angka/);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      await viewportShot(page, `admin-import-preview-${viewport.width}`);
      if (viewport === PHONE) continue;

      await page.getByRole('button', { name: 'Impor 1 produk' }).click();
      await expect.poll(() => focusedRegion(page)).toBe('3. Hasil impor');
      await viewportShot(page, `admin-import-result-${viewport.width}`);
    }
  });
});
