import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { hydrateIsland, openPublic, test as it, viewportShot } from './fixtures.ts';

/*
 * A product page as a government buyer reads it: brand, model and GTIN under the name, 'Ready
 * stock' or the indent beside the stock, the 'Government procurement' block (TKDN, TKDN + BMP, the
 * certificate, SNI, AKL, the e-Katalog link) in both languages on a phone and a desktop, and JSON-LD
 * that says the same (brand, mpn, gtin, availability). Demo products (procurement-data.ts).
 */

const jsonLdProduct = async (page: Page) =>
  (
    await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.flatMap((script) => JSON.parse(script.textContent ?? '[]')))
  ).find((item: { '@type': string }) => item['@type'] === 'Product');

describe('product page: procurement data', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shows the block, the ready-stock line and the identity at ${viewport.width} px, in both languages`, async ({
      openPage,
    }) => {
      const page = await openPage(viewport);
      await openPublic(page, '/id/products/rawlab-ph-700-benchtop-ph-meter/');
      const block = page.getByRole('region', { name: 'Pengadaan pemerintah' });
      await block.waitFor();
      expect(await block.locator('dt').allInnerTexts()).toEqual(['TKDN', 'TKDN + BMP', 'Sertifikat TKDN']);
      expect(await block.locator('dd').allInnerTexts()).toEqual(['42,5 %', '50,8 %', '1045/SJ-IND.8/TKDN/2025']);
      await block.getByText('Memenuhi preferensi produk dalam negeri 40 %').waitFor();
      const link = block.getByRole('link', { name: 'Lihat di e-Katalog' });
      expect(await link.getAttribute('href')).toBe('https://katalog.inaproc.id/rawlab/rl-ph-700-benchtop-ph-meter');
      expect(await page.getByTestId('product-lead-time').innerText()).toBe('Ready stock');
      expect(await page.getByTestId('product-identity').innerText()).toMatch(/Merek\s*RawLab[\s\S]*Model\s*PH-700/);
      await page.getByText('Garansi resmi 24 bulan').waitFor();
      // Still there once the island runs (it draws the same from the fresh product).
      await hydrateIsland(page);
      await block.waitFor();
      await block.scrollIntoViewIfNeeded();
      await viewportShot(page, `product-procurement-id-${viewport.width}`);

      await openPublic(page, '/products/rawlab-ph-700-benchtop-ph-meter/');
      const english = page.getByRole('region', { name: 'Government procurement' });
      expect(await english.locator('dd').allInnerTexts()).toEqual(['42.5 %', '50.8 %', '1045/SJ-IND.8/TKDN/2025']);
      await english.getByRole('link', { name: 'View on e-Katalog' }).waitFor();
      await page.getByTestId('product-price').scrollIntoViewIfNeeded();
      await viewportShot(page, `product-procurement-en-${viewport.width}`);
    });
  }

  it('JSON-LD names the brand, mpn, gtin13 and InStock as the page does', async ({ openPage }) => {
    const page = await openPage(DESKTOP);
    await openPublic(page, '/products/rawlab-ph-700-benchtop-ph-meter/');
    expect(await jsonLdProduct(page)).toMatchObject({
      brand: { '@type': 'Brand', name: 'RawLab' },
      mpn: 'PH-700',
      gtin13: '8999123400700',
      offers: { availability: 'https://schema.org/InStock' },
    });
  });

  it('an indent product out of stock reads Inden ± 10 minggu and BackOrder; one with nothing written has no block', async ({
    openPage,
  }) => {
    const page = await openPage(PHONE);
    await openPublic(page, '/id/products/rawlab-tb-500-iso-7027-turbidity-meter/');
    expect(await page.getByTestId('product-lead-time').innerText()).toBe('Inden ± 10 minggu');
    const block = page.getByRole('region', { name: 'Pengadaan pemerintah' });
    expect(await block.locator('dd').allInnerTexts()).toEqual(['SNI 06-6989.25-2005']);
    expect(await block.getByRole('link').count()).toBe(0);
    expect((await jsonLdProduct(page)).offers.availability).toBe('https://schema.org/BackOrder');
    await page.getByTestId('product-lead-time').evaluate((line) => line.scrollIntoView({ block: 'center' }));
    await viewportShot(page, 'product-procurement-indent-375');

    await openPublic(page, '/products/optivue-fl-600-led-fluorescence-microscope/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: 'Government procurement' }).count()).toBe(0);
    expect(await page.getByTestId('product-lead-time').count()).toBe(0);
    const ld = await jsonLdProduct(page);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld).not.toHaveProperty('gtin13');
  });
});
