import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, downloadBytes, screenshot } from '../support/browser.ts';
import { pdfWith } from '../support/pdf-samples.ts';
import { apiCall, expectToast } from './admin-support.ts';
import { test as it } from './fixtures.ts';

/*
 * 'Sertifikat kalibrasi' in the instrument's dialog: an upload the server refuses keeps what was
 * typed with the message by its field; a stored one is listed, downloads with the admin's session,
 * and moves the instrument's calibration due date in the list.
 */

const tag = randomUUID().slice(0, 6).toUpperCase();

describe('admin calibration certificates', () => {
  it('uploads a certificate and the due date moves in the list', async ({ openAdmin, adminSession, published }) => {
    const serial = `CRT${tag}`;
    const created = await apiCall(adminSession.token, '/api/admin/instruments', {
      method: 'POST',
      json: {
        product_id: published[0]!.id,
        serial_number: serial,
        customer: { name: `Lab Sertifikat ${tag}` },
        delivered_on: '2025-01-15',
        warranty_months: 12,
      },
    });
    expect(created.status).toBe(201);

    const page = await openAdmin(DESKTOP, `/admin/layanan/instrumen?q=${serial}`);
    const row = page.locator('tbody tr').filter({ hasText: serial });
    await row.waitFor();
    expect(await row.textContent()).toContain('15 Januari 2026');

    await page.getByRole('button', { name: `Ubah instrumen SN ${serial}` }).click();
    const dialog = page.getByRole('dialog');
    const section = dialog.getByRole('region', { name: 'Sertifikat kalibrasi' });
    await section.getByText('Belum ada sertifikat untuk instrumen ini.').waitFor();

    // A text file named .pdf: refused by its content, what was typed stays.
    const file = section.getByLabel('File sertifikat (PDF)');
    await file.setInputFiles({ name: 'palsu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('bukan PDF') });
    await section.getByLabel('Nomor sertifikat').fill(`KAL/${tag}/01`);
    await section.getByLabel('Tanggal terbit').fill('2026-02-10');
    // The next due day follows the issue day and the interval until one is typed.
    expect(await section.getByLabel('Kalibrasi berikutnya').inputValue()).toBe('2027-02-10');
    await section.getByRole('button', { name: 'Unggah sertifikat' }).click();
    await section.getByText('File dokumen harus berupa PDF', { exact: true }).first().waitFor();
    expect(await section.getByLabel('Nomor sertifikat').inputValue()).toBe(`KAL/${tag}/01`);
    expect(await section.getByLabel('Tanggal terbit').inputValue()).toBe('2026-02-10');
    await screenshot(page, 'admin-certificates-refused-1280');

    // The real PDF, with a due day of its own.
    await file.setInputFiles({
      name: 'sertifikat.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfWith({ label: `Sertifikat ${tag}` })),
    });
    await section.getByLabel('Kalibrasi berikutnya').fill('2026-08-10');
    await section.getByRole('button', { name: 'Unggah sertifikat' }).click();
    await expectToast(page, 'Sertifikat kalibrasi disimpan', `No. KAL/${tag}/01`);
    await section.getByText(`KAL/${tag}/01`).waitFor();
    expect(await section.locator('[data-calibration-due]').textContent()).toContain('10 Agustus 2026');
    expect(await section.getByLabel('Nomor sertifikat').inputValue()).toBe('');
    await screenshot(page, 'admin-certificates-1280');

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: `Unduh sertifikat KAL/${tag}/01` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`sertifikat-KAL-${tag}-01.pdf`);
    expect((await downloadBytes(download)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('10 Agustus 2026');
  });

  it('fits a phone', async ({ openAdmin }) => {
    const page = await openAdmin(PHONE, `/admin/layanan/instrumen?q=CRT${tag}`);
    await page.getByRole('button', { name: `Ubah instrumen SN CRT${tag}` }).click();
    const section = page.getByRole('dialog').getByRole('region', { name: 'Sertifikat kalibrasi' });
    await section.getByText(`KAL/${tag}/01`).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-certificates-375');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
