import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { pdfOf, pngOf } from '../support/sample-files.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * The product editor's images, documents and related products: three pictures added at once, alt
 * texts, reordered by the arrow buttons and by dragging, a PDF with its title and kind, an accessory
 * found by SKU; saved and read back in that order through the API, then reordered again on edit.
 */

const png = (name: string, rgb: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(pngOf(48, 48, rgb)),
});

describe('product editor: images, documents, related products', () => {
  test('adds, orders and describes images, a PDF and an accessory; the save keeps that order', async ({
    openAdmin,
    adminSession,
  }) => {
    const categories = (await apiCall(adminSession.token, '/api/categories')).body as Array<{
      id: number;
      name: string;
    }>;
    const suffix = Date.now().toString(36).toUpperCase();
    const accessoryForm = newProductForm({
      name: `E2E Elektroda Cadangan ${suffix}`,
      sku: `E2E-ELK-${suffix}`,
      category_id: categories[0]!.id,
      price: 350_000,
      stock: 10,
    });
    const accessory = (
      await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form: accessoryForm })
    ).body.data as AdminProduct;

    const page = await openAdmin(DESKTOP, '/admin/products/add');
    await page.getByLabel('Nama Produk').fill(`E2E Galeri ${suffix}`);
    await page.getByLabel('SKU').fill(`E2E-GAL-${suffix}`);
    await page.getByLabel('Kategori').selectOption({ label: categories[0]!.name });
    await page.getByLabel('Harga (Rp)').fill('2.000.000');
    await page.getByLabel('Stok').fill('4');

    // Three at once.
    await page
      .getByLabel('Tambah gambar')
      .setInputFiles([
        png('merah.png', [200, 40, 40]),
        png('hijau.png', [40, 200, 40]),
        png('biru.png', [40, 40, 200]),
      ]);
    const items = page.locator('[data-image-item]');
    await expect.poll(() => items.count()).toBe(3);
    await page.getByLabel('Teks alternatif gambar 1').fill('Tampak depan');
    await page.getByLabel('Teks alternatif gambar 2').fill('Tampak samping');
    await page.getByLabel('Teks alternatif gambar 3').fill('Panel belakang');

    // Keyboard buttons: the third moves forward to second place.
    await page.getByRole('button', { name: 'Geser gambar 3 ke depan' }).click();
    await expect
      .poll(() => items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-file-name'))))
      .toEqual(['merah.png', 'biru.png', 'hijau.png']);
    // Dragging: the last one onto the first place.
    await items.nth(2).dragTo(items.nth(0));
    await expect
      .poll(() => items.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-file-name'))))
      .toEqual(['hijau.png', 'merah.png', 'biru.png']);
    expect(await page.getByLabel('Teks alternatif gambar 1').inputValue()).toBe('Tampak samping');

    // A PDF with its title and kind.
    await page.getByLabel('Unggah PDF').setInputFiles({
      name: 'datasheet_galeri.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfOf(`Datasheet ${suffix}`)),
    });
    await page.getByLabel('Judul dokumen 1').fill(`Datasheet Galeri ${suffix}`);
    await page.getByLabel('Jenis dokumen 1').selectOption('datasheet');

    // An accessory found by its SKU.
    await page.getByLabel('Cari produk terkait').fill(accessory.sku);
    await page.getByRole('button', { name: `Tambah ${accessory.name} sebagai aksesori` }).click();
    await page.locator(`[data-related-item="${accessory.id}"]`).waitFor();
    await screenshot(page, 'admin-product-media-1280');

    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(page, 'Produk ditambahkan');
    const list = (await apiCall(adminSession.token, '/api/admin/products')).body as AdminProduct[];
    const id = list.find((product) => product.sku === `E2E-GAL-${suffix}`)!.id;
    const saved = (await apiCall(adminSession.token, `/api/admin/products/${id}`)).body as AdminProduct;
    expect(saved.images.map((image) => image.alt)).toEqual(['Tampak samping', 'Tampak depan', 'Panel belakang']);
    expect(saved.documents).toEqual([
      expect.objectContaining({ title: `Datasheet Galeri ${suffix}`, kind: 'datasheet' }),
    ]);
    expect(saved.related).toEqual([expect.objectContaining({ id: accessory.id, kind: 'accessory' })]);

    // Editing on a phone: the stored second picture becomes the main one, the PDF stays.
    const phone = await openAdmin(PHONE, `/admin/products/edit/${id}`);
    await phone.getByLabel('Teks alternatif gambar 1').waitFor();
    expect(await phone.getByLabel('Teks alternatif gambar 2').inputValue()).toBe('Tampak depan');
    await phone.getByRole('button', { name: 'Geser gambar 2 ke depan' }).click();
    expect(await phone.getByLabel('Teks alternatif gambar 1').inputValue()).toBe('Tampak depan');
    await phone.getByLabel('Teks alternatif gambar 3').fill('Panel belakang, port USB');
    await screenshot(phone, 'admin-product-media-375');
    await phone.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(phone, 'Produk diperbarui');
    const edited = (await apiCall(adminSession.token, `/api/admin/products/${id}`)).body as AdminProduct;
    expect(edited.images.map((image) => image.path)).toEqual([
      saved.images[1]!.path,
      saved.images[0]!.path,
      saved.images[2]!.path,
    ]);
    expect(edited.images.map((image) => image.alt)).toEqual([
      'Tampak depan',
      'Tampak samping',
      'Panel belakang, port USB',
    ]);
    expect(edited.documents).toEqual(saved.documents);
  });
});
