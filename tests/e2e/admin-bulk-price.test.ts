import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { apiCall, expectToast, importCsv, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * Bulk price changes ask first: 'Ubah harga (%)' and 'Ubah harga' show the first rows' price now →
 * after and how many products change; nothing is saved until 'Ubah harga' in the dialog, and 'Batal'
 * leaves every price as it was. A bulk edit of a hundred products runs as a job the screen drives,
 * showing "Memproses … dari 100 produk…" until its result (the e2e server takes 64 products a step).
 */

// Product names start with "E2E": the build-output test knows them as made after the build.
const tag = () => `E2EBP${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** `count` products priced 1.000.000, 1.000.100, … made through the import (driven to its end). */
async function createProducts(session: Session, prefix: string, count: number) {
  const category = (await apiCall(session.token, '/api/categories')).body[0] as { name: string };
  const lines = Array.from(
    { length: count },
    (_, index) =>
      `${prefix}-${String(index + 1).padStart(3, '0')},E2E Harga ${prefix} ${index + 1},${category.name},${1_000_000 + 100 * index},4,published`,
  );
  const report = await importCsv(session.token, ['sku,name,category,price,stock,status', ...lines].join('\n'));
  expect(report, JSON.stringify(report)).toMatchObject({ created: count, errors: [] });
}

async function prices(session: Session, prefix: string): Promise<number[]> {
  const list = await apiCall(session.token, `/api/admin/products?q=${prefix}&per_page=100&sort=name`);
  return (list.body.data as { sku: string; price: number }[])
    .filter((item) => item.sku.startsWith(prefix))
    .sort((a, b) => a.sku.localeCompare(b.sku))
    .map((item) => item.price);
}

async function selectPage(page: Page, count: number) {
  await expect.poll(() => page.getByTestId('select-product').count()).toBe(count);
  await page.getByLabel('Pilih semua di halaman ini').check();
  await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe(`${count} produk dipilih`);
}

describe('bulk price changes', () => {
  test('show the new prices and the count first; Batal keeps them, Ubah harga applies', async ({
    openAdmin,
    adminSession,
  }) => {
    const prefix = tag();
    await createProducts(adminSession, prefix, 3);
    const page = await openAdmin(DESKTOP, `/admin/products?q=${prefix}&sort=name`);
    await selectPage(page, 3);
    await page.getByLabel('Aksi massal').selectOption({ label: 'Ubah harga (%)' });
    await page.getByLabel('Persentase').fill('10');
    await page.getByRole('button', { name: 'Terapkan ke 3 produk' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ubah harga 3 produk +10 %?' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('price-preview-count').textContent()).toBe('3 produk');
    expect(await dialog.getByTestId('price-preview-row').allTextContents()).toEqual([
      'Rp 1.000.000 →  menjadi Rp 1.100.000',
      'Rp 1.000.100 →  menjadi Rp 1.100.110',
      'Rp 1.000.200 →  menjadi Rp 1.100.220',
    ]);
    await viewportShot(page, 'admin-bulk-price-preview-1280');
    // Nothing is saved while the dialog asks, nor after 'Batal'.
    expect(await prices(adminSession, prefix)).toEqual([1_000_000, 1_000_100, 1_000_200]);
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await prices(adminSession, prefix)).toEqual([1_000_000, 1_000_100, 1_000_200]);

    await page.getByRole('button', { name: 'Terapkan ke 3 produk' }).click();
    await dialog.getByRole('button', { name: 'Ubah harga' }).click();
    await expectToast(page, 'Perubahan disimpan', '3 produk diperbarui.');
    expect(await prices(adminSession, prefix)).toEqual([1_100_000, 1_100_110, 1_100_220]);

    // 'Ubah harga': one price for every selected product, asked the same way, on a phone too.
    const phone = await openAdmin(PHONE, `/admin/products?q=${prefix}&sort=name`);
    await selectPage(phone, 3);
    await phone.getByLabel('Aksi massal').selectOption({ label: 'Ubah harga' });
    await phone.getByLabel('Harga baru').fill('2.500.000');
    await phone.getByRole('button', { name: 'Terapkan ke 3 produk' }).click();
    const phoneDialog = phone.getByRole('alertdialog', { name: 'Ubah harga 3 produk menjadi Rp 2.500.000?' });
    await phoneDialog.waitFor();
    expect(await phoneDialog.getByTestId('price-preview-row').first().textContent()).toBe(
      'Rp 1.100.000 →  menjadi Rp 2.500.000',
    );
    await viewportShot(phone, 'admin-bulk-price-preview-375');
    await phoneDialog.getByRole('button', { name: 'Batal' }).click();
    await phoneDialog.waitFor({ state: 'detached' });
    expect(await prices(adminSession, prefix)).toEqual([1_100_000, 1_100_110, 1_100_220]);
  });

  test("a hundred products: the screen shows the job's progress, then the result", async ({
    openAdmin,
    adminSession,
  }) => {
    const prefix = tag();
    await createProducts(adminSession, prefix, 100);
    const page = await openAdmin(DESKTOP, `/admin/products?q=${prefix}&sort=name`);
    await expect.poll(() => page.getByTestId('select-product').count()).toBeGreaterThan(0);
    await page.getByLabel('Pilih semua di halaman ini').check();
    await page.getByRole('button', { name: 'Pilih semua 100 produk yang cocok' }).click();
    await expect.poll(() => page.getByTestId('selection-count').textContent()).toBe('100 produk dipilih');
    await page.getByLabel('Aksi massal').selectOption({ label: 'Ubah harga (%)' });
    await page.getByLabel('Persentase').fill('-10');
    // Every progress line the screen shows, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="job-progress"] [role="status"]')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Terapkan ke 100 produk' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ubah harga 100 produk -10 %?' });
    expect(await dialog.getByTestId('price-preview-count').textContent()).toBe('100 produk');
    await dialog.getByRole('button', { name: 'Ubah harga' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.length))
      .toBeGreaterThan(0);
    await viewportShot(page, 'admin-bulk-job-progress-1280');
    await expectToast(page, 'Perubahan disimpan', '100 produk diperbarui.');
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    // The first step (two record shards) leaves the rest to the next: the screen showed how far it was.
    expect(seen[0]).toMatch(/^Memproses \d\d dari 100 produk…$/);
    const after = await prices(adminSession, prefix);
    expect(after).toHaveLength(100);
    expect(after.slice(0, 2)).toEqual([900_000, 900_090]);
  });
});
