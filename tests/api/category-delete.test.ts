import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { memberKey } from '#server/services/catalog/store/keys.ts';
import { joinCategory } from '#server/services/catalog/store/members.ts';
import { deleteCategory as deleteCategoryService } from '#server/services/catalog/categories.ts';
import type { DocumentStore } from '#server/store.ts';
import { call, productForm } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * A category whose last product moved out a moment ago is deleted at once: the server settles what
 * a save might still do (a failed save leaves the category, one still committing is waited for), so
 * the admin never reads "try again in a minute".
 */

type Product = { id: number; slug: string; version: number };

async function category(token: string, name: string): Promise<number> {
  const created = await call('/api/categories', { method: 'POST', token, json: { name, color: '#10b981' } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data.id;
}

function productFields(tag: string, categoryId: number): Record<string, string> {
  return {
    name: `Produk Pindah ${tag}`,
    sku: `PINDAH-${tag}`,
    category_id: String(categoryId),
    price: '1000000',
    stock: '3',
    description: 'Produk yang pindah kategori.',
    status: 'published',
    is_active: '1',
  };
}

async function createProduct(token: string, fields: Record<string, string>): Promise<Product> {
  const created = await call('/api/admin/products', { method: 'POST', token, body: productForm(fields) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

const save = (token: string, product: Product, fields: Record<string, string>) =>
  call(`/api/admin/products/${product.id}`, {
    method: 'POST',
    token,
    body: productForm({ ...fields, _method: 'PUT', slug: product.slug, version: String(product.version) }),
  });

const deleteCategory = (token: string, id: number) => call(`/api/categories/${id}`, { method: 'DELETE', token });

describe('DELETE /api/categories/{id} right after its last product moved out', () => {
  it('deletes it at once after a move', async ({ token }) => {
    const tag = `m${Date.now().toString(36)}`;
    const from = await category(token, `Pindah Dari ${tag}`);
    const to = await category(token, `Pindah Ke ${tag}`);
    const fields = productFields(tag, from);
    const product = await createProduct(token, fields);
    expect((await save(token, product, { ...fields, category_id: String(to) })).status).toBe(200);
    const deleted = await deleteCategory(token, from);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });

  it('deletes it at once after a save into it failed (a taken SKU)', async ({ token }) => {
    const tag = `f${Date.now().toString(36)}`;
    const home = await category(token, `Asal ${tag}`);
    const target = await category(token, `Gagal ${tag}`);
    const other = await createProduct(token, productFields(`${tag}-other`, home));
    const fields = productFields(tag, home);
    const product = await createProduct(token, fields);
    const taken = await save(token, product, { ...fields, category_id: String(target), sku: `PINDAH-${tag}-other` });
    expect(taken.status).toBe(422);
    expect(other.id).not.toBe(product.id);
    const deleted = await deleteCategory(token, target);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
  });

  it('waits inside the request for a save still committing, then deletes', async ({ token }) => {
    const tag = `w${Date.now().toString(36)}`;
    const home = await category(token, `Rumah ${tag}`);
    const target = await category(token, `Sedang ${tag}`);
    const fields = productFields(tag, home);
    const product = await createProduct(token, fields);
    // A save that joined the category and has not committed yet…
    const base = requestDeps();
    await joinCategory(base, target, product.id, product.version);
    // …commits (elsewhere) only once the delete has found it in flight.
    let committing: Promise<{ status: number }> | undefined;
    const db: DocumentStore = {
      ...base.db,
      update: (key, mutate) => {
        const result = base.db.update(key, mutate);
        if (key === memberKey(target) && !committing) {
          result.catch(() => (committing ??= save(token, product, { ...fields, stock: '4' })));
        }
        return result;
      },
    };
    await deleteCategoryService({ ...base, db }, target);
    expect(committing).toBeDefined();
    expect((await committing)?.status).toBe(200);
    expect((await call('/api/categories', { token })).body.some((item: { id: number }) => item.id === target)).toBe(
      false,
    );
  });
});
