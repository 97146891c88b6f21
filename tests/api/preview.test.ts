import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import type { ProductPreview } from '#shared/product/preview.ts';
import { call } from '../support/api.ts';
import { newProductForm } from '../support/product-form.ts';
import { test as it } from './fixtures.ts';

/*
 * 'Pratinjau' (decision 020): `GET /api/admin/products/{id}/preview` answers a product of any status
 * in the public page's shape, to signed-in admins only, and is never cached or indexed.
 */

async function draftProduct(token: string, values: Record<string, string> = {}): Promise<AdminProduct> {
  const category = (await call('/api/categories', { token })).body[0].id as number;
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
  const form = newProductForm({
    name: `E2E Preview ${unique}`,
    sku: `E2E-PV-${unique}`,
    category_id: category,
    price: 4_250_000,
    stock: 2,
    long_description: 'Shown only to admins until it is published.',
    specifications: [{ name: 'Range', value: '0–14 pH' }],
  });
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  const created = await call('/api/admin/products', { method: 'POST', token, body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as AdminProduct;
}

describe('product preview', () => {
  it('answers 401 without a token and with a bad one, never the product', async ({ token }) => {
    const product = await draftProduct(token);
    const anonymous = await call(`/api/admin/products/${product.id}/preview`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: expect.any(String) });
    expect(anonymous.headers.get('cache-control')).toContain('no-store');
    const forged = await call(`/api/admin/products/${product.id}/preview`, { token: `${token}x` });
    expect(forged.status).toBe(401);
    expect(JSON.stringify(forged.body)).not.toContain(product.name);
  });

  it('shows a draft to a signed-in admin as its public page will: public shape, private, no-store, noindex', async ({
    token,
  }) => {
    const publishAt = new Date(Date.now() + 24 * 3600_000).toISOString();
    const product = await draftProduct(token, { publish_at: publishAt });
    // Visitors cannot see it…
    expect((await call(`/api/products/${product.slug}`)).status).toBe(404);
    // …the admin's preview can.
    const preview = await call<ProductPreview>(`/api/admin/products/${product.id}/preview`, { token });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('x-robots-tag')).toContain('noindex');
    expect(preview.body.product).toMatchObject({
      id: product.id,
      slug: product.slug,
      name: product.name,
      price: 4_250_000,
      description: 'Shown only to admins until it is published.',
      specifications: [{ id: 1, name: 'Range', value: '0–14 pH' }],
    });
    // The public shape: nothing of drafts, versions or schedules.
    for (const hidden of ['version', 'is_active', 'publish_at', 'unpublish_at', 'category_id']) {
      expect(preview.body.product).not.toHaveProperty(hidden);
    }
    expect(preview.body.state).toEqual({
      status: 'draft',
      is_active: true,
      publish_at: new Date(publishAt).toISOString(),
      unpublish_at: '',
    });
    expect(Array.isArray(preview.body.similar)).toBe(true);
  });

  it('a published product previews exactly as the public API answers it', async ({ token }) => {
    const product = await draftProduct(token, { status: 'published' });
    const preview = await call<ProductPreview>(`/api/admin/products/${product.id}/preview`, { token });
    const visitor = await call(`/api/products/${product.slug}`);
    expect(visitor.status).toBe(200);
    expect(preview.body.product).toEqual(visitor.body);
  });

  it('answers 404 for a product that does not exist or was deleted', async ({ token }) => {
    expect((await call('/api/admin/products/987654321/preview', { token })).status).toBe(404);
    const product = await draftProduct(token);
    await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token });
    const gone = await call(`/api/admin/products/${product.id}/preview`, { token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Produk tidak ditemukan');
  });
});
