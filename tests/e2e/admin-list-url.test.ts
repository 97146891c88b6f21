import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { DESKTOP } from '../support/browser.ts';
import { apiCall, postJsonFrom } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * Contacts and quote requests keep their search, filter and page in the URL, as the product list
 * does: a reload shows the same list, and so does Back from a message or a request opened from it.
 */

const run = Date.now().toString(36);

async function solvedCaptcha(): Promise<string> {
  return solveCaptchaForTests((await apiCall(null, '/api/captcha')).body);
}

function search(page: Page, label: string) {
  return page.getByLabel(label, { exact: true });
}

describe('admin list state in the URL', () => {
  test('contacts: search and page survive a reload and Back from a message', async ({ openAdmin }) => {
    for (let index = 0; index < 11; index += 1) {
      const sent = await postJsonFrom(`127.0.0.${140 + index}`, '/api/contact', {
        fullName: `Alamat Uji ${run} ${String(index).padStart(2, '0')}`,
        email: `alamat-${index}-${run}@contoh.co.id`,
        company: 'PT Laboratorium Nusantara',
        captcha: await solvedCaptcha(),
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    }
    const page = await openAdmin(DESKTOP, '/admin/contacts');
    const box = search(page, 'Cari nama, email atau perusahaan');
    await box.fill(run);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(new URL(page.url()).searchParams.get('q')).toBe(run);

    const expectSecondPage = async () => {
      await expect.poll(() => box.inputValue()).toBe(run);
      await expect
        .poll(() => page.getByRole('button', { name: 'Halaman 2', exact: true }).getAttribute('aria-current'))
        .toBe('page');
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
      expect(await page.locator('tbody tr td').first().innerText()).toBe('11');
    };

    await page.reload();
    await expectSecondPage();

    // Newest first: the one on page 2 is the first sent.
    await page.getByRole('link', { name: `Alamat Uji ${run} 00`, exact: true }).click();
    await page.waitForURL(/\/admin\/contacts\/[^/?]+$/);
    await page.goBack();
    await page.waitForURL(/\/admin\/contacts\?/);
    await expectSecondPage();
  });

  test('contacts: a page picked while the search waits out its pause keeps both', async ({ openAdmin }) => {
    // The eleven messages of the test above match `run`: two pages.
    const page = await openAdmin(DESKTOP, '/admin/contacts');
    await page.clock.install();
    await page.reload();
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    // The page's timers stand still, so page 2 is picked inside the search's pause however busy the
    // machine is; then the pause runs out.
    await page.clock.pauseAt(Date.now() + 60_000);
    await search(page, 'Cari nama, email atau perusahaan').fill(run);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await page.clock.runFor(300);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(run);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    // The list is searched on the server: its answer reaches the screen through the page's timers.
    await page.clock.resume();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
  });

  test('contacts: a message opened while the search waits out its pause stays open', async ({ openAdmin }) => {
    const sent = await postJsonFrom('127.0.0.152', '/api/contact', {
      fullName: `Dibuka Cepat ${run}`,
      email: `cepat-${run}@contoh.co.id`,
      company: 'PT Laboratorium Nusantara',
      captcha: await solvedCaptcha(),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const page = await openAdmin(DESKTOP, '/admin/contacts');
    await page.clock.install();
    await page.reload();
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    // The message screen's code is held on its way, so the list stays on screen (as it does on a slow
    // connection) while the search's pause runs out.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.pauseAt(Date.now() + 60_000);
    await search(page, 'Cari nama, email atau perusahaan').fill(run);
    const link = page.locator('tbody tr').first().getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await page.clock.runFor(300);
    release();
    await page.clock.resume();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/admin\/contacts\/[^/]+$/);
  });

  test('quotes: search and status filter survive a reload and Back from a request', async ({
    openAdmin,
    adminSession,
  }) => {
    const products = (await apiCall(adminSession.token, '/api/admin/products?per_page=2')).body.data;
    const references: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const sent = await postJsonFrom(`127.0.0.${160 + index}`, '/api/quotes', {
        items: [{ product_id: products[index].id, quantity: 1 }],
        customer: {
          name: `Pemohon ${run} ${index}`,
          institution: 'Lab Uji',
          phone: '0812-8880-4512',
          city: 'Bogor',
          notes: '',
        },
        captcha: await solvedCaptcha(),
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      references.push(sent.body.quote.reference);
    }
    const changed = await apiCall(adminSession.token, `/api/admin/quotes/${references[1]}`, {
      method: 'PUT',
      json: { status: 'diproses', from: 'baru' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const page = await openAdmin(DESKTOP, '/admin/quotes');
    const box = search(page, 'Cari referensi, nama, instansi, telepon atau kota');
    await box.fill(run);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    await page.getByRole('button', { name: /^Diproses/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('diproses');
    expect(new URL(page.url()).searchParams.get('q')).toBe(run);

    const expectFiltered = async () => {
      await expect.poll(() => box.inputValue()).toBe(run);
      await expect
        .poll(() => page.getByRole('button', { name: /^Diproses/ }).getAttribute('aria-pressed'))
        .toBe('true');
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
      expect(await page.locator('tbody tr').getAttribute('data-quote-row')).toBe(references[1]);
    };

    await page.reload();
    await expectFiltered();

    await page.getByRole('link', { name: references[1] }).click();
    await page.waitForURL(new RegExp(`/admin/quotes/${references[1]}$`));
    await page.goBack();
    await page.waitForURL(/\/admin\/quotes\?/);
    await expectFiltered();
  });
});
