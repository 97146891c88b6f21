import { resolve } from 'node:path';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { seriousAxeViolations } from './axe-check.ts';
import { openPublic, solveCaptcha, test, viewportShot } from './fixtures.ts';

/*
 * A customer's service request from the public form to its private tracking page: on a phone in
 * Indonesian (the serial number from a link, a refused field that keeps what was typed, the sent
 * reference and link, a message on the tracking page) and on a desktop in English (a photo, the
 * warranty shown for a known serial, the same walk). The warranty check's answer is stood in for by
 * a route where noted: that endpoint belongs to the instrument registry.
 */

const PHOTO = resolve(import.meta.dirname, '../support/photos/phone.jpg');

describe('service request, phone, Indonesian', () => {
  test('sent from /layanan, tracked at its private link, with a message added there', async ({ openPage }) => {
    const page = await openPage(PHONE);
    // A calibration reminder's link: the kind and the serial number filled in.
    await openPublic(page, '/layanan/?kind=kalibrasi&serial=PH7-20261');
    const serial = page.getByLabel('Nomor seri instrumen (opsional)');
    await expect.poll(() => serial.inputValue()).toBe('PH7-20261');
    expect(await page.getByLabel('Jenis layanan').inputValue()).toBe('kalibrasi');
    // No warranty check answers this serial: nothing is shown under it.
    await serial.focus();
    await page.getByLabel('Keterangan').focus();
    expect(await page.locator('[data-warranty]').count()).toBe(0);

    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'service-page-375');
    // One language on the screen: the photo field's button and words are the page's, not the browser's.
    expect(await page.locator('[data-photo-names]').textContent()).toBe('Belum ada foto dipilih');
    await page.getByLabel('Jenis layanan').selectOption('kalibrasi');
    await page.getByLabel('Keterangan').fill('Kalibrasi tahunan pH meter lab QC, buffer 4/7/10.');
    await page.getByLabel('Telepon / WhatsApp').fill('0812-8880-4512');
    await solveCaptcha(page);
    await page.getByRole('button', { name: 'Kirim permintaan layanan' }).click();
    // The name is missing: said in Indonesian under the field, and what was typed stays.
    await page.locator('[data-field-error="name"]').waitFor();
    expect(await page.locator('[data-field-error="name"]').textContent()).toBe('Nama wajib diisi');
    expect(await page.locator('[data-service-problem]').textContent()).toBe('Periksa kembali isian yang ditandai.');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('name');
    expect(await page.getByLabel('Keterangan').inputValue()).toBe('Kalibrasi tahunan pH meter lab QC, buffer 4/7/10.');
    await viewportShot(page, 'service-form-error-375');

    await page.getByLabel('Nama', { exact: true }).fill('Dr. Rina Wulandari');
    await page.getByRole('button', { name: 'Kirim permintaan layanan' }).click();
    const sent = page.locator('[data-service-sent]');
    await sent.waitFor();
    const reference = await page.locator('[data-service-reference]').textContent();
    expect(reference).toMatch(/^SV-\d{4}-\d{4}$/);
    // The card that replaces the form is on screen, below the fixed header, and focused.
    await expect
      .poll(() => sent.evaluate((card) => [card.getBoundingClientRect().top >= 56, document.activeElement === card]))
      .toEqual([true, true]);
    await viewportShot(page, 'service-form-sent-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.locator('[data-tracking-link]').click();
    await page.waitForURL(/\/s\/[A-Za-z0-9_-]{43}$/);
    expect(await page.locator('[data-reference]').textContent()).toBe(reference);
    expect(await page.locator('[data-status]').textContent()).toBe('Diterima');
    expect(await page.locator('html').getAttribute('lang')).toBe('id');
    await page.getByLabel('Pesan', { exact: true }).fill('Apakah teknisi bisa datang hari Kamis?');
    await page.getByRole('button', { name: 'Kirim pesan' }).click();
    await page.locator('[data-sent]').waitFor();
    expect(await page.locator('[data-message="customer"] p').last().textContent()).toBe(
      'Apakah teknisi bisa datang hari Kamis?',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'service-tracking-375');
  });
});

describe('service request, desktop, English', () => {
  test('sent from /en/service with a photo, the warranty shown for a known serial, tracked and answered', async ({
    openPage,
  }) => {
    const page = await openPage(DESKTOP);
    // Stand-in for the instrument registry's public warranty check (not on this branch).
    await page.route('**/api/warranty/SN-KNOWN-1', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        json: {
          product: { name: 'Turbidity Meter TB-100', slug: 'turbidity-meter-tb-100' },
          warranty_until: '2027-03-31',
          warranty_active: true,
          calibration_due: '2026-12-20',
        },
      }),
    );
    await openPublic(page, '/en/service/');
    await screenshot(page, 'service-page-1280');
    await page.getByLabel('Instrument serial number (optional)').fill('SN-KNOWN-1');
    await page.getByLabel('Description').focus();
    await page.locator('[data-warranty]').waitFor();
    expect(await page.locator('[data-warranty] p').allTextContents()).toEqual([
      'Turbidity Meter TB-100',
      'Warranty active until 31 March 2027',
      'Next calibration: 20 December 2026',
    ]);
    await page.getByLabel('Kind of service').selectOption('perbaikan');
    await page.getByLabel('Description').fill('The display stays blank after power on.');
    await page.getByLabel('Photos (optional, up to 3)').setInputFiles(PHOTO);
    await expect.poll(() => page.locator('[data-photo-names]').textContent()).toBe('phone.jpg');
    await page.getByLabel('Name').fill('Alex Tan');
    await page.getByLabel('Email').fill('alex.tan@lab.example');
    await solveCaptcha(page);
    await viewportShot(page, 'service-form-1280');
    await page.getByRole('button', { name: 'Send service request' }).click();
    await page.locator('[data-service-sent]').waitFor();
    expect(await page.locator('[data-service-sent]').innerText()).toContain('We sent the same link to your email.');
    await viewportShot(page, 'service-form-sent-1280');

    await page.getByRole('link', { name: 'Open the tracking page' }).click();
    await page.waitForURL(/\/s\/[A-Za-z0-9_-]{43}$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('[data-status]').textContent()).toBe('Received');
    expect(await page.locator('[data-timeline]').innerText()).toMatch(/^Received\n/);
    await page.getByLabel('Message').fill('Could you send a technician next week?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('[data-sent]').waitFor();
    expect(await page.locator('[data-message="customer"] p').last().textContent()).toBe(
      'Could you send a technician next week?',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'service-tracking-1280');
  });
});

describe('service request before the form has started', () => {
  test("keeps what was typed and sends a press on 'Kirim' made before the island ran", async ({ openPage }) => {
    const page = await openPage(PHONE);
    // The island's code is held back, as on a slow phone; the page's own script is not.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolveHeld) => (release = resolveHeld));
    await page.route('**/_astro/ServiceForm.*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl()}/layanan/?serial=EARLY-1`);
    const island = page.locator('astro-island:has([data-service-form])');
    await expect.poll(() => island.getAttribute('ssr')).toBe('');
    expect(await page.getByLabel('Nomor seri instrumen (opsional)').inputValue()).toBe('EARLY-1');
    await page.getByLabel('Keterangan').fill('Diketik sebelum formulir siap.');
    await page.getByRole('button', { name: 'Kirim permintaan layanan' }).click();
    expect(page.url()).toBe(`${baseUrl()}/layanan/?serial=EARLY-1`);
    release();
    // The island starts, sends the held press, and the server's answer shows (no name, no captcha yet).
    await page.locator('[data-field-error="name"]').waitFor();
    expect(await page.getByLabel('Keterangan').inputValue()).toBe('Diketik sebelum formulir siap.');
    expect(await page.getByLabel('Nomor seri instrumen (opsional)').inputValue()).toBe('EARLY-1');
  });
});
