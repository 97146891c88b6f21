import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import type { Settings } from '#shared/settings/schema.ts';
import { DESKTOP } from '../support/browser.ts';
import { editForm } from '../support/product-form.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/* Ctrl+S (Cmd+S on a Mac) saves the open form instead of saving the web page. */

describe('save shortcut', () => {
  test('Ctrl+S saves the product form, Meta+S the settings', async ({ openAdmin, adminSession, published }) => {
    const { token } = adminSession;
    const product = published[1]!;
    const before = (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
    const settings = (await apiCall(token, '/api/settings')).body as Settings;
    try {
      const page = await openAdmin(DESKTOP, `/admin/products/edit/${product.id}`);
      const short = page.getByLabel('Deskripsi Singkat');
      await expect.poll(() => short.inputValue(), { timeout: 15_000 }).not.toBe('');
      await short.fill(`${before.short_description} Disimpan dengan Ctrl+S.`);
      await page.keyboard.press('Control+s');
      await expectToast(page, 'Produk diperbarui');
      await viewportShot(page, 'issue13-ctrl-s-product-1280');
      const saved = (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
      expect(saved.short_description).toBe(`${before.short_description} Disimpan dengan Ctrl+S.`);

      const settingsPage = await openAdmin(DESKTOP, '/admin/settings');
      const address = settingsPage.getByLabel('Alamat Perusahaan');
      await expect.poll(() => address.inputValue(), { timeout: 15_000 }).not.toBe('');
      await address.fill(`${settings.company_address} (Meta+S)`);
      await settingsPage.keyboard.press('Meta+s');
      await expectToast(settingsPage, 'Pengaturan disimpan');
      expect(((await apiCall(token, '/api/settings')).body as Settings).company_address).toBe(
        `${settings.company_address} (Meta+S)`,
      );
    } finally {
      const current = (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
      await apiCall(token, `/api/admin/products/${product.id}`, {
        method: 'POST',
        form: editForm(current, { short_description: before.short_description, _method: 'PUT' }),
      });
      await apiCall(token, '/api/settings/1', { method: 'PUT', json: settings });
    }
  });
});
