import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { newProductForm } from '../support/product-form.ts';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { apiCall, apiLogin } from './admin-support.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';

/*
 * A product saved with no description still has a meta description, and no
 * heading breaks a hyphenated word across lines ("UV- / Vis").
 */

/** Headings with a word split over two lines, as "heading text: word". */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of document.querySelectorAll<HTMLElement>('h1, h2, h3')) {
      if (heading.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      // Words may span several text nodes (a word in a span): measure over the heading's whole text.
      const nodes: { node: Text; start: number }[] = [];
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        nodes.push({ node: node as Text, start: text.length });
        text += node.textContent ?? '';
      }
      const at = (offset: number) => {
        const found = [...nodes].reverse().find((entry) => entry.start <= offset)!;
        return [found.node, offset - found.start] as const;
      };
      // A word wider than the heading's whole line breaks by design (KeepWords.tsx): a test's product
      // with a long numbered name on a phone's card, say. Measured as the page lays it out (a probe in
      // the heading, on one line), with the heading's own font: a canvas cannot take it (Chromium answers
      // an empty `font` shorthand for a font with feature settings, and the canvas kept 10 px sans-serif).
      const probe = document.createElement('span');
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
      heading.append(probe);
      const fitsOneLine = (word: string) => {
        probe.textContent = word;
        return probe.getBoundingClientRect().width <= heading.clientWidth;
      };
      for (const match of text.matchAll(/\S+/g)) {
        if (!fitsOneLine(match[0])) continue;
        const range = document.createRange();
        range.setStart(...at(match.index));
        range.setEnd(...at(match.index + match[0].length - 1));
        range.setEnd(range.endContainer, range.endOffset + 1);
        const tops = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        if (tops.size > 1) broken.push(`${heading.textContent?.trim()}: ${match[0]}`);
      }
      probe.remove();
    }
    return broken;
  });
}

describe('product text for search engines and small screens', () => {
  test('a product with no description gets a meta description', async ({ openPage }) => {
    const { token } = await apiLogin();
    const categories = (await apiCall(token, '/api/categories')).body as Array<{ id: number }>;
    const suffix = Date.now().toString(36);
    const name = `E2E Bare Meter ${suffix}`;
    const sku = `E2E-BARE-${suffix}`.toUpperCase();
    const created = await apiCall(token, '/api/admin/products', {
      method: 'POST',
      form: newProductForm({
        name,
        sku,
        category_id: categories[0]!.id,
        price: 1_000_000,
        stock: 2,
        status: 'published',
      }),
    });
    expect(created.status).toBe(201);
    const product = (created.body as { data: AdminProduct }).data;
    try {
      const page = await openPage(DESKTOP);
      await page.goto(`${baseUrl()}/products/${product.slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe(name);
      const description = () => page.locator('meta[name="description"]').getAttribute('content');
      await expect.poll(description).toContain(`${name} (${sku})`);
      expect((await description())!.length).toBeLessThanOrEqual(160);
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(await description());
    } finally {
      await apiCall(token, `/api/admin/products/${product.id}`, { method: 'DELETE' });
    }
  });

  test('headings never break inside a word, at 375 and 1280 px', async ({ openPage, published }) => {
    const uvVis = published.find((product) => product.name.includes('UV-Vis'))!;
    expect(uvVis).toBeDefined();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(viewport);
      for (const path of ['/', '/products', '/products?page=2', '/products?page=3', `/products/${uvVis.slug}`]) {
        await openPublic(page, path);
        if (path.startsWith('/products?') || path === '/products')
          await page.locator('#catalogue-results [data-product-card]').first().waitFor();
        expect(await brokenWords(page), `${path} at ${viewport.width} px`).toEqual([]);
      }
      // Its category's listing: products other tests create (and a rebuild publishes) can push it off
      // the catalogue's first page.
      await openPublic(page, `/products/category/${uvVis.category.slug}`);
      const card = page.locator(`[data-product-card="${uvVis.slug}"]`);
      await card.waitFor();
      await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await viewportShot(page, `issue13-headings-products-${viewport.width}`);
    }
  });
});
