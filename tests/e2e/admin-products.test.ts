import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { slugify } from '#shared/common/slug.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { apiCall, expectToast, makePng, signedInPage, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';

let browser: Browser;
let admin: Session;
test.beforeAll(async ({ browser: shared, adminSession }) => {
  browser = shared;
  admin = adminSession;
});

const stamp = Date.now().toString(36);
const name = `Uji E2E Turbidimeter ${stamp}`;
const slug = slugify(name);
const sku = `E2E-${stamp.toUpperCase()}`;

async function findRow(page: Page, query: string) {
  await page.getByLabel('Cari nama atau SKU').fill(query);
  return page.locator('tbody tr').filter({ hasText: query });
}

describe('admin products: add with image, list, public page, edit, conflict, delete', () => {
  let page: Page;
  let productId: number;

  test('adds a published product with tags, a specification and an image', async () => {
    page = await signedInPage(browser, DESKTOP, admin, '/admin/products/add');
    await page.getByRole('heading', { name: 'Tambah Produk' }).waitFor();

    await page.getByLabel('Nama Produk').fill(name);
    // The slug follows the name until edited by hand.
    expect(await page.getByLabel('Slug (URL)').inputValue()).toBe(slug);
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Kategori').selectOption({ label: 'Turbidity Meters' });
    await page.getByLabel('Harga (Rp)').fill('1250000');
    await page.getByText('Rp 1.250.000').waitFor();
    await page.getByLabel('Stok').fill('2');

    // Tags: Enter or button, trimmed, no duplicates.
    const tagInput = page.getByLabel('Tag', { exact: true });
    await tagInput.fill('  Portable  ');
    await tagInput.press('Enter');
    await tagInput.fill('portable');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    await page.getByText('Tag "portable" sudah ada').waitFor();
    await tagInput.fill('IP67');
    await page.getByRole('button', { name: 'Tambah', exact: true }).click();
    expect(await page.getByRole('list', { name: 'Tag produk' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Portable',
      'IP67',
    ]);
    expect(page.url()).toContain('/admin/products/add'); // Enter did not submit the form

    await page.getByLabel('Deskripsi Singkat').fill('Turbidimeter portabel untuk uji lapangan.');
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    await page.getByLabel('Nama spesifikasi 1').fill('Range');
    await page.getByLabel('Nilai spesifikasi 1').fill('0 - 1000 NTU');
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    await page.getByLabel('Nama spesifikasi 2').fill('Akurasi');
    await page.getByLabel('Nilai spesifikasi 2').fill('±2%');
    // Reorder: row 2 moves up.
    await page.getByRole('button', { name: 'Pindahkan baris 2 ke atas' }).click();
    expect(await page.getByLabel('Nama spesifikasi 1').inputValue()).toBe('Akurasi');

    // Meta description is capped at 160 characters.
    await page.getByLabel('Deskripsi Meta').fill('x'.repeat(200));
    expect((await page.getByLabel('Deskripsi Meta').inputValue()).length).toBe(160);
    await page.getByText('160/160').waitFor();
    await page.getByLabel('Deskripsi Meta').fill('Turbidimeter portabel RawLab.');

    await page.getByLabel('Tayang', { exact: true }).check();
    expect(await page.getByRole('switch', { name: 'Produk aktif' }).getAttribute('aria-checked')).toBe('true');

    // The image is checked before upload: a file over 2 MB is refused, a small PNG previews.
    const picker = page.getByLabel('Tambah gambar');
    await picker.setInputFiles({ name: 'besar.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
    await page.getByText('Ukuran gambar maksimal 2MB').waitFor();
    await picker.setInputFiles({ name: 'dokumen.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await page.getByText('File harus berupa gambar PNG, JPG atau WebP').waitFor();
    await picker.setInputFiles({ name: 'turbidimeter.png', mimeType: 'image/png', buffer: makePng(16, 16) });
    await page.locator('[data-image-item="baru"]').waitFor();
    await screenshot(page, 'admin-product-form-1280');

    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(page, 'Produk ditambahkan');
    await page.waitForURL(/\/admin\/products$/);

    const row = await findRow(page, sku);
    await row.waitFor();
    expect(await row.count()).toBe(1);
    // Columns: the selection box (Manager and above), No., image, name, SKU, category, price, stock, status.
    const cells = await row.locator('td').allInnerTexts();
    expect(cells[3]).toContain(name);
    expect(cells[4]).toBe(sku);
    expect(cells[5]).toBe('Turbidity Meters');
    expect(cells[6]).toBe('Rp 1.250.000');
    expect(cells[7]).toBe('2');
    expect(await row.locator('td').nth(7).getAttribute('class')).toContain('text-red-600');
    expect(cells[8]).toBe('Stok Sedikit');
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    await screenshot(page, 'admin-products-1280');

    const list = await apiCall(admin.token, '/api/admin/products');
    const created = list.body.find((product: { sku: string }) => product.sku === sku);
    productId = created.id;
    // The list answers summaries; the full record has the specifications.
    const full = (await apiCall(admin.token, `/api/admin/products/${productId}`)).body;
    expect(full).toMatchObject({ name, slug, status: 'published', is_active: 1, price: 1250000, stock: 2 });
    expect(full.tags.map((tag: { name: string }) => tag.name)).toEqual(['Portable', 'IP67']);
    expect(full.specifications).toEqual([
      { name: 'Akurasi', value: '±2%' },
      { name: 'Range', value: '0 - 1000 NTU' },
    ]);
  });

  test('the new product is on its public page with its uploaded image', async () => {
    const api = await apiCall(null, `/api/products/${slug}`);
    expect(api.status).toBe(200);
    expect(api.body.name).toBe(name);
    const imagePath = api.body.images[0].path as string;
    const image = await fetch(`${baseUrl()}${imagePath}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');

    const publicPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    // Built before the product existed, so this is the public site's client-rendered fallback page.
    const response = await publicPage.goto(`${baseUrl()}/products/${slug}`);
    expect(response?.status()).toBe(200);
    await publicPage.getByRole('heading', { name }).waitFor({ timeout: 15_000 });
    await publicPage.getByText('Rp 1.250.000').first().waitFor();
    await publicPage.context().close();
  });

  test('edits it: a published product keeps its slug on rename, leaving asks first, the change saves', async () => {
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: 'Edit Produk' }).waitFor();
    expect(await page.getByLabel('Nama Produk').inputValue()).toBe(name);

    await page.getByLabel('Nama Produk').fill(`${name} Pro`);
    expect(await page.getByLabel('Slug (URL)').inputValue()).toBe(slug); // no silent URL change
    await page.getByLabel('Harga (Rp)').fill('1500000');

    // Leaving with unsaved changes asks first; staying keeps the edits.
    await page.getByRole('link', { name: 'Semua Produk' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Tinggalkan halaman?' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Tetap di sini' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(page.url()).toContain(`/admin/products/edit/${productId}`);
    expect(await page.getByLabel('Harga (Rp)').inputValue()).toBe('1.500.000');
    // The browser's Back asks the same; staying puts the address back.
    await page.evaluate(() => history.back());
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Tetap di sini' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await expect.poll(() => page.url()).toContain(`/admin/products/edit/${productId}`);
    expect(await page.getByLabel('Harga (Rp)').inputValue()).toBe('1.500.000');

    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(page, 'Produk diperbarui');
    await page.waitForURL(/\/admin\/products$/);
    const row = await findRow(page, sku);
    await row.filter({ hasText: 'Rp 1.500.000' }).waitFor();

    const saved = await apiCall(admin.token, `/api/admin/products/${productId}`);
    expect(saved.body).toMatchObject({ name: `${name} Pro`, slug, price: 1500000 });
  });

  test('a save over someone else’s newer version is refused with a reload offer, never overwriting', async () => {
    await page.goto(`${baseUrl()}/admin/products/edit/${productId}`);
    await page.getByLabel('Stok').waitFor();
    await page.getByLabel('Stok').fill('9');

    // Another admin saves the product meanwhile.
    const current = (await apiCall(admin.token, `/api/admin/products/${productId}`)).body;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: current.name,
      slug: current.slug,
      sku: current.sku,
      category_id: String(current.category_id),
      price: String(current.price),
      stock: '40',
      status: current.status,
      is_active: '1',
      version: String(current.version),
      _method: 'PUT',
    }))
      form.set(key, value);
    const other = await apiCall(admin.token, `/api/admin/products/${productId}`, { method: 'POST', form });
    expect(other.status).toBe(200);

    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(page, 'Error', 'Gagal simpan data');
    const conflict = page.getByRole('alertdialog', { name: 'Produk sudah diubah orang lain' });
    await conflict.waitFor();
    expect((await apiCall(admin.token, `/api/admin/products/${productId}`)).body.stock).toBe(40);
    await conflict.getByRole('button', { name: 'Muat ulang' }).click();
    await conflict.waitFor({ state: 'hidden' });
    await page.waitForFunction(
      () => (document.querySelector('input[name="stock"]') as HTMLInputElement | null)?.value === '40',
    );
  });

  test('deletes it after confirmation; it leaves the list and the public API', async () => {
    await page.goto(`${baseUrl()}/admin/products`);
    const row = await findRow(page, sku);
    await row.waitFor();
    await row.getByRole('button', { name: /^Hapus / }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hapus produk?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, 'Produk dihapus');
    await page.getByText('Tidak ada produk yang ditemukan').waitFor();
    expect((await apiCall(null, `/api/products/${slug}`)).status).toBe(404);
    expect((await apiCall(admin.token, `/api/admin/products/${productId}`)).status).toBe(404);
    await page.context().close();
  });

  test('list filters, pages of 10 and the phone layout', async () => {
    const phone = await signedInPage(browser, PHONE, admin, '/admin/products');
    // Below 768 px the list is cards.
    await phone.locator('[data-list-card]').first().waitFor();
    expect(await phone.locator('[data-list-card]').count()).toBe(10);
    await phone.getByRole('button', { name: 'Halaman 2' }).click();
    await phone.waitForURL(/page=2/);
    await phone.locator('[data-list-card]').first().getByText('#11', { exact: true }).waitFor();
    expect(await phone.getByRole('button', { name: 'Halaman 2' }).getAttribute('aria-current')).toBe('page');
    await screenshot(phone, 'admin-products-375');

    await phone.getByLabel('Filter status stok').selectOption('out_of_stock');
    // The list re-renders after the filter: wait for the filtered rows, not merely for any rows.
    await expect
      .poll(async () => {
        const cards = await phone.locator('[data-list-card]').allInnerTexts();
        return cards.length > 0 && cards.every((card) => card.includes('Stok Habis'));
      })
      .toBe(true);
    await phone.getByLabel('Cari nama atau SKU').fill('tidak-ada-produk-seperti-ini');
    await phone.getByText('Tidak ada produk yang ditemukan').waitFor();
    // The page itself does not scroll sideways.
    await phone.getByLabel('Cari nama atau SKU').fill('');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await phone.goto(`${baseUrl()}/admin/products/add`);
    await phone.getByLabel('Nama Produk').waitFor();
    await screenshot(phone, 'admin-product-form-375');
    // Required fields are checked before any request.
    await phone.getByRole('button', { name: 'Simpan Produk' }).click();
    await phone.getByText('Nama produk wajib diisi').waitFor();
    await phone.getByText('Kategori wajib dipilih').waitFor();
    await phone.context().close();
  });
});
