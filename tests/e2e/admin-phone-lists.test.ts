import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { apiCall, postJsonFrom } from './admin-support.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * Below 768 px the admin's lists (products, contact messages, admin users) are
 * cards with the key fields and 44 px actions, not wide tables scrolled sideways; from 768 px up
 * they stay tables.
 */

/** Actions inside the cards smaller than 44 × 44 px. */
function smallActions(page: Page): Promise<string[]> {
  return page.locator('[data-list-card]').evaluateAll((cards) =>
    cards.flatMap((card) =>
      [...card.querySelectorAll<HTMLElement>('a[href], button')]
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(
          ({ control, box }) =>
            `${control.getAttribute('aria-label') ?? control.textContent} ${box.width}×${box.height}`,
        ),
    ),
  );
}

const LISTS = [
  { path: '/admin/products', fields: ['Harga', 'Stok', 'Kategori'] },
  { path: '/admin/contacts', fields: ['Perusahaan', 'Tanggal'] },
  { path: '/admin/settings', fields: ['Status', 'Login terakhir'] },
] as const;

describe('admin lists on a phone', () => {
  test('products, contacts and users are cards with 44 px actions below 768 px', async ({ openAdmin }) => {
    const challenge = (await apiCall(null, '/api/captcha')).body;
    const captcha = await solveCaptchaForTests(challenge);
    const sent = await postJsonFrom('127.0.0.90', '/api/contact', {
      fullName: 'Dewi Lestari',
      email: `dewi.${Date.now()}@contoh.co.id`,
      company: 'PT Laboratorium Uji Air Nusantara',
      captcha,
    });
    expect(sent.status).toBe(201);

    for (const { path, fields } of LISTS) {
      const phone = await openAdmin(PHONE, path);
      const cards = phone.locator('[data-list-card]');
      await cards.first().waitFor({ timeout: 15_000 });
      expect(await phone.locator('table').count(), path).toBe(0);
      for (const field of fields) expect(await cards.first().getByText(field, { exact: true }).count(), path).toBe(1);
      expect(await smallActions(phone), path).toEqual([]);
      expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
      await cards.first().evaluate((card) => card.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await viewportShot(phone, `issue13-admin-cards${path.replace(/\W+/g, '-')}-375`);

      const desktop = await openAdmin(DESKTOP, path);
      await desktop.locator('table tbody tr').first().waitFor({ timeout: 15_000 });
      expect(await desktop.locator('[data-list-card]').count(), path).toBe(0);
    }
  });

  test('products selected on a phone keep their count at the bottom, and the bulk actions a tap away', async ({
    openAdmin,
  }) => {
    const page = await openAdmin(PHONE, '/admin/products');
    const boxes = page.getByTestId('select-product');
    await expect.poll(() => boxes.count()).toBeGreaterThan(5);
    const dock = page.getByTestId('selection-dock');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    // While the bulk bar above the cards is in view, no dock (checking a box may have scrolled it away).
    await page.getByTestId('bulk-bar').scrollIntoViewIfNeeded();
    await expect.poll(() => dock.count()).toBe(0);

    // Scrolled down the cards, the bar is gone from view; the dock keeps the count at the bottom.
    await page
      .getByTestId('bulk-bar')
      .evaluate((bar) =>
        window.scrollTo({ top: bar.getBoundingClientRect().bottom + window.scrollY + 200, behavior: 'instant' }),
      );
    await dock.waitFor();
    expect(await dock.innerText()).toContain('2 produk dipilih');
    const docked = (await dock.boundingBox())!;
    expect(docked.y + docked.height).toBeCloseTo(PHONE.height, 0);
    // At the end of the list it sits below the pages, covering none of them.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
    const pages = (await page.getByRole('navigation', { name: 'Halaman produk' }).boundingBox())!;
    expect(pages.y + pages.height).toBeLessThanOrEqual((await dock.boundingBox())!.y);
    await viewportShot(page, 'admin-selection-dock-375');

    // 'Aksi massal' goes back to the bar, below the header, with the action's field focused.
    await dock.getByRole('button', { name: 'Aksi massal' }).click();
    await dock.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('bulk-action');
    const bar = (await page.getByTestId('bulk-bar').boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});
