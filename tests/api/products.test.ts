import { describe, expect } from 'vitest';
import { call, login, productForm, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
let counter = 0;

async function categoryId(token: string): Promise<number> {
  return (await call('/api/categories', { token })).body[0].id;
}

function fields(category: number, overrides: Record<string, string> = {}): Record<string, string> {
  counter += 1;
  const unique = `${Date.now()}-${counter}`;
  return {
    name: `Test Meter ${unique}`,
    slug: '',
    sku: `TM-${unique}`,
    category_id: String(category),
    price: '2500000',
    stock: '7',
    short_description: 'A meter for tests.',
    long_description: 'Long text.',
    meta_title: 'Test meter',
    meta_description: 'A meter made by the test suite.',
    meta_keywords: 'test, meter',
    status: 'published',
    is_active: '1',
    whatsapp_number: '6281234567890',
    whatsapp_template: 'Halo, saya tertarik dengan produk {product_name}.',
    tags: JSON.stringify(['Waterproof', ' Waterproof ', 'Auto calibration']),
    specifications: JSON.stringify([{ name: 'Range', value: '0–14 pH' }]),
    ...overrides,
  };
}

describe('admin products', () => {
  it('creates with the multipart product form, reads back, shows publicly, updates with _method=PUT and deletes', async ({
    token,
  }) => {
    const form = fields(await categoryId(token));
    const created = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(form, { name: 'a.png', type: 'image/png', bytes: PNG }),
    });
    expect(created.status).toBe(201);
    const product = created.body.data;
    expect(product).toEqual(
      expect.objectContaining({
        name: form.name,
        sku: form.sku,
        price: 2500000,
        stock: 7,
        is_active: 1,
        status: 'published',
        version: 1,
      }),
    );
    expect(product.slug).toBe(form.name!.toLowerCase().replace(/ /g, '-'));
    expect(product.tags).toEqual([{ name: 'Waterproof' }, { name: 'Auto calibration' }]);

    const read = await call(`/api/admin/products/${product.id}`, { token });
    expect(read.body.specifications).toEqual([{ name: 'Range', value: '0–14 pH' }]);
    expect(read.body.meta_keywords).toBe('test, meter');
    expect((await call(`/api/products/${product.slug}`)).body.name).toBe(form.name);

    const update = productForm({
      ...form,
      _method: 'PUT',
      slug: product.slug,
      price: '2600000',
      status: 'draft',
      version: '1',
    });
    const updated = await call(`/api/admin/products/${product.id}`, { method: 'POST', token, body: update });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual(expect.objectContaining({ price: 2600000, status: 'draft', version: 2 }));
    expect(updated.body.data.images).toEqual(product.images);
    expect((await call(`/api/products/${product.slug}`)).status).toBe(404);

    expect((await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/api/admin/products/${product.id}`, { token })).status).toBe(404);
    expect(
      (await call('/api/admin/products', { token })).body.some((item: { id: number }) => item.id === product.id),
    ).toBe(false);
  });

  it.each([
    ['missing name', { name: '' }, 'name'],
    ['missing SKU', { sku: '' }, 'sku'],
    ['negative price', { price: '-1' }, 'price'],
    ['fractional stock', { stock: '1.5' }, 'stock'],
    ['text price', { price: 'abc' }, 'price'],
    ['huge price', { price: '1e30' }, 'price'],
    ['unknown status', { status: 'archived' }, 'status'],
    ['bad is_active', { is_active: 'yes' }, 'is_active'],
    ['bad WhatsApp number', { whatsapp_number: '081234' }, 'whatsapp_number'],
    ['meta description over 160', { meta_description: 'x'.repeat(161) }, 'meta_description'],
    ['bad slug', { slug: 'Not A Slug' }, 'slug'],
    ['tags not JSON', { tags: '[oops' }, 'tags'],
    ['specifications wrong shape', { specifications: JSON.stringify([{ name: 1 }]) }, 'specifications.0.name'],
    ['unknown category', { category_id: '99999' }, 'category_id'],
  ])('rejects %s with 422 naming the field, storing nothing', async (_label, overrides, field) => {
    const token = await login();
    const refused = fields(await categoryId(token), overrides);
    const { status, body } = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(refused),
    });
    expect(status).toBe(422);
    expect(body.errors[field]).toEqual(expect.any(Array));
    // Other files add products meanwhile: look for this one by its unique name and SKU (one may be blank).
    const stored = (await call('/api/admin/products', { token })).body as Array<{ name: string; sku: string }>;
    expect(stored.some((product) => product.name === refused.name || product.sku === refused.sku)).toBe(false);
  });

  it('refuses a duplicate SKU or slug', async ({ token }) => {
    const first = fields(await categoryId(token));
    expect((await call('/api/admin/products', { method: 'POST', token, body: productForm(first) })).status).toBe(201);
    const sameSku = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(fields(await categoryId(token), { sku: first.sku!.toLowerCase() })),
    });
    expect(sameSku.status).toBe(422);
    expect(sameSku.body.errors.sku).toBeDefined();
    const sameSlug = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(fields(await categoryId(token), { name: first.name! })),
    });
    expect(sameSlug.status).toBe(422);
    expect(sameSlug.body.errors.slug).toBeDefined();
  });

  it.each([
    ['a text file named .png', new TextEncoder().encode('hello, not an image'), 'image/png', 422],
    [
      'an image over 2 MB',
      (() => {
        const big = new Uint8Array(2 * 1024 * 1024 + 10);
        big.set(PNG);
        return big;
      })(),
      'image/png',
      413,
    ],
  ])('refuses %s and stores no product', async (_label, bytes, type, expected) => {
    const token = await login();
    const form = fields(await categoryId(token));
    const { status, body } = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(form, { name: 'x.png', type, bytes }),
    });
    expect(status).toBe(expected);
    expect(body.errors.main_image).toBeDefined();
    expect(
      (await call('/api/admin/products', { token })).body.some((item: { sku: string }) => item.sku === form.sku),
    ).toBe(false);
  });

  it('answers 409 to a save based on an old version, and keeps the newer data', async ({ token }) => {
    const form = fields(await categoryId(token));
    const { body } = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
    const id = body.data.id;
    const first = await call(`/api/admin/products/${id}`, {
      method: 'POST',
      token,
      body: productForm({ ...form, _method: 'PUT', price: '111', version: '1' }),
    });
    expect(first.status).toBe(200);
    const stale = await call(`/api/admin/products/${id}`, {
      method: 'POST',
      token,
      body: productForm({ ...form, _method: 'PUT', price: '222', version: '1' }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/sudah diubah/);
    expect((await call(`/api/admin/products/${id}`, { token })).body.price).toBe(111);
  });

  it.each(['abc', '0', '-1', '1.5'])(
    'refuses a malformed version %j with a 422, never skipping the check',
    async (version) => {
      const token = await login();
      const form = fields(await categoryId(token));
      const { body } = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
      const answer = await call(`/api/admin/products/${body.data.id}`, {
        method: 'POST',
        token,
        body: productForm({ ...form, _method: 'PUT', price: '333', version }),
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors.version).toEqual([expect.stringMatching(/Versi produk tidak valid/)]);
      expect((await call(`/api/admin/products/${body.data.id}`, { token })).body.price).toBe(2500000);
      const header = await call(`/api/admin/products/${body.data.id}`, {
        method: 'POST',
        token,
        headers: { 'if-match': `"${version}"` },
        body: productForm({ ...form, _method: 'PUT', price: '333' }),
      });
      expect(header.status).toBe(422);
    },
  );

  it('a slug generated from a long name fits the slug limit, so the product saves again unchanged', async ({
    token,
  }) => {
    const name = `Multiparameter Water Quality Meter With Dissolved Oxygen Conductivity Turbidity And pH Probes Kit ${Date.now()}`;
    const form = fields(await categoryId(token), { name });
    const created = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { id, slug } = created.body.data;
    expect(slug.length).toBeLessThanOrEqual(120);
    const again = await call(`/api/admin/products/${id}`, {
      method: 'POST',
      token,
      body: productForm({ ...form, slug, _method: 'PUT', version: '1' }),
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.slug).toBe(slug);
  });

  it('concurrent saves of the same product: exactly one wins, the rest get 409', async ({ token }) => {
    const form = fields(await categoryId(token));
    const id = (await call('/api/admin/products', { method: 'POST', token, body: productForm(form) })).body.data.id;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(`/api/admin/products/${id}`, {
          method: 'POST',
          token,
          body: productForm({ ...form, _method: 'PUT', stock: String(100 + i), version: '1' }),
        }),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    const winner = results.find((result) => result.status === 200)!.body.data.stock;
    expect((await call(`/api/admin/products/${id}`, { token })).body.stock).toBe(winner);
  });

  it('20 concurrent saves of different products by two admins all land', async ({ token }) => {
    const other = (await userWithRole('Staff', 'second-admin')).token;
    const category = await categoryId(token);
    const forms = Array.from({ length: 20 }, () => fields(category));
    const results = await Promise.all(
      forms.map((form, i) =>
        call('/api/admin/products', { method: 'POST', token: i % 2 ? token : other, body: productForm(form) }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(201));
    const skus = new Set((await call('/api/admin/products', { token })).body.map((item: { sku: string }) => item.sku));
    for (const form of forms) expect(skus.has(form.sku)).toBe(true);
    const ids = new Set(results.map((result) => result.body.data.id));
    expect(ids.size).toBe(20);
  });

  it('needs a token (401) and answers 404 for unknown or malformed ids', async () => {
    expect((await call('/api/admin/products')).status).toBe(401);
    const token = await login();
    expect((await call('/api/admin/products/999999', { token })).status).toBe(404);
    expect((await call('/api/admin/products/abc', { token })).status).toBe(404);
    expect((await call('/api/admin/products/999999', { method: 'DELETE', token })).status).toBe(404);
  });

  it('rejects a JSON body (415) and an oversized form (413)', async ({ token }) => {
    expect((await call('/api/admin/products', { method: 'POST', token, json: { name: 'x' } })).status).toBe(415);
    const huge = new FormData();
    huge.set('name', 'x'.repeat(5 * 1024 * 1024));
    expect((await call('/api/admin/products', { method: 'POST', token, body: huge })).status).toBe(413);
  });

  it("stores the product's own WhatsApp number as 62… whatever way it was typed, and refuses a non-number", async ({
    token,
  }) => {
    const category = await categoryId(token);
    const created = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(fields(category, { whatsapp_number: '0812-8880-4512' })),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.whatsapp_number).toBe('6281288804512');
    const read = await call(`/api/admin/products/${created.body.data.id}`, { token });
    expect(read.body.whatsapp_number).toBe('6281288804512');
    const refused = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm(fields(category, { whatsapp_number: '0812-ABC' })),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.whatsapp_number).toEqual([expect.stringContaining('Nomor WhatsApp')]);
    await call(`/api/admin/products/${created.body.data.id}`, { method: 'DELETE', token });
  });
});
