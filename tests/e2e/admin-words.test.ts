import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seedCategories } from '#seed/catalog-data.ts';
import { DESKTOP, PHONE, screenshot } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * Words an admin reads: the product list's category column wraps between words only, never inside
 * one ("Spectropho tometers"), and cuts none off, at 1280 px (a table) and 375 px (cards); the
 * product screens say Draf / Tayang, Tag, Judul Meta and the like, not the English labels they had.
 */

/**
 * The words of the category cells that are broken over two lines or cut off by a box that hides
 * overflow, as `word (broken)` / `word (cut)`. The cells: the table's 'Kategori' column, or on cards
 * the value beside the 'Kategori' label.
 */
function brokenCategoryWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    let cells: Element[];
    if (table) {
      const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
      const column = headers.indexOf('Kategori');
      cells = [...table.querySelectorAll('tbody tr')].map((row) => row.children[column]!);
    } else {
      cells = [...document.querySelectorAll('[data-list-card] dt')]
        .filter((dt) => dt.textContent?.trim() === 'Kategori')
        .map((dt) => dt.nextElementSibling!);
    }
    const problems: string[] = [];
    for (const cell of cells) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        // What can be seen of the text: the cell, narrowed by every box between them that clips.
        let visible = cell.getBoundingClientRect();
        for (let box = node.parentElement; box && box !== cell.parentElement; box = box.parentElement) {
          if (getComputedStyle(box).overflow === 'visible') continue;
          const rect = box.getBoundingClientRect();
          visible = new DOMRect(
            Math.max(visible.left, rect.left),
            Math.max(visible.top, rect.top),
            Math.min(visible.right, rect.right) - Math.max(visible.left, rect.left),
            Math.min(visible.bottom, rect.bottom) - Math.max(visible.top, rect.top),
          );
        }
        for (const match of node.data.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) problems.push(`${match[0]} (broken)`);
          else if (rects.some((rect) => rect.right > visible.right + 0.5 || rect.bottom > visible.bottom + 0.5))
            problems.push(`${match[0]} (cut)`);
        }
      }
    }
    return problems;
  });
}

describe('words an admin reads', () => {
  test('the category column breaks no word at 1280 and 375 px, in every demo category', async ({
    openAdmin,
    adminSession,
  }) => {
    const categories = (await apiCall(adminSession.token, '/api/categories?counts=0')).body as Array<{
      id: number;
      name: string;
    }>;
    const demo = categories.filter((category) => seedCategories.some((seed) => seed.name === category.name));
    expect(demo.map((category) => category.name)).toContain('Spectrophotometers');
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openAdmin(viewport, '/admin/products');
      for (const category of demo) {
        await page.getByLabel('Filter kategori').selectOption(String(category.id));
        // The page of this category is on screen: every row names it.
        await expect
          .poll(() =>
            page.evaluate((name) => {
              const rows = [...document.querySelectorAll('table tbody tr, [data-list-card]')];
              return rows.length > 0 && rows.every((row) => row.textContent?.includes(name));
            }, category.name),
          )
          .toBe(true);
        expect(await brokenCategoryWords(page), `${category.name} at ${viewport.width} px`).toEqual([]);
        if (category.name === 'Spectrophotometers' || category.name === 'Dissolved Oxygen Meters')
          await screenshot(page, `admin-category-column-${viewport.width}-${category.id}`);
      }
    }
  });

  test('the product screens speak Indonesian: Draf, Tayang, Tag, Judul Meta, Metadata SEO', async ({ openAdmin }) => {
    const english = /\b(Draft|Published|Tags|Meta Title|Meta Description|Meta Keywords|SEO Metadata)\b/;
    const editor = await openAdmin(DESKTOP, '/admin/products/add');
    await editor.getByLabel('Tayang', { exact: true }).waitFor();
    await editor.getByLabel('Draf', { exact: true }).waitFor();
    await editor.getByLabel('Tag', { exact: true }).waitFor();
    await editor.getByLabel('Judul Meta').waitFor();
    await editor.getByLabel('Deskripsi Meta').waitFor();
    await editor.getByLabel('Kata Kunci Meta').waitFor();
    await editor.getByRole('heading', { name: 'Metadata SEO' }).waitFor();
    expect(await editor.locator('body').innerText()).not.toMatch(english);

    const drafts = await openAdmin(DESKTOP, '/admin/products?publication=draft');
    const rows = drafts.getByRole('table', { name: 'Daftar produk' }).locator('tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.first().innerText()).toMatch(/\bDraf\b|Terjadwal/);
    expect(await drafts.locator('body').innerText()).not.toMatch(english);
  });
});
