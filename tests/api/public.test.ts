import { readdirSync } from 'node:fs';
import { describe, expect } from 'vitest';
import { seedProducts } from '#seed/catalog-data.ts';
import { call, productForm } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

// A seeded store of its own: the file counts every published product and every visitor.

describe('GET /api/products', () => {
  it('lists only published, active products with the public fields', async () => {
    const { status, body } = await call('/api/products');
    expect(status).toBe(200);
    const seedSlugs = new Set(seedProducts.map((product) => product.slug));
    const seeded = body.filter((item: { slug: string }) => seedSlugs.has(item.slug));
    expect(seeded.length).toBe(31); // 36 seeded − 3 drafts − 2 inactive
    const product = seeded.find((item: { images: unknown[] }) => item.images.length > 0);
    for (const field of [
      'id',
      'name',
      'slug',
      'description',
      'price',
      'stock',
      'status',
      'category',
      'images',
      'tags',
      'specifications',
    ]) {
      expect(product).toHaveProperty(field);
    }
    expect(product.category).toHaveProperty('name');
    expect(product.images[0]).toHaveProperty('path');
    expect(body.every((item: { status: string }) => item.status === 'published')).toBe(true);
  });

  it('never shows drafts or inactive products to an anonymous caller', async ({ token }) => {
    const all = await call('/api/admin/products', { token });
    const hidden = all.body.filter(
      (product: { status: string; is_active: number }) => product.status === 'draft' || product.is_active === 0,
    );
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    const publicSlugs = new Set((await call('/api/products')).body.map((product: { slug: string }) => product.slug));
    for (const product of hidden) {
      expect(publicSlugs.has(product.slug)).toBe(false);
      expect((await call(`/api/products/${product.slug}`)).status).toBe(404);
    }
  });
});

describe('GET /api/products/{slug}', () => {
  it('answers one product with specifications and tags', async () => {
    const seeded = seedProducts.find((product) => product.status === 'published' && product.is_active)!;
    const { status, body } = await call(`/api/products/${seeded.slug}`);
    expect(status).toBe(200);
    expect(body.slug).toBe(seeded.slug);
    expect(body.name).toBe(seeded.name);
    expect(body.specifications.length).toBeGreaterThan(0);
    expect(body.specifications[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), name: expect.any(String), value: expect.any(String) }),
    );
    expect(body.tags[0]).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String) }));
  });

  it.each(['does-not-exist', '..%2F..%2Fetc%2Fpasswd', 'UPPER', 'a'.repeat(400)])(
    'answers 404 JSON for %s',
    async (slug) => {
      const { status, body } = await call(`/api/products/${slug}`);
      expect(status).toBe(404);
      expect(body.message).toEqual(expect.any(String));
    },
  );
});

describe('GET /api/categories-front', () => {
  it('answers the names of categories that have visible products', async () => {
    const { status, body } = await call('/api/categories-front');
    expect(status).toBe(200);
    expect(body).toEqual(expect.arrayContaining(['pH Meters', 'Microscopes', 'Spectrophotometers']));
    expect(body.every((name: unknown) => typeof name === 'string')).toBe(true);
  });
});

describe('GET /api/settings', () => {
  it('shows the public company fields without the internal switches', async () => {
    const { status, body } = await call('/api/settings');
    expect(status).toBe(200);
    expect(body.whatsapp_number).toMatch(/^62\d+$/);
    expect(body.whatsapp_template).toContain('{product_name}');
    expect(body).not.toHaveProperty('enable_notifications');
  });
});

describe('visits and GET /api/visitors', () => {
  it('counts a visitor once a day and reports totals without a token', async ({ token }) => {
    const before = (await call('/api/visitors')).body;
    const ip = '192.0.2.77';
    const first = await call('/api/visit', { method: 'POST', ip, headers: { 'user-agent': 'VisitTest/1' } });
    const second = await call('/api/visit', { method: 'POST', ip, headers: { 'user-agent': 'VisitTest/1' } });
    expect(first.status).toBe(204);
    expect(second.status).toBe(204);
    const after = (await call('/api/visitors')).body;
    expect(after.total).toBe(before.total + 1);
    expect(after.last_month).toBe(before.last_month + 1);
    const categories = (await call('/api/categories', { token })).body;
    expect(after).toEqual(expect.objectContaining({ product: expect.any(Number), category: categories.length }));
  });

  it('stores no raw address', async ({ ownStore }) => {
    await call('/api/visit', { method: 'POST', ip: '192.0.2.201', headers: { 'user-agent': 'PrivacyTest/1' } });
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(`${dir}/${entry.name}`) : [`${dir}/${entry.name}`],
      );
    const files = walk(ownStore.directory);
    expect(files.some((file) => file.includes('192.0.2.201'))).toBe(false);
  });

  it('50 simultaneous beacons from different visitors all count', async () => {
    const before = (await call('/api/visitors')).body.total;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('/api/visit', { method: 'POST', ip: `10.9.0.${i + 1}`, headers: { 'user-agent': 'Burst/1' } }),
      ),
    );
    expect(results.every((result) => result.status === 204)).toBe(true);
    expect((await call('/api/visitors')).body.total).toBe(before + 50);
  });
});

describe('GET /uploads/{key}', () => {
  it('serves an uploaded image with long-lived cache headers, and 404 for unknown or malformed keys', async ({
    token,
  }) => {
    const categories = (await call('/api/categories', { token })).body;
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const saved = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(
        {
          name: 'Upload Probe Meter',
          sku: `UP-${Date.now()}`,
          category_id: String(categories[0].id),
          price: '1000',
          stock: '1',
          status: 'draft',
          is_active: '1',
        },
        { name: 'pixel.png', type: 'image/png', bytes: png },
      ),
    });
    expect(saved.status).toBe(201);
    const path = saved.body.data.images[0].path as string;
    expect(path).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const image = await call(path);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toContain('immutable');
    expect((await call(`/uploads/${'0'.repeat(64)}.png`)).status).toBe(404);
    expect((await call('/uploads/..%2F..%2Fsecret.json')).status).toBe(404);
  });
});
