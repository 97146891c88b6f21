import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, baseUrl } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-env.ts';
import { TOKEN_KEY, apiCall } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/**
 * Ends the session under the open form and saves. Any request may be the first to meet the dead
 * token (the navigation badges poll each minute), so the login page may come before the click
 * lands; either way the typed edit must come back after signing in.
 */
async function saveIntoExpiredSession(page: Page, button: string): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, 'expired.token.value'), TOKEN_KEY);
  const atLogin = page.waitForURL(/\/admin\/login/, { timeout: 15_000 });
  const clicked = page
    .getByRole('button', { name: button })
    .click({ timeout: 15_000 })
    .catch(() => undefined);
  await Promise.race([atLogin, clicked]);
  await atLogin;
}

/*
 * An edit made while the session ends (expired or revoked token) is not lost: the
 * save sends the owner to sign in, and the editor then offers 'Pulihkan perubahan?' with the edit.
 */

describe('unsaved edits survive the end of a session', () => {
  test('the product edit is offered back after signing in again', async ({ openAdmin, adminSession, published }) => {
    const { token } = adminSession;
    const product = published[3]!;
    const before = (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
    const edited = `${before.short_description} (ditulis sebelum sesi berakhir)`;
    const page = await openAdmin(DESKTOP, `/admin/products/edit/${product.id}`);
    const short = page.getByLabel('Deskripsi Singkat');
    await expect.poll(() => short.inputValue(), { timeout: 15_000 }).not.toBe('');
    await short.fill(edited);

    // The session ends under the open form (a revoked or expired token answers 401).
    await saveIntoExpiredSession(page, 'Simpan Produk');

    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 });
    if (!page.url().includes(`/admin/products/edit/${product.id}`))
      await page.goto(`${baseUrl()}/admin/products/edit/${product.id}`);

    const offer = page.getByRole('status').filter({ hasText: 'Pulihkan perubahan?' });
    await offer.waitFor({ timeout: 15_000 });
    expect(await short.inputValue()).toBe(before.short_description);
    await viewportShot(page, 'issue13-restore-offer-1280');
    await offer.getByRole('button', { name: 'Pulihkan' }).click();
    expect(await short.inputValue()).toBe(edited);
    await offer.waitFor({ state: 'detached' });
  });

  test('the settings edit is offered back too', async ({ openAdmin }) => {
    const page = await openAdmin(DESKTOP, '/admin/settings');
    const address = page.getByLabel('Alamat Perusahaan');
    await expect.poll(() => address.inputValue(), { timeout: 15_000 }).not.toBe('');
    const original = await address.inputValue();
    await address.fill(`${original} (belum disimpan)`);
    await saveIntoExpiredSession(page, 'Simpan Pengaturan');
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 });
    if (!page.url().includes('/admin/settings')) await page.goto(`${baseUrl()}/admin/settings`);
    const offer = page.getByRole('status').filter({ hasText: 'Pulihkan perubahan?' });
    await offer.waitFor({ timeout: 15_000 });
    await offer.getByRole('button', { name: 'Pulihkan' }).click();
    expect(await address.inputValue()).toBe(`${original} (belum disimpan)`);
  });
});
