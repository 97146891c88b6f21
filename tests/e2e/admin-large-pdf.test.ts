import { resolve } from 'node:path';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { pdfOf } from '../support/sample-files.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { openPublic, test } from './fixtures.ts';

/*
 * A PDF larger than one function request carries (about 4.5 MB on Netlify) picked in the product
 * editor goes up in parts with its progress shown, the save names the staged upload, and the product
 * page offers it for download: the whole file, as a PDF, under its readable name.
 */

const SIZE = 6 * 1024 * 1024;
const screenshotPath = (name: string) => resolve(import.meta.dirname, '../../screenshots', `${name}.png`);

describe('product editor: a large PDF', () => {
  test('a 6 MB manual is uploaded in parts from the editor and downloaded whole from the product page', async ({
    openAdmin,
    openPage,
    adminSession,
  }) => {
    const suffix = Date.now().toString(36).toUpperCase();
    const category = ((await apiCall(adminSession.token, '/api/categories')).body as Array<{ id: number }>)[0]!;
    const form = newProductForm({
      name: `E2E Manual Besar ${suffix}`,
      sku: `E2E-MB-${suffix}`,
      category_id: category.id,
      price: 3_000_000,
      stock: 3,
      status: 'published',
    });
    const product = (await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form })).body
      .data as AdminProduct;

    const admin = await openAdmin(DESKTOP, `/admin/products/edit/${product.id}`);
    const uploads: string[] = [];
    admin.on('request', (request) => {
      if (request.url().includes('/api/admin/uploads'))
        uploads.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    // The second part is held back until the half-way state has been looked at.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route('**/api/admin/uploads/*/parts/1', async (route) => {
      await held;
      await route.continue();
    });
    await admin.getByLabel('Unggah PDF').setInputFiles({
      name: 'manual_lengkap.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfOf(`Manual ${suffix}`, SIZE)),
    });
    await admin.getByLabel('Judul dokumen 1').fill(`Manual Lengkap ${suffix}`);
    await admin.getByLabel('Jenis dokumen 1').selectOption('manual');
    const progress = admin.locator('[data-upload-progress]');
    const bar = progress.locator('progress');
    // The first 4 MB of 6 are in: two thirds, shown as a bar and a percentage.
    await expect.poll(async () => Number(await bar.getAttribute('value'))).toBeGreaterThanOrEqual(0.66);
    expect(await progress.textContent()).toMatch(/^Mengunggah… (6[6-9]|[7-9]\d) %$/);
    // The 'Dokumen' card: the list's section body and its header.
    const section = admin.getByRole('list', { name: 'Dokumen produk' }).locator('xpath=../..');
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: screenshotPath('admin-large-pdf-progress-1280') });
    await admin.setViewportSize(PHONE);
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: screenshotPath('admin-large-pdf-progress-375') });
    await admin.setViewportSize(DESKTOP);
    release();
    await expect.poll(() => progress.textContent()).toBe('Terunggah');
    expect(await bar.getAttribute('value')).toBe('1');

    const save = admin.waitForRequest(
      (request) => request.url().endsWith(`/api/admin/products/${product.id}`) && request.method() === 'POST',
    );
    await admin.getByRole('button', { name: 'Simpan Produk' }).click();
    // The form names the upload; the file itself went in two parts of at most 4 MB.
    const sent = (await save).postData() ?? '';
    expect(sent.length).toBeLessThan(64 * 1024);
    expect(sent).toMatch(/"upload":"\d{13}-[a-f0-9]{32}"/);
    await expectToast(admin, 'Produk diperbarui');
    expect(uploads.filter((call) => call.startsWith('PUT'))).toHaveLength(2);

    const saved = (await apiCall(adminSession.token, `/api/admin/products/${product.id}`)).body as AdminProduct;
    expect(saved.documents).toEqual([
      expect.objectContaining({ title: `Manual Lengkap ${suffix}`, kind: 'manual', bytes: SIZE }),
    ]);

    const page = await openPage(PHONE);
    await openPublic(page, `/products/${product.slug}`);
    const link = page.getByRole('link', { name: new RegExp(`Manual Lengkap ${suffix}`) });
    await link.waitFor();
    expect(await link.textContent()).toMatch(/Manual · PDF · 6(\.0)? MB/);
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, 'product-large-pdf-375');
    const href = (await link.getAttribute('href'))!;
    const served = await page.request.get(`${baseUrl()}${href}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toBe(
      `inline; filename="manual-lengkap-${suffix.toLowerCase()}.pdf"`,
    );
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['cache-control']).toContain('max-age=31536000');
    const body = await served.body();
    expect(body.length).toBe(SIZE);
    expect(body.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(body.subarray(body.length - 6).toString('latin1')).toBe('%%EOF\n');
  });
});
