import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { seriousAxeViolations } from './axe-check.ts';
import { openPublic, test as it } from './fixtures.ts';

/*
 * The warranty check as a customer uses it: a serial number typed as it reads on the label gives the
 * product (a link to its page), the warranty's status and the next calibration, with a link that opens
 * a service request for that unit; an unknown serial and a refused lookup each say so and keep what
 * was typed. On a phone in Indonesian and on a desktop in English.
 */

const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

async function instrument(token: string, productId: number, change: Record<string, unknown>): Promise<string> {
  const serial = `GR-${randomUUID().slice(0, 8).toUpperCase()}`;
  const created = await apiCall(token, '/api/admin/instruments', {
    method: 'POST',
    json: {
      product_id: productId,
      serial_number: serial,
      customer: { name: 'Lab Mutu', institution: 'PT Uji', email: 'qc@uji.test' },
      delivered_on: jakartaToday(),
      warranty_months: 24,
      calibration_interval_months: 12,
      ...change,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return serial;
}

describe('warranty check', () => {
  it('on a phone in Indonesian: an active warranty, then an unknown serial kept as typed', async ({
    openPage,
    adminSession,
    published,
  }) => {
    const product = published[0]!;
    const serial = await instrument(adminSession.token, product.id, {
      delivered_on: '2025-01-31',
      warranty_months: 13,
    });
    const page = await openPage(PHONE);
    await openPublic(page, '/garansi/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cek Garansi');

    // Typed as people read a label: lower case, a space in the middle.
    const typed = `${serial.slice(0, 3).toLowerCase()} ${serial.slice(3).toLowerCase()}`;
    await page.getByLabel('Nomor seri').fill(typed);
    await page.getByRole('button', { name: 'Cek garansi' }).click();
    const result = page.locator('[data-warranty-result]');
    await result.waitFor();
    // 2025-01-31 + 13 months is the last day of February 2026; active only while that day has not passed.
    const active = jakartaToday() <= '2026-02-28';
    expect(await result.locator('[data-warranty-status]').textContent()).toBe(
      active ? 'Garansi aktif sampai 28 Februari 2026' : 'Garansi berakhir 28 Februari 2026',
    );
    expect(await result.locator('[data-calibration-due]').textContent()).toBe('31 Januari 2026');
    const productLink = result.getByRole('link', { name: product.name });
    expect(await productLink.getAttribute('href')).toBe(`/id/products/${product.slug}/`);
    const service = result.getByRole('link', { name: 'Minta servis atau kalibrasi' });
    expect(await service.getAttribute('href')).toBe(`/layanan?serial=${encodeURIComponent(typed)}`);
    // Nothing about the customer reaches the page.
    expect(await page.locator('main').textContent()).not.toMatch(/Lab Mutu|PT Uji|qc@uji\.test/);
    await screenshot(page, 'warranty-check-id-375');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'warranty-check-id-1280');
    await page.setViewportSize(PHONE);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Nomor seri').fill('SALAH-123');
    await page.getByRole('button', { name: 'Cek garansi' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Nomor seri tidak ditemukan.');
    expect(await page.getByLabel('Nomor seri').inputValue()).toBe('SALAH-123');
    expect(await page.getByLabel('Nomor seri').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'warranty-check-id-not-found-375');

    // Empty: said without asking the server.
    await page.getByLabel('Nomor seri').fill('  ');
    await page.getByRole('button', { name: 'Cek garansi' }).click();
    await expect.poll(() => alert.textContent()).toBe('Isi nomor seri terlebih dahulu.');
  });

  it('on a desktop in English: a link with ?serial= checks at once; a refused lookup says so', async ({
    openPage,
    adminSession,
    published,
  }) => {
    const product = published[1]!;
    const serial = await instrument(adminSession.token, product.id, {
      delivered_on: '2023-01-31',
      warranty_months: 1,
      calibration_interval_months: 12,
      last_calibrated_on: '2024-02-29',
    });
    const page = await openPage(DESKTOP);
    await openPublic(page, `/en/warranty/?serial=${serial}`);
    const result = page.locator('[data-warranty-result]');
    await result.waitFor();
    expect(await page.getByLabel('Serial number').inputValue()).toBe(serial);
    expect(await result.locator('[data-warranty-status]').textContent()).toBe('Warranty ended 28 February 2023');
    expect(await result.locator('[data-calibration-due]').textContent()).toBe('28 February 2025');
    expect(await result.getByRole('link', { name: product.name }).getAttribute('href')).toBe(
      `/products/${product.slug}/`,
    );
    expect(await result.getByRole('link', { name: 'Request service or calibration' }).getAttribute('href')).toBe(
      `/en/service?serial=${serial}`,
    );
    await screenshot(page, 'warranty-check-en-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'warranty-check-en-375');
    await page.setViewportSize(DESKTOP);

    // The server's limit (its API test reaches it for real): the page words the refusal.
    await page.route('**/api/warranty/**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '1200' },
        body: JSON.stringify({ message: 'Terlalu banyak pencarian dari alamat ini. Coba lagi dalam 20 menit.' }),
      }),
    );
    await page.getByLabel('Serial number').fill('ANOTHER-1');
    await page.getByRole('button', { name: 'Check warranty' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Too many checks from this address. Please try again later.');
    expect(await page.getByLabel('Serial number').inputValue()).toBe('ANOTHER-1');
    await screenshot(page, 'warranty-check-en-limited-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The footer leads to the check in each language.
    expect(await page.locator('footer').getByRole('link', { name: 'Warranty check' }).getAttribute('href')).toBe(
      '/en/warranty/',
    );
  });
});
