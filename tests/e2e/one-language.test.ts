import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { makePng } from './admin-support.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';

/*
 * One language per screen. The public footer speaks its page's language (the
 * landing page Indonesian, product pages English), and the admin's image field shows an Indonesian
 * button and status instead of the browser's 'Choose File / No file chosen'.
 */

const footerLinks = (page: Page) =>
  page.locator('footer nav a').evaluateAll((links) => links.map((link) => link.textContent?.trim()));

describe('one language per screen', () => {
  test('the footer speaks the language of its page', async ({ openPage, published }) => {
    const page = await openPage(DESKTOP);
    await openPublic(page, '/');
    expect(await page.locator('footer nav > p').textContent()).toBe('Jelajahi');
    expect(await footerLinks(page)).toEqual([
      'Beranda',
      'Tentang Kami',
      'Kontak',
      'Katalog produk',
      'Layanan & kalibrasi',
      'Cek garansi',
      'Akun pelanggan',
    ]);
    for (const path of ['/products', `/products/${published[0]!.slug}`]) {
      await openPublic(page, path);
      expect(await page.locator('footer nav > p').textContent(), path).toBe('Explore');
      expect(await footerLinks(page), path).toEqual([
        'Home',
        'About us',
        'Contact',
        'Product catalogue',
        'Service & calibration',
        'Warranty check',
        'Customer account',
      ]);
    }
    await page.locator('footer').evaluate((footer) => footer.scrollIntoView({ behavior: 'instant' }));
    await viewportShot(page, 'issue13-footer-en-1280');
  });

  test('the admin image field is an Indonesian button, not the native file control', async ({ openAdmin }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAdmin(viewport, '/admin/products/add');
      const input = page.getByLabel('Tambah gambar');
      await input.waitFor({ state: 'attached' });
      // The native control (which reads 'Choose File / No file chosen') takes no room on screen.
      const box = await input.boundingBox();
      expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
      const button = page.locator('[data-file-button]');
      expect(await button.textContent()).toBe('Tambah gambar');
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await page.locator('[data-image-drop]').textContent()).toContain('Sisa 8 gambar');
      await button.scrollIntoViewIfNeeded();
      await viewportShot(page, `issue13-file-button-${viewport.width}`);

      await input.setInputFiles({ name: 'ph-meter.png', mimeType: 'image/png', buffer: makePng(16, 16) });
      await expect
        .poll(() => page.locator('[data-image-item="baru"]').getAttribute('data-file-name'))
        .toBe('ph-meter.png');
      expect(await page.locator('[data-image-drop]').textContent()).toContain('Sisa 7 gambar');
    }
  });
});
