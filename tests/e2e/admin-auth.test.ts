import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-env.ts';
import { TOKEN_KEY, apiLogin, expectToast, signedInPage } from './admin-support.ts';
import { test } from './fixtures.ts';

let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

describe('admin sign-in, guard and sign-out', () => {
  test('a guarded URL without a token goes to the login page, keeping where it was going', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${baseUrl()}/admin/products?q=ph`);
    await page.waitForURL(/\/admin\/login\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/admin/products?q=ph');
    await page.getByRole('heading', { name: 'RawLab Admin' }).waitFor();
    await page.getByText('Masuk ke panel administrasi').waitFor();
    await screenshot(page, 'admin-login-1280');
    await page.context().close();
  });

  test('an empty or malformed form is checked in the page: messages under the fields, focus on the first, no request', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/login') requests.push(request.method());
    });
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByText('Email wajib diisi').waitFor();
    await page.getByText('Password wajib diisi').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    // From then on the messages follow what is typed.
    await page.getByLabel('Email').fill('admin@rawlab');
    await page.getByText('Format email tidak valid').waitFor();
    await page.getByLabel('Email').fill('admin@rawlab.co.id');
    await page.getByText('Format email tidak valid').waitFor({ state: 'detached' });
    await page.getByText('Password wajib diisi').waitFor();
    expect(requests.filter((method) => method === 'POST')).toEqual([]);
    await page.context().close();
  });

  test('wrong password is refused with the original site toast, then the right one signs in and returns to the page', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/login?next=${encodeURIComponent('/admin/categories')}`);
    await page.getByRole('heading', { name: 'RawLab Admin' }).waitFor();
    await screenshot(page, 'admin-login-375');

    const password = page.getByLabel('Password', { exact: true });
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await password.fill('not-the-password');
    // Show / hide password.
    await page.getByRole('button', { name: 'Tampilkan password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sembunyikan password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    // Hold the answer back until the busy state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Masuk' }).click();
    const busy = page.getByRole('button', { name: 'Masuk...' });
    await busy.waitFor({ state: 'visible' });
    expect(await busy.isDisabled()).toBe(true);
    release();
    await expectToast(page, 'Login gagal', 'Email atau password salah');
    expect(page.url()).toContain('/admin/login');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

    await password.fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL('**/admin/categories');
    await expectToast(page, 'Login berhasil', `Selamat datang, ${TEST_ADMIN.name}!`);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
    await context.close();
  });

  test('a next address that leaves the panel (or the site) is not followed: the admin lands on the dashboard', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const offSite: string[] = [];
    await context.route(
      (url) => url.hostname.endsWith('evil.example'),
      async (route) => {
        offSite.push(route.request().url());
        await route.abort();
      },
    );
    await page.goto(`${baseUrl()}/admin/login?next=%2Fadmin%2F..%2F%2Fevil.example%2Fphish`);
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // A signed-in admin opening the same link is not sent away either.
    await page.goto(`${baseUrl()}/admin/login?next=%2Fadmin%2F%2e%2e%2F%2Fevil.example%2F`);
    await page.waitForURL('**/admin/dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    expect(offSite).toEqual([]);
    await context.close();
  });

  test('an invalid or expired token sends the user to login with a message and the page to return to', async () => {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/admin/login`);
    // The login screen is drawn before the token is stored: a login page that first saw it (its code
    // arriving after the page's load event on a busy machine) would go on to the dashboard, meet the
    // 401 there and show the notice on this page instead of the next.
    await page.getByRole('heading', { name: 'RawLab Admin' }).waitFor();
    await page.evaluate((key) => localStorage.setItem(key, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.invalid'), TOKEN_KEY);
    await page.goto(`${baseUrl()}/admin/contacts`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fcontacts/);
    await page.getByText('Sesi Anda telah berakhir').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await context.close();
  });

  test('the phone drawer navigates and closes; logout clears the token and guards again', async () => {
    const session = await apiLogin();
    const page = await signedInPage(browser, PHONE, session);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The three count cards with their captions.
    await page
      .getByTestId('dashboard-product-counts')
      .getByText(/\d+ tampil · \d+ draf · \d+ nonaktif/)
      .waitFor();
    for (const caption of ['Kategori produk', 'Bulan ini']) await page.getByText(caption, { exact: true }).waitFor();
    await screenshot(page, 'admin-dashboard-375');

    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu admin' });
    await drawer.waitFor();
    await screenshot(page, 'admin-drawer-375');
    await drawer.getByRole('link', { name: 'Kategori' }).click();
    await page.waitForURL('**/admin/categories');
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Buka menu' }).click();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await expectToast(page, 'Logout berhasil');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    await page.goto(`${baseUrl()}/admin/dashboard`);
    await page.waitForURL(/\/admin\/login/);
    await page.context().close();
  });
});
