import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { formatIdr } from '#shared/common/format.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { apiCall, expectToast, postJsonFrom, userWithRole } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * Everyday admin work: the product form judges a field only once it was left changed (or on submit);
 * the sign-in page is ready to type; a screen that cannot load offline says so and keeps the sidebar;
 * the new quote-request badge; internal notes; changing one's own password; toasts below the header.
 */

const run = Date.now().toString(36);
const OFFLINE_SCREEN = 'Anda sedang offline. Periksa koneksi internet; halaman dibuka lagi saat tersambung.';

const solvedCaptcha = async () => solveCaptchaForTests((await apiCall(null, '/api/captcha')).body);
const invalidFields = (page: Page) => page.locator('form [aria-invalid="true"]').count();

async function newQuoteRequest(index: number): Promise<string> {
  const sent = await postJsonFrom(`127.0.0.${200 + index}`, '/api/quotes', {
    items: [{ product_id: 1, quantity: 1 }],
    customer: {
      name: `E2E Pemohon ${run} ${index}`,
      institution: 'Lab Uji',
      phone: '0812-3456-7890',
      city: 'Bogor',
      notes: '',
    },
    captcha: await solvedCaptcha(),
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.quote.reference as string;
}

/** The toast sits below the header: it covers neither the signed-in name nor the menu button. */
async function expectToastBelowHeader(page: Page): Promise<void> {
  const header = await page.locator('header').first().boundingBox();
  // The toast slides in from above: its place is where it comes to rest.
  await expect
    .poll(async () => (await page.locator('[data-sonner-toast]').first().boundingBox())?.y ?? -1)
    .toBeGreaterThanOrEqual(header!.y + header!.height);
}

describe('product form validation', () => {
  test('tabbing through empty fields leaves them neutral; a field left changed, or a submit, marks them', async ({
    openAdmin,
  }) => {
    const page = await openAdmin(DESKTOP, '/admin/products/add');
    const name = page.getByLabel('Nama Produk');
    await name.waitFor();
    await name.focus();
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    await expect.poll(() => invalidFields(page)).toBe(0);

    // A new specification row starts neutral, and stays so when tabbed through.
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    await page.getByLabel('Nama spesifikasi 1').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await invalidFields(page)).toBe(0);
    await viewportShot(page, 'admin-everyday-form-tabbed-1280');

    // Changed, then left empty: judged when left.
    await name.fill('E2E sementara');
    await name.fill('');
    await page.keyboard.press('Tab');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');

    // A submit judges every field; a row added afterwards still starts neutral.
    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expect.poll(() => page.getByLabel('SKU').getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('button', { name: 'Tambah baris' }).click();
    await page.getByLabel('Nama spesifikasi 2').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.getByLabel('Nama spesifikasi 2').getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Nilai spesifikasi 2').getAttribute('aria-invalid')).toBeNull();
    // Correcting a marked field clears it as the user types.
    await page.getByLabel('SKU').fill(`E2E-${run}`);
    await expect.poll(() => page.getByLabel('SKU').getAttribute('aria-invalid')).toBeNull();
  });

  test('the sign-in page opens with the email field focused', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    await page.goto(`${baseUrl()}/admin/login`);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')), { timeout: 15_000 })
      .toBe('email');
  });
});

describe('offline', () => {
  test('a screen that cannot load offline says offline and keeps the sidebar; it opens when back online', async ({
    openAdmin,
  }) => {
    const page = await openAdmin(DESKTOP, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.waitFor();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.context().setOffline(true);
    await page.getByLabel('Menu admin').getByRole('link', { name: 'Akun Saya' }).click();
    const alert = page.locator('[data-screen-load-failure]');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.innerText()).toContain(OFFLINE_SCREEN);
    expect(await page.getByText('Versi panel admin baru saja diperbarui').count()).toBe(0);
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible()).toBe(true);
    await viewportShot(page, 'admin-everyday-offline-1280');

    await page.context().setOffline(false);
    await page.getByRole('heading', { name: 'Akun Saya', level: 1 }).waitFor({ timeout: 15_000 });
    expect(await alert.count()).toBe(0);
  });

  test('back online while the screen still cannot load: it is asked for again until it opens', async ({
    openAdmin,
  }) => {
    const page = await openAdmin(DESKTOP, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // The screen's code does not get through at first, even once the browser says it is online again.
    let blocked = true;
    let refused = 0;
    await page.route(/\/_astro\/account-page\.[\w-]+\.js$/, (route) => {
      if (!blocked) return route.continue();
      refused += 1;
      return route.abort();
    });
    await page.context().setOffline(true);
    await page.getByLabel('Menu admin').getByRole('link', { name: 'Akun Saya' }).click();
    await page.locator('[data-screen-load-failure]').waitFor({ timeout: 15_000 });
    const refusedOffline = refused;
    await page.context().setOffline(false);
    // The return's own retry fails (still blocked); a later one, once the code gets through, opens it.
    await expect.poll(() => refused).toBeGreaterThan(refusedOffline);
    blocked = false;
    await page.getByRole('heading', { name: 'Akun Saya', level: 1 }).waitFor({ timeout: 15_000 });
  });

  test('on a phone: the same note, and the menu button stays', async ({ openAdmin }) => {
    const page = await openAdmin(PHONE, '/admin/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const drawerLink = page.getByRole('dialog').getByRole('link', { name: 'Akun Saya' });
    await drawerLink.waitFor();
    await page.context().setOffline(true);
    await drawerLink.click();
    await page.locator('[data-screen-load-failure]').waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Buka menu' }).isVisible()).toBe(true);
    await viewportShot(page, 'admin-everyday-offline-375');
    await page.context().setOffline(false);
  });
});

describe('a screen that crashes', () => {
  test('shows its error in its own place; the menu stays and the next screen opens from it', async ({ openAdmin }) => {
    const page = await openAdmin(DESKTOP, '/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // An answer the inbox cannot read (as a server of another version could send) breaks its screen.
    await page.route(/\/api\/admin\/contacts\?/, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: 'not a list' }) }),
    );
    await nav.getByRole('link', { name: 'Kontak Masuk' }).click();
    const error = page.locator('main [data-screen-error]');
    await error.waitFor();
    expect(await error.getByRole('heading', { name: 'Terjadi kesalahan' }).isVisible()).toBe(true);
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await viewportShot(page, 'admin-screen-error-1280');

    await nav.getByRole('link', { name: 'Kategori' }).click();
    await page.getByRole('heading', { name: 'Kategori', level: 1 }).waitFor();
    expect(await error.count()).toBe(0);
  });
});

describe('quote requests and contacts', () => {
  test('a line asking more than the stock adds only the stock to the total, the rest shown outside it', async ({
    openAdmin,
    published,
  }) => {
    const product = published.find((item) => item.stock > 0 && item.stock < 50 && item.price > 0)!;
    const asked = product.stock + 3;
    const sent = await postJsonFrom('127.0.0.230', '/api/quotes', {
      items: [{ product_id: product.id, quantity: asked }],
      customer: { name: `E2E Stok ${run}`, institution: 'Lab Uji', phone: '0812-3456-7890', city: 'Bogor', notes: '' },
      captcha: await solvedCaptcha(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const page = await openAdmin(DESKTOP, `/admin/quotes/${sent.body.quote.reference}`);
    const line = page.locator(`[data-quote-line="${product.sku}"]`);
    await line.waitFor();
    const counted = product.price * product.stock;
    expect(await line.locator('[data-quote-line-counted]').textContent()).toBe(formatIdr(counted));
    expect(await line.locator('[data-quote-line-left-out]').textContent()).toBe(
      `${formatIdr(product.price * 3)} di luar total (3 tidak tersedia)`,
    );
    // The rows add up to the total.
    expect(await page.locator('[data-quote-total]').textContent()).toBe(formatIdr(counted));
    // The note under the subtotal wraps inside the table instead of widening it past its card.
    const table = page.locator('table').filter({ has: line });
    expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
    await viewportShot(page, 'admin-quote-limited-line-1280');
  });

  test('the navigation counts new quote requests; a note is kept with its author; the toast stays below the header', async ({
    openAdmin,
    adminSession,
  }) => {
    const reference = await newQuoteRequest(1);
    const expected = async () => {
      const summary = await apiCall(adminSession.token, '/api/admin/quotes/summary');
      const count = summary.body.new as number;
      return count > 99 ? '99+' : String(count);
    };
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAdmin(viewport, `/admin/quotes/${reference}`);
      if (viewport === DESKTOP) {
        const badge = page.getByRole('navigation', { name: 'Navigasi utama' }).getByTestId('nav-new-quotes');
        await expect.poll(async () => (await badge.innerText()).split(/\s/)[0]).toBe(await expected());
      }
      const notes = page.locator('[data-internal-notes]');
      await notes.waitFor();
      const text = `E2E catatan ${run} ${viewport.width}: sudah ditelepon`;
      await notes.getByLabel('Tambah catatan').fill(text);
      await notes.getByRole('button', { name: 'Simpan catatan' }).click();
      await expectToast(page, 'Catatan ditambahkan');
      await expectToastBelowHeader(page);
      const note = notes.locator('[data-internal-note]').filter({ hasText: text });
      await note.waitFor();
      expect(await note.innerText()).toContain(adminSession.user.name);
      // The page does not scroll sideways (the products table scrolls inside its card).
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await note.scrollIntoViewIfNeeded();
      await viewportShot(page, `admin-everyday-quote-notes-${viewport.width}`);
    }
    // Kept on the server, in order, signed.
    const stored = await apiCall(adminSession.token, `/api/admin/quotes/${reference}/notes`);
    expect(stored.body.data.map((entry: { text: string }) => entry.text)).toEqual([
      `E2E catatan ${run} 1280: sudah ditelepon`,
      `E2E catatan ${run} 375: sudah ditelepon`,
    ]);
  });

  test('the quotation editor keeps unsaved edits through a reload, asks before leaving, and forgets them once saved', async ({
    openAdmin,
  }) => {
    const reference = await newQuoteRequest(2);
    const page = await openAdmin(DESKTOP, `/admin/quotes/${reference}/penawaran`);
    const notes = page.getByLabel('Catatan', { exact: true });
    const quantity = page.getByLabel('Jumlah baris 1');
    await notes.waitFor();
    const before = { notes: await notes.inputValue(), quantity: await quantity.inputValue() };
    const typed = `E2E syarat ${run}: termasuk pelatihan operator`;
    await notes.fill(typed);
    await quantity.fill('4');
    // Closing or reloading the tab with unsaved edits asks (the browser's own prompt).
    const unloadRefused = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await unloadRefused()).toBe(true);

    // Another admin screen asks first; staying keeps every edit.
    const back = page.getByRole('link', { name: reference });
    await back.click();
    const leave = page.getByRole('alertdialog', { name: 'Tinggalkan halaman?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Tetap di sini' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/admin/quotes/${reference}/penawaran`);
    expect(await notes.inputValue()).toBe(typed);

    // A reload (the prompt accepted) opens the saved draft and offers the edits back.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const offer = page.getByRole('status').filter({ hasText: 'Pulihkan perubahan?' });
    await offer.waitFor();
    expect(await offer.innerText()).toContain(`penawaran ${reference}`);
    expect({ notes: await notes.inputValue(), quantity: await quantity.inputValue() }).toEqual(before);
    await viewportShot(page, 'admin-quotation-offer-1280');
    await offer.getByRole('button', { name: 'Pulihkan' }).click();
    await offer.waitFor({ state: 'detached' });
    expect({ notes: await notes.inputValue(), quantity: await quantity.inputValue() }).toEqual({
      notes: typed,
      quantity: '4',
    });
    await viewportShot(page, 'admin-quotation-restored-1280');

    // Saved: nothing to offer, nothing to ask.
    await page.getByRole('button', { name: 'Simpan draf' }).click();
    await expectToast(page, 'Draf penawaran disimpan');
    expect(await unloadRefused()).toBe(false);
    await page.reload();
    await notes.waitFor();
    expect(await notes.inputValue()).toBe(typed);
    expect(await quantity.inputValue()).toBe('4');
    expect(await page.getByText('Pulihkan perubahan?').count()).toBe(0);
    await back.click();
    await page.waitForURL((url) => url.pathname === `/admin/quotes/${reference}`);
  });

  test('a contact message takes notes too', async ({ openAdmin, adminSession }) => {
    const sent = await postJsonFrom('127.0.0.230', '/api/contact', {
      fullName: `E2E Kontak ${run}`,
      email: `kontak-${run}@contoh.co.id`,
      company: 'PT Catatan',
      captcha: await solvedCaptcha(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const list = await apiCall(adminSession.token, `/api/admin/contacts?page=1&q=${run}`);
    const id = list.body.data[0].id as string;
    let page!: Page;
    let notes!: ReturnType<Page['locator']>;
    for (const viewport of [PHONE, DESKTOP]) {
      page = await openAdmin(viewport, `/admin/contacts/${encodeURIComponent(id)}`);
      notes = page.locator('[data-internal-notes]');
      await notes.getByLabel('Tambah catatan').fill(`E2E: minta katalog PDF (${viewport.width})`);
      await notes.getByRole('button', { name: 'Simpan catatan' }).click();
      await notes
        .locator('[data-internal-note]')
        .filter({ hasText: `E2E: minta katalog PDF (${viewport.width})` })
        .waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);
      await notes.scrollIntoViewIfNeeded();
      await viewportShot(page, `admin-everyday-contact-notes-${viewport.width}`);
    }
    // An empty note is refused in place, with what was typed kept.
    await notes.getByLabel('Tambah catatan').fill('   ');
    await notes.getByRole('button', { name: 'Simpan catatan' }).click();
    await notes.getByText('Catatan wajib diisi').waitFor();
  });
});

describe('own password', () => {
  test('a Staff admin changes their password on Akun Saya and stays signed in; the old token ends', async ({
    openAdmin,
    adminSession,
  }) => {
    const staff = await userWithRole(adminSession, 'Staff');
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openAdmin(viewport, '/admin/account', staff);
      await page.getByRole('heading', { name: 'Akun Saya', level: 1 }).waitFor();
      await viewportShot(page, `admin-everyday-account-${viewport.width}`);
    }
    const page = await openAdmin(DESKTOP, '/admin/account', staff);
    const current = page.getByLabel('Password saat ini', { exact: true });
    const next = page.getByLabel('Password baru', { exact: true });
    // Checked in the browser with the shared schema first: nothing typed, nothing sent.
    const sent: string[] = [];
    page.on(
      'request',
      (request) => void (request.url().includes('/api/admin/me/password') && sent.push(request.url())),
    );
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Password saat ini wajib diisi' }).waitFor();
    expect(sent).toEqual([]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('current_password');
    await current.fill('bukan-password-ini');
    await next.fill('Sandi-Baru-E2E-Panjang-2');
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await page.getByText('Password saat ini salah').first().waitFor();
    expect(await next.inputValue()).toBe('Sandi-Baru-E2E-Panjang-2');

    await current.fill(staff.password);
    await page.getByRole('button', { name: 'Simpan password' }).click();
    await expectToast(page, 'Password berhasil diubah');
    await expectToastBelowHeader(page);
    await viewportShot(page, 'admin-everyday-password-changed-1280');
    expect((await apiCall(staff.token, '/api/admin/me')).status).toBe(401);
    // This session carries on with the fresh token, across a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Akun Saya', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/account');
  });
});
