import { randomUUID } from 'node:crypto';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { axeOn, seriousAxeViolations } from './axe-check.ts';
import { test as it } from './fixtures.ts';

/*
 * The admin's 'Instrumen' screen: find a unit by serial and by its calibration due date, add one, and
 * an edit that someone else saved first is refused with the reason while the form keeps what was typed.
 */

const tag = randomUUID().slice(0, 6).toUpperCase();

describe('admin instruments', () => {
  it('lists, searches, filters by calibration due, adds and refuses a stale edit', async ({
    openAdmin,
    adminSession,
    published,
  }) => {
    const product = published[0]!;
    const create = (serial: string, delivered: string) =>
      apiCall(adminSession.token, '/api/admin/instruments', {
        method: 'POST',
        json: {
          product_id: product.id,
          serial_number: serial,
          customer: { name: `Lab ${tag}`, institution: 'PT Uji Mutu' },
          delivered_on: delivered,
          warranty_months: 12,
        },
      });
    expect((await create(`ADM${tag}1`, '2025-01-15')).status).toBe(201);
    expect((await create(`ADM${tag}2`, '2025-06-15')).status).toBe(201);

    const page = await openAdmin(DESKTOP, `/admin/layanan/instrumen?q=Lab%20${tag}`);
    await page.getByRole('heading', { name: 'Instrumen', level: 1 }).waitFor();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
    expect(
      await page
        .getByRole('navigation', { name: 'Navigasi utama' })
        .getByRole('link', { name: 'Instrumen' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // Due on or before 2026-03-01: only the first (due 2026-01-15).
    await page.getByLabel('Kalibrasi jatuh tempo sampai').fill('2026-03-01');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    expect(await page.locator('tbody tr').first().textContent()).toContain(`ADM${tag}1`);
    expect(await page.locator('tbody tr').first().textContent()).toContain('15 Januari 2026');
    await screenshot(page, 'admin-instruments-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A new one through the dialog.
    await page.getByRole('button', { name: 'Tambah instrumen' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Produk').selectOption(String(product.id));
    await dialog.getByLabel('Nomor seri').fill(`adm ${tag.toLowerCase()} 3`);
    await dialog.getByLabel('Nama pelanggan').fill(`Lab ${tag}`);
    await dialog.getByLabel('Tanggal kirim').fill('2026-01-10');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Instrumen ditambahkan', `SN ADM${tag}3`);
    await page.getByLabel('Kalibrasi jatuh tempo sampai').fill('');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(3);

    // An edit someone else saved first: refused with the reason, the typed value kept.
    await page.getByRole('button', { name: `Ubah instrumen SN ADM${tag}2` }).click();
    const first = (await apiCall(adminSession.token, `/api/admin/instruments?q=ADM${tag}2`)).body.data[0];
    const saved = await apiCall(adminSession.token, `/api/admin/instruments/${first.id}`, {
      method: 'PUT',
      json: {
        product_id: product.id,
        serial_number: first.serial_number,
        customer: { name: 'Diubah Orang Lain' },
        delivered_on: first.delivered_on,
        warranty_months: 24,
        version: first.version,
      },
    });
    expect(saved.status).toBe(200);
    await dialog.getByLabel('Institusi').fill('Institusi Baru Saya');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('sudah diubah oleh orang lain');
    expect(await dialog.getByLabel('Institusi').inputValue()).toBe('Institusi Baru Saya');
    await screenshot(page, 'admin-instruments-conflict-1280');
    // The dialog itself (the earlier toast, still fading behind the overlay, is the toaster's own).
    const inDialog = await axeOn(page).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(
      inDialog.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ).toEqual([]);
  });

  it('imports a file and shows its report, each refused row by its number', async ({ openAdmin, published }) => {
    const product = published[0]!;
    const page = await openAdmin(DESKTOP, `/admin/layanan/instrumen?q=IMP${tag}`);
    await page.getByRole('heading', { name: 'Instrumen', level: 1 }).waitFor();
    const csv = [
      'sku;serial_number;customer_name;delivered_on;warranty_months',
      `${product.sku};IMP${tag}1;Lab Impor;2026-02-01;12`,
      `${product.sku};IMP${tag}2;Lab Impor;2026-02-31;12`,
    ].join('\r\n');
    await page
      .locator('#instrument-import')
      .setInputFiles({ name: 'instrumen.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const report = page.getByRole('status').filter({ hasText: 'Impor:' });
    await report.waitFor();
    expect(await report.textContent()).toContain('Impor: 1 ditambahkan, 0 diperbarui, 0 tidak berubah, 1 baris gagal.');
    expect(await report.textContent()).toContain('Baris 3: Tanggal kirim tidak valid');
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await screenshot(page, 'admin-instruments-import-1280');
  });

  it('reads as cards on a phone', async ({ openAdmin }) => {
    const page = await openAdmin(PHONE, `/admin/layanan/instrumen?q=Lab%20${tag}`);
    await page.getByRole('heading', { name: 'Instrumen', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Ubah instrumen SN ADM${tag}1` }).waitFor();
    await screenshot(page, 'admin-instruments-375');
    await page.getByRole('button', { name: `Ubah instrumen SN ADM${tag}1` }).click();
    await page.getByRole('dialog').getByLabel('Nomor seri').waitFor();
    await screenshot(page, 'admin-instruments-form-375');
  });

  it("records the units delivered against an accepted quotation from its card ('Catat unit terkirim')", async ({
    openAdmin,
    adminSession,
    published,
  }) => {
    const product = published[2]!;
    const token = adminSession.token;
    const current = (await apiCall(token, '/api/settings')).body;
    const settings = await apiCall(token, '/api/settings/1', {
      method: 'PUT',
      json: {
        ...current,
        npwp: '01.234.567.8-901.000',
        bank_accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT RawLab Instrumen' }],
        signatory_name: 'Andi Pratama',
        signatory_title: 'Manajer Penjualan',
      },
    });
    expect(settings.status).toBe(200);
    const captcha = await solveCaptchaForTests((await apiCall(null, '/api/captcha')).body);
    const request = await apiCall(null, '/api/quotes', {
      method: 'POST',
      json: {
        items: [{ product_id: product.id, quantity: 2 }],
        customer: { name: 'Dr. Rina', institution: 'Lab Kimia', phone: '0812-8880-4512', city: 'Bandung', email: '' },
        captcha,
      },
    });
    expect(request.status, JSON.stringify(request.body)).toBe(201);
    const reference = request.body.quote.reference as string;
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const draft = await apiCall(token, `/api/admin/quotes/${reference}/quotation`, {
      method: 'POST',
      json: {
        lines: [{ product_id: product.id, description: product.name, quantity: 2, unit_price: 1_000_000 }],
        valid_until: validUntil,
      },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const sent = await apiCall(token, `/api/admin/quotes/${reference}/quotation/send`, { method: 'POST' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const accepted = await apiCall(null, `${new URL(sent.body.url).pathname.replace('/q/', '/api/q/')}/accept`, {
      method: 'POST',
      json: { name: 'Budi Santoso', position: 'Kepala Lab', po_number: 'PO-1' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const page = await openAdmin(DESKTOP, `/admin/quotes/${reference}`);
    await page.getByRole('button', { name: 'Catat unit terkirim' }).click();
    const dialog = page.getByRole('dialog');
    const fields = dialog.getByLabel(/^Nomor seri /);
    await expect.poll(() => fields.count()).toBe(2);
    await fields.nth(0).fill(`dlv ${tag} 1`);
    await screenshot(page, 'admin-quote-delivered-units-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-quote-delivered-units-375');
    await page.setViewportSize(DESKTOP);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expectToast(page, 'Unit terkirim dicatat', '1 instrumen baru');
    const recorded = (await apiCall(token, `/api/admin/instruments?q=DLV${tag}1`)).body.data;
    expect(recorded).toMatchObject([{ quotation_reference: reference, customer: { name: 'Dr. Rina' } }]);
  });
});
