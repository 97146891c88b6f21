import type { Download } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, downloadBytes } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { apiCall, expectToast, userWithRole, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * The catalogue in bulk: a file with a bad row is checked (the error named by row and column),
 * then imported; a range of rows picked with Shift+click gets one stock for all. Staff exports
 * the list's products but sees neither the import nor the selection.
 */

// Product names start with "E2E": the build-output test knows them as made after the build.
const tag = () => `E2EIO${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function createProducts(session: Session, prefix: string, count: number) {
  const category = (await apiCall(session.token, '/api/categories')).body[0] as { id: number; name: string };
  for (let index = 1; index <= count; index++) {
    const created = await apiCall(session.token, '/api/admin/products', {
      method: 'POST',
      form: newProductForm({
        name: `E2E Meter ${prefix} ${index}`,
        sku: `${prefix}-${index}`,
        category_id: category.id,
        price: 1_000_000,
        stock: 4,
        status: 'published',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  return category;
}

/** A downloaded CSV's lines, without its byte-order mark. */
async function csvLines(download: Download): Promise<string[]> {
  return (await downloadBytes(download))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
}

async function productBySku(session: Session, sku: string) {
  const list = await apiCall(session.token, `/api/admin/products?q=${encodeURIComponent(sku)}&per_page=10`);
  return (list.body.data as { sku: string; price: number; stock: number; status: string }[]).find(
    (item) => item.sku === sku,
  );
}

describe('catalogue import and bulk edit', () => {
  test('a file with a bad row: the dry run names it, the import applies the rest', async ({
    openAdmin,
    adminSession,
  }) => {
    const prefix = tag();
    const category = await createProducts(adminSession, prefix, 1);
    const csv = [
      'sku;name;category;price;stock',
      `${prefix}-1;E2E Meter ${prefix} 1;${category.name};Rp 1.250.000;4`,
      `${prefix}-NEW;E2E Meter ${prefix} baru;${category.name};2.500.000,00;10`,
      `${prefix}-BAD;E2E Meter ${prefix} rusak;Kategori Hilang;1000;1`,
    ].join('\r\n');

    const page = await openAdmin(DESKTOP, '/admin/products');
    await page.getByRole('link', { name: 'Impor' }).click();
    await page.getByRole('heading', { name: 'Impor Produk' }).waitFor();
    await page.getByTestId('import-file').setInputFiles({
      name: 'harga.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Periksa file' }).click();
    const report = page.getByTestId('import-report');
    await report.waitFor();
    expect(await report.getByTestId('import-created').textContent()).toBe('1');
    expect(await report.getByTestId('import-updated').textContent()).toBe('1');
    const error = report.getByTestId('import-error-row');
    expect(await error.count()).toBe(1);
    expect(await error.textContent()).toMatch(/^4category.*Kategori "Kategori Hilang" tidak ditemukan/);
    expect((await productBySku(adminSession, `${prefix}-1`))?.price).toBe(1_000_000);
    // The error report downloads as a CSV a person can open beside the file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Unduh laporan error' }).click();
    const errorReport = await download;
    expect(errorReport.suggestedFilename()).toBe('laporan-error-impor.csv');
    expect(await csvLines(errorReport)).toEqual([
      'baris,kolom,masalah',
      expect.stringMatching(/^4,category,"?Kategori ""Kategori Hilang"" tidak ditemukan/),
    ]);
    // The native file input is hidden behind the 'Pilih file' look, which shows the keyboard focus.
    await page.getByTestId('import-file').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await page.getByTestId('import-file').evaluate((input) => input === document.activeElement)).toBe(true);
    expect(
      await page.getByText('Pilih file', { exact: true }).evaluate((look) => getComputedStyle(look).outlineStyle),
    ).not.toBe('none');
    await viewportShot(page, 'admin-import-dry-run-1280');

    await page.getByRole('button', { name: 'Impor 2 produk' }).click();
    await page.getByRole('heading', { name: '3. Hasil impor' }).waitFor();
    await expectToast(page, 'Impor selesai', '1 baru, 1 diperbarui.');
    expect(await productBySku(adminSession, `${prefix}-1`)).toMatchObject({ price: 1_250_000 });
    expect(await productBySku(adminSession, `${prefix}-NEW`)).toMatchObject({ price: 2_500_000, status: 'draft' });
    expect(await productBySku(adminSession, `${prefix}-BAD`)).toBeUndefined();

    const phone = await openAdmin(PHONE, '/admin/products/import');
    await phone
      .getByTestId('import-file')
      .setInputFiles({ name: 'harga.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await phone.getByRole('button', { name: 'Periksa file' }).click();
    await phone.getByTestId('import-report').waitFor();
    // The shot shows the problem's row: on a phone the table scrolls inside its box, the page does not.
    await phone.getByTestId('import-error-row').scrollIntoViewIfNeeded();
    await expect
      .poll(() => phone.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await viewportShot(phone, 'admin-import-dry-run-375');
  });

  test('Shift+click picks a range, and one stock is set for all of it', async ({ openAdmin, adminSession }) => {
    const prefix = tag();
    await createProducts(adminSession, prefix, 4);
    const page = await openAdmin(DESKTOP, `/admin/products?q=${prefix}&sort=name`);
    const boxes = page.getByTestId('select-product');
    await expect.poll(() => boxes.count()).toBe(4);
    await boxes.nth(0).click();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('3 produk dipilih');
    await page.getByLabel('Aksi massal').selectOption('set_stock');
    await page.getByLabel('Stok baru').fill('42');
    await viewportShot(page, 'admin-bulk-selection-1280');
    await page.getByRole('button', { name: 'Terapkan ke 3 produk' }).click();
    await expectToast(page, 'Perubahan disimpan', '3 produk diperbarui.');
    for (const [index, stock] of [
      [1, 42],
      [2, 42],
      [3, 42],
      [4, 4],
    ] as const) {
      expect((await productBySku(adminSession, `${prefix}-${index}`))?.stock).toBe(stock);
    }

    // On a phone the box is a field of each card.
    const phone = await openAdmin(PHONE, `/admin/products?q=${prefix}&sort=name`);
    await phone.getByRole('checkbox', { name: `Pilih E2E Meter ${prefix} 4` }).click();
    await expect.poll(() => phone.getByTestId('selection-count').textContent()).toBe('1 produk dipilih');
    await viewportShot(phone, 'admin-bulk-selection-375');

    // One box, then every product the filters match (over all pages), archived in one go.
    await boxes.nth(3).click();
    await page.getByRole('button', { name: 'Pilih semua 4 produk yang cocok' }).click();
    await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('4 produk dipilih');
    await page.getByLabel('Aksi massal').selectOption('archive');
    await page.getByRole('button', { name: 'Terapkan ke 4 produk' }).click();
    await page
      .getByRole('alertdialog', { name: 'Arsipkan 4 produk?' })
      .getByRole('button', { name: 'Arsipkan' })
      .click();
    await expectToast(page, 'Produk diarsipkan', '4 produk dipindahkan ke Arsip (bisa dipulihkan 30 hari).');
    expect(await productBySku(adminSession, `${prefix}-1`)).toBeUndefined();
  });

  test("Staff exports the list's products but sees neither the import nor the selection", async ({
    openAdmin,
    adminSession,
  }) => {
    const staff = await userWithRole(adminSession, 'Staff');
    const prefix = tag();
    await createProducts(adminSession, prefix, 2);
    const page = await openAdmin(DESKTOP, `/admin/products?q=${prefix}`, staff);
    await page.getByRole('button', { name: 'Ekspor Excel' }).waitFor();
    // The export holds the products the list's filters show, one row each after the header.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^produk-rawlab-.*\.csv$/);
    // UTF-8 with a byte-order mark, so Excel reads Indonesian text.
    expect((await downloadBytes(file)).toString('utf8').startsWith('\uFEFFsku,')).toBe(true);
    const skus = (await csvLines(file)).slice(1).map((row) => row.split(',')[0]);
    expect(skus.sort()).toEqual([`${prefix}-1`, `${prefix}-2`]);
    expect(await page.getByRole('link', { name: 'Impor' }).count()).toBe(0);
    expect(await page.getByTestId('select-product').count()).toBe(0);
  });
});
