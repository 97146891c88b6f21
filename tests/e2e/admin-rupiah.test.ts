import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { RUPIAH_DECIMAL_MESSAGE, RUPIAH_GROUPING_MESSAGE } from '#shared/common/rupiah.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { editForm } from '../support/product-form.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * The product form's price takes rupiah as typed in Indonesia ("12.500.000"),
 * shows the dots, refuses decimals ("12,5") with a clear message, and has no spinner arrows.
 */

describe('rupiah price field', () => {
  test('accepts and shows thousands separators, refuses decimals, has no spinner', async ({ openAdmin }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAdmin(viewport, '/admin/products/add');
      const price = page.getByLabel('Harga (Rp)');
      await price.waitFor();
      expect(await price.getAttribute('type')).toBe('text');
      expect(await price.getAttribute('inputmode')).toBe('numeric');

      await price.fill('12.500.000');
      await page.getByText('Rp 12.500.000', { exact: true }).waitFor();
      await price.press('ArrowUp');
      expect(await price.inputValue()).toBe('12.500.000');

      await price.fill('12500000');
      await price.blur();
      expect(await price.inputValue()).toBe('12.500.000');

      await price.fill('12,5');
      await page.getByText(RUPIAH_DECIMAL_MESSAGE).waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      await price.evaluate((input) => input.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await viewportShot(page, `issue13-rupiah-decimal-${viewport.width}`);

      await price.fill('12.500000');
      await page.getByText(RUPIAH_GROUPING_MESSAGE).waitFor();
      // Saving is refused while the price cannot be read.
      await page.getByRole('button', { name: 'Simpan Produk' }).click();
      await page.getByText(RUPIAH_GROUPING_MESSAGE).waitFor();
      expect(page.url()).toContain('/admin/products/add');
    }
  });

  test('an edited price saves as whole rupiah', async ({ openAdmin, adminSession, published }) => {
    const product = published[published.length - 1]!;
    const page = await openAdmin(DESKTOP, `/admin/products/edit/${product.id}`);
    const price = page.getByLabel('Harga (Rp)');
    await expect.poll(() => price.inputValue(), { timeout: 15_000 }).not.toBe('');
    // The stored price shows with its dots.
    expect(await price.inputValue()).toMatch(/^\d{1,3}(\.\d{3})*$/);
    const original = product.price;
    try {
      await price.fill('13.750.000');
      await page.getByRole('button', { name: 'Simpan Produk' }).click();
      await expectToast(page, 'Produk diperbarui');
      const saved = (await apiCall(adminSession.token, `/api/admin/products/${product.id}`)).body as AdminProduct;
      expect(saved.price).toBe(13_750_000);
    } finally {
      const current = (await apiCall(adminSession.token, `/api/admin/products/${product.id}`)).body as AdminProduct;
      await apiCall(adminSession.token, `/api/admin/products/${product.id}`, {
        method: 'POST',
        form: editForm(current, { price: String(original), _method: 'PUT' }),
      });
    }
  });
});
