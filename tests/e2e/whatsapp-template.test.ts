import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import type { Settings } from '#shared/settings/schema.ts';
import { editForm } from '../support/product-form.ts';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { apiCall } from './admin-support.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';

/*
 * 'Template Pesan' decides the order message. Untouched, the site sends the original site's
 * order message; a site template changes it; a product's own template wins; `{url}` is the page's
 * address; and the admin's preview is the exact text the order button sends (for quantity 1).
 */

/** The decoded `text` of the product page's order link. */
async function orderText(page: Page): Promise<string> {
  const href = (await page.getByTestId('order-link').getAttribute('href')) ?? '';
  return new URL(href).searchParams.get('text') ?? '';
}

describe('WhatsApp message template', () => {
  test('the site template, then the product template, decide the order text; the preview is the text sent', async ({
    openPage,
    openAdmin,
    adminSession,
    published,
  }) => {
    const { token } = adminSession;
    const product = published.find((item) => item.stock > 2 && !item.whatsapp_number)!;
    const settings = (await apiCall(token, '/api/settings')).body as Settings;
    const page = await openPage(DESKTOP);

    // Untouched: the original site's order message, exactly, on the Indonesian page; its English
    // counterpart on the English page (the message speaks the page's language).
    await openPublic(page, `/id/products/${product.slug}/`);
    await expect
      .poll(() => orderText(page))
      .toBe(`Halo ${settings.company_name}, saya ingin memesan ${product.name} jumlah 1`);
    await openPublic(page, `/products/${product.slug}`);
    await expect
      .poll(() => orderText(page))
      .toBe(`Hello ${settings.company_name}, I would like to order ${product.name}, quantity 1`);
    const pageUrl = (await page.locator('link[rel="canonical"]').getAttribute('href'))!;

    const siteTemplate = 'Pesanan {qty} x {product_name} ({sku}) untuk {company}: {url}';
    const productTemplate = 'Halo {company}, minta penawaran {sku} sebanyak {qty} unit. {url}';
    const saveSettings = (template: string) =>
      apiCall(token, '/api/settings/1', { method: 'PUT', json: { ...settings, whatsapp_template: template } });
    const current = async () => (await apiCall(token, `/api/admin/products/${product.id}`)).body as AdminProduct;
    const saveProductTemplate = async (template: string) => {
      const form = editForm(await current(), { whatsapp_template: template, _method: 'PUT' });
      expect((await apiCall(token, `/api/admin/products/${product.id}`, { method: 'POST', form })).status).toBe(200);
    };
    try {
      expect((await saveSettings(siteTemplate)).status).toBe(200);
      await expect
        .poll(
          async () => {
            await openPublic(page, `/products/${product.slug}`);
            return orderText(page);
          },
          { timeout: 15_000 },
        )
        .toBe(`Pesanan 1 x ${product.name} (${product.sku}) untuk ${settings.company_name}: ${pageUrl}`);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      // A press made before the island ran is done once it runs: the text follows then.
      await expect.poll(() => orderText(page)).toContain('Pesanan 2 x');

      // The admin preview of the product (no template of its own) is the text sent for quantity 1.
      const admin = await openAdmin(DESKTOP, `/admin/products/edit/${product.id}`);
      const preview = admin.getByTestId('whatsapp-preview');
      await expect
        .poll(() => preview.textContent(), { timeout: 15_000 })
        .toBe(`Pesanan 1 x ${product.name} (${product.sku}) untuk ${settings.company_name}: ${pageUrl}`);
      // Typing a product template: the preview follows it.
      await admin.getByLabel('Template Pesan').fill(productTemplate);
      const expected = `Halo ${settings.company_name}, minta penawaran ${product.sku} sebanyak 1 unit. ${pageUrl}`;
      await expect.poll(() => preview.textContent()).toBe(expected);
      await preview.scrollIntoViewIfNeeded();
      await viewportShot(admin, 'issue13-template-preview-1280');

      // Saved, the product's template wins over the site's on the public page.
      await saveProductTemplate(productTemplate);
      await expect
        .poll(
          async () => {
            await openPublic(page, `/products/${product.slug}`);
            return orderText(page);
          },
          { timeout: 15_000 },
        )
        .toBe(expected);

      const settingsPage = await openAdmin(PHONE, '/admin/settings');
      await expect
        .poll(() => settingsPage.getByTestId('whatsapp-preview').textContent(), { timeout: 15_000 })
        .toContain('Pesanan 1 x RawLab PH-700 Benchtop pH Meter (RL-PH-700)');
      await settingsPage.getByTestId('whatsapp-preview').scrollIntoViewIfNeeded();
      await viewportShot(settingsPage, 'issue13-template-settings-375');
    } finally {
      await saveProductTemplate('');
      expect((await saveSettings(settings.whatsapp_template)).status).toBe(200);
    }
  });
});
