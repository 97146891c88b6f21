import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { test, viewportShot } from './fixtures.ts';

/*
 * The catalogue's procurement filters: 'Ada di e-Katalog', 'TKDN ≥ 40 %', 'Ready stock' and the
 * brand, each with its count, kept in the address as the API names them, combined with each other
 * and with search; in Indonesian and English, on a phone and a desktop. Demo products
 * (procurement-data.ts).
 */

const cards = (page: Page) => page.locator('#catalogue-results [data-product-card]');
const cardNames = async (page: Page) => (await cards(page).locator('h2').allTextContents()).sort();
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function openCatalogue(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  if (!path.includes('?')) await page.locator('input[type="search"]').focus();
  await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
}

describe('catalogue: procurement filters', () => {
  test('each filter with its count, in the address, combined with each other; Indonesian on a desktop', async ({
    openPage,
  }) => {
    const page = await openPage(DESKTOP);
    // Before the island runs, the built page already offers the brands and the counts.
    await page.goto(`${baseUrl()}/id/products/`);
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
    expect(await page.locator('select[name="brand"] option').allTextContents()).toContain('Optivue (5)');
    expect(await page.getByText('Ada di e-Katalog (1)').count()).toBe(1);
    await openCatalogue(page, '/id/products/');
    const ekatalog = page.getByLabel(/^Ada di e-Katalog \(\d+\)$/);
    await ekatalog.waitFor();
    expect(await ekatalog.locator('xpath=..').innerText()).toBe('Ada di e-Katalog (1)');
    await ekatalog.check();
    await expect.poll(() => param(page, 'ekatalog')).toBe('1');
    await expect.poll(() => cardNames(page)).toEqual(['RawLab PH-700 Benchtop pH Meter']);
    await ekatalog.uncheck();

    await page.getByLabel(/^TKDN ≥ 40 %/).check();
    await expect.poll(() => param(page, 'tkdn_min')).toBe('40');
    await expect.poll(() => cardNames(page)).toContain('Optivue BX-200 Binocular Compound Microscope');
    const tkdnNames = await cardNames(page);
    await page.getByLabel('Merek').selectOption('RawLab');
    await expect.poll(() => param(page, 'brand')).toBe('RawLab');
    await expect.poll(() => cardNames(page)).toEqual(tkdnNames.filter((name) => name.startsWith('RawLab')));
    // The counts follow the other filters: within RawLab with TKDN ≥ 40 %, how many are ready stock.
    await page.getByLabel(/^Ready stock \(\d+\)$/).check();
    await expect.poll(() => param(page, 'ready')).toBe('1');
    await expect
      .poll(() => cardNames(page))
      .toEqual([
        'RawLab EC-800 Benchtop Conductivity Meter',
        'RawLab PH-20 Pocket pH Tester',
        'RawLab PH-700 Benchtop pH Meter',
      ]);
    await page.getByTestId('catalogue-count').scrollIntoViewIfNeeded();
    await viewportShot(page, 'catalogue-procurement-id-1280');
  });

  test('an address with the filters opens filtered, with search too; English on a phone', async ({ openPage }) => {
    const page = await openPage(PHONE);
    await openCatalogue(page, '/products/?brand=Optivue&ready=1');
    await expect.poll(() => cardNames(page)).toEqual(['Optivue BX-200 Binocular Compound Microscope']);
    await page.getByTestId('filter-toggle').click();
    expect(await page.getByTestId('filter-count').innerText()).toContain('2');
    expect(await page.getByLabel(/^Ready stock/).isChecked()).toBe(true);
    expect(await page.getByLabel('Brand').inputValue()).toBe('Optivue');
    await page.getByLabel(/^On e-Katalog/).waitFor();
    await page.getByLabel(/^On e-Katalog/).scrollIntoViewIfNeeded();
    await viewportShot(page, 'catalogue-procurement-en-375');

    await openCatalogue(page, '/products/?q=ph&tkdn_min=40');
    await expect.poll(() => cardNames(page)).toContain('RawLab PH-700 Benchtop pH Meter');
    expect((await cardNames(page)).some((name) => name.startsWith('Optivue'))).toBe(false);
  });
});
