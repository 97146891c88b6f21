import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PublicProduct } from '#shared/product/views.ts';
import { formatIdr } from '#shared/common/format.ts';
import { QUOTE_REFERENCE_PATTERN } from '#shared/quote/request.ts';
import { priceQuotation } from '#shared/quote/quotation/arithmetic.ts';
import { DESKTOP, PHONE, baseUrl, downloadBytes, screenshot } from '../support/browser.ts';
import { ensurePoppler, pdfPages, pdfText } from '../support/poppler.ts';
import { apiCall } from './admin-support.ts';
import { openPublic, solveCaptcha, test, viewportShot } from './fixtures.ts';
import { axeOn } from './axe-check.ts';

/*
 * From a visitor's quote list to an accepted quotation: the visitor sends the list with an email, the
 * admin makes the formal quotation from it (a line discount, a second catalogue product, a line
 * added and removed, a free calibration line), sends it (WhatsApp opens to the buyer's phone), the
 * buyer opens the private link on a phone, downloads the PDF and accepts, and the dashboard's
 * pipeline counts the accepted value.
 */

/** axe's serious and critical violations on the page as it is now (labels, contrast, names). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('formal quotation', () => {
  test('visitor list → quotation sent → accepted on a phone → dashboard pipeline', async ({
    openPage,
    openAdmin,
    adminSession,
    published,
  }) => {
    ensurePoppler();
    // The visitor: one product on the list, details with an email, the request sent.
    const page = await openPage(DESKTOP);
    const product = published.find((item) => item.stock >= 5) as PublicProduct;
    await openPublic(page, `/products/${product.slug}`);
    // The order box's button (the related cards below have their own).
    await page.locator(`[data-add-to-quote="${product.slug}"]`).click();
    // The press is the page's first interaction: the island's code loads, then the press is done. The
    // header's count says it was, as it tells a visitor.
    await expect.poll(() => page.locator('#quote-link [data-quote-count]').textContent()).toBe('1');
    await openPublic(page, '/penawaran');
    await page.locator('[data-quote-item]').first().waitFor();
    await page.getByLabel('Nama', { exact: true }).fill('Dr. Rina Wulandari');
    await page.getByLabel('Instansi / perusahaan').fill('Laboratorium Kimia Universitas Uji');
    await page.getByLabel('Telepon / WhatsApp').fill('0812-8880-4512');
    await page.getByLabel('Email (untuk penawaran resmi)').fill('rina@lab-kimia.example');
    await solveCaptcha(page);
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Kirim permintaan via WhatsApp' }).click();
    const chat = await popup;
    await chat.waitForURL(/wa\.me/);
    const reference = /RL-\d{4}-\d{4,}/.exec(new URL(chat.url()).searchParams.get('text') ?? '')?.[0] ?? '';
    expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);

    // The admin: 'Buat penawaran resmi' starts from the request's line at today's price. While
    // Settings lack the tax number, a bank account and the signatory, the editor says so first.
    const settings = async (fields: Record<string, unknown>) => {
      const current = (await apiCall(adminSession.token, '/api/settings')).body;
      const saved = await apiCall(adminSession.token, '/api/settings/1', {
        method: 'PUT',
        json: { ...current, ...fields },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    await settings({ npwp: '', bank_accounts: [], signatory_name: '' });
    const admin = await openAdmin(DESKTOP, `/admin/quotes/${reference}`);
    await admin.getByRole('link', { name: 'Buat penawaran resmi' }).click();
    const missing = admin.locator('[data-quotation-missing-settings]');
    await missing.waitFor();
    expect(
      await missing.locator('[data-missing]').evaluateAll((items) => items.map((item) => item.textContent)),
    ).toEqual(['NPWP perusahaan belum diisi', 'rekening bank belum diisi', 'nama penanda tangan belum diisi']);
    expect(await missing.getByRole('link', { name: 'Lengkapi di Pengaturan' }).getAttribute('href')).toBe(
      '/admin/settings',
    );
    await screenshot(admin, 'admin-quotation-missing-settings-1280');
    await admin.setViewportSize(PHONE);
    await screenshot(admin, 'admin-quotation-missing-settings-375');
    await admin.setViewportSize(DESKTOP);
    await settings({
      npwp: '01.234.567.8-901.000',
      bank_accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT RawLab Instrumen' }],
      signatory_name: 'Andi Pratama',
    });
    await admin.reload();
    const firstLine = admin.locator('[data-quotation-line="0"]');
    await firstLine.waitFor();
    expect(await missing.count()).toBe(0);
    expect(await admin.getByLabel('Uraian baris 1').inputValue()).toBe(product.name);
    await admin.getByLabel('Diskon baris 1').fill('10');
    // A second catalogue product, found by its SKU, at its catalogue price; two of it.
    const other = published.find((item) => item.id !== product.id && item.price > 0) as PublicProduct;
    await admin.getByLabel('Cari produk katalog untuk ditambahkan').fill(other.sku);
    await admin
      .getByRole('list', { name: 'Hasil pencarian produk' })
      .getByRole('button', { name: new RegExp(other.sku) })
      .click();
    expect(await admin.getByLabel('Uraian baris 2').inputValue()).toBe(other.name);
    await admin.getByLabel('Jumlah baris 2').fill('2');
    // A line added by mistake is removed again.
    await admin.getByRole('button', { name: '+ Instalasi' }).click();
    expect(await admin.getByLabel('Uraian baris 3').inputValue()).toBe('Instalasi');
    // A quick line takes the focus on its first field.
    const focused = () => admin.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
    await expect.poll(focused).toBe('Uraian baris 3');
    await admin.getByRole('button', { name: 'Hapus baris 3' }).click();
    await admin.getByLabel('Uraian baris 3').waitFor({ state: 'detached' });
    await admin.getByRole('button', { name: '+ Kalibrasi' }).click();
    await expect.poll(focused).toBe('Uraian baris 3');
    // Saving without the new line's price: the field says why, and everything typed stays.
    await admin.getByRole('button', { name: 'Simpan draf' }).click();
    await admin.getByText('Harga satuan harus angka').waitFor();
    expect(await admin.getByLabel('Diskon baris 1').inputValue()).toBe('10');
    expect(await admin.getByLabel('Uraian baris 3').inputValue()).toBe('Kalibrasi');
    await admin.getByLabel('Harga satuan baris 3').fill('750.000');
    // Corrected, the field's message goes.
    await admin.getByText('Harga satuan harus angka').waitFor({ state: 'detached' });
    await admin.getByLabel('Penanda tangan', { exact: true }).fill('Andi Pratama');
    await admin.getByLabel('Jabatan penanda tangan').fill('Manajer Penjualan');
    const { totals } = priceQuotation(
      [
        { quantity: 1, unit_price: product.price, discount_percent: 10 },
        { quantity: 2, unit_price: other.price },
        { quantity: 1, unit_price: 750_000 },
      ],
      // The seeded store is a new install: PPN written as DPP nilai lain (12 % of 11/12).
      { tax_rate: 12, prices_include_tax: false, ppn_mode: 'dpp_nilai_lain' },
    );
    await expect.poll(() => admin.locator('[data-quotation-total]').textContent()).toBe(formatIdr(totals.total));
    const totalsCard = admin.locator('[data-quotation-totals]');
    await totalsCard.getByText('DPP nilai lain (11/12)').waitFor();
    await totalsCard.getByText('PPN 12%', { exact: true }).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await screenshot(admin, 'admin-quotation-editor-1280');
    await admin.setViewportSize(PHONE);
    // On a phone the lines table scrolls inside its card; the page itself never scrolls sideways.
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    // The reference reads whole on a phone, not broken at its hyphen.
    expect(await admin.locator('[data-quotation-reference]').evaluate((span) => span.getClientRects().length)).toBe(1);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await screenshot(admin, 'admin-quotation-editor-375');
    await admin.setViewportSize(DESKTOP);

    // 'Kirim' opens WhatsApp to the buyer's phone with the private link (and keeps a button for it).
    await admin
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    const adminChat = admin.context().waitForEvent('page');
    await admin.getByRole('button', { name: 'Kirim', exact: true }).click();
    await admin.locator('[data-quotation-sent]').waitFor();
    // The result takes the focus (a screen reader reads it) in a live region.
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.hasAttribute('data-quotation-sent-title') ?? false))
      .toBe(true);
    expect(await admin.locator('[data-quotation-sent]').getAttribute('role')).toBe('status');
    const url = (await admin.locator('[data-quotation-url]').textContent())!.trim();
    expect(url).toMatch(/\/q\/[A-Za-z0-9_-]{43}$/);
    const buyerChat = await adminChat;
    await buyerChat.waitForURL(/wa\.me/);
    expect(new URL(buyerChat.url()).pathname).toBe('/6281288804512');
    expect(new URL(buyerChat.url()).searchParams.get('text')).toContain(url);
    expect(await admin.getByRole('link', { name: 'Kirim lewat WhatsApp' }).getAttribute('href')).toContain(
      'wa.me/6281288804512',
    );
    await viewportShot(admin, 'admin-quotation-sent-1280');

    // The buyer, on a phone: the quotation, the PDF, then 'Terima penawaran'.
    const buyer = await openPage(PHONE);
    await buyer.goto(url);
    await buyer.getByRole('heading', { name: `Penawaran ${reference}/R1` }).waitFor();
    expect(await buyer.locator('[data-total]').textContent()).toBe(formatIdr(totals.total));
    expect(await buyer.locator('h1 [data-number]').evaluate((span) => span.getClientRects().length)).toBe(1);
    expect(await seriousViolations(buyer)).toEqual([]);
    await screenshot(buyer, 'quotation-buyer-375');
    const pdfDownload = buyer.waitForEvent('download');
    await buyer.getByRole('link', { name: 'Unduh PDF' }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toBe(`Penawaran-${reference}-R1.pdf`);
    const bytes = new Uint8Array(await downloadBytes(pdfFile));
    expect(pdfText(bytes)).toContain(formatIdr(totals.total));
    const shots = resolve(import.meta.dirname, '../../screenshots');
    mkdirSync(shots, { recursive: true });
    writeFileSync(resolve(shots, 'quotation-pdf-page-1.png'), pdfPages(bytes, 80)[0]!);

    await buyer.getByLabel('Nama', { exact: true }).fill('Budi Santoso');
    await buyer.getByLabel('Jabatan (opsional)').fill('Kepala Laboratorium');
    await buyer.getByLabel('Nomor PO (opsional)').fill('PO-2026-118');
    await buyer.getByRole('button', { name: 'Terima penawaran' }).click();
    await buyer.locator('[data-accepted]').waitFor();
    expect(await buyer.locator('[data-accepted]').textContent()).toContain('Budi Santoso, Kepala Laboratorium');
    await screenshot(buyer, 'quotation-buyer-accepted-375');

    // The admin sees it accepted; the dashboard's pipeline counts its value this month.
    await admin.goto(`${baseUrl()}/admin/quotes/${reference}`);
    await expect
      .poll(() =>
        admin.locator('[data-quotation-card] [data-quotation-status]').first().getAttribute('data-quotation-status'),
      )
      .toBe('accepted');
    expect(await admin.getByText('rina@lab-kimia.example').isVisible()).toBe(true);
    // The request followed its quotation to 'Selesai', and the page gives one validity date: the quotation's.
    expect(await admin.locator('[data-quote-status]').first().getAttribute('data-quote-status')).toBe('selesai');
    expect((await admin.locator('main').textContent())!.match(/berlaku sampai/gi)).toHaveLength(1);
    await screenshot(admin, 'admin-quote-detail-quotation-1280');
    await admin.goto(`${baseUrl()}/admin/quotes?q=${reference}`);
    await expect
      .poll(() =>
        admin.locator(`[data-quote-row="${reference}"] [data-quotation-status]`).getAttribute('data-quotation-status'),
      )
      .toBe('accepted');
    await admin.goto(`${baseUrl()}/admin/dashboard`);
    const pipeline = (await apiCall(adminSession.token, '/api/admin/quotation-pipeline')).body;
    expect(pipeline.this_month.accepted_value).toBeGreaterThanOrEqual(totals.total);
    await expect
      .poll(() => admin.locator('[data-pipeline-month="this"] [data-pipeline-value]').textContent())
      .toBe(formatIdr(pipeline.this_month.accepted_value));
    await admin.locator('[data-quotation-pipeline]').scrollIntoViewIfNeeded();
    await viewportShot(admin, 'admin-dashboard-pipeline-1280');
    // A whole journey in two browsers (a captcha solved, a PDF made and read): 76 s at load 12 on the
    // shared two cores, 160 s at load 25, past the project's 90 s.
  }, 240_000);
});
