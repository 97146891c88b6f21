import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { DESKTOP, PHONE, downloadBytes, screenshot } from '../support/browser.ts';
import { apiCall, expectToast, postJsonFrom, signedInPage, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';

let browser: Browser;
let admin: Session;
let page: Page;
const run = Date.now().toString(36);
const COUNT = 12;

/** Sends a consultation request the way the landing page does: a solved captcha, then POST /api/contact. */
async function sendContact(index: number, fields: { fullName: string; email: string; company: string }) {
  const challenge = await (await apiCall(null, '/api/captcha')).body;
  const captcha = await solveCaptchaForTests(challenge);
  // Each from its own loopback address: the form allows 10 per address per hour.
  const result = await postJsonFrom(`127.0.0.${100 + index}`, '/api/contact', { ...fields, captcha });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
}

test.beforeAll(async ({ browser: shared, adminSession }) => {
  browser = shared;
  admin = adminSession;
  for (let index = 0; index < COUNT; index += 1) {
    await sendContact(index, {
      fullName: index === 0 ? `Rina "Uji", ${run}` : `Kontak Uji ${run} ${String(index).padStart(2, '0')}`,
      email: `kontak-${index}-${run}@contoh.co.id`,
      company: index === 0 ? `=PT Cari Saya ${run}` : 'PT Laboratorium Nusantara',
    });
  }
  page = await signedInPage(browser, DESKTOP, admin, '/admin/contacts');
}, 120_000);

describe('admin contacts', () => {
  test('lists 10 per page with Prev/Next and numbered pages, dates in Indonesian', async () => {
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr').count()).toBe(10);
    expect(await page.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.locator('tbody tr').first().locator('td').first().getByText('11', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Halaman 2', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('button', { name: 'Halaman 1', exact: true }).click();
    await page.locator('tbody tr').first().locator('td').first().getByText('1', { exact: true }).waitFor();
    // formatIdDateTime: "23 Nov 2026, 16.04"
    expect(await page.locator('tbody tr time').first().innerText()).toMatch(/^\d{1,2} \w{3} \d{4},? \d{2}[.:]\d{2}$/);
    await screenshot(page, 'admin-contacts-1280');
  });

  test('asks the server for one page at a time, never the whole inbox', async () => {
    const asked: string[] = [];
    const listen = (request: { url: () => string }) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/contacts') asked.push(url.search);
    };
    page.on('request', listen);
    try {
      await page.getByLabel('Cari nama, email atau perusahaan').fill(`Kontak Uji ${run}`);
      await page
        .locator('tbody tr')
        .filter({ hasText: `Kontak Uji ${run} 11` })
        .waitFor();
      await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
      await page
        .locator('tbody tr')
        .filter({ hasText: `Kontak Uji ${run} 01` })
        .waitFor();
      await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    } finally {
      page.off('request', listen);
    }
    expect(asked.length).toBeGreaterThan(0);
    for (const search of asked) expect(search).toMatch(/[?&]page=\d+/);
    expect(asked.some((search) => search.includes('page=2'))).toBe(true);
    await page.getByLabel('Cari nama, email atau perusahaan').fill('');
  });

  test('search filters by name, email or company and returns to page 1', async () => {
    await page.getByRole('button', { name: 'Halaman 2', exact: true }).click();
    await page.getByLabel('Cari nama, email atau perusahaan').fill(`Cari Saya ${run}`);
    const rows = page.locator('tbody tr');
    await rows.filter({ hasText: `Rina "Uji", ${run}` }).waitFor();
    // Searched on the server: the previous page stays until the answer comes.
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().locator('td').first().innerText()).toBe('1');
    await page.getByLabel('Cari nama, email atau perusahaan').fill(`tidak-ada-${run}`);
    await page.getByText('Tidak ada data kontak').waitFor();
  });

  test('exports the shown messages as CSV with a BOM and proper escaping', async () => {
    await page.getByLabel('Cari nama, email atau perusahaan').fill(run);
    await page.locator('tbody tr').first().waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Ekspor CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kontak-rawlab-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await downloadBytes(download)).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('No,Nama Lengkap,Email,Perusahaan,Tanggal,Tanggal (ISO),Telepon,Kebutuhan,Status');
    expect(lines).toHaveLength(COUNT + 1);
    // Quotes doubled, commas quoted, a formula-looking cell defused.
    const rina = lines.find((line) => line.includes('Rina'))!;
    expect(rina).toContain(`"Rina ""Uji"", ${run}"`);
    expect(rina).toContain(`'=PT Cari Saya ${run}`);
  });

  test('deletes a message after confirmation', async () => {
    await page.getByLabel('Cari nama, email atau perusahaan').fill(`Cari Saya ${run}`);
    const row = page.locator('tbody tr').filter({ hasText: `Rina "Uji", ${run}` });
    await row.getByRole('button', { name: /^Hapus pesan dari/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hapus pesan kontak?' });
    await confirm.getByRole('button', { name: 'Hapus' }).click();
    await expectToast(page, 'Kontak dihapus');
    await page.getByText('Tidak ada data kontak').waitFor();
    const left = (await apiCall(admin.token, '/api/admin/contacts')).body.filter((contact: { email: string }) =>
      contact.email.endsWith(`${run}@contoh.co.id`),
    );
    expect(left).toHaveLength(COUNT - 1);

    // In the archive, and back with 'Pulihkan'.
    await page.getByRole('button', { name: /^Arsip/ }).click();
    const archived = page.locator('tbody tr').filter({ hasText: `Rina "Uji", ${run}` });
    await archived.getByRole('button', { name: /^Pulihkan pesan dari/ }).click();
    await expectToast(page, 'Kontak dipulihkan');
    await page.getByText('Arsip kontak kosong').waitFor();
    await page.getByRole('button', { name: /^Semua/ }).click();
    await page
      .locator('tbody tr')
      .filter({ hasText: `Rina "Uji", ${run}` })
      .waitFor();
  });

  test('phone layout: cards, no sideways scroll', async () => {
    const phone = await signedInPage(browser, PHONE, admin, '/admin/contacts');
    await phone.locator('[data-list-card]').first().waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(phone, 'admin-contacts-375');
    await phone.context().close();
  });
});
