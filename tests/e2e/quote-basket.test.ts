import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PublicProduct } from '#shared/product/views.ts';
import { formatIdr } from '#shared/common/format.ts';
import { QUOTE_REFERENCE_PATTERN } from '#shared/quote/request.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { openPublic, solveCaptcha, test, viewportShot } from './fixtures.ts';

/*
 * The quote basket end to end: three products with quantities from a product page and catalogue
 * cards, the header badge, a quantity changed on /penawaran, the request sent with a solved captcha,
 * the one WhatsApp message (every item and the reference), the quotation letter at A4, and the same
 * request, items and total in the admin's 'Permintaan Penawaran'.
 */

/** A4 at 96 dpi. */
const A4 = { width: 794, height: 1123 };

const badge = (page: Page) => page.locator('#quote-link [data-quote-count]');

describe('quote basket', () => {
  test('three products from two pages, one WhatsApp message, the letter and the admin inbox', async ({
    openPage,
    openAdmin,
    adminSession,
    catalogue: published,
  }) => {
    const page = await openPage(DESKTOP);
    await openPublic(page, '/products');

    // Two catalogue cards: the first product once, the second twice (quantity 2).
    const cards = page.locator('[data-add-to-quote]');
    await cards.first().waitFor();
    const slugs = await cards.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('data-add-to-quote')!),
    );
    const bySlug = new Map(published.map((product) => [product.slug, product]));
    const inStock = slugs.map((slug) => bySlug.get(slug)!).filter((product) => product.stock >= 5);
    const [first, second] = inStock as [PublicProduct, PublicProduct];
    expect(await badge(page).isVisible()).toBe(false);
    const badgeBox = await page.locator('#quote-link').boundingBox();
    await page.locator(`[data-add-to-quote="${first.slug}"]`).click();
    await page.locator(`[data-add-to-quote="${second.slug}"]`).click();
    await page.locator(`[data-add-to-quote="${second.slug}"]`).click();
    await expect.poll(() => badge(page).textContent()).toBe('2');
    await viewportShot(page, 'quote-catalogue-cards-1280');
    await expect.poll(() => badge(page).isVisible()).toBe(true);
    // The badge's box was reserved: the header link did not move or grow.
    expect(await page.locator('#quote-link').boundingBox()).toEqual(badgeBox);

    // The product page: quantity 3 with the stepper, then 'Tambah ke penawaran'.
    const third = published.find((product) => product.stock >= 5 && ![first.id, second.id].includes(product.id))!;
    await openPublic(page, `/products/${third.slug}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    // The order box's button (the related cards below have their own).
    await page.locator(`[data-add-to-quote="${third.slug}"]`).click();
    await expect.poll(() => badge(page).textContent()).toBe('3');
    await viewportShot(page, 'quote-product-page-1280');
    await page.setViewportSize(PHONE);
    await page.locator(`[data-add-to-quote="${third.slug}"]`).scrollIntoViewIfNeeded();
    await viewportShot(page, 'quote-product-page-375');
    await page.setViewportSize(DESKTOP);

    // The quote page: fresh prices, a quantity changed by typing.
    await openPublic(page, '/penawaran');
    const rows = page.locator('[data-quote-item]');
    await expect.poll(() => rows.count()).toBe(3);
    const firstRow = page.locator(`[data-quote-item="${first.slug}"]`);
    await firstRow.getByRole('spinbutton', { name: `Jumlah ${first.name}`, exact: true }).fill('4');
    await firstRow.getByRole('spinbutton', { name: `Jumlah ${first.name}`, exact: true }).blur();
    const quantities = new Map([
      [first.slug, 4],
      [second.slug, 2],
      [third.slug, 3],
    ]);
    const fresh = (
      await (await fetch(`${baseUrl()}/api/products?ids=${[first.id, second.id, third.id].join(',')}`)).json()
    ).data as Array<{ id: number; price: number; stock: number }>;
    const priceOf = (product: PublicProduct) => fresh.find((item) => item.id === product.id)!.price;
    const expectedTotal = [first, second, third].reduce(
      (sum, product) => sum + priceOf(product) * quantities.get(product.slug)!,
      0,
    );
    await expect
      .poll(() => firstRow.locator('[data-quote-subtotal]').textContent())
      .toBe(formatIdr(priceOf(first) * 4));
    await expect.poll(() => page.locator('[data-quote-total]').textContent()).toBe(formatIdr(expectedTotal));

    await page.getByLabel('Nama', { exact: true }).fill('Dr. Rina Wulandari');
    await page.getByLabel('Instansi / perusahaan').fill('Laboratorium Kimia Universitas Uji');
    await page.getByLabel('Telepon / WhatsApp').fill('0812-8880-4512');
    await page.getByLabel('Kota', { exact: true }).fill('Bandung');
    await page.getByLabel('Catatan', { exact: true }).fill('Untuk pengajuan anggaran 2027, mohon termasuk kalibrasi.');
    await solveCaptcha(page);
    await screenshot(page, 'quote-page-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'quote-page-375');
    await page.setViewportSize(DESKTOP);

    // Sending: the lead is stored first, then WhatsApp opens in a new tab with the server's answer.
    await page
      .context()
      .route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Kirim permintaan via WhatsApp' }).click();
    const whatsapp = await popup;
    await whatsapp.waitForURL(/wa\.me/);
    const url = new URL(whatsapp.url());
    const message = url.searchParams.get('text')!;
    const reference = /RL-\d{4}-\d{4,}/.exec(message)?.[0] ?? '';
    expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
    for (const product of [first, second, third]) {
      expect(message).toContain(`${product.name} (SKU ${product.sku})`);
      expect(message).toContain(`${quantities.get(product.slug)} x ${formatIdr(priceOf(product))}`);
    }
    expect(message).toContain(`Total: ${formatIdr(expectedTotal)}`);
    expect(message).toContain('Instansi/Perusahaan: Laboratorium Kimia Universitas Uji');
    await page.locator(`[data-quote-sent="${reference}"]`).waitFor();
    await expect.poll(() => badge(page).isVisible()).toBe(false);

    // The quotation letter, at A4, as it prints.
    await page.getByRole('link', { name: 'Lihat surat penawaran (PDF)' }).click();
    await page.locator(`[data-quote-letter="${reference}"]`).waitFor();
    expect(await page.locator('[data-letter-total]').textContent()).toBe(formatIdr(expectedTotal));
    expect(await page.locator('[data-letter-line]').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Simpan PDF / Cetak' }).isVisible()).toBe(true);
    await page.setViewportSize(A4);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#site-header').isVisible()).toBe(false);
    await viewportShot(page, 'quote-letter-a4-print');
    await page.emulateMedia({ media: 'screen' });

    // The admin inbox: the same request, items and total.
    const admin = await openAdmin(DESKTOP, '/admin/quotes');
    await admin.getByLabel('Cari referensi, nama, instansi, telepon atau kota').fill(reference);
    const row = admin.locator(`[data-quote-row="${reference}"]`);
    await row.waitFor();
    await expect.poll(() => admin.locator('[data-quote-row]').count()).toBe(1);
    expect(await row.innerText()).toContain(formatIdr(expectedTotal));
    expect(await row.innerText()).toContain('Laboratorium Kimia Universitas Uji');
    await admin.getByLabel('Cari referensi, nama, instansi, telepon atau kota').fill('');
    await expect.poll(() => admin.locator('[data-quote-row]').count()).toBeGreaterThan(0);
    await screenshot(admin, 'admin-quotes-1280');

    await admin.goto(admin.url().replace(/\/admin\/quotes.*$/, `/admin/quotes/${reference}`));
    await admin.locator('[data-quote-total]').waitFor();
    expect(await admin.locator('[data-quote-total]').textContent()).toBe(formatIdr(expectedTotal));
    for (const product of [first, second, third]) {
      const line = admin.locator(`[data-quote-line="${product.sku}"]`);
      expect(await line.locator('td').nth(1).textContent()).toBe(String(quantities.get(product.slug)));
    }
    expect(await admin.locator('[data-quote-chat]').getAttribute('href')).toContain('wa.me/6281288804512');
    await admin.getByRole('button', { name: 'Diproses' }).click();
    await expect
      .poll(() => admin.locator('[data-quote-status]').first().getAttribute('data-quote-status'))
      .toBe('diproses');
    expect(
      await admin
        .getByText(/oleh Test Super Admin/)
        .first()
        .isVisible(),
    ).toBe(true);
    await screenshot(admin, 'admin-quote-detail-1280');

    // The dashboard counts requests still at 'Baru'; the inbox on a phone is a list of cards.
    await admin.goto(admin.url().replace(/\/admin\/quotes.*$/, '/admin/dashboard'));
    const waiting = (await apiCall(adminSession.token, '/api/admin/quotes?status=baru&per_page=1')).body.counts.baru;
    await expect.poll(() => admin.locator('[data-new-quotes] p.text-3xl').textContent()).toBe(String(waiting));
    await viewportShot(admin, 'admin-dashboard-new-quotes-1280');
    await admin.setViewportSize(PHONE);
    await admin.getByRole('link', { name: 'Lihat permintaan' }).click();
    await admin.locator('[data-list-card]').first().waitFor();
    await screenshot(admin, 'admin-quotes-375');
  });

  test('presses made while the catalogue code is still loading all count, once, in order', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    // The island's code (asked for at the first press, after the page has loaded) is held back until
    // the presses are made, as on a slow phone connection.
    let holding = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/_astro\/.*\.js$/, async (route) => {
      if (holding) await gate;
      await route.continue();
    });
    await openPublic(page, '/products');
    holding = true;
    const cards = page.locator('[data-add-to-quote]');
    await cards.first().waitFor();
    const [a, b] = await cards.evaluateAll((buttons) =>
      buttons.slice(0, 2).map((button) => button.getAttribute('data-add-to-quote')!),
    );
    await page.locator(`[data-add-to-quote="${a}"]`).click();
    await page.locator(`[data-add-to-quote="${b}"]`).click();
    await page.locator(`[data-add-to-quote="${b}"]`).click();
    // Counted at once by the page's script, and not again once the island runs.
    await expect.poll(() => badge(page).textContent()).toBe('2');
    release();
    await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
    expect(await badge(page).textContent()).toBe('2');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('rawlab:quote-list') ?? '{}'));
    expect(stored.items.map((item: { slug: string; quantity: number }) => [item.slug, item.quantity])).toEqual([
      [a, 1],
      [b, 2],
    ]);
  });
});
