import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { PublicProduct } from '#shared/product/views.ts';
import { formatIdr } from '#shared/common/format.ts';
import { QUOTE_CONTACT_REQUIRED } from '#shared/quote/request-schema.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { openPublic, solveCaptcha, test, viewportShot } from './fixtures.ts';

/*
 * The quote list from a buyer's side: one quantity rule on the product page and the list (more than
 * the stock may be asked, and is marked), a total that says what it counts and why, a name and a
 * phone or email required before anything is sent, an offline send that keeps the solved captcha,
 * the confirmation brought on screen and focused (desktop and phone), removal by keyboard with
 * undo, 'Daftar Penawaran' in the phone menu, and the letter: one A4 page, phones as people write
 * them, the company named once, no sideways scroll at 375 px.
 */

interface Fresh {
  id: number;
  price: number;
  stock: number;
}

async function freshProducts(ids: number[]): Promise<Map<number, Fresh>> {
  const answer = await (await fetch(`${baseUrl()}/api/products?ids=${ids.join(',')}`)).json();
  return new Map((answer.data as Fresh[]).map((item) => [item.id, item]));
}

/** Puts products on this browser's quote list as 'Tambah ke penawaran' would (the list is the browser's). */
async function fillList(page: Page, lines: Array<[PublicProduct, number]>): Promise<void> {
  await page.evaluate(
    (items) => {
      const current = JSON.parse(localStorage.getItem('rawlab:quote-list') ?? '{"items":[]}');
      localStorage.setItem(
        'rawlab:quote-list',
        JSON.stringify({ items: [...(current.items ?? []), ...items], customer: current.customer ?? {} }),
      );
    },
    lines.map(([product, quantity]) => ({
      id: product.id,
      slug: product.slug,
      name: product.name,
      sku: product.sku,
      quantity,
    })),
  );
}

const blockWhatsApp = (page: Page) =>
  page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));

/** Whether the element is the focused one and lies inside the viewport. */
const focusedOnScreen = (page: Page, selector: string) =>
  page.evaluate((css) => {
    const element = document.querySelector(css);
    if (!element) return 'missing';
    const box = element.getBoundingClientRect();
    const onScreen = box.top >= 0 && box.top < window.innerHeight;
    return `${document.activeElement === element ? 'focused' : 'not focused'}, ${onScreen ? 'on screen' : `top ${Math.round(box.top)}`}`;
  }, selector);

/** Elements inside `selector` that run past its right edge (clipped or pushing the page sideways). */
const outside = (page: Page, selector: string) =>
  page.locator(selector).evaluate((box) => {
    const edge = box.getBoundingClientRect().right;
    return [...box.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().width > 0)
      .filter((element) => element.getBoundingClientRect().right > edge + 0.5)
      .map((element) => element.outerHTML.slice(0, 80));
  });

describe('quote list: code before the first touch', () => {
  test('loads neither the human check nor the form checks until the form is touched; one press on the box solves the check', async ({
    openPage,
    published,
  }) => {
    const page = await openPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await openPublic(page, '/penawaran');
    await fillList(page, [[published[0]!, 1]]);
    await page.reload({ waitUntil: 'networkidle' });
    await page.locator('[data-quote-item]').first().waitFor();
    const facade = page.locator('[data-captcha-facade]');
    await facade.waitFor();
    // The box stands where the widget will be, named as the widget names it.
    expect(await facade.getByRole('checkbox', { name: 'Saya bukan robot' }).isChecked()).toBe(false);
    expect(await page.locator('altcha-widget').count()).toBe(0);
    const early = scripts.filter((path) => /altcha|quote-schema/i.test(path));
    expect(early).toEqual([]);
    /** Where an element lies on the page (not the viewport: the press scrolls). */
    const place = (selector: string) =>
      page.locator(selector).evaluate((element) => {
        const box = element.getBoundingClientRect();
        return [box.x + window.scrollX, box.y + window.scrollY, box.width, box.height].map(Math.round);
      });
    const before = await place('[data-captcha-facade]');

    await facade.getByRole('checkbox').click();
    const widget = page.locator('altcha-widget .altcha[data-state]');
    await expect.poll(() => widget.getAttribute('data-state'), { timeout: 60_000 }).toBe('verified');
    // The widget took the box's place: nothing below it moved.
    expect(await place('altcha-widget .altcha-main')).toEqual(before);
  });
});

describe('quote list: quantities, total and sending', () => {
  test('20 asked of a few in stock is kept on the product page and the list, marked, and counted up to the stock', async ({
    openPage,
    published,
  }) => {
    const limited = published.find((item) => item.stock >= 2 && item.stock <= 15 && item.price > 0)!;
    const soldOut = published.find((item) => item.stock === 0 && item.price > 0)!;
    const plenty = published.find((item) => item.stock >= 30 && item.price > 0 && item.id !== limited.id)!;
    expect([limited, soldOut, plenty].every(Boolean), 'the demo catalogue has these products').toBe(true);

    const page = await openPage(DESKTOP);
    await openPublic(page, `/products/${limited.slug}`);
    // Typed at once: a page found out of date (other files change demo products) starts its island
    // meanwhile, and the island keeps what the field shows.
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('20');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('20');
    await expect
      .poll(() => page.getByTestId('quantity-note').textContent())
      .toContain(`20 requested, ${limited.stock} in stock`);
    await page.locator(`[data-add-to-quote="${limited.slug}"]`).click();
    await page.getByTestId('quantity-note').scrollIntoViewIfNeeded();
    await viewportShot(page, 'quote-ux-product-beyond-stock-1280');
    await page.setViewportSize(PHONE);
    await page.getByTestId('quantity-note').scrollIntoViewIfNeeded();
    await viewportShot(page, 'quote-ux-product-beyond-stock-375');
    await page.setViewportSize(DESKTOP);
    await fillList(page, [
      [soldOut, 2],
      [plenty, 3],
    ]);

    await openPublic(page, '/penawaran');
    const rows = page.locator('[data-quote-item]');
    await expect.poll(() => rows.count()).toBe(3);
    const fresh = await freshProducts([limited.id, soldOut.id, plenty.id]);
    const price = (product: PublicProduct) => fresh.get(product.id)!.price;
    const stock = fresh.get(limited.id)!.stock;

    const limitedRow = page.locator(`[data-quote-item="${limited.slug}"]`);
    expect(await limitedRow.getByRole('spinbutton').inputValue()).toBe('20');
    await expect
      .poll(() => limitedRow.locator('[data-quote-flag]').textContent())
      .toBe(`20 diminta, ${stock} tersedia: ${20 - stock} inden, di luar total`);
    expect(await limitedRow.locator('[data-quote-subtotal]').textContent()).toBe(formatIdr(price(limited) * 20));
    expect(await limitedRow.locator('[data-quote-counted]').textContent()).toBe(
      `Dalam total: ${formatIdr(price(limited) * stock)}`,
    );

    // The out-of-stock line says so (never that its stock 'changed') and shows its subtotal as left out.
    const soldOutRow = page.locator(`[data-quote-item="${soldOut.slug}"]`);
    expect(await soldOutRow.locator('[data-quote-flag]').textContent()).toBe(
      'Stok habis: di luar total, waktu inden dikonfirmasi tim kami',
    );
    expect(await soldOutRow.locator('[data-quote-counted]').textContent()).toBe('Di luar total');
    expect(
      await soldOutRow.locator('[data-quote-subtotal]').evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('line-through');
    expect(await page.locator('[data-quote-items]').innerText()).not.toMatch(/berubah/);

    // Rows add up: the total and what is left out are every rupiah the rows show.
    const total = price(limited) * stock + price(plenty) * 3;
    const leftOut = price(limited) * (20 - stock) + price(soldOut) * 2;
    await expect.poll(() => page.locator('[data-quote-total]').textContent()).toBe(formatIdr(total));
    const note = page.locator('[data-quote-left-out]');
    expect(await note.getAttribute('data-quote-left-out')).toBe(String(leftOut));
    expect(await note.textContent()).toContain(`Di luar total: ${formatIdr(leftOut)}`);
    await screenshot(page, 'quote-ux-list-1280');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'quote-ux-list-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await outside(page, '[data-quote-items]')).toEqual([]);
  });

  test('refuses to send without a name and a phone or an email, says why and sends nothing', async ({
    openPage,
    published,
  }) => {
    const page = await openPage(DESKTOP);
    await openPublic(page, '/penawaran');
    await fillList(page, [[published[0]!, 1]]);
    await openPublic(page, '/penawaran');
    await page.locator('[data-quote-item]').first().waitFor();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/quotes')) posts += 1;
    });
    await page.getByLabel('Kota', { exact: true }).fill('Bandung');
    await page.getByRole('button', { name: 'Kirim permintaan via WhatsApp' }).click();
    await expect
      .poll(() => page.locator('[data-quote-status]').textContent())
      .toBe('Lengkapi data pemohon: nama, serta telepon/WhatsApp atau email.');
    const name = page.getByLabel('Nama', { exact: true });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.getByText(QUOTE_CONTACT_REQUIRED).count()).toBe(2);
    // A name alone is not enough; what was typed stays.
    await name.fill('Dr. Rina');
    await page.getByRole('button', { name: 'Kirim permintaan via WhatsApp' }).click();
    await expect.poll(() => page.getByLabel('Telepon / WhatsApp').getAttribute('aria-invalid')).toBe('true');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByLabel('Kota', { exact: true }).inputValue()).toBe('Bandung');
    expect(posts).toBe(0);
    await viewportShot(page, 'quote-ux-contact-required-1280');
  });

  test('on a phone: offline is said as offline, the solved captcha is kept, and the sent card is brought on screen and focused', async ({
    openPage,
    published,
  }) => {
    const page = await openPage(PHONE);
    await openPublic(page, '/penawaran');
    await fillList(page, [
      [published[0]!, 1],
      [published[1]!, 2],
      [published[2]!, 1],
    ]);
    await openPublic(page, '/penawaran');
    await page.getByLabel('Nama', { exact: true }).fill('Dr. Rina Wulandari');
    await page.getByLabel('Telepon / WhatsApp').fill('0812-8880-4512');
    await solveCaptcha(page);
    await blockWhatsApp(page);

    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Kirim permintaan via WhatsApp' }).click();
    await expect.poll(() => page.locator('[data-quote-status]').textContent()).toMatch(/^Anda sedang offline/);
    expect(await page.locator('altcha-widget .altcha').getAttribute('data-state')).toBe('verified');
    await viewportShot(page, 'quote-ux-offline-375');

    await page.context().setOffline(false);
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Kirim permintaan via WhatsApp' }).click();
    await (await popup).waitForURL(/wa\.me/);
    await page.locator('[data-quote-sent]').waitFor();
    await expect.poll(() => focusedOnScreen(page, '[data-quote-sent]')).toBe('focused, on screen');
    await viewportShot(page, 'quote-ux-sent-375');
  });

  test('on a desktop: the sent card is focused on screen; the letter is one A4 page, names the company once and writes the phone as people do', async ({
    openPage,
    published,
  }) => {
    const page = await openPage(DESKTOP);
    await openPublic(page, '/penawaran');
    await fillList(page, [
      [published[0]!, 1],
      [published[1]!, 2],
      [published[2]!, 1],
      [published[3]!, 4],
    ]);
    await openPublic(page, '/penawaran');
    await page.getByLabel('Nama', { exact: true }).fill('Dr. Rina Wulandari');
    await page.getByLabel('Instansi / perusahaan').fill('Laboratorium Kimia Universitas Uji');
    await page.getByLabel('Telepon / WhatsApp').fill('+62 812 8880 4512');
    await page.getByLabel('Catatan', { exact: true }).fill('Mohon termasuk kalibrasi.');
    await solveCaptcha(page);
    await blockWhatsApp(page);
    const popup = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Kirim permintaan via WhatsApp' }).click();
    await (await popup).waitForURL(/wa\.me/);
    await page.locator('[data-quote-sent]').waitFor();
    await expect.poll(() => focusedOnScreen(page, '[data-quote-sent]')).toBe('focused, on screen');
    await viewportShot(page, 'quote-ux-sent-1280');

    await page.getByRole('link', { name: 'Lihat surat penawaran (PDF)' }).click();
    const letter = page.locator('[data-quote-letter]');
    await letter.waitFor();
    const settings = await (await fetch(`${baseUrl()}/api/settings`)).json();
    // The letter's own words (the products' names may carry the house brand).
    const text = await letter.evaluate((sheet) => {
      const copy = sheet.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[data-letter-line]').forEach((row) => row.remove());
      return copy.textContent ?? '';
    });
    // Seen once: the logo spells the default name (its alt text says it); any other name is written once.
    const logoSaysIt = await letter.locator(`img[alt="${settings.company_name}"]`).count();
    expect(text.split(settings.company_name).length - 1 + logoSaysIt).toBe(1);
    expect(await page.locator('[data-letter-company]').count()).toBe(1);
    expect(await page.locator('[data-letter-phone]').textContent()).toBe('Telp./WhatsApp: 0812-8880-4512');
    await screenshot(page, 'quote-ux-letter-1280');

    // One A4 page when printed (Chromium's own print to PDF, with the page's @page size).
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    await page.emulateMedia({ media: 'screen' });
    const file = join(mkdtempSync(join(tmpdir(), 'quote-letter-')), 'letter.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/^Pages:\s+1$/m);
    expect(info).toMatch(/^Page size:.*\(A4\)$/m);

    // At 375 px nothing scrolls sideways and nothing in the letter runs past its edge.
    await page.setViewportSize(PHONE);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await outside(page, '[data-quote-letter]')).toEqual([]);
    await screenshot(page, 'quote-ux-letter-375');
  });
});

describe('quote list: keyboard and screen readers', () => {
  test('the list is named; removing a line by keyboard keeps the focus in the list and offers undo', async ({
    openPage,
    published,
  }) => {
    const page = await openPage(DESKTOP);
    await openPublic(page, '/penawaran');
    const [a, b, c] = published as [PublicProduct, PublicProduct, PublicProduct];
    await fillList(page, [
      [a, 1],
      [b, 1],
      [c, 1],
    ]);
    await openPublic(page, '/penawaran');
    const list = page.getByRole('list', { name: 'Produk dalam daftar' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);

    const removeB = page.getByRole('button', { name: `Hapus ${b.name} dari daftar` });
    await removeB.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    // The focus moved to the next line's remove button, inside the list.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Hapus ${c.name} dari daftar`);
    const undo = page.locator('[data-quote-undo]');
    expect(await undo.textContent()).toContain(`${b.name} dihapus dari daftar.`);
    await viewportShot(page, 'quote-ux-undo-1280');
    await undo.getByRole('button', { name: 'Urungkan' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        page.locator('[data-quote-item]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-quote-item'))),
      )
      .toEqual([a.slug, b.slug, c.slug]);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Hapus ${b.name} dari daftar`);

    // The last line removed: the focus waits on the undo button, which brings the line back.
    for (const product of [a, b, c]) {
      await page.getByRole('button', { name: `Hapus ${product.name} dari daftar` }).focus();
      await page.keyboard.press('Enter');
    }
    await page.locator('[data-quote-empty]').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Urungkan');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-quote-item]').count()).toBe(1);
  });

  test("the phone menu has 'Daftar Penawaran' with the list's count", async ({ openPage, published }) => {
    const page = await openPage(PHONE);
    // The Indonesian catalogue: the menu names the list in the page's language.
    await openPublic(page, '/id/products');
    await fillList(page, [[published[0]!, 1]]);
    await openPublic(page, '/id/products');
    await page.getByRole('button', { name: 'Buka menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const link = menu.getByRole('link', { name: /^Daftar Penawaran/ });
    await expect.poll(() => link.isVisible()).toBe(true);
    await expect.poll(() => link.innerText()).toMatch(/Daftar Penawaran\s*1/);
    await viewportShot(page, 'quote-ux-phone-menu-375');
    await link.click();
    await page.waitForURL(/\/penawaran\/?$/);
  });
});
