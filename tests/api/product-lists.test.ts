import { describe, expect } from 'vitest';
import { call, productForm } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * The paged product lists: one page, searched and filtered on the server, with the original site's bare array
 * kept for callers that ask for no page.
 */

describe('GET /api/products with a page', () => {
  it('answers one page with the total and facets; the bare call keeps the array', async () => {
    // Other test files add products meanwhile: read the three answers again until they agree.
    const read = async () => {
      const [bare, first, second] = await Promise.all([
        call('/api/products'),
        call('/api/products?page=1'),
        call('/api/products?page=2&per_page=12'),
      ]);
      return { bare, first, second };
    };
    const ids = (items: Array<{ id: number }>) => items.map((item) => item.id);
    let answers = await read();
    await expect
      .poll(async () => {
        answers = await read();
        const { bare, first, second } = answers;
        return (
          first.body.total === bare.body.length &&
          JSON.stringify(ids(first.body.data)) === JSON.stringify(ids(bare.body.slice(0, 12))) &&
          JSON.stringify(ids(second.body.data)) === JSON.stringify(ids(bare.body.slice(12, 24)))
        );
      })
      .toBe(true);
    const { bare, first } = answers;
    expect(Array.isArray(bare.body)).toBe(true);
    expect(first.status).toBe(200);
    expect(first.body).toEqual(expect.objectContaining({ page: 1, per_page: 12, data: expect.any(Array) }));
    expect(first.body.data).toHaveLength(Math.min(12, bare.body.length));
    // List items carry what a card shows and leave details out instead of padding them.
    expect(Object.keys(first.body.data[0]).sort()).toEqual(
      [
        'category',
        'id',
        'image',
        'indonesian',
        'name',
        'price',
        'short_description',
        'sku',
        'slug',
        'stock',
        'tags',
        'updated_at',
      ].sort(),
    );
    expect(first.body.facets.categories.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBe(
      bare.body.length,
    );
  });

  it('searches like a buyer types and filters by category, stock and price', async () => {
    const model = await call('/api/products?q=RL%20PH%20700');
    expect(model.body.data[0].sku).toBe('RL-PH-700');
    const indonesian = await call('/api/products?q=kekeruhan');
    expect(indonesian.body.data.length).toBeGreaterThan(0);
    for (const item of indonesian.body.data.slice(0, 3)) expect(item.category.name).toBe('Turbidity Meters');
    // A word only in a specification value ('filament'): the server indexes the same document the browser does.
    const bySpecification = await call('/api/products?q=filament');
    expect(bySpecification.body.total).toBe(1);
    const category = await call('/api/products?category=Microscopes&per_page=48');
    expect(category.body.total).toBeGreaterThan(0);
    for (const item of category.body.data) expect(item.category.name).toBe('Microscopes');
    const bySlug = await call('/api/products?category=microscopes&per_page=48');
    expect(bySlug.body.total).toBe(category.body.total);
    const cheap = await call('/api/products?max_price=5000000&in_stock=1&per_page=48');
    for (const item of cheap.body.data) {
      expect(item.price).toBeLessThanOrEqual(5_000_000);
      expect(item.stock).toBeGreaterThan(0);
    }
  });

  it('requires every word, takes word starts and finds a new product by its name and short description', async ({
    token,
  }) => {
    // The same search document and matching rule as the browser's index (src/shared/search).
    const common = await call('/api/products?q=portable&per_page=48');
    expect(common.body.total).toBeGreaterThan(2);
    const nothing = await call('/api/products?q=portable%20xylophone');
    expect(nothing.status).toBe(200);
    expect(nothing.body.total).toBe(0);
    const partial = await call('/api/products?q=spektro');
    expect(partial.body.total).toBeGreaterThan(0);
    for (const item of partial.body.data) expect(item.category.name).toBe('Spectrophotometers');
    const joined = await call('/api/products?q=phmeter');
    expect(joined.body.data.slice(0, 3).map((item: { category: { name: string } }) => item.category.name)).toEqual([
      'pH Meters',
      'pH Meters',
      'pH Meters',
    ]);

    const categories = (await call('/api/categories', { token })).body as Array<{ id: number }>;
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const created = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm({
        name: `E2E Kolorimeter Zq${unique}`,
        sku: `E2E-KZ-${unique}`,
        category_id: String(categories[0]!.id),
        price: '2500000',
        stock: '2',
        status: 'published',
        is_active: '1',
        short_description: `Mengukur sisa klorin kolam renang wq${unique}`,
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const ids = async (q: string) =>
      ((await call(`/api/products?q=${encodeURIComponent(q)}&per_page=48`)).body.data as Array<{ id: number }>).map(
        (item) => item.id,
      );
    await expect.poll(() => ids(`zq${unique}`)).toContain(id);
    expect(await ids(`wq${unique}`)).toEqual([id]);
    expect(await ids(`kolorimeter wq${unique}`)).toEqual([id]);
    expect(await ids(`klorin wq${unique} xylophone`)).toEqual([]);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per_page=500', 'per_page'],
    ['in_stock=maybe', 'in_stock'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('refuses %s with a 422 naming the parameter', async (params, field) => {
    const answer = await call(`/api/products?${params}`);
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toBeDefined();
  });
});

describe('GET /api/admin/products with a page', () => {
  it('pages, searches, filters and sorts on the server, with the publication counts', async ({ token }) => {
    // Other files add products meanwhile: read both answers again until they agree on the total.
    const read = async () => {
      const [every, page] = await Promise.all([
        call('/api/admin/products', { token }),
        call('/api/admin/products?page=1', { token }),
      ]);
      return { all: every.body as Array<{ id: number; price: number; name: string }>, first: page };
    };
    let answers = await read();
    await expect
      .poll(async () => {
        answers = await read();
        return answers.first.body.total === answers.all.length && answers.first.body.counts.all === answers.all.length;
      })
      .toBe(true);
    const { all, first } = answers;
    expect(first.body).toEqual(expect.objectContaining({ total: all.length, page: 1, per_page: 10 }));
    expect(first.body.data).toHaveLength(Math.min(10, all.length));
    expect(first.body.counts.all).toBe(all.length);
    expect(first.body.counts.published + first.body.counts.draft + first.body.counts.inactive).toBe(all.length);
    const byPrice = await call('/api/admin/products?sort=price&order=desc&per_page=100', { token });
    const prices = byPrice.body.data.map((item: { price: number }) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const bySku = await call('/api/admin/products?q=rl-ph-70', { token });
    expect(bySku.body.data.map((item: { sku: string }) => item.sku)).toContain('RL-PH-700');
    const drafts = await call('/api/admin/products?publication=draft&per_page=100', { token });
    for (const item of drafts.body.data) expect(item.status).toBe('draft');
    expect((await call('/api/admin/products?sort=colour', { token })).status).toBe(422);
    expect((await call('/api/admin/products?page=1')).status).toBe(401);
  });

  it("list items carry the product's real values and leave out what the list does not read, never a false empty", async ({
    token,
  }) => {
    const unique = `${Date.now()}`;
    const category = (await call('/api/categories', { token })).body[0].id;
    const created = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm({
        name: `E2E Listed Meter ${unique}`,
        sku: `LIST-${unique}`,
        category_id: String(category),
        price: '2500000',
        stock: '4',
        status: 'published',
        is_active: '1',
        short_description: 'Pengukur uji daftar',
        long_description: 'Deskripsi panjang yang hanya dibaca oleh detail.',
        meta_title: 'Judul SEO',
        whatsapp_number: '6281234567890',
        tags: JSON.stringify(['uji']),
        specifications: JSON.stringify([
          { name: 'Range', value: '0–14 pH' },
          { name: 'Resolusi', value: '0,01 pH' },
        ]),
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const detail = (await call(`/api/admin/products/${id}`, { token })).body as Record<string, unknown>;
    expect(detail.specifications).toHaveLength(2);

    const listed = async () => {
      const [page, bare] = await Promise.all([
        call(`/api/admin/products?page=1&q=LIST-${unique}`, { token }),
        call('/api/admin/products', { token }),
      ]);
      return [
        page.body.data.find((item: { id: number }) => item.id === id),
        bare.body.find((item: { id: number }) => item.id === id),
      ] as Array<Record<string, unknown> | undefined>;
    };
    await expect.poll(async () => (await listed()).every(Boolean)).toBe(true);
    for (const item of await listed()) {
      for (const field of [
        'specifications',
        'long_description',
        'meta_title',
        'meta_description',
        'meta_keywords',
        'whatsapp_number',
        'whatsapp_template',
        'documents',
        'related',
        'search_words',
      ]) {
        expect(item, field).not.toHaveProperty(field);
      }
      // Whatever a list item does carry is the product's own value: of its Indonesian texts, the
      // ones a list shows (short description and tags); and whether some text is in one language only.
      const { short_description, tags } = detail.indonesian as Record<string, unknown>;
      expect(item!.indonesian).toEqual({ short_description, tags });
      expect(item!.translation_missing).toBe(true);
      for (const [field, value] of Object.entries(item!)) {
        if (field === 'images' || field === 'indonesian' || field === 'translation_missing') continue;
        expect(value, field).toEqual(detail[field]);
      }
      expect(item!.images).toEqual((detail.images as Array<{ path: string }>).map(({ path }) => ({ path })));
      expect(item).toMatchObject({ name: `E2E Listed Meter ${unique}`, price: 2500000, stock: 4 });
    }
  });
});
