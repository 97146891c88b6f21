import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { editForm, newProductForm } from '../support/product-form.ts';
import { apiCall, expectToast, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * Versions and activity in the admin: a version is restored from the product form's 'Riwayat'
 * (confirmed; a product changed meanwhile shows why nothing was restored), and the 'Aktivitas'
 * screen lists the change with its author, filtered in the URL, on a desktop and a phone.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function createProduct(session: Session): Promise<AdminProduct> {
  const category = (await apiCall(session.token, '/api/categories')).body[0].id as number;
  const created = await apiCall(session.token, '/api/admin/products', {
    method: 'POST',
    form: newProductForm({
      name: `E2E Riwayat ${suffix()}`,
      sku: `E2E-RW-${suffix()}`.toUpperCase(),
      category_id: category,
      price: 1_500_000,
      stock: 3,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

async function update(session: Session, product: AdminProduct, changes: Record<string, string>) {
  const saved = await apiCall(session.token, `/api/admin/products/${product.id}`, {
    method: 'POST',
    form: editForm(product, { _method: 'PUT', version: String(product.version), ...changes }),
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body.data as AdminProduct;
}

const readProduct = async (session: Session, id: number) =>
  (await apiCall(session.token, `/api/admin/products/${id}`)).body as AdminProduct;

describe('activity and versions', () => {
  test('restores a version from the product form; a product changed meanwhile says so', async ({
    openAdmin,
    adminSession,
  }) => {
    const product = await createProduct(adminSession);
    const v2 = await update(adminSession, product, { price: '2750000' });
    const page = await openAdmin(DESKTOP, `/admin/products/edit/${product.id}`);
    const history = page.getByRole('region', { name: 'Riwayat' });
    const versions = history.getByRole('list', { name: 'Versi produk' });
    await versions.locator('[data-revision="2"]').getByText('saat ini').waitFor();
    await history
      .getByRole('list', { name: 'Aktivitas produk' })
      .getByText('Harga: Rp 1.500.000 → Rp 2.750.000')
      .waitFor();
    await history.scrollIntoViewIfNeeded();
    await viewportShot(page, 'admin-product-history-1280');

    await versions.getByRole('button', { name: 'Pulihkan versi 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Pulihkan versi 1?' });
    await dialog.getByRole('button', { name: 'Pulihkan' }).click();
    await expectToast(page, 'Versi 1 dipulihkan');
    await expect.poll(async () => (await readProduct(adminSession, product.id)).price).toBe(1_500_000);
    expect((await readProduct(adminSession, product.id)).version).toBe(v2.version + 1);
    // The form starts afresh from the restored version, and the history shows it as current.
    await versions.locator('[data-revision="3"]').getByText('saat ini').waitFor();
    await expect
      .poll(() =>
        page
          .getByLabel(/^Harga/)
          .first()
          .inputValue(),
      )
      .toMatch(/1\.500\.000/);

    // Someone else saves while this form shows version 3: restoring answers 409 and says why.
    await update(adminSession, await readProduct(adminSession, product.id), { stock: '9' });
    await versions.getByRole('button', { name: 'Pulihkan versi 2' }).click();
    await page
      .getByRole('alertdialog', { name: 'Pulihkan versi 2?' })
      .getByRole('button', { name: 'Pulihkan' })
      .click();
    await history
      .getByRole('alert')
      .getByText(/sudah diubah sejak riwayatnya dibuka/)
      .waitFor();
    expect((await readProduct(adminSession, product.id)).price).toBe(1_500_000);

    const phone = await openAdmin(PHONE, `/admin/products/edit/${product.id}`);
    const phoneHistory = phone.getByRole('region', { name: 'Riwayat' });
    await phoneHistory.locator('[data-revision="4"]').getByText('saat ini').waitFor();
    await phoneHistory.scrollIntoViewIfNeeded();
    await viewportShot(phone, 'admin-product-history-375');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("the 'Aktivitas' screen lists a change with its author, filtered in the URL", async ({
    openAdmin,
    adminSession,
  }) => {
    const product = await createProduct(adminSession);
    await update(adminSession, product, { price: '1990000' });
    const page = await openAdmin(DESKTOP, '/admin/dashboard');
    await page.getByRole('link', { name: 'Aktivitas' }).click();
    await page.getByRole('heading', { name: 'Aktivitas', level: 1 }).waitFor();
    await page.getByLabel('Jenis data').selectOption('product');
    await expect.poll(() => new URL(page.url()).searchParams.get('entity')).toBe('product');
    const row = page.locator('tbody tr').filter({ hasText: product.name }).first();
    await row.waitFor();
    expect(await row.getAttribute('data-action')).toBe('update');
    await row.getByText(adminSession.user.name).waitFor();
    // In the admin's words: the field's label and rupiah, not the stored name and number.
    await row.getByText('Harga: Rp 1.500.000 → Rp 1.990.000').waitFor();
    expect(await row.innerText()).not.toContain('price');
    await viewportShot(page, 'admin-activity-1280');

    // The filters live in the URL: the same list on a phone, as cards.
    const phone = await openAdmin(PHONE, '/admin/activity?entity=product');
    const card = phone.locator('[data-list-card]').filter({ hasText: product.name }).first();
    await card.waitFor();
    await card.getByText('Harga: Rp 1.500.000 → Rp 1.990.000').waitFor();
    await viewportShot(phone, 'admin-activity-375');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
