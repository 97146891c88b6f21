import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall, expectToast, signedInPage, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';

let browser: Browser;
let admin: Session;
let page: Page;
test.beforeAll(async ({ browser: shared, adminSession }) => {
  browser = shared;
  admin = adminSession;
  page = await signedInPage(browser, DESKTOP, admin, '/admin/categories');
});

const name = `Kategori Uji ${Date.now().toString(36)}`;

describe('admin categories', () => {
  test('the add dialog takes focus, closes on Escape and gives focus back', async () => {
    await page.getByRole('list', { name: 'Daftar kategori' }).waitFor();
    const trigger = page.getByRole('button', { name: 'Tambah Kategori' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kategori' });
    await dialog.waitFor();
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Radix gives focus back after its close animation frame.
    await expect.poll(() => trigger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  test('adds a category with a generated slug and a palette colour (blue by default)', async () => {
    await page.getByRole('button', { name: 'Tambah Kategori' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Kategori' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Biru').isChecked()).toBe(true);
    await dialog.getByLabel('Nama Kategori').fill(name);
    expect(await dialog.getByLabel('Slug').inputValue()).toBe(name.toLowerCase().replace(/\s+/g, '-'));
    await dialog.getByLabel('Deskripsi').fill('Kategori sementara dari uji browser.');
    await dialog.getByLabel('Hijau').check({ force: true });
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Kategori ditambahkan');
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('0 produk').waitFor();
    const stored = (await apiCall(admin.token, '/api/categories')).body.find(
      (category: { name: string }) => category.name === name,
    );
    expect(stored).toMatchObject({ color: '#10B981', description: 'Kategori sementara dari uji browser.' });
  });

  test('edits it', async () => {
    await page.getByRole('button', { name: `Edit kategori ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Kategori' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Nama Kategori').inputValue()).toBe(name);
    await dialog.getByLabel('Deskripsi').fill('Deskripsi baru.');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Kategori diperbarui');
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name }) })
      .getByText('Deskripsi baru.')
      .waitFor();
  });

  test('a category still used by products offers to move them, and asks where to', async () => {
    await page.getByRole('button', { name: 'Hapus kategori pH Meters' }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus kategori?' });
    await confirm.getByText(/masih berisi \d+ produk/).waitFor();
    await confirm.getByRole('button', { name: 'Pindahkan & hapus' }).click();
    await confirm.getByRole('alert').getByText('Pilih kategori tujuan untuk produknya.').waitFor();
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await confirm.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'pH Meters' }).waitFor();
  });

  test('deletes the unused category after confirmation', async () => {
    await page.getByRole('button', { name: `Hapus kategori ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Hapus kategori?' });
    await confirm.getByRole('button', { name: 'Hapus', exact: true }).click();
    await expectToast(page, 'Kategori dihapus');
    await page.getByRole('heading', { name }).waitFor({ state: 'detached' });
    const names = (await apiCall(admin.token, '/api/categories')).body.map(
      (category: { name: string }) => category.name,
    );
    expect(names).not.toContain(name);
    await screenshot(page, 'admin-categories-1280');
  });

  test('phone layout', async () => {
    const phone = await signedInPage(browser, PHONE, admin, '/admin/categories');
    await phone.getByRole('list', { name: 'Daftar kategori' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'admin-categories-375');
    await phone.context().close();
  });
});
