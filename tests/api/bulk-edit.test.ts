import { describe, expect } from 'vitest';
import type { BulkResult } from '#shared/catalogue/io.ts';
import { call, productForm, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * POST /api/admin/products/bulk: one action on many products, one result per id. Each test works on
 * products of its own.
 */

let counter = 0;

async function categories(token: string): Promise<{ id: number; name: string }[]> {
  return (await call('/api/categories', { token })).body;
}

async function products(token: string, count: number, price = 1000) {
  const [category] = await categories(token);
  const tag = `BK${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();
  const made: { id: number; version: number; sku: string }[] = [];
  for (let index = 0; index < count; index++) {
    const result = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm({
        name: `Bulk ${tag} ${index}`,
        sku: `${tag}-${index}`,
        category_id: String(category!.id),
        price: String(price + index),
        stock: '5',
        status: 'draft',
        is_active: '1',
      }),
    });
    expect(result.status).toBe(201);
    made.push(result.body.data);
  }
  return made;
}

const product = async (token: string, id: number) => (await call(`/api/admin/products/${id}`, { token })).body;

function bulk(token: string, json: unknown) {
  return call<{ message: string; results: BulkResult[] }>('/api/admin/products/bulk', { method: 'POST', token, json });
}

describe('bulk edit', () => {
  it('sets status, active, stock and price, and changes prices by a percentage to whole rupiah', async ({ token }) => {
    const [a, b] = await products(token, 2, 12_345);
    const ids = [a!.id, b!.id];
    expect((await bulk(token, { ids, action: 'set_status', value: 'published' })).body.results).toEqual([
      { id: a!.id, ok: true },
      { id: b!.id, ok: true },
    ]);
    await bulk(token, { ids, action: 'set_active', value: false });
    await bulk(token, { ids, action: 'set_stock', value: 40 });
    await bulk(token, { ids, action: 'adjust_price_percent', value: 10 });
    expect(await product(token, a!.id)).toMatchObject({ status: 'published', is_active: 0, stock: 40, price: 13_580 });
    expect(await product(token, b!.id)).toMatchObject({ price: 13_581 });
    await bulk(token, { ids: [a!.id], action: 'adjust_price_percent', value: -12.5 });
    expect((await product(token, a!.id)).price).toBe(11_883);
    await bulk(token, { ids, action: 'set_price', value: 2_500_000 });
    expect((await product(token, b!.id)).price).toBe(2_500_000);
  });

  it('moves products to a category and archives them', async ({ token }) => {
    const [first, second] = await categories(token);
    const made = await products(token, 2);
    const ids = made.map((item) => item.id);
    expect(
      (await bulk(token, { ids, action: 'set_category', value: second!.id })).body.results.every((r) => r.ok),
    ).toBe(true);
    expect((await product(token, ids[0]!)).category).toMatchObject({ id: second!.id });
    expect(first!.id).not.toBe(second!.id);
    const missing = await bulk(token, { ids, action: 'set_category', value: 999_999 });
    expect(missing.status).toBe(422);
    expect((await bulk(token, { ids, action: 'archive' })).body.results.every((r) => r.ok)).toBe(true);
    expect((await call(`/api/admin/products/${ids[0]}`, { token })).status).toBe(404);
    const archive = await call(`/api/admin/archive?q=${encodeURIComponent(made[0]!.sku)}`, { token });
    expect(archive.body.data).toHaveLength(1);
  });

  it('reports a product changed since the list was loaded, and an unknown one; the rest are changed', async ({
    token,
  }) => {
    const [a, b] = await products(token, 2);
    const [category] = await categories(token);
    const saved = await call(`/api/admin/products/${a!.id}`, {
      method: 'POST',
      token,
      body: productForm({
        _method: 'PUT',
        name: 'Renamed meanwhile',
        sku: a!.sku,
        category_id: String(category!.id),
        price: '777',
        stock: '1',
      }),
    });
    expect(saved.status).toBe(200);
    const answer = await bulk(token, {
      ids: [a!.id, b!.id, 987_654],
      action: 'set_stock',
      value: 9,
      versions: { [a!.id]: a!.version, [b!.id]: b!.version },
    });
    expect(answer.body.results).toEqual([
      { id: a!.id, ok: false, message: expect.stringContaining('diubah admin lain') },
      { id: b!.id, ok: true },
      { id: 987_654, ok: false, message: 'Produk tidak ditemukan' },
    ]);
    expect(await product(token, a!.id)).toMatchObject({ name: 'Renamed meanwhile', stock: 1 });
    // Without versions, the action lands on the product as it is now: the other admin's change stays.
    await bulk(token, { ids: [a!.id], action: 'set_stock', value: 9 });
    expect(await product(token, a!.id)).toMatchObject({ name: 'Renamed meanwhile', price: 777, stock: 9 });
  });

  it('Staff gets a 403; a bad action or value is a 422', async ({ token }) => {
    const [a] = await products(token, 1);
    const staff = await userWithRole('Staff');
    expect((await bulk(staff.token, { ids: [a!.id], action: 'set_stock', value: 1 })).status).toBe(403);
    expect((await call('/api/admin/products/bulk', { method: 'POST', json: {} })).status).toBe(401);
    expect((await bulk(token, { ids: [a!.id], action: 'explode', value: 1 })).status).toBe(422);
    expect((await bulk(token, { ids: [a!.id], action: 'set_stock', value: -1 })).status).toBe(422);
    expect((await bulk(token, { ids: [], action: 'set_stock', value: 1 })).status).toBe(422);
    expect((await product(token, a!.id)).stock).toBe(5);
  });
});
