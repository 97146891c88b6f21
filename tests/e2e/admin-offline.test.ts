import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/api-types.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { editForm } from '../support/product-form.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * Saving with the network off says so at once, keeps the form, and saving again
 * once back online works (before, 'Menyimpan…' spun with no word and saved silently later).
 */

const OFFLINE = 'Anda sedang offline — perubahan belum disimpan';

describe('offline save', () => {
  test('says so at once, keeps the edit, and saves on retry', async ({ openAdmin, adminSession, published }) => {
    const { token } = adminSession;
    const product = published[2]!;
    const before = (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
    const edited = `${before.short_description} (diubah saat offline)`;
    try {
      for (const viewport of [DESKTOP, PHONE]) {
        const page = await openAdmin(viewport, `/admin/products/edit/${product.id}`);
        const short = page.getByLabel('Deskripsi Singkat');
        await expect.poll(() => short.inputValue(), { timeout: 15_000 }).not.toBe('');
        await short.fill(edited);
        await page.context().setOffline(true);
        await page.getByRole('button', { name: 'Simpan Produk' }).click();
        await expectToast(page, 'Gagal menyimpan', OFFLINE);
        await page.getByRole('alert').filter({ hasText: OFFLINE }).waitFor();
        expect(await short.inputValue()).toBe(edited);
        expect(await page.getByRole('button', { name: 'Simpan Produk' }).isEnabled()).toBe(true);
        await viewportShot(page, `issue13-offline-${viewport.width}`);
        expect(
          ((await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct).short_description,
        ).toBe(before.short_description);

        await page.context().setOffline(false);
        if (viewport === PHONE) {
          await page.getByRole('button', { name: 'Simpan Produk' }).click();
          await expectToast(page, 'Produk diperbarui');
          const saved = (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
          expect(saved.short_description).toBe(edited);
        }
      }
    } finally {
      const current = (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
      await apiCall(token, `/api/admin/products/${product.id}`, {
        method: 'POST',
        form: editForm(current, { short_description: before.short_description, _method: 'PUT' }),
      });
    }
  });
});
