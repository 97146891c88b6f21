import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import type { AdminProduct, PublicProduct } from '#shared/product/views.ts';
import { editForm, newProductForm } from '../support/product-form.ts';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { hydrateIsland, test as it } from './fixtures.ts';

/*
 * /products/{slug}: quantity stepper bounded by 1 and 9,999 (beyond the stock marked as such), the exact WhatsApp order URL, the 150%
 * zoom, the disabled order button at stock 0, and freshness: a price changed after the build shows,
 * an unpublished product shows 'Product Not Found', a product published after the build opens at
 * its URL through the fallback page.
 */

let browser: Browser;
let token: string;
let published: PublicProduct[];
let settings: { company_name: string; whatsapp_number: string };

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, ...init.headers },
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

async function updateProduct(id: number, changes: Record<string, string>): Promise<void> {
  const { body: current } = await api<AdminProduct>(`/api/admin/products/${id}`);
  const form = editForm(current, { ...changes, _method: 'PUT' });
  const saved = await api(`/api/admin/products/${id}`, { method: 'POST', body: form });
  expect(saved.status).toBe(200);
}

it.beforeAll(async ({ browser: shared, published: list, adminSession }) => {
  browser = shared;
  token = adminSession.token;
  published = list;
  settings = (await (await fetch(`${baseUrl()}/api/settings`)).json()) as typeof settings;
});

async function openProduct(page: Page, slug: string) {
  await page.goto(`${baseUrl()}/products/${slug}`);
  await hydrateIsland(page);
}

describe('product page', () => {
  it('bounds the quantity by 1, lets it pass the stock marked as such, and builds the exact order URL', async () => {
    const product = published.find((item) => item.stock >= 3 && item.stock <= 20 && !item.whatsapp_number)!;
    const page = await browser.newPage({ viewport: DESKTOP });
    await openProduct(page, product.slug);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(product.name);

    const minus = page.getByRole('button', { name: 'Decrease quantity' });
    const plus = page.getByRole('button', { name: 'Increase quantity' });
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    const note = page.getByTestId('quantity-note');
    expect(await quantity.inputValue()).toBe('1');
    expect(await minus.isDisabled()).toBe(true);
    expect(await plus.isDisabled()).toBe(false);

    for (let i = 1; i < product.stock; i++) await plus.click();
    expect(await quantity.inputValue()).toBe(String(product.stock));
    expect(await note.textContent()).toContain(`${product.stock} units in stock`);
    // One more than the stock: kept, and said (the quote list's rule), never cut down silently.
    await plus.click();
    expect(await quantity.inputValue()).toBe(String(product.stock + 1));
    expect(await note.textContent()).toContain(`${product.stock + 1} requested, ${product.stock} in stock`);
    expect(await minus.isDisabled()).toBe(false);
    await minus.click();

    const order = page.getByRole('link', { name: 'Order via WhatsApp' });
    // The order message speaks the page's language (the original's Indonesian one on /id/products/…).
    const text = `Hello ${settings.company_name}, I would like to order ${product.name}, quantity ${product.stock}`;
    expect(await order.getAttribute('href')).toBe(
      `https://wa.me/${settings.whatsapp_number}?text=${encodeURIComponent(text)}`,
    );

    // Typed values are bounded by 1 and 9,999, not by the stock.
    await quantity.fill('20');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('20');
    expect(await note.textContent()).toContain(`20 requested, ${product.stock} in stock`);
    await quantity.fill('0');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('1');
    expect(await order.getAttribute('href')).toContain(encodeURIComponent(`quantity 1`));
    expect(await minus.isDisabled()).toBe(true);

    // Key Features from the tags, Technical Specifications as a table.
    expect(await page.getByRole('heading', { name: 'Key Features' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Technical Specifications' }).isVisible()).toBe(true);
    const full = (await (await fetch(`${baseUrl()}/api/products/${product.slug}`)).json()) as PublicProduct;
    expect(full.specifications.length).toBeGreaterThan(0);
    expect(await page.locator('table tr').count()).toBe(full.specifications.length);
    expect(await page.locator('h2:text-is("Key Features") + ul li').count()).toBe(full.tags.length);
    await screenshot(page, 'public-product-1280');
    await page.close();
  });

  it('toggles a 150% zoom on the image', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    await openProduct(page, published[0]!.slug);
    const image = page.locator('[data-zoomed]');
    expect(await image.evaluate((element) => (element as HTMLElement).style.transform)).toBe('scale(1)');
    await page.getByRole('button', { name: 'Zoom into the product image' }).click();
    expect(await image.evaluate((element) => (element as HTMLElement).style.transform)).toBe('scale(1.5)');
    await page.getByRole('button', { name: 'Zoom out of the product image' }).click();
    expect(await image.evaluate((element) => (element as HTMLElement).style.transform)).toBe('scale(1)');
    await screenshot(page, 'public-product-375');
    await page.close();
  });

  it('disables ordering when the stock is 0', async () => {
    const product = published.find((item) => item.stock === 0);
    expect(product, 'the seeded catalogue has an out-of-stock product').toBeDefined();
    const page = await browser.newPage({ viewport: DESKTOP });
    await openProduct(page, product!.slug);
    await expect.poll(() => page.getByText('Out of stock', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Order via WhatsApp' }).isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Order via WhatsApp' }).count()).toBe(0);
    // A quote may still be asked for: the stepper works, the note says how.
    expect(await page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(false);
    expect(await page.getByTestId('quantity-note').textContent()).toContain('you can still ask for a quote');
    await page.close();
  });

  it('shows a price changed after the build, and Product Not Found once unpublished', async () => {
    const product = published.find((item) => item.stock > 0 && item.price > 0)!;
    const html = await (await fetch(`${baseUrl()}/products/${product.slug}`)).text();
    expect(html).toContain(product.name);
    const newPrice = product.price + 123_000;
    try {
      await updateProduct(product.id, { price: String(newPrice) });
      const page = await browser.newPage({ viewport: DESKTOP });
      await openProduct(page, product.slug);
      const expected = `Rp ${new Intl.NumberFormat('id-ID').format(newPrice)}`;
      await expect.poll(() => page.getByTestId('product-price').textContent()).toBe(expected);

      await updateProduct(product.id, { status: 'draft' });
      await openProduct(page, product.slug);
      await expect.poll(() => page.getByRole('heading', { name: 'Product Not Found' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe('/products/');
      await page.close();
    } finally {
      await updateProduct(product.id, { price: String(product.price), status: 'published' });
    }
  });

  it('opens a product published after the build at its own URL (fallback page)', async () => {
    const { body: categories } = await api<Array<{ id: number; name: string }>>('/api/categories');
    const suffix = Date.now().toString(36);
    const form = newProductForm({
      name: `E2E Probe Meter ${suffix}`,
      sku: `E2E-${suffix}`.toUpperCase(),
      category_id: categories[0]!.id,
      price: 4_560_000,
      stock: 3,
      status: 'published',
      short_description: 'A product created after the build.',
      long_description: 'A product created after the build, to prove the fallback page.',
      tags: ['Made by the e2e test'],
      specifications: [{ name: 'Range', value: '0 to 14 pH' }],
    });
    const created = await api<{ data: AdminProduct }>('/api/admin/products', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const slug = created.body.data.slug;
    try {
      const page = await browser.newPage({ viewport: DESKTOP });
      const response = await page.goto(`${baseUrl()}/products/${slug}`);
      expect(response?.status()).toBe(200);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
        .toBe(`E2E Probe Meter ${suffix}`);
      expect(await page.getByTestId('product-price').textContent()).toBe('Rp 4.560.000');
      await expect.poll(() => page.title()).toContain(`E2E Probe Meter ${suffix}`);

      // Its Indonesian address too, from the Indonesian fallback page.
      const indonesian = await page.goto(`${baseUrl()}/id/products/${slug}/`);
      expect(indonesian?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('id');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
        .toBe(`E2E Probe Meter ${suffix}`);

      // An address that never was a product: the fallback answers Product Not Found, with a 404.
      const missing = await page.goto(`${baseUrl()}/products/no-such-product-${suffix}`);
      expect(missing?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { name: 'Product Not Found' }).isVisible()).toBe(true);
      const missingId = await page.goto(`${baseUrl()}/id/products/no-such-product-${suffix}/`);
      expect(missingId?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { name: 'Produk Tidak Ditemukan' }).isVisible()).toBe(true);
      await page.close();
    } finally {
      await api(`/api/admin/products/${created.body.data.id}`, { method: 'DELETE' });
    }
  });

  it('carries Product, Offer and BreadcrumbList structured data in the prerendered HTML', async () => {
    const product = published.find((item) => item.price > 0)!;
    const html = await (await fetch(`${baseUrl()}/products/${product.slug}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
      JSON.parse(match[1]!),
    );
    const productLd = blocks.find((block) => block['@type'] === 'Product');
    expect(productLd.name).toBe(product.name);
    expect(productLd.offers.priceCurrency).toBe('IDR');
    expect(blocks.some((block) => block['@type'] === 'BreadcrumbList')).toBe(true);
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain(`<link rel="canonical" href="`);
  });
});
