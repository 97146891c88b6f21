import { describe, expect, it } from 'vitest';
import { getStore } from '@netlify/blobs';
import { env } from '#server/env.ts';
import { documentStore, storeStats } from '#server/store.ts';
import { call, login, productForm, ready } from '../support/api.ts';

/*
 * The storage layer's read cache and write queue (decision 002), on the real blob server: eventual
 * reads may be served from the instance's memory for a moment, but never hide a write made through
 * this instance, and never hand out an object a caller could change for everyone.
 */

const scratchName = () => `store-test-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const scratch = async () => {
  await ready();
  return documentStore(scratchName());
};

/** Another instance's handle on the same store: nothing in this process's memory knows its writes. */
const otherInstance = (name: string) =>
  getStore({
    name,
    siteID: env().RAWLAB_SITE_ID,
    token: process.env.RAWLAB_BLOBS_TOKEN ?? '',
    edgeURL: process.env.RAWLAB_BLOBS_URL,
    uncachedEdgeURL: process.env.RAWLAB_BLOBS_URL,
  });

describe('read cache', () => {
  it('an eventual read after a write through this instance sees the write', async () => {
    const db = await scratch();
    await db.put('doc', { n: 1 });
    expect(await db.get('doc', 'eventual')).toEqual({ n: 1 });
    await db.put('doc', { n: 2 });
    expect(await db.get('doc', 'eventual')).toEqual({ n: 2 });
    await db.update<{ n: number }>('doc', (current) => ({ n: current!.n + 1 }));
    expect(await db.get('doc', 'eventual')).toEqual({ n: 3 });
    await db.delete('doc');
    expect(await db.get('doc', 'eventual')).toBeNull();
    expect(await db.create('doc', { n: 4 })).toBe(true);
    expect(await db.get('doc', 'eventual')).toEqual({ n: 4 });
  });

  it('serves a burst of eventual reads from memory, as frozen values; strong reads go to the store', async () => {
    const db = await scratch();
    await db.put('doc', { items: [{ n: 1 }] });
    const first = await db.get<{ items: Array<{ n: number }> }>('doc', 'eventual');
    const second = await db.get<{ items: Array<{ n: number }> }>('doc', 'eventual');
    expect(second).toBe(first);
    expect(() => first!.items.push({ n: 2 })).toThrow(TypeError);
    expect(() => (first!.items[0]!.n = 5)).toThrow(TypeError);

    // Another instance (a second store handle writing directly) is seen by strong reads at once.
    const strong = await db.get<{ items: Array<{ n: number }> }>('doc', 'strong');
    expect(strong).not.toBe(first);
    strong!.items.push({ n: 2 });
    expect(strong!.items).toHaveLength(2);
  });

  it('a shared strong read keeps the same frozen object while the document is unchanged, and sees another writer at once', async () => {
    const name = scratchName();
    const db = (await ready(), documentStore(name));
    await db.put('shards/0', { entries: { 1: { n: 1 } } });
    const first = await db.getShared<{ entries: Record<string, { n: number }> }>('shards/0');
    expect(first).toEqual({ entries: { 1: { n: 1 } } });
    expect(Object.isFrozen(first!.entries[1])).toBe(true);
    // Asked again with the ETag it holds: the store answers "not modified", and the object stays.
    expect(await db.getShared('shards/0')).toBe(first);

    await otherInstance(name).setJSON('shards/0', { entries: { 1: { n: 2 } } });
    const after = await db.getShared<{ entries: Record<string, { n: number }> }>('shards/0');
    expect(after).not.toBe(first);
    expect(after).toEqual({ entries: { 1: { n: 2 } } });
    expect(await db.getShared('missing')).toBeNull();
  });

  it('twenty concurrent updates of one key all land, taking turns', async () => {
    const db = await scratch();
    await db.put('counter', { n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () => db.update<{ n: number }>('counter', (current) => ({ n: current!.n + 1 }))),
    );
    expect(await db.get('counter')).toEqual({ n: 20 });
  });

  it('a product saved in the admin shows in the public list and page at once', async () => {
    const token = await login();
    const category = (await call('/api/categories', { token })).body[0].id;
    const unique = `${Date.now()}`;
    const form: Record<string, string> = {
      name: `Cache Test Meter ${unique}`,
      sku: `CT-${unique}`,
      category_id: String(category),
      price: '1000000',
      stock: '5',
      status: 'published',
      is_active: '1',
      tags: '[]',
      specifications: '[]',
    };
    const created = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug } = created.body.data;
    // Read through the public paths first, so the instance's cache holds the old price.
    expect((await call('/api/products')).body.find((item: { id: number }) => item.id === id).price).toBe(1000000);
    expect((await call(`/api/products/${slug}`)).body.price).toBe(1000000);

    const saved = await call(`/api/admin/products/${id}`, {
      method: 'POST',
      token,
      body: productForm({ ...form, slug, _method: 'PUT', price: '1250000' }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('/api/products')).body.find((item: { id: number }) => item.id === id).price).toBe(1250000);
    expect((await call(`/api/products/${slug}`)).body.price).toBe(1250000);
    expect((await call(`/api/admin/products/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/api/products/${slug}`)).status).toBe(404);
  });
});

describe('remembered versions', () => {
  it('a write by another instance since this one last looked costs a retry, never a lost update or a wrong answer', async () => {
    await ready();
    const name = scratchName();
    const db = documentStore(name);
    const other = otherInstance(name);
    type Doc = { version: number; notes: string[] };
    await db.put<Doc>('doc', { version: 1, notes: ['a'] });
    // This instance updates: it now remembers version 2 and its ETag.
    await db.update<Doc>('doc', (current) => ({ version: current!.version + 1, notes: [...current!.notes, 'b'] }));
    // Another instance writes version 3 behind its back.
    await other.setJSON('doc', { version: 3, notes: ['a', 'b', 'c'] });

    // A mutator that refuses anything but version 3 must not refuse on the remembered version 2.
    const before = storeStats().conflicts;
    const saved = await db.update<Doc>('doc', (current) => {
      if (current!.version !== 3) throw new Error(`stale version ${current!.version}`);
      return { version: 4, notes: [...current!.notes, 'd'] };
    });
    expect(saved).toEqual({ version: 4, notes: ['a', 'b', 'c', 'd'] });
    expect(await other.get('doc', { type: 'json' })).toEqual({ version: 4, notes: ['a', 'b', 'c', 'd'] });

    // A guess that the store refuses is counted as the conflict it is, then decided on fresh data.
    await other.setJSON('doc', { version: 5, notes: ['x'] });
    await db.update<Doc>('doc', (current) => ({ version: current!.version + 1, notes: [...current!.notes, 'y'] }));
    expect(storeStats().conflicts).toBeGreaterThan(before);
    expect(await other.get('doc', { type: 'json' })).toEqual({ version: 6, notes: ['x', 'y'] });
  });

  it('a mutator that changes its argument in place cannot change what this instance remembers', async () => {
    const db = await scratch();
    await db.put('doc', { items: [1] });
    await db.update<{ items: number[] }>('doc', (current) => {
      current!.items.push(2);
      return current!;
    });
    // The first try runs on the remembered copy; it must hold [1, 2], not an array changed by the mutator.
    const seen: number[][] = [];
    await db.update<{ items: number[] }>('doc', (current) => {
      seen.push([...current!.items]);
      current!.items.push(3);
      return current!;
    });
    expect(seen[0]).toEqual([1, 2]);
    expect(await db.get('doc')).toEqual({ items: [1, 2, 3] });
  });
});
