import { describe, expect } from 'vitest';
import type { AdminProductsPage } from '#shared/product/pages.ts';
import { DESKTOP, baseUrl, screenshot } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-env.ts';
import { TOKEN_KEY } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * The admin product list pages, searches, filters and sorts on the server: the panel never downloads
 * the whole catalogue, whatever its size.
 */

describe('admin product list', () => {
  test('a first visit shows the rows without a screen-loading placeholder in between', async ({ openAdmin }) => {
    const page = await openAdmin(DESKTOP, '/admin/dashboard');
    // Every text the page shows on the way, recorded as it is inserted (however briefly it stays).
    await page.context().addInitScript(() => {
      const seen = new Set<string>();
      (window as unknown as { seenTexts: Set<string> }).seenTexts = seen;
      new MutationObserver(() => {
        for (const text of ['Memuat halaman...', 'Memuat produk...']) {
          if (document.body?.textContent?.includes(text)) seen.add(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${baseUrl()}/admin/products`);
    const rows = page.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    // The screen's code arrives before it renders (a route's `lazy`): a Suspense fallback would hold
    // the rows back (React reveals content no sooner than 300 ms after a fallback).
    const seen = await page.evaluate(() => [...(window as unknown as { seenTexts: Set<string> }).seenTexts]);
    expect(seen).not.toContain('Memuat halaman...');
  });

  test("moving to another screen keeps this one, with a bar across the top, until the next one's code is in", async ({
    openAdmin,
  }) => {
    const page = await openAdmin(DESKTOP, '/admin/products');
    const rows = page.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    // Hold the categories screen's code back until the pending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/categories-page\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Kategori', exact: true }).first().click();
    const bar = page.getByTestId('navigation-progress');
    await bar.waitFor();
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('true');
    expect(await rows.count()).toBe(10);
    release();
    await page.getByRole('heading', { level: 1, name: 'Kategori' }).waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(await page.locator('main').getAttribute('aria-busy')).toBe('false');
  });

  test('from a product being edited to Tambah Produk, the form starts empty (nothing carries over)', async ({
    openAdmin,
  }) => {
    const page = await openAdmin(DESKTOP, '/admin/products');
    const edit = page.getByRole('link', { name: /^Edit / }).first();
    const name = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    await edit.click();
    const nameField = page.getByLabel('Nama Produk');
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await page.getByRole('link', { name: 'Tambah Produk', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Tambah Produk' }).waitFor();
    expect(await nameField.inputValue()).toBe('');
  });

  test('asks the server for one page at a time, sorted and filtered there, with the publication counts', async ({
    openAdmin,
  }) => {
    const page = await openAdmin(DESKTOP, '/admin/products');
    const answers: AdminProductsPage[] = [];
    const requests: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/admin/products') return;
      requests.push(url.search);
      // The answer to the first load may arrive just as the reload leaves it, its body gone.
      const answer = (await response.json().catch(() => null)) as AdminProductsPage | null;
      if (answer) answers.push(answer);
    });
    await page.reload();
    const rows = page.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    // Every list request is a page request, and no answer carries more than a page.
    expect(requests.every((search) => /[?&]page=\d+/.test(search))).toBe(true);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const first = answers.at(-1)!;
    expect(first.data.length).toBeLessThanOrEqual(10);
    expect(first.total).toBeGreaterThan(20);
    const counts = page.getByTestId('product-counts');
    await expect
      .poll(() => counts.textContent())
      .toBe(
        `${first.counts.all} produk · ${first.counts.published} tampil · ${first.counts.draft} draf · ${first.counts.inactive} nonaktif`,
      );

    await page.getByLabel('Urutkan').selectOption('price-desc');
    await expect.poll(() => requests.at(-1)).toMatch(/sort=price&order=desc/);
    const prices = () =>
      rows.evaluateAll((cells) =>
        cells.map((row) => Number(row.querySelectorAll('td')[5]!.textContent!.replace(/\D/g, ''))),
      );
    await expect
      .poll(async () => {
        const values = await prices();
        return values.length === 10 && values.every((value, index) => index === 0 || values[index - 1]! >= value);
      })
      .toBe(true);

    await page.getByLabel('Filter publikasi').selectOption('draft');
    await expect.poll(() => requests.at(-1)).toMatch(/publication=draft/);
    await page.getByLabel('Cari nama atau SKU').fill('RL-PH-70');
    await expect.poll(() => requests.at(-1)).toMatch(/q=RL-PH-70/);
    await screenshot(page, 'admin-product-list-filters-1280');
  });

  test('a filter picked while the search is still waiting to be sent keeps both', async ({ openAdmin }) => {
    const page = await openAdmin(DESKTOP, '/admin/products');
    await page.clock.install();
    await page.reload();
    const rows = page.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    // The page's timers stand still, so the sort is picked inside the search's 250 ms pause, however busy
    // the machine is; then the pause runs out.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByLabel('Cari nama atau SKU').fill('RL-PH');
    await page.getByLabel('Urutkan').selectOption('price-desc');
    await page.clock.runFor(300);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('RL-PH');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price-desc');
  });
});

/*
 * The admin page sends the list's first page and the category names from an inline script as it
 * arrives (src/admin/early-requests.ts); the panel takes those answers instead of asking again.
 */
describe('admin product list: the requests the page sends before the panel runs', () => {
  const isList = (url: URL) => url.pathname === '/api/admin/products';
  const isNames = (url: URL) => url.pathname === '/api/categories';

  test('are sent while the panel’s code is still on its way, once each, and fill the screen', async ({ openAdmin }) => {
    const page = await openAdmin(DESKTOP, '/admin/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const sent: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (isList(url) || isNames(url)) sent.push(url.pathname + url.search);
    });
    // The panel's shell is held back until the list's request has left: only the page can have sent it.
    let release = () => {};
    const listSent = new Promise<void>((resolve) => (release = resolve));
    page.on('request', (request) => {
      if (isList(new URL(request.url()))) release();
    });
    await page.route(/\/_astro\/admin\.[\w-]+\.js$/, async (route) => {
      await listSent;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/admin/products?page=2&sort=name`);
    const rows = page.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(10);
    await page.getByText(/^Menampilkan 11–20 dari \d+ produk$/).waitFor();
    await page.getByLabel('Filter kategori').locator('option').nth(1).waitFor({ state: 'attached' });
    expect(sent).toEqual(['/api/admin/products?page=2&per_page=10&sort=name', '/api/categories?counts=0']);
  });

  test('a signed-out visit sends none; an expired token’s early answer signs out as any 401 does, and signing in brings the list back', async ({
    openPage,
  }) => {
    const page = await openPage(DESKTOP);
    const listAnswers: number[] = [];
    page.on('response', (response) => {
      if (isList(new URL(response.url()))) listAnswers.push(response.status());
    });
    await page.goto(`${baseUrl()}/admin/products`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fproducts$/);
    await page.getByRole('heading', { name: 'RawLab Admin' }).waitFor();
    expect(listAnswers).toEqual([]);

    await page.evaluate((key) => localStorage.setItem(key, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.invalid'), TOKEN_KEY);
    await page.goto(`${baseUrl()}/admin/products?q=ph`);
    await page.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fproducts%3Fq%3Dph$/);
    await page.getByText('Sesi Anda telah berakhir').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect(listAnswers).toEqual([401]);

    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/admin\/products\?q=ph$/);
    const rows = page.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    expect(listAnswers[0]).toBe(401);
    expect(listAnswers.slice(1)).not.toContain(401);
  });
});
