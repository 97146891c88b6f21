import { describe, expect } from 'vitest';
import type { AdminProductsPage } from '#shared/product/pages.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { TEST_ADMIN } from '../support/test-env.ts';
import { TOKEN_KEY, apiCall, expectToast, userWithRole, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * The owner's everyday safety nets: a deleted product waits in the archive and comes back; a
 * category with products is deleted by moving them; one product breakdown on the dashboard and the
 * list; the sign-in form keeps the email and the category dialog its unsaved fields.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function createCategory(session: Session, name: string): Promise<number> {
  const created = await apiCall(session.token, '/api/categories', { method: 'POST', json: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

async function createProduct(session: Session, name: string, category: number) {
  const created = await apiCall(session.token, '/api/admin/products', {
    method: 'POST',
    form: newProductForm({
      name,
      sku: `E2E-AR-${suffix()}`.toUpperCase(),
      category_id: category,
      price: 2_000_000,
      stock: 4,
      status: 'published',
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number; slug: string; name: string };
}

describe('archive, category move, counts, sign-in', () => {
  test('a deleted product waits in the archive and is restored; Staff cannot delete it for good', async ({
    openAdmin,
    adminSession,
  }) => {
    const category = (await apiCall(adminSession.token, '/api/categories')).body[0].id as number;
    const product = await createProduct(adminSession, `E2E Arsip Meter ${suffix()}`, category);
    const page = await openAdmin(DESKTOP, `/admin/products?q=${encodeURIComponent(product.name)}`);
    await page.getByRole('button', { name: `Hapus ${product.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hapus produk?' });
    await confirm.getByText(/dipindahkan ke\s*Arsip/).waitFor();
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, 'Produk dihapus', /bisa dipulihkan selama 30 hari/);
    expect((await apiCall(null, `/api/products/${product.slug}`)).status).toBe(404);

    // The archive lists it with who deleted it and when it is purged.
    await page.getByRole('link', { name: 'Arsip', exact: true }).click();
    await page.getByRole('heading', { name: 'Arsip Produk' }).waitFor();
    await page.getByLabel('Cari nama atau SKU di arsip').fill(product.name);
    const row = page.locator('tbody tr').filter({ hasText: product.name });
    await row.waitFor();
    await row.getByText(`oleh ${adminSession.user.name}`).waitFor();
    await viewportShot(page, 'admin-archive-1280');
    // The purge date keeps clear of 'Pulihkan' wherever the table shows (md and up, the menu beside it).
    for (const width of [1280, 1100, 1024, 900, 768]) {
      await page.setViewportSize({ width, height: 800 });
      const gap = await row.evaluate((tr) => {
        const date = tr.querySelectorAll('td')[3]!;
        const range = document.createRange();
        range.selectNodeContents(date);
        const button = [...tr.querySelectorAll('button')].find((item) => item.textContent?.includes('Pulihkan'))!;
        return button.getBoundingClientRect().left - range.getBoundingClientRect().right;
      });
      expect(gap, `at ${width} px`).toBeGreaterThanOrEqual(16);
      if (width === 1024) await viewportShot(page, 'admin-archive-1024');
    }
    await page.setViewportSize(DESKTOP);

    // A Staff member sees 'Hapus permanen' disabled, with the reason.
    const staff = await userWithRole(adminSession, 'Staff');
    const staffPage = await openAdmin(PHONE, `/admin/products/archive?q=${encodeURIComponent(product.name)}`, staff);
    const card = staffPage.locator('[data-list-card]').filter({ hasText: product.name });
    await card.waitFor();
    const purge = card.getByRole('button', { name: `Hapus permanen ${product.name}` });
    expect(await purge.isDisabled()).toBe(true);
    await staffPage.getByText('Hanya Super Admin yang dapat menghapus permanen.').waitFor();
    expect(await staffPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await viewportShot(staffPage, 'admin-archive-375');
    expect((await apiCall(staff.token, `/api/admin/archive/${product.id}`, { method: 'DELETE' })).status).toBe(403);

    // Restored as it was: published, at its URL.
    await row.getByRole('button', { name: `Pulihkan ${product.name}` }).click();
    await expectToast(page, 'Produk dipulihkan');
    await row.waitFor({ state: 'detached' });
    const restored = await apiCall(null, `/api/products/${product.slug}`);
    expect(restored.status).toBe(200);
    expect(restored.body.id).toBe(product.id);
    await apiCall(adminSession.token, `/api/admin/products/${product.id}`, { method: 'DELETE' });
  });

  test('deleting a category with products moves them to the chosen one; the counts agree', async ({
    openAdmin,
    adminSession,
  }) => {
    const id = suffix();
    const source = `E2E Pindah ${id}`;
    const target = `E2E Tujuan ${id}`;
    const sourceId = await createCategory(adminSession, source);
    const targetId = await createCategory(adminSession, target);
    const products = [
      await createProduct(adminSession, `E2E Pindah Meter A ${id}`, sourceId),
      await createProduct(adminSession, `E2E Pindah Meter B ${id}`, sourceId),
    ];
    const page = await openAdmin(DESKTOP, '/admin/categories');
    await page.getByRole('button', { name: `Hapus kategori ${source}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hapus kategori?' });
    // Exactly: the move list's options name other categories' counts too ('… (2 produk)').
    await dialog.getByText('2 produk', { exact: true }).waitFor();
    await dialog.getByLabel('Pindahkan produk ke').selectOption({ label: `${target} (0 produk)` });
    await viewportShot(page, 'admin-category-move-1280');
    await dialog.getByRole('button', { name: 'Pindahkan & hapus' }).click();
    await expectToast(page, 'Kategori dihapus', `2 produk dipindahkan ke ${target}; kategori dihapus.`);
    await page.getByRole('heading', { name: source }).waitFor({ state: 'detached' });
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: target }) })
      .getByText('2 produk')
      .waitFor();
    for (const product of products) {
      expect((await apiCall(adminSession.token, `/api/admin/products/${product.id}`)).body.category_id).toBe(targetId);
    }

    // One breakdown on the list and the dashboard, equal to the server's counts.
    const { counts } = (await apiCall(adminSession.token, '/api/admin/products?page=1&per_page=1'))
      .body as AdminProductsPage;
    const line = `${counts.all} produk · ${counts.published} tampil · ${counts.draft} draf · ${counts.inactive} nonaktif`;
    await page.goto(`${baseUrl()}/admin/products`);
    await expect.poll(() => page.getByTestId('product-counts').innerText()).toContain(line);
    await page.getByLabel('Filter publikasi').selectOption('draft');
    await page.waitForURL(/publication=draft/);
    await page.goto(`${baseUrl()}/admin/dashboard`);
    const card = page.getByTestId('dashboard-product-counts');
    await card.getByText(line.replace(/^\d+ produk · /, ''), { exact: true }).waitFor();
    expect(await card.getByText(String(counts.all), { exact: true }).count()).toBe(1);
    await viewportShot(page, 'admin-dashboard-counts-1280');
    for (const product of products) {
      await apiCall(adminSession.token, `/api/admin/products/${product.id}`, { method: 'DELETE' });
    }
  });

  test('the category dialog keeps unsaved fields across an expired session; sign-in keeps the email', async ({
    openAdmin,
  }) => {
    const page = await openAdmin(PHONE, '/admin/categories');
    const name = `E2E Draf Kategori ${suffix()}`;
    await page.getByRole('button', { name: 'Tambah Kategori' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kategori' });
    await dialog.getByLabel('Nama Kategori').fill(name);
    await dialog.getByLabel('Deskripsi').fill('Ditulis sebelum sesi berakhir.');

    // The session ends under the open dialog.
    await page.evaluate((key) => localStorage.setItem(key, 'expired.token.value'), TOKEN_KEY);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await page.waitForURL(/\/admin\/login/, { timeout: 15_000 });
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'), { timeout: 15_000 });
    if (!page.url().includes('/admin/categories')) await page.goto(`${baseUrl()}/admin/categories`);

    const offer = page.getByRole('status').filter({ hasText: 'Pulihkan perubahan?' });
    await offer.waitFor({ timeout: 15_000 });
    await viewportShot(page, 'admin-category-draft-375');
    await offer.getByRole('button', { name: 'Pulihkan' }).click();
    const restored = page.getByRole('dialog', { name: 'Tambah Kategori' });
    expect(await restored.getByLabel('Nama Kategori').inputValue()).toBe(name);
    expect(await restored.getByLabel('Deskripsi').inputValue()).toBe('Ditulis sebelum sesi berakhir.');
    await restored.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Kategori ditambahkan');
    await page.getByRole('heading', { name }).waitFor();

    // On a phone, a category with products offers the move in the same dialog.
    await page.getByRole('button', { name: 'Hapus kategori pH Meters' }).click();
    const move = page.getByRole('dialog', { name: 'Hapus kategori?' });
    await move.getByLabel('Pindahkan produk ke').waitFor();
    await viewportShot(page, 'admin-category-move-375');
    await move.getByRole('button', { name: 'Batal' }).click();
    await move.waitFor({ state: 'detached' });

    // Logging out lands on a sign-in form that already holds the email.
    await page.getByRole('button', { name: 'Buka menu' }).click();
    await page.getByRole('dialog', { name: 'Menu admin' }).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(TEST_ADMIN.email);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
  });
});
