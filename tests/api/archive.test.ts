import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { readRecord } from '#server/services/catalog/store/records.ts';
import { call, productForm, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The archive: a delete keeps the product restorable for 30 days; a restore brings it back as it
 * was, or explains a taken slug/SKU (409) and can come back as a draft; only a Super Admin deletes
 * for good. And a category with products is deleted by moving them elsewhere first.
 *
 * On a store of its own: each test checks the whole catalogue's consistency afterwards, which another
 * file's writes in flight would fail (two API files run at once).
 */

let counter = 0;
const unique = () => `${Date.now().toString(36)}-${++counter}`;

async function newCategory(token: string, label = 'Arsip'): Promise<number> {
  const created = await call('/api/categories', { method: 'POST', token, json: { name: `${label} ${unique()}` } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

async function newProduct(token: string, category: number, overrides: Record<string, string> = {}) {
  const id = unique();
  const created = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: productForm({
      name: `Arsip Meter ${id}`,
      sku: `AM-${id}`,
      category_id: String(category),
      price: '1500000',
      stock: '3',
      status: 'published',
      is_active: '1',
      ...overrides,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number; slug: string; sku: string; name: string; version: number };
}

const archived = async (token: string, q: string) =>
  (await call(`/api/admin/archive?q=${encodeURIComponent(q)}`, { token })).body;

async function expectConsistent() {
  const report = await checkStore(requestDeps(), { deep: true, assumeIdle: false });
  const problems = report.findings.filter(
    (finding) => finding.kind !== 'unreferenced-image' && finding.kind !== 'expired-archive',
  );
  expect(problems).toEqual([]);
}

describe('archive', () => {
  it('a deleted product is listed in the archive with who deleted it, and restores as it was', async () => {
    const staff = await userWithRole('Staff', 'Archive Staff');
    const category = await newCategory(staff.token);
    const product = await newProduct(staff.token, category);
    expect((await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token: staff.token })).status).toBe(
      200,
    );
    expect((await call(`/api/products/${product.slug}`)).status).toBe(404);

    const page = await archived(staff.token, product.sku);
    expect(page.total).toBe(1);
    expect(page.data[0]).toEqual(
      expect.objectContaining({
        id: product.id,
        name: product.name,
        deleted_by: 'Staff Tester',
        category: expect.objectContaining({ id: category }),
        deleted_at: expect.any(String),
        purge_at: expect.any(String),
      }),
    );
    expect(Date.parse(page.data[0].purge_at) - Date.parse(page.data[0].deleted_at)).toBe(30 * 24 * 3600 * 1000);

    const restored = await call(`/api/admin/archive/${product.id}/restore`, { method: 'POST', token: staff.token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toEqual(
      expect.objectContaining({ slug: product.slug, sku: product.sku, status: 'published', category_id: category }),
    );
    expect(restored.body.notice).toBeUndefined();
    expect((await call(`/api/products/${product.slug}`)).body.id).toBe(product.id);
    expect((await archived(staff.token, product.sku)).total).toBe(0);
    // A second restore: no longer in the archive.
    const again = await call(`/api/admin/archive/${product.id}/restore`, { method: 'POST', token: staff.token });
    expect(again.status).toBe(404);
    await expectConsistent();
  });

  it('a slug taken meanwhile is a 409 naming it; as_draft restores with a new slug and SKU', async ({ token }) => {
    const category = await newCategory(token);
    const product = await newProduct(token, category);
    await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token });
    const taker = await newProduct(token, category, { slug: product.slug, sku: product.sku });
    expect(taker.slug).toBe(product.slug);

    const refused = await call(`/api/admin/archive/${product.id}/restore`, { method: 'POST', token });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`Slug "${product.slug}" sudah dipakai produk lain`);
    expect(refused.body.conflict).toEqual({ field: 'slug', value: product.slug });
    // Nothing half-made: still archived, the taker keeps its page.
    expect((await archived(token, product.name)).total).toBe(1);

    const asDraft = await call(`/api/admin/archive/${product.id}/restore`, {
      method: 'POST',
      token,
      json: { as_draft: true },
    });
    expect(asDraft.status, JSON.stringify(asDraft.body)).toBe(200);
    expect(asDraft.body.data).toEqual(
      expect.objectContaining({ slug: `${product.slug}-2`, sku: `${product.sku}-2`, status: 'draft' }),
    );
    expect(asDraft.body.notice).toContain(`"${product.slug}-2"`);
    expect((await call(`/api/products/${product.slug}`)).body.id).toBe(taker.id);
    await expectConsistent();
  });

  it('a product whose category was deleted comes back as a draft in Lainnya, with a message', async ({ token }) => {
    const category = await newCategory(token);
    const product = await newProduct(token, category);
    await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token });
    expect((await call(`/api/categories/${category}`, { method: 'DELETE', token })).status).toBe(200);
    const restored = await call(`/api/admin/archive/${product.id}/restore`, { method: 'POST', token });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data.status).toBe('draft');
    expect(restored.body.data.category.name).toBe('Lainnya');
    expect(restored.body.notice).toContain('Kategori aslinya sudah dihapus');
    await expectConsistent();
  });

  it('only a Super Admin deletes for good (403 for Staff and Manager); then it is gone', async ({ token }) => {
    const staff = await userWithRole('Staff', 'Purge Staff');
    const manager = await userWithRole('Manager', 'Purge Manager');
    const category = await newCategory(token);
    const product = await newProduct(token, category);
    // A live product cannot be purged: it is not in the archive.
    expect((await call(`/api/admin/archive/${product.id}`, { method: 'DELETE', token })).status).toBe(409);
    await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token: staff.token });
    for (const other of [staff, manager]) {
      const refused = await call(`/api/admin/archive/${product.id}`, { method: 'DELETE', token: other.token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toContain('Super Admin');
    }
    const purged = await call(`/api/admin/archive/${product.id}`, { method: 'DELETE', token });
    expect(purged.status, JSON.stringify(purged.body)).toBe(200);
    expect(await readRecord(requestDeps(), product.id)).toBeNull();
    expect((await archived(token, product.sku)).total).toBe(0);
    expect((await call(`/api/admin/archive/${product.id}/restore`, { method: 'POST', token })).status).toBe(404);
    expect((await call(`/api/admin/archive/${product.id}`, { method: 'DELETE', token })).status).toBe(404);
    // Its slug and SKU are free again.
    const reuse = await newProduct(token, category, { slug: product.slug, sku: product.sku });
    expect(reuse.slug).toBe(product.slug);
    await expectConsistent();
  });

  it('answers bad input with a 4xx JSON message', async ({ token }) => {
    expect((await call('/api/admin/archive?page=0', { token })).status).toBe(422);
    expect((await call('/api/admin/archive')).status).toBe(401);
    const bad = await call('/api/admin/archive/999999/restore', { method: 'POST', token, json: { as_draft: 'ya' } });
    expect(bad.status).toBe(422);
    expect((await call('/api/admin/archive/999999/restore', { method: 'POST', token })).status).toBe(404);
    expect((await call('/api/admin/archive/abc', { method: 'DELETE', token })).status).toBe(404);
  });
});

describe('deleting a category with products', () => {
  it('moves them to the chosen category, then deletes it; refuses a bad target', async () => {
    const staff = await userWithRole('Staff', 'Move Staff');
    const source = await newCategory(staff.token, 'Asal');
    const target = await newCategory(staff.token, 'Tujuan');
    const products = [];
    for (let i = 0; i < 3; i++) products.push(await newProduct(staff.token, source));

    const plain = await call(`/api/categories/${source}`, { method: 'DELETE', token: staff.token });
    expect(plain.status).toBe(409);
    for (const [query, status] of [
      [`move_to=${source}`, 422],
      ['move_to=999999', 422],
      ['move_to=abc', 422],
    ] as const) {
      const refused = await call(`/api/categories/${source}?${query}`, { method: 'DELETE', token: staff.token });
      expect(refused.status, query).toBe(status);
      expect(refused.body.message).toEqual(expect.any(String));
    }

    const moved = await call(`/api/categories/${source}?move_to=${target}`, { method: 'DELETE', token: staff.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toEqual(expect.objectContaining({ moved: 3, remaining: 0, deleted: true }));
    const categories = (await call('/api/categories', { token: staff.token })).body;
    expect(categories.some((category: { id: number }) => category.id === source)).toBe(false);
    expect(categories.find((category: { id: number }) => category.id === target).productCount).toBe(3);
    for (const product of products) {
      const read = (await call(`/api/admin/products/${product.id}`, { token: staff.token })).body;
      expect(read.category_id).toBe(target);
      expect(read.version).toBe(product.version + 1);
      expect((await call(`/api/products/${product.slug}`)).body.category.id).toBe(target);
    }
    await expectConsistent();
  });
});
