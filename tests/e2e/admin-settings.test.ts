import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { apiCall, apiLogin, expectToast, signedInPage, userWithRole, type Session } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

let browser: Browser;
let admin: Session;
let page: Page;
test.beforeAll(async ({ browser: shared, adminSession }) => {
  browser = shared;
  admin = adminSession;
  page = await signedInPage(browser, DESKTOP, admin, '/admin/settings');
});

describe('admin settings and users', () => {
  test('saves WhatsApp, company and notification settings in one go; they survive a reload', async () => {
    const phone = page.getByLabel('Telepon Perusahaan');
    await phone.waitFor();
    const autoReply = page.getByRole('switch', { name: 'Balasan otomatis' });
    const before = await autoReply.getAttribute('aria-checked');
    const newPhone = `+62 21 ${Date.now() % 10_000_000}`;
    await phone.fill(newPhone);
    await page.getByLabel('Nomor WhatsApp').fill('6281311112222');
    await autoReply.click();
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expectToast(page, 'Pengaturan disimpan');

    await page.reload();
    await page.getByLabel('Telepon Perusahaan').waitFor();
    await page.waitForFunction(
      (value) => (document.querySelector('input[name="company_phone"]') as HTMLInputElement | null)?.value === value,
      newPhone,
    );
    expect(await page.getByLabel('Nomor WhatsApp').inputValue()).toBe('6281311112222');
    expect(await page.getByRole('switch', { name: 'Balasan otomatis' }).getAttribute('aria-checked')).toBe(
      before === 'true' ? 'false' : 'true',
    );
    const stored = (await apiCall(admin.token, '/api/settings')).body;
    expect(stored).toMatchObject({
      company_phone: newPhone,
      whatsapp_number: '6281311112222',
      auto_reply: before !== 'true',
    });
  });

  test('chooses how PPN is written beside the rate; DPP nilai lain locks the rate at the regulation', async () => {
    // The seeded store is a new install: DPP nilai lain.
    const card = page.getByTestId('quotation-settings');
    const mode = card.getByLabel('Cara menulis PPN');
    const rate = card.getByLabel('Tarif PPN (%)');
    await mode.waitFor();
    await expect.poll(() => mode.inputValue()).toBe('dpp_nilai_lain');
    expect(await rate.isDisabled()).toBe(true);
    await card.getByText('DPP nilai lain selalu 12% dari 11/12 harga').waitFor();
    await card
      .getByText('Sesuai PMK 131/2024, surat menulis DPP nilai lain (11/12 harga) dan PPN 12% darinya')
      .waitFor();
    await mode.evaluate((select) => select.scrollIntoView({ block: 'center' }));
    await viewportShot(page, 'admin-settings-ppn-dpp-1280');

    // The choice reads whole on a phone too (a native select clips a long option).
    await mode.selectOption({ label: 'Tarif × harga' });
    expect(await rate.isDisabled()).toBe(false);
    await card.getByText('PPN = tarif di bawah × harga, seperti sebelum 2025.').waitFor();
    await rate.fill('11');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expectToast(page, 'Pengaturan disimpan');
    expect((await apiCall(admin.token, '/api/settings')).body).toMatchObject({ ppn_mode: 'flat', ppn_rate: 11 });
    await page.reload();
    await expect
      .poll(() => page.getByTestId('quotation-settings').getByLabel('Cara menulis PPN').inputValue())
      .toBe('flat');

    // Back to DPP nilai lain: the flat rate stays stored for a later switch.
    await mode.selectOption('dpp_nilai_lain');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await expectToast(page, 'Pengaturan disimpan');
    expect((await apiCall(admin.token, '/api/settings')).body).toMatchObject({
      ppn_mode: 'dpp_nilai_lain',
      ppn_rate: 11,
    });
    await page.setViewportSize(PHONE);
    await mode.evaluate((select) => select.scrollIntoView({ block: 'center' }));
    await viewportShot(page, 'admin-settings-ppn-dpp-375');
    await page.setViewportSize(DESKTOP);
  });

  test('an invalid WhatsApp number is stopped by the shared schema before any request', async () => {
    await page.getByLabel('Nomor WhatsApp').fill('081234');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await page.getByText('Nomor WhatsApp diawali 62, tanpa +, tanpa 0 di depan (10-15 digit)').waitFor();
    await page.reload();
  });

  const email = `manager-ui-${Date.now()}@rawlab.test`;

  test('adds an admin user (password hint, short password refused)', async () => {
    await page.getByRole('button', { name: 'Tambah Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tambah Admin' });
    await dialog.waitFor();
    await dialog.getByText('Password minimal 8 karakter').waitFor();
    await dialog.getByLabel('Nama').fill('Manajer Uji');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Role').selectOption('Manager');
    await dialog.getByLabel('Password', { exact: true }).fill('pendek');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Password minimal 8 karakter' }).waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill('Password-Manajer-1');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'User ditambahkan');
    const row = page.locator('tbody tr').filter({ hasText: email });
    await row.getByText('Manager', { exact: true }).waitFor();
    await row.getByText('Belum pernah').waitFor();
    await screenshot(page, 'admin-settings-1280');
  });

  test('edits the user (the edit button works)', async () => {
    await page.getByRole('button', { name: 'Edit Manajer Uji' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Admin' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe(email);
    await dialog.getByLabel('Nama').fill('Staf Uji');
    await dialog.getByLabel('Role').selectOption('Staff');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'User diperbarui');
    const row = page.locator('tbody tr').filter({ hasText: email });
    await row.getByText('Staf Uji').waitFor();
    await row.getByText('Staff', { exact: true }).waitFor();
    // An empty password kept the old one.
    const login = await apiLogin(email, 'Password-Manajer-1');
    expect(login.user.role).toBe('Staff');
  });

  test('deletes the user after confirmation', async () => {
    await page.getByRole('button', { name: 'Hapus Staf Uji' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hapus admin?' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, 'User dihapus');
    await page.locator('tbody tr').filter({ hasText: email }).waitFor({ state: 'detached' });
    const users = (await apiCall(admin.token, '/api/admin/users')).body.map((user: { email: string }) => user.email);
    expect(users).not.toContain(email);
    // The signed-in Super Admin cannot delete itself.
    expect(await page.getByRole('button', { name: `Hapus ${admin.user.name}` }).isDisabled()).toBe(true);
  });

  test('a Staff user sees no Settings menu or shortcut, and the server refuses it too', async () => {
    const staff = await userWithRole(admin, 'Staff');
    const staffPage = await signedInPage(browser, PHONE, staff, '/admin/dashboard');
    await staffPage.getByText('Kategori produk').waitFor();
    await staffPage.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = staffPage.getByRole('dialog', { name: 'Menu admin' });
    await drawer.getByRole('link', { name: 'Kategori' }).waitFor();
    expect(await drawer.getByRole('link', { name: 'Pengaturan' }).count()).toBe(0);
    expect(await staffPage.getByRole('link', { name: /Pengaturan/ }).count()).toBe(0);
    await staffPage.keyboard.press('Escape');

    await staffPage.goto(`${baseUrl()}/admin/settings`);
    await staffPage.getByRole('heading', { name: 'Akses ditolak' }).waitFor();
    const put = await apiCall(staff.token, '/api/settings/1', {
      method: 'PUT',
      json: (await apiCall(admin.token, '/api/settings')).body,
    });
    expect(put.status).toBe(403);
    await staffPage.context().close();
  });

  test('a Manager gets Settings but not the users section', async () => {
    const manager = await userWithRole(admin, 'Manager');
    const managerPage = await signedInPage(browser, DESKTOP, manager, '/admin/settings');
    await managerPage.getByLabel('Telepon Perusahaan').waitFor();
    expect(await managerPage.getByRole('link', { name: 'Pengaturan' }).count()).toBe(1);
    expect(await managerPage.getByRole('heading', { name: 'Pengguna Admin' }).count()).toBe(0);
    expect((await apiCall(manager.token, '/api/admin/users')).status).toBe(403);
    await managerPage.context().close();
  });
});
