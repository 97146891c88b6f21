import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { editForm } from '../support/product-form.ts';
import { TOKEN_KEY, USER_KEY, apiCall, expectToast } from './admin-support.ts';
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

  test("says so when the toasts' code never arrived", async ({ browser, adminSession, published }) => {
    // The toasts' code loads when the browser is first idle; with idle callbacks held back, going
    // offline leaves the panel without it, as a save made offline in the first moments would.
    const context = await browser.newContext({ viewport: PHONE });
    try {
      await context.addInitScript(() => (window.requestIdleCallback = () => 0));
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/admin/login`);
      await page.evaluate(
        ([tokenKey, userKey, token, user]) => {
          localStorage.setItem(tokenKey!, token!);
          localStorage.setItem(userKey!, user!);
        },
        [TOKEN_KEY, USER_KEY, adminSession.token, JSON.stringify(adminSession.user)],
      );
      await page.goto(`${baseUrl()}/admin/products/edit/${published[2]!.id}`);
      // The texts are below the first screen: without idle callbacks their fields come as they are
      // scrolled to, as an editor reaching for them would.
      await page.getByRole('heading', { name: 'Teks Produk' }).scrollIntoViewIfNeeded();
      const short = page.getByLabel('Deskripsi Singkat');
      await expect.poll(() => short.inputValue(), { timeout: 15_000 }).not.toBe('');
      await short.fill(`${await short.inputValue()} (offline)`);
      await context.setOffline(true);
      await page.getByRole('button', { name: 'Simpan Produk' }).click();
      const toast = page.locator('[data-fallback-toast]');
      await toast.waitFor({ timeout: 10_000 });
      expect(await toast.locator('[data-title]').innerText()).toBe('Gagal menyimpan');
      expect(await toast.locator('[data-description]').innerText()).toBe(OFFLINE);
      expect(await page.locator('[data-sonner-toaster]').count()).toBe(0);
      await viewportShot(page, `admin-offline-fallback-toast-${PHONE.width}`);
    } finally {
      await context.close();
    }
  });
});
