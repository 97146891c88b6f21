import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { newProductForm } from '../support/product-form.ts';
import { fileOf, pngOf } from '../support/sample-files.ts';
import { apiCall } from './admin-support.ts';
import { openPublic, test } from './fixtures.ts';

/*
 * The product gallery with photos that are not square: a 4:3 and a 3:4 picture are each shown whole
 * in the square frame (bands of the page's white beside them), by mouse, after a zoom and back, and
 * after a swipe on a phone; the thumbnails may crop. On an Indonesian page the phone's swipe hint and
 * the screen reader's caption ("Gambar 1 dari 2") are Indonesian; on an English page, English.
 */

const ALTS = ['Meter from the front, landscape', 'Meter standing, portrait'];

/**
 * Where the main picture is drawn inside its element, worked out from its `object-fit` and its
 * natural size as the browser lays it out: the element's box, the drawn picture's size, and both
 * proportions.
 */
const drawn = (img: Locator) =>
  img.evaluate((element: HTMLImageElement) => {
    const box = { width: element.clientWidth, height: element.clientHeight };
    const natural = { width: element.naturalWidth, height: element.naturalHeight };
    const fit = getComputedStyle(element).objectFit;
    const scale =
      fit === 'contain' || fit === 'scale-down'
        ? Math.min(box.width / natural.width, box.height / natural.height)
        : fit === 'cover'
          ? Math.max(box.width / natural.width, box.height / natural.height)
          : NaN;
    const picture =
      fit === 'fill'
        ? box
        : fit === 'none'
          ? natural
          : { width: natural.width * scale, height: natural.height * scale };
    return { box, picture, naturalRatio: natural.width / natural.height, ratio: picture.width / picture.height };
  });

/** The picture is drawn whole inside its frame, in its own proportions (`ratio`, width / height). */
async function expectWhole(img: Locator, ratio: number): Promise<void> {
  await expect
    .poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  const { box, picture, naturalRatio, ratio: shown } = await drawn(img);
  expect(naturalRatio).toBeCloseTo(ratio, 2);
  expect(shown).toBeCloseTo(ratio, 2);
  expect(picture.width).toBeLessThanOrEqual(box.width + 0.5);
  expect(picture.height).toBeLessThanOrEqual(box.height + 0.5);
  // It fills the frame one way: letterboxed, not shrunk.
  expect(Math.max(picture.width / box.width, picture.height / box.height)).toBeGreaterThan(0.99);
}

/** A published product with a 4:3 picture and then a 3:4 one (made after the build: its page reads the API). */
async function photoProduct(token: string): Promise<AdminProduct> {
  const categories = (await apiCall(token, '/api/categories')).body as Array<{ id: number }>;
  const unique = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const form = newProductForm({
    name: `E2E Photo Meter ${unique}`,
    sku: `PM-${unique}`,
    category_id: categories[0]!.id,
    price: 4_500_000,
    stock: 5,
    status: 'published',
    image_alts: ALTS,
  });
  form.append('images', fileOf(pngOf(800, 600, [200, 60, 40]), 'landscape.png', 'image/png'));
  form.append('images', fileOf(pngOf(600, 800, [40, 60, 200]), 'portrait.png', 'image/png'));
  const created = await apiCall(token, '/api/admin/products', { method: 'POST', form });
  expect(created.status).toBe(201);
  return created.body.data as AdminProduct;
}

const mainImage = (page: Page) => page.locator('[data-gallery] img[data-gallery-index]');
const frame = (page: Page) => page.locator('[data-gallery] button[aria-pressed]');
/** The screen reader's line saying which picture is shown. */
const caption = (page: Page) => page.locator('[data-gallery] p[aria-live="polite"]');

/** A swipe from right to left across the main picture, as a finger's pointer events. */
async function swipeLeft(page: Page): Promise<void> {
  const button = frame(page);
  const box = (await button.boundingBox())!;
  const touch = { pointerType: 'touch', clientY: box.y + box.height / 2, isPrimary: true };
  await button.dispatchEvent('pointerdown', { ...touch, clientX: box.x + 300 });
  await button.dispatchEvent('pointerup', { ...touch, clientX: box.x + 100 });
}

describe('product gallery with photos of any shape', () => {
  test('a 4:3 and a 3:4 photo are shown whole: by mouse, zoomed and back, and swiped on a phone', async ({
    openPage,
    adminSession,
  }) => {
    const product = await photoProduct(adminSession.token);
    const page = await openPage(DESKTOP);
    await openPublic(page, `/products/${product.slug}`);
    const main = mainImage(page);
    await expect.poll(() => main.getAttribute('alt')).toBe(ALTS[0]);
    await expectWhole(main, 4 / 3);
    // The bands beside the photo are the page's own white.
    expect(await frame(page).evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    );
    await page.getByRole('button', { name: 'Next picture' }).click();
    await expect.poll(() => main.getAttribute('alt')).toBe(ALTS[1]);
    await expectWhole(main, 3 / 4);
    // Zoomed, the same picture in its own proportions, half as large again; zoomed out, whole again.
    await main.click();
    await expect
      .poll(() => main.evaluate((img) => getComputedStyle(img).transform))
      .toBe('matrix(1.5, 0, 0, 1.5, 0, 0)');
    expect((await drawn(main)).ratio).toBeCloseTo(3 / 4, 2);
    await screenshot(page, 'gallery-portrait-zoomed-1280');
    await main.click();
    await expect.poll(() => main.getAttribute('data-zoomed')).toBe('false');
    await expectWhole(main, 3 / 4);
    await screenshot(page, 'gallery-portrait-1280');

    const phone = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await openPublic(phone, `/products/${product.slug}`);
    const phoneMain = mainImage(phone);
    await expect.poll(() => phoneMain.getAttribute('alt')).toBe(ALTS[0]);
    await expectWhole(phoneMain, 4 / 3);
    await swipeLeft(phone);
    await expect.poll(() => phoneMain.getAttribute('alt')).toBe(ALTS[1]);
    await expectWhole(phoneMain, 3 / 4);
    await screenshot(phone, 'gallery-portrait-375');
  });

  test("the phone gallery speaks the page's language: its swipe hint and its screen-reader caption", async ({
    openPage,
    adminSession,
  }) => {
    const product = await photoProduct(adminSession.token);
    const phone = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await openPublic(phone, `/id/products/${product.slug}`);
    await expect.poll(() => mainImage(phone).getAttribute('alt')).toBe(ALTS[0]);
    const hint = phone.locator('[data-gallery] p.text-center');
    expect(await hint.innerText()).toBe('Ketuk gambar untuk memperbesar · geser untuk gambar berikutnya');
    expect(await caption(phone).textContent()).toBe(`Gambar 1 dari 2: ${ALTS[0]}`);
    await screenshot(phone, 'gallery-landscape-id-375');
    await swipeLeft(phone);
    await expect.poll(() => caption(phone).textContent()).toBe(`Gambar 2 dari 2: ${ALTS[1]}`);

    // The English page, in English.
    const english = await openPage(PHONE, { hasTouch: true, isMobile: true });
    await openPublic(english, `/products/${product.slug}`);
    await expect.poll(() => caption(english).textContent()).toBe(`Picture 1 of 2: ${ALTS[0]}`);
    expect(await english.locator('[data-gallery] p.text-center').innerText()).toBe(
      'Tap the image to zoom in · swipe for the next picture',
    );
  });
});
