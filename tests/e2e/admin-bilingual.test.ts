import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * The product's texts in two languages: the editor's Indonesia/English tabs (keyboard, the count of
 * missing texts, the other language's text as placeholder), an Indonesian description saved and
 * read back after a reload, and the list's 'Belum diterjemahkan' filter and row badge.
 */

const stamp = Date.now().toString(36).toUpperCase();
const SHOTS = process.env.I18N_SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: name.includes('full') });
}

describe('admin: product texts in Indonesian and English', () => {
  test('the tabs show what is missing; an Indonesian description is saved and read back', async ({
    openAdmin,
    adminSession,
  }) => {
    const categories = (await apiCall(adminSession.token, '/api/categories?counts=0')).body as { id: number }[];
    const form = new FormData();
    const sku = `BI-${stamp}`;
    for (const [key, value] of Object.entries({
      name: `Bilingual ${stamp}`,
      sku,
      category_id: String(categories[0]!.id),
      price: '1000',
      stock: '3',
      status: 'published',
      is_active: '1',
      short_description: 'A portable meter for field work.',
      long_description: 'Measures in the field.',
    })) {
      form.set(key, value);
    }
    const created = await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;

    const page = await openAdmin(DESKTOP, `/admin/products/edit/${id}`);
    const tablist = page.getByRole('tablist', { name: 'Bahasa teks produk' });
    await tablist.waitFor();
    const english = tablist.getByRole('tab', { name: /English/ });
    const indonesian = tablist.getByRole('tab', { name: /Indonesia/ });
    expect(await english.getAttribute('aria-selected')).toBe('true');
    // Both descriptions are written in English only: the Indonesian tab counts two missing texts.
    await expect.poll(() => indonesian.innerText()).toMatch(/Indonesia\s*2/);

    // The keyboard moves between the tabs (arrow keys), as the tabs pattern has it.
    await english.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => indonesian.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');

    const short = page.getByRole('tabpanel').getByLabel('Deskripsi Singkat');
    expect(await short.inputValue()).toBe('');
    expect(await short.getAttribute('placeholder')).toBe('A portable meter for field work.');
    expect(await page.getByRole('tabpanel').getByText('Belum diterjemahkan').count()).toBe(2);
    await shot(page, 'product-form-tabs-1280');

    await short.fill('Alat ukur portabel untuk pekerjaan lapangan.');
    await expect.poll(() => indonesian.innerText()).toMatch(/Indonesia\s*1/);
    await page.getByRole('button', { name: 'Simpan Produk' }).click();
    await expect
      .poll(async () => (await apiCall(adminSession.token, `/api/admin/products/${id}`)).body.version)
      .toBe(2);

    // The save goes back to the list: the editor is loaded afresh from the server.
    await page.goto(`${baseUrl()}/admin/products/edit/${id}`);
    await page
      .getByRole('tablist', { name: 'Bahasa teks produk' })
      .getByRole('tab', { name: /Indonesia/ })
      .click();
    await expect
      .poll(() => page.getByRole('tabpanel').getByLabel('Deskripsi Singkat').inputValue())
      .toBe('Alat ukur portabel untuk pekerjaan lapangan.');
    const saved = (await apiCall(adminSession.token, `/api/admin/products/${id}`)).body;
    expect(saved.indonesian.short_description).toBe('Alat ukur portabel untuk pekerjaan lapangan.');
    expect(saved.short_description).toBe('A portable meter for field work.');

    const phone = await openAdmin(PHONE, `/admin/products/edit/${id}`);
    const phoneTab = phone.getByRole('tablist', { name: 'Bahasa teks produk' }).getByRole('tab', { name: /Indonesia/ });
    await phoneTab.click();
    // 44 px touch targets on a phone.
    expect((await phoneTab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await phoneTab.evaluate((tab) => tab.scrollIntoView({ block: 'center' }));
    await shot(phone, 'product-form-tabs-375');
  });

  test("the list's 'Belum diterjemahkan' filter keeps only products with a text in one language", async ({
    openAdmin,
    adminSession,
  }) => {
    const categories = (await apiCall(adminSession.token, '/api/categories?counts=0')).body as { id: number }[];
    const make = async (suffix: string, fields: Record<string, string>) => {
      const form = new FormData();
      const base = {
        name: `Filter ${stamp} ${suffix}`,
        sku: `BF-${stamp}-${suffix}`,
        category_id: String(categories[0]!.id),
        price: '1000',
        stock: '3',
        status: 'published',
        is_active: '1',
      };
      for (const [key, value] of Object.entries({ ...base, ...fields })) form.set(key, value);
      expect((await apiCall(adminSession.token, '/api/admin/products', { method: 'POST', form })).status).toBe(201);
    };
    await make('ONE', { short_description: 'English only' });
    await make('TWO', {
      short_description: 'Both languages',
      indonesian: JSON.stringify({ short_description: 'Dua bahasa' }),
    });

    for (const [viewport, width] of [
      [DESKTOP, 1280],
      [PHONE, 375],
    ] as const) {
      const page = await openAdmin(viewport, `/admin/products?q=Filter%20${stamp}`);
      const rows = width === 1280 ? page.locator('tbody tr') : page.locator('[data-list-card]');
      await expect.poll(() => rows.filter({ hasText: `Filter ${stamp}` }).count()).toBe(2);
      await page.getByLabel('Filter terjemahan').selectOption({ label: 'Belum diterjemahkan' });
      await expect.poll(() => page.url()).toContain('translation=missing');
      await expect.poll(() => rows.filter({ hasText: `Filter ${stamp}` }).count()).toBe(1);
      const row = rows.filter({ hasText: `Filter ${stamp} ONE` });
      await row.getByText('Belum diterjemahkan').waitFor();
      await shot(page, `product-list-filter-${width}`);
    }
  });

  test('Settings keep a WhatsApp template for English pages', async ({ openAdmin }) => {
    const page = await openAdmin(DESKTOP, '/admin/settings');
    const english = page.getByLabel('Template WhatsApp (English)');
    await english.waitFor();
    const template = `Hello {company}, I would like to order {product_name} (${stamp})`;
    await english.fill(template);
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    try {
      await expect.poll(async () => (await apiCall(null, '/api/settings')).body.whatsapp_template_en).toBe(template);
      await page.reload();
      await expect.poll(() => page.getByLabel('Template WhatsApp (English)').inputValue()).toBe(template);
    } finally {
      // The site's settings are shared by every browser test: English pages' order messages must come
      // back to the default English text for the tests after this one.
      await page.getByLabel('Template WhatsApp (English)').fill('');
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      await expect.poll(async () => (await apiCall(null, '/api/settings')).body.whatsapp_template_en).toBe('');
    }
  });
});
