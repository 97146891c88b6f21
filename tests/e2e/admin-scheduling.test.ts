import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * Scheduled publishing and 'Pratinjau' in the browser (decision 020): an admin schedules a product
 * in the form, the list shows it 'Terjadwal' and visitors do not see it; the scheduled run (called
 * here with its clock moved to the publish time, as the every-minute function would run then)
 * publishes it; the preview shows a draft as its public page will, to signed-in admins only.
 */

const stamp = Date.now().toString(36);
const name = `E2E Jadwal Konduktometer ${stamp}`;
const sku = `E2E-JDW-${stamp.toUpperCase()}`;
// Tomorrow 08:00 in Jakarta, as the admin types it, and the instant it means.
const tomorrow = new Date(Date.now() + 7 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
const typed = `${tomorrow}T08:00`;
const publishAt = new Date(`${typed}:00+07:00`).toISOString();

async function productBySku(token: string): Promise<AdminProduct> {
  const list = await apiCall(token, `/api/admin/products?q=${sku}&per_page=10`);
  const found = (list.body.data as AdminProduct[]).find((product) => product.sku === sku);
  if (!found) throw new Error(`no product ${sku}`);
  return found;
}

async function rowOf(page: Page) {
  await page.getByLabel('Cari nama atau SKU').fill(sku);
  const row = page.locator('tbody tr').filter({ hasText: sku });
  await row.waitFor();
  return row;
}

describe('scheduled publishing in the admin', () => {
  test('an admin schedules a product in the form: Terjadwal in the list, hidden from visitors, live at its time', async ({
    openAdmin,
    adminSession,
  }) => {
    const page = await openAdmin(DESKTOP, '/admin/products/add');
    await page.getByRole('heading', { name: 'Tambah Produk' }).waitFor();
    await page.getByLabel('Nama Produk').fill(name);
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Kategori').selectOption({ index: 1 });
    await page.getByLabel('Harga (Rp)').fill('6400000');
    await page.getByLabel('Stok').fill('5');
    await page.getByLabel('Tayang', { exact: true }).check();
    await page.getByLabel('Tayang otomatis pada').fill(typed);
    await page.getByText('Produk disimpan sebagai Draf (Terjadwal)').waitFor();
    await page.getByLabel('Tayang otomatis pada').scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-product-schedule-form-1280');
    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(page, 'Produk ditambahkan');
    await page.waitForURL(/\/admin\/products$/);

    // Stored as the instant typed in WIB; a draft until then.
    const saved = await productBySku(adminSession.token);
    expect(saved).toMatchObject({ status: 'draft', publish_at: publishAt });
    expect((await apiCall(null, `/api/products/${saved.slug}`)).status).toBe(404);

    const row = await rowOf(page);
    await row.getByTestId('scheduled-badge').getByText('Terjadwal').waitFor();
    expect(await row.getByTestId('scheduled-badge').getAttribute('title')).toContain('08.00 WIB');
    await screenshot(page, 'admin-products-scheduled-1280');

    // The 'Terjadwal' filter lists it; the breakdown note says how many wait.
    await page.getByLabel('Cari nama atau SKU').fill('');
    await page.getByLabel('Filter publikasi').selectOption('scheduled');
    await page.waitForURL(/publication=scheduled/);
    await page.locator('tbody tr').filter({ hasText: sku }).waitFor();
    await page.getByText(/draf terjadwal tayang otomatis/).waitFor();

    // The form shows the time back in WIB.
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: 'Edit Produk' }).waitFor();
    await expect.poll(() => page.getByLabel('Tayang otomatis pada').inputValue()).toBe(typed);

    // Its time comes: the scheduled run (the every-minute function's work) publishes it.
    process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
    process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
    const { requestDeps } = await import('#server/deps.ts');
    const { runDueSchedules } = await import('#server/services/catalog/schedule.ts');
    const run = await runDueSchedules({ ...requestDeps(), now: () => new Date(Date.parse(publishAt) + 30_000) });
    expect(run.applied).toContainEqual({ id: saved.id, status: 'published' });
    expect(await productBySku(adminSession.token)).toMatchObject({ status: 'published', publish_at: '' });

    // Visitors see it at once, before any rebuild: its own URL opens through the fallback page.
    const visitor = await (await page.context().browser()!.newContext({ viewport: DESKTOP })).newPage();
    const response = await visitor.goto(`${baseUrl()}/products/${saved.slug}`);
    expect(response?.status()).toBe(200);
    await visitor.getByRole('heading', { name }).waitFor({ timeout: 15_000 });
    await visitor.context().close();

    const list = await openAdmin(PHONE, `/admin/products?q=${sku}`);
    await list.getByText(name).first().waitFor();
    expect(await list.getByTestId('scheduled-badge').count()).toBe(0);
  });

  test('a scheduled product at 375 px: the badge in the phone card', async ({ openAdmin, adminSession }) => {
    const category = (await apiCall(adminSession.token, '/api/categories')).body[0].id as number;
    const form = new FormData();
    const later = new Date(Date.now() + 48 * 3600_000).toISOString();
    for (const [key, value] of Object.entries({
      name: `${name} Ponsel`,
      sku: `${sku}-HP`,
      category_id: String(category),
      price: '2500000',
      stock: '4',
      status: 'draft',
      is_active: '1',
      publish_at: later,
    })) {
      form.set(key, value);
    }
    const created = await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form });
    expect(created.status).toBe(201);
    const page = await openAdmin(PHONE, `/admin/products?q=${sku}-HP`);
    await page.getByTestId('scheduled-badge').first().waitFor();
    await screenshot(page, 'admin-products-scheduled-375');
    const edit = await openAdmin(PHONE, `/admin/products/edit/${created.body.data.id}`);
    await edit.getByRole('heading', { name: 'Edit Produk' }).waitFor();
    await edit.getByLabel('Tayang otomatis pada').scrollIntoViewIfNeeded();
    await screenshot(edit, 'admin-product-schedule-form-375');
  });
});

describe('Pratinjau', () => {
  test('a draft opens from the list as its public page, for a signed-in admin only; never cached or indexed', async ({
    openAdmin,
    openPage,
    adminSession,
  }) => {
    const category = (await apiCall(adminSession.token, '/api/categories')).body[0].id as number;
    const draftName = `E2E Pratinjau Spektrofotometer ${stamp}`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: draftName,
      sku: `E2E-PRV-${stamp.toUpperCase()}`,
      category_id: String(category),
      price: '18750000',
      stock: '3',
      status: 'draft',
      is_active: '1',
      short_description: 'Spektrofotometer UV-Vis untuk laboratorium QC.',
      specifications: JSON.stringify([{ name: 'Wavelength', value: '190–1100 nm' }]),
    })) {
      form.set(key, value);
    }
    const created = await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form });
    expect(created.status).toBe(201);
    const draft = created.body.data as AdminProduct;

    const list = await openAdmin(DESKTOP, `/admin/products?q=${draft.sku}`);
    const row = list.locator('tbody tr').filter({ hasText: draft.sku });
    await row.waitFor();
    const [preview] = await Promise.all([
      list.context().waitForEvent('page'),
      row.getByRole('link', { name: `Pratinjau ${draftName}` }).click(),
    ]);
    expect(preview.url()).toBe(`${baseUrl()}/products/_preview/?id=${draft.id}`);
    // The page itself (a shell with no product in it) is private and never indexed either.
    const shell = await fetch(preview.url());
    expect(shell.status).toBe(200);
    expect(shell.headers.get('cache-control')).toBe('private, no-store');
    expect(shell.headers.get('x-robots-tag')).toContain('noindex');
    expect(await shell.text()).not.toContain(draftName);
    await preview.getByRole('heading', { name: draftName, level: 1 }).waitFor({ timeout: 15_000 });
    await preview.getByTestId('preview-banner').getByText('Draf: belum tampil untuk pengunjung').waitFor();
    await preview.getByText('Rp 18.750.000').first().waitFor();
    await preview.getByRole('cell', { name: '190–1100 nm' }).waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await preview.setViewportSize(DESKTOP);
    await screenshot(preview, 'product-preview-1280');
    await preview.setViewportSize(PHONE);
    await preview.getByRole('heading', { name: draftName, level: 1 }).waitFor();
    await screenshot(preview, 'product-preview-375');

    // Visitors: the same address asks to sign in and shows nothing of the product; the API says 401.
    const stranger = await openPage(PHONE);
    await stranger.goto(`${baseUrl()}/products/_preview/?id=${draft.id}`);
    await stranger.getByTestId('preview-sign-in').waitFor();
    expect(await stranger.getByText(draftName).count()).toBe(0);
    expect((await apiCall(null, `/api/admin/products/${draft.id}/preview`)).status).toBe(401);
    expect((await apiCall(null, `/api/products/${draft.slug}`)).status).toBe(404);
  });
});
