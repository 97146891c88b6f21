import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { axeOn } from './axe-check.ts';
import { test } from './fixtures.ts';

/*
 * Text everyone can read, in the states where the pages dim it: the quote list with an out-of-stock
 * line (its struck-out price) in both languages, and the admin's import preview with rows (their
 * row numbers). axe's colour-contrast rule (WCAG 2 AA, serious) finds nothing on either.
 */

/** axe's colour-contrast findings on the page as it is now, each with the text it found. */
async function contrastFailures(page: Page): Promise<string[]> {
  const results = await axeOn(page).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.impact}: ${node.target.join(' ')} ${node.html}`),
  );
}

describe('colour contrast', () => {
  test("the quote list's out-of-stock line: its struck-out price reads in both languages", async ({
    openPage,
    published,
  }) => {
    const soldOut = published.find((product) => product.stock === 0);
    const inStock = published.find((product) => product.stock > 2);
    expect(soldOut, 'a demo product out of stock').toBeDefined();
    const items = [soldOut!, inStock!].map((product) => ({
      id: product.id,
      slug: product.slug,
      name: product.name,
      sku: product.sku,
      quantity: 1,
    }));
    for (const [viewport, path, name] of [
      [DESKTOP, '/penawaran/', 'quote-out-of-stock-1280'],
      [PHONE, '/en/quote/', 'quote-out-of-stock-375'],
    ] as const) {
      const page = await openPage(viewport);
      await page.addInitScript(
        (list) => localStorage.setItem('rawlab:quote-list', JSON.stringify({ items: list })),
        items,
      );
      await page.goto(`${baseUrl()}${path}`);
      const struck = page.locator('[data-quote-items] .line-through');
      await struck.first().waitFor();
      expect(await struck.count()).toBe(1);
      await screenshot(page, name);
      expect(await contrastFailures(page)).toEqual([]);
    }
  });

  test("the import preview's rows: their row numbers read", async ({ openAdmin, adminSession }) => {
    const category = (await apiCall(adminSession.token, '/api/categories')).body[0] as { name: string };
    const tag = `E2ECONTRAST${Date.now().toString(36).toUpperCase()}`;
    const csv = [
      'sku;name;category;price;stock',
      `${tag}-1;E2E Kontras ${tag} 1;${category.name};1.250.000;4`,
      `${tag}-2;E2E Kontras ${tag} 2;${category.name};2.500.000;2`,
    ].join('\r\n');
    const page = await openAdmin(DESKTOP, '/admin/products/import');
    await page.getByRole('heading', { name: 'Impor Produk' }).waitFor();
    await page.getByTestId('import-file').setInputFiles({
      name: 'kontras.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await page.getByRole('button', { name: 'Periksa file' }).click();
    const report = page.getByTestId('import-report');
    await report.getByText('Baris 2').waitFor();
    expect(await report.getByText(/^Baris \d+$/).count()).toBe(2);
    await screenshot(page, 'import-preview-1280');
    expect(await contrastFailures(page)).toEqual([]);
  });
});
