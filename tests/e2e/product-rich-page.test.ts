import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { fileOf, pdfOf, pngOf } from '../support/sample-files.ts';
import { apiCall } from './admin-support.ts';
import { seriousAxeViolations } from './axe-check.ts';
import { openPublic, test } from './fixtures.ts';

/*
 * A product page a buyer can decide from: the gallery by mouse, keyboard and swipe (pictures through
 * the image CDN, as WebP), a datasheet download that is counted, and an accessory put into the quote
 * with 'Tambah ke penawaran'. The product is made through the API after the build, so its page is the
 * fallback page reading the API, as for any product published since the last build.
 */

const ALTS = ['Front of the meter', 'Side with the probe port', 'Back panel'];

async function createProduct(token: string, values: Record<string, unknown>, files: Array<[string, File]> = []) {
  const categories = (await apiCall(token, '/api/categories')).body as Array<{ id: number }>;
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const form = newProductForm({
    name: `E2E Gallery Meter ${unique}`,
    sku: `GM-${unique}`,
    category_id: categories[0]!.id,
    price: 4_500_000,
    stock: 5,
    status: 'published',
    ...values,
  });
  for (const [name, file] of files) form.append(name, file);
  const pdfs = files.filter(([name]) => name === 'documents');
  if (pdfs.length > 0) {
    form.set(
      'documents_meta',
      JSON.stringify(pdfs.map((_, index) => ({ title: `Datasheet ${index + 1}`, kind: 'datasheet' }))),
    );
  }
  const created = await apiCall(token, '/api/admin/products', { method: 'POST', form });
  expect(created.status).toBe(201);
  return created.body.data as AdminProduct;
}

const mainImage = (page: Page) => page.locator('[data-gallery] img[data-gallery-index]');

describe('rich product page', () => {
  test('gallery by mouse, keyboard and swipe; a counted download; an accessory into the quote', async ({
    openPage,
    adminSession,
  }) => {
    const buffer = await createProduct(adminSession.token, {
      name: `E2E pH 7.00 Buffer ${Date.now()}`,
      price: 250_000,
    });
    const alternative = await createProduct(adminSession.token, { name: `E2E Gallery Meter Pro ${Date.now()}` });
    const product = await createProduct(
      adminSession.token,
      {
        image_alts: ALTS,
        related: [
          { id: buffer.id, kind: 'accessory' },
          { id: alternative.id, kind: 'alternative' },
        ],
        specifications: [{ name: 'Range', value: '0–1000 NTU' }],
      },
      [
        ['images', fileOf(pngOf(600, 600, [200, 60, 40]), 'front.png', 'image/png')],
        ['images', fileOf(pngOf(600, 600, [40, 160, 60]), 'side.png', 'image/png')],
        ['images', fileOf(pngOf(600, 600, [40, 60, 200]), 'back.png', 'image/png')],
        ['documents', fileOf(pdfOf('Gallery Meter datasheet'), 'datasheet.pdf', 'application/pdf')],
      ],
    );

    const page = await openPage(DESKTOP);
    await openPublic(page, `/products/${product.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);

    // The main picture comes through the image CDN as AVIF (Chromium takes it: the <picture>'s first
    // source; WebP is the second and the <img>'s own) and really loads.
    const main = mainImage(page);
    await expect.poll(() => main.getAttribute('alt')).toBe(ALTS[0]);
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
      .toMatch(/\/\.netlify\/images\?url=%2Fuploads%2F[a-f0-9]{64}\.png&w=\d+&fm=avif/);
    expect(await main.evaluate((img) => [...img.parentElement!.querySelectorAll('source')].map((s) => s.type))).toEqual(
      ['image/avif', 'image/webp'],
    );
    expect(await main.getAttribute('src')).toMatch(/&fm=webp&/);
    const served = await page.request.get(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(served.headers()['content-type']).toBe('image/avif');
    const thumbnails = page.getByRole('list', { name: 'Choose a picture' }).getByRole('button');
    expect(await thumbnails.count()).toBe(3);

    // Mouse: the arrow and a thumbnail.
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect.poll(() => main.getAttribute('alt')).toBe(ALTS[1]);
    await thumbnails.nth(2).click();
    await expect.poll(() => main.getAttribute('alt')).toBe(ALTS[2]);
    // Keyboard: → wraps round to the first, ← goes back.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => main.getAttribute('alt')).toBe(ALTS[0]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => main.getAttribute('alt')).toBe(ALTS[2]);
    // A click zooms to 1.5×.
    await main.click();
    await expect.poll(() => main.getAttribute('data-zoomed')).toBe('true');
    await expect
      .poll(() => main.evaluate((img) => getComputedStyle(img).transform))
      .toBe('matrix(1.5, 0, 0, 1.5, 0, 0)');
    await screenshot(page, 'product-rich-1280');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The accessory's card puts it into the quote list.
    const accessories = page.getByTestId('accessories');
    await accessories.getByRole('link', { name: buffer.name }).waitFor();
    // An English page: the button speaks English ('Tambah ke penawaran' on /id/products/…).
    await accessories.getByRole('button', { name: 'Add to quote' }).click();
    await page.getByTestId('similar').getByRole('link', { name: alternative.name }).waitFor();
    await page.getByRole('link', { name: /Datasheet 1/ }).waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('rawlab:quote-list') ?? ''))
      .toContain(`"slug":"${buffer.slug}"`);

    // Phone: a swipe steps through the pictures, and does not zoom.
    const phone = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await openPublic(phone, `/products/${product.slug}`);
    const phoneMain = mainImage(phone);
    await expect.poll(() => phoneMain.getAttribute('alt')).toBe(ALTS[0]);
    const button = phone.locator('[data-gallery] button[aria-pressed]');
    const swipe = async (fromX: number, toX: number) => {
      const box = (await button.boundingBox())!;
      const y = box.y + box.height / 2;
      await button.dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: box.x + fromX,
        clientY: y,
        isPrimary: true,
      });
      await button.dispatchEvent('pointerup', {
        pointerType: 'touch',
        clientX: box.x + toX,
        clientY: y,
        isPrimary: true,
      });
    };
    await swipe(300, 100);
    await expect.poll(() => phoneMain.getAttribute('alt')).toBe(ALTS[1]);
    await swipe(100, 300);
    await expect.poll(() => phoneMain.getAttribute('alt')).toBe(ALTS[0]);
    expect(await phoneMain.getAttribute('data-zoomed')).toBe('false');
    await screenshot(phone, 'product-rich-375');
    expect(await seriousAxeViolations(phone)).toEqual([]);
  });

  test('eight pictures on a 375 px phone: the thumbnails scroll in their row, the page does not scroll sideways', async ({
    openPage,
    adminSession,
  }) => {
    const colours: Array<[number, number, number]> = [
      [200, 60, 40],
      [40, 160, 60],
      [40, 60, 200],
      [200, 200, 40],
      [40, 200, 200],
      [200, 40, 200],
      [120, 120, 120],
      [20, 20, 20],
    ];
    // A model number wider than the phone's line: it breaks rather than widening the page.
    const product = await createProduct(
      adminSession.token,
      {
        name: `E2E Gallery Meter ${Date.now()} GM-8888888888888888-8888888888`,
        image_alts: colours.map((_, index) => `View ${index + 1}`),
      },
      colours.map((colour, index) => ['images', fileOf(pngOf(600, 600, colour), `view-${index}.png`, 'image/png')]),
    );
    const phone = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await openPublic(phone, `/products/${product.slug}`);
    const thumbnails = phone.getByRole('list', { name: 'Choose a picture' });
    await expect.poll(() => thumbnails.getByRole('listitem').count()).toBe(8);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await thumbnails.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    // The main picture fills the phone's width less the page margins (the `sizes` the srcset assumes).
    expect((await mainImage(phone).boundingBox())!.width).toBeLessThanOrEqual(PHONE.width - 32);
  });

  // In the full Chromium: the headless shell has no PDF viewer, so there a PDF opened in a tab turns into a download.
  test('a datasheet listed under Downloads opens as a PDF and the download is counted on the dashboard', async ({
    openFullPage,
    openAdmin,
    adminSession,
  }) => {
    const form = newProductForm({
      name: `E2E Datasheet Meter ${Date.now()}`,
      sku: `DM-${Date.now()}`,
      category_id: ((await apiCall(adminSession.token, '/api/categories')).body as Array<{ id: number }>)[0]!.id,
      price: 1_000_000,
      stock: 2,
      status: 'published',
    });
    form.append('documents', fileOf(pdfOf('Datasheet DM'), 'dm.pdf', 'application/pdf'));
    form.set('documents_meta', JSON.stringify([{ title: 'Datasheet DM series', kind: 'datasheet' }]));
    const created = await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form });
    expect(created.status).toBe(201);
    const product = created.body.data as AdminProduct;

    const page = await openFullPage(DESKTOP);
    await openPublic(page, `/products/${product.slug}`);
    const link = page.getByRole('link', { name: /Datasheet DM series/ });
    await link.waitFor();
    expect(await link.textContent()).toMatch(/Datasheet · PDF · 1 KB/);
    const href = (await link.getAttribute('href'))!;
    const served = await page.request.get(`${baseUrl()}${href}`);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect(served.headers()['content-disposition']).toBe('inline; filename="datasheet-dm-series.pdf"');

    const beacon = page.waitForRequest(
      (request) => request.url().endsWith('/api/track') && (request.postData() ?? '').includes('"download"'),
    );
    const popup = page.waitForEvent('popup');
    await link.click();
    expect(JSON.parse((await beacon).postData()!)).toMatchObject({ kind: 'download', productIds: [product.id] });
    const tab = await popup;
    expect(tab.url()).toBe(`${baseUrl()}${href}`);
    // Served in a sandbox (`Content-Security-Policy: sandbox`), and still shown by Chromium's own PDF viewer.
    expect(served.headers()['content-security-policy']).toBe('sandbox');
    await expect
      .poll(() => tab.frames().map((frame) => frame.url()))
      .toContainEqual(expect.stringMatching(/^chrome-extension:\/\/[a-z]+\/index\.html$/));

    // The dashboard lists the product among the most downloaded.
    const dashboard = await openAdmin(DESKTOP, '/admin');
    await expect
      .poll(async () => {
        await dashboard.reload();
        const list = dashboard.getByTestId('top-unduhan');
        await list.or(dashboard.getByText('Dokumen paling banyak diunduh')).first().waitFor();
        return (await list.count()) > 0 ? list.textContent() : '';
      })
      .toContain(product.name);

    // Beside views and WhatsApp clicks: the downloads' total, a point on the chart and a column of the table.
    const section = dashboard.getByTestId('analytics-section');
    const count = async (text: Promise<string | null>) => Number((await text)?.replace(/\D/g, '') || 0);
    expect(await count(section.getByTestId('total-downloads').textContent())).toBeGreaterThanOrEqual(1);
    const chart = section.getByTestId('analytics-chart');
    expect(await chart.locator('[data-testid="downloads-line"]').count()).toBe(1);
    expect(
      await count(chart.locator('rect[data-downloads]').last().getAttribute('data-downloads')),
    ).toBeGreaterThanOrEqual(1);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(dashboard, 'dashboard-downloads-1280');
    await section.getByRole('button', { name: 'Lihat sebagai tabel' }).click();
    const table = section.getByTestId('analytics-table');
    expect(await table.locator('thead th').last().textContent()).toBe('Unduhan');
    expect(await count(table.locator('tbody tr').first().locator('td').last().textContent())).toBeGreaterThanOrEqual(1);
    await section.getByRole('button', { name: 'Lihat sebagai grafik' }).click();
    await dashboard.setViewportSize(PHONE);
    await screenshot(dashboard, 'dashboard-downloads-375');
  });
});
