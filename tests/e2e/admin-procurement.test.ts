import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/api-types.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { editForm, newProductForm } from '../support/product-form.ts';
import { apiCall, expectToast, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * The editor's 'Pengadaan & Merek' section: an admin fills brand, model, GTIN, TKDN, BMP, the
 * certificate, AKL/AKD, SNI, the e-Katalog link, the indent and the warranty; a wrong GTIN is
 * refused in Indonesian with everything typed kept, and the corrected form saves every field.
 */

const suffix = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function createProduct(session: Session): Promise<AdminProduct> {
  const category = (await apiCall(session.token, '/api/categories')).body[0].id as number;
  const created = await apiCall(session.token, '/api/admin/products', {
    method: 'POST',
    form: newProductForm({
      name: `E2E Pengadaan ${suffix()}`,
      sku: `E2E-PG-${suffix()}`.toUpperCase(),
      category_id: category,
      price: 8_500_000,
      stock: 0,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

describe('product editor: procurement fields', () => {
  test('fills the section, keeps what was typed past a wrong GTIN, and saves every field', async ({
    openAdmin,
    adminSession,
  }) => {
    const product = await createProduct(adminSession);
    const page = await openAdmin(DESKTOP, `/admin/products/edit/${product.id}`);
    await page.getByLabel('Merek').waitFor();
    await page.getByLabel('Merek').fill('Ohaus');
    await page.getByLabel('Model', { exact: true }).fill('PX224');
    await page.getByLabel('GTIN').fill('4006381333932');
    await page.getByLabel('TKDN (%)').fill('41,5');
    await page.getByLabel('BMP (%)').fill('7.5');
    await page.getByLabel('Nomor sertifikat TKDN').fill('1045/SJ-IND.8/TKDN/2025');
    await page.getByLabel('Nomor izin edar').fill('akd 20501912345');
    await page.getByLabel('SNI', { exact: true }).fill('SNI IEC 61010-1:2016');
    await page.getByLabel('Tautan Katalog Elektronik').fill('https://katalog.inaproc.id/rawlab/px224');
    await page.getByLabel('Ketersediaan').selectOption({ label: 'Inden' });
    await page.getByLabel('Lama inden (minggu)').fill('6');
    await page.getByLabel('Garansi (bulan)').fill('24');

    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await page.getByText('Digit pemeriksa GTIN salah; periksa kembali angka barcode').waitFor();
    expect(await page.getByLabel('Merek').inputValue()).toBe('Ohaus');
    expect(await page.getByLabel('TKDN (%)').inputValue()).toBe('41,5');
    expect(await page.getByLabel('Lama inden (minggu)').inputValue()).toBe('6');
    await page.getByLabel('GTIN').scrollIntoViewIfNeeded();
    await viewportShot(page, 'admin-product-procurement-error-1280');
    expect((await apiCall(adminSession.token, `/api/admin/products/${product.id}`)).body.brand).toBe('');

    await page.getByLabel('GTIN').fill('4006381333931');
    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expectToast(page, 'Produk diperbarui');
    await expect
      .poll(async () => (await apiCall(adminSession.token, `/api/admin/products/${product.id}`)).body)
      .toMatchObject({
        brand: 'Ohaus',
        model: 'PX224',
        gtin: '4006381333931',
        tkdn_percent: 41.5,
        bmp_percent: 7.5,
        tkdn_certificate: '1045/SJ-IND.8/TKDN/2025',
        akl_number: 'AKD 20501912345',
        sni: 'SNI IEC 61010-1:2016',
        ekatalog_url: 'https://katalog.inaproc.id/rawlab/px224',
        lead_time: 6,
        warranty_months: 24,
      });
  });

  test('reads back a saved product in the section on a phone', async ({ openAdmin, adminSession }) => {
    const product = await createProduct(adminSession);
    const saved = await apiCall(adminSession.token, `/api/admin/products/${product.id}`, {
      method: 'POST',
      form: editForm(product, {
        _method: 'PUT',
        version: String(product.version),
        brand: 'Hach',
        tkdn_percent: '40',
        lead_time: 'ready',
      }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await openAdmin(PHONE, `/admin/products/edit/${product.id}`);
    await page.getByLabel('Merek').waitFor();
    expect(await page.getByLabel('Merek').inputValue()).toBe('Hach');
    expect(await page.getByLabel('TKDN (%)').inputValue()).toBe('40');
    expect(await page.getByLabel('Ketersediaan').inputValue()).toBe('ready');
    await page.getByLabel('Merek').scrollIntoViewIfNeeded();
    await viewportShot(page, 'admin-product-procurement-375');
  });
});
