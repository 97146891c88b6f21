import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { pdfWith } from '../support/pdf-samples.ts';
import { apiCall } from './admin-support.ts';
import { openPublic, solveCaptcha, test } from './fixtures.ts';

/*
 * A customer's whole way after the sale, as one walk: the warranty check of their unit leads to a
 * calibration request for it, whose private tracking page offers the unit's calibration certificate,
 * which downloads as a PDF. On a phone in Indonesian and on a desktop in English.
 */

/** A unit with a certificate the lab issued earlier; answers its serial and the certificate's number. */
async function unitWithCertificate(token: string, productId: number) {
  const serial = `WALK-${randomUUID().slice(0, 8).toUpperCase()}`;
  const created = await apiCall(token, '/api/admin/instruments', {
    method: 'POST',
    json: {
      product_id: productId,
      serial_number: serial,
      customer: { name: 'Lab Mutu', institution: '', email: '', phone: '' },
      delivered_on: '2025-02-03',
      warranty_months: 24,
      calibration_interval_months: 12,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const number = `KAL/${serial}`;
  const form = new FormData();
  form.set('number', number);
  form.set('issued_on', '2025-02-10');
  form.set('next_due', '2026-02-10');
  form.set('file', new File([pdfWith({ label: 'Sertifikat' })], 'sertifikat.pdf', { type: 'application/pdf' }));
  const uploaded = await apiCall(token, `/api/admin/instruments/${created.body.data.id}/certificates`, {
    method: 'POST',
    form,
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return { serial, number };
}

interface Words {
  serial: string;
  check: string;
  toService: string;
  kind: string;
  description: string;
  name: string;
  phone: string;
  send: string;
  download: string;
}

async function walk(page: Page, start: string, serial: string, number: string, words: Words) {
  await openPublic(page, start);
  await page.getByLabel(words.serial, { exact: true }).fill(serial.toLowerCase());
  await page.getByRole('button', { name: words.check }).click();
  const result = page.locator('[data-warranty-result]');
  await result.waitFor();
  // The next calibration is the certificate's next due day.
  expect(await result.locator('[data-calibration-due]').textContent()).toMatch(/2026/);
  await result.getByRole('link', { name: words.toService }).click();
  await page.locator('form[data-service-form]').waitFor();
  await page.getByLabel(words.kind).selectOption('kalibrasi');
  await page.getByLabel(words.description).fill('Kalibrasi tahunan sebelum audit ISO/IEC 17025.');
  await page.getByLabel(words.name, { exact: true }).fill('Dr. Rina Wulandari');
  await page.getByLabel(words.phone).fill('0812-8880-4512');
  await solveCaptcha(page);
  await page.getByRole('button', { name: words.send }).click();
  await page.locator('[data-service-sent]').waitFor();
  await page.locator('[data-tracking-link]').click();
  await page.waitForURL(/\/s\/[A-Za-z0-9_-]{43}$/);
  const link = page.locator('[data-certificates]').getByRole('link', { name: `${words.download} ${number}` });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/certificates\/[A-Za-z0-9_-]{43}$/);
  const download = await page.request.get(new URL(href!, page.url()).href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(new TextDecoder().decode((await download.body()).subarray(0, 5))).toBe('%PDF-');
}

describe('after the sale', () => {
  test('on a phone in Indonesian: warranty check → calibration request → tracking page → certificate', async ({
    openPage,
    adminSession,
    published,
  }) => {
    const { serial, number } = await unitWithCertificate(adminSession.token, published[0]!.id);
    const page = await openPage(PHONE);
    await walk(page, '/garansi/', serial, number, {
      serial: 'Nomor seri',
      check: 'Cek garansi',
      toService: 'Minta servis atau kalibrasi',
      kind: 'Jenis layanan',
      description: 'Keterangan',
      name: 'Nama',
      phone: 'Telepon / WhatsApp',
      send: 'Kirim permintaan layanan',
      download: 'Unduh sertifikat',
    });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'after-sales-walk-tracking-375');
  });

  test('on a desktop in English: the same walk', async ({ openPage, adminSession, published }) => {
    const { serial, number } = await unitWithCertificate(adminSession.token, published[1]!.id);
    const page = await openPage(DESKTOP);
    await walk(page, '/en/warranty/', serial, number, {
      serial: 'Serial number',
      check: 'Check warranty',
      toService: 'Request service or calibration',
      kind: 'Kind of service',
      description: 'Description',
      name: 'Name',
      phone: 'Phone / WhatsApp',
      send: 'Send service request',
      download: 'Download certificate',
    });
    await screenshot(page, 'after-sales-walk-tracking-1280');
  });
});
