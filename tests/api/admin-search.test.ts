import { describe, expect } from 'vitest';
import type { AdminProduct } from '#shared/product/views.ts';
import { call, productForm } from '../support/api.ts';
import { editForm } from '../support/product-form.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The admin's product search finds a model number first, in every spelling, in the three lists that
 * search the catalogue: the product list, the product editor's related-products picker and the
 * quotation's line picker (each asks GET /api/admin/products with its own query string). Look-alikes
 * added after the demo's RawLab PH-20 (so newer, and first in the list's own order) must not push it
 * down. A store of its own: the look-alikes are the only products added to it.
 */

const LISTS = [
  ['the product list', 'page=1&per_page=10'],
  ['the related-products picker', 'page=1&per_page=8'],
  ['the quotation line picker', 'per_page=8'],
] as const;
const SPELLINGS = ['PH-20', 'ph20', 'PH 20'] as const;

const LOOK_ALIKES = [
  { name: 'RawLab PH-200 Benchtop pH Meter', sku: 'RL-PH-200', status: 'published' },
  { name: 'RawLab PH-2000 Process pH Controller', sku: 'RL-PH-2000', status: 'published' },
  { name: 'pH 20 Buffer Solution 500 mL', sku: 'BUF-7001', status: 'published' },
  { name: 'RawLab PH-20 Spare Sensor Module', sku: 'RL-PH20-SM', status: 'draft' },
] as const;

interface Listed {
  id: number;
  sku: string;
  name: string;
  status: string;
  category: { id: number } | null;
}
interface Page {
  data: Listed[];
  total: number;
  page: number;
  per_page: number;
}

let token = '';
let phMeters = 0;
let added: Promise<void> | undefined;

/** Signs in and adds the look-alikes once, on the file's own store (the fixture is ready inside a test only). */
function lookAlikes(signedIn: string): Promise<void> {
  token = signedIn;
  return (added ??= (async () => {
    const categories = (await call('/api/categories', { token })).body as Array<{ id: number; slug: string }>;
    phMeters = categories.find((category) => category.slug === 'ph-meters')!.id;
    for (const product of LOOK_ALIKES) {
      const created = await call('/api/admin/products', {
        method: 'POST',
        token,
        body: productForm({
          ...product,
          category_id: String(phMeters),
          price: '350000',
          stock: '5',
          is_active: '1',
          short_description: 'Produk uji pencarian admin',
        }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }
  })());
}

const list = async (params: string) => {
  const answer = await call<Page>(`/api/admin/products?${params}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const skus = (page: Page) => page.data.map((item) => item.sku);

describe('admin product search', () => {
  describe.each(LISTS)('%s', (_list, params) => {
    it.for(SPELLINGS)('puts the RawLab PH-20 first for %s', async (spelling, { token: signedIn }) => {
      await lookAlikes(signedIn);
      const page = await list(`${params}&q=${encodeURIComponent(spelling)}`);
      expect(skus(page)[0], skus(page).join(', ')).toBe('RL-PH-20');
      // The look-alikes are found too, after it.
      expect(skus(page)).toEqual(expect.arrayContaining(['RL-PH-200', 'RL-PH-2000']));
    });
  });

  it('keeps filters, paging and the total with a query', async ({ token: signedIn }) => {
    await lookAlikes(signedIn);
    const all = await list('per_page=100&q=PH-20');
    expect(all.total).toBe(all.data.length);
    expect(all.data.map((item) => item.sku)).toContain('RL-PH20-SM');
    // Pages of two join into the one long page, in the same order, with the same total.
    const pages: Listed[] = [];
    for (let page = 1; (page - 1) * 2 < all.total; page++) {
      const one = await list(`per_page=2&page=${page}&q=PH-20`);
      expect(one.total).toBe(all.total);
      expect(one.page).toBe(page);
      pages.push(...one.data);
    }
    expect(pages.map((item) => item.id)).toEqual(all.data.map((item) => item.id));

    const drafts = await list('per_page=100&publication=draft&q=ph20');
    expect(skus(drafts)).toEqual(['RL-PH20-SM']);
    expect(drafts.total).toBe(1);
    const published = await list('per_page=100&publication=published&q=ph20');
    expect(skus(published)[0]).toBe('RL-PH-20');
    expect(skus(published)).not.toContain('RL-PH20-SM');
    const inCategory = await list(`per_page=100&category_id=${phMeters}&q=PH%2020`);
    expect(skus(inCategory)[0]).toBe('RL-PH-20');
    for (const item of inCategory.data) expect(item.category?.id).toBe(phMeters);
    const elsewhere = await list(`per_page=100&category_id=${phMeters + 1000}&q=PH-20`);
    expect(elsewhere.total).toBe(0);
  });

  it('follows a chosen order, still finds part of a SKU, and finds nothing for an unknown model', async ({
    token: signedIn,
  }) => {
    await lookAlikes(signedIn);
    const byName = await list('per_page=100&sort=name&q=PH-20');
    const names = byName.data.map((item) => item.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'id')));
    expect(byName.total).toBe((await list('per_page=100&q=PH-20')).total);
    // Part of a SKU as typed, which no word of the product is.
    expect(skus(await list('per_page=100&q=rl-ph-70'))).toContain('RL-PH-700');
    expect((await list('per_page=100&q=xq-9931')).total).toBe(0);
    // The bulk selection ('select all N matching') takes the same matches, in the same order.
    const ids = await call<{ ids: number[] }>('/api/admin/products/ids?q=PH-20', { token });
    expect(ids.status).toBe(200);
    expect(ids.body.ids).toEqual((await list('per_page=100&q=PH-20')).data.map((item) => item.id));
  });

  it('finds a product as it is saved, renamed and deleted after the first search', async ({ token: signedIn }) => {
    await lookAlikes(signedIn);
    // The index is in memory from here on; the changes below must reach it.
    expect((await list('per_page=100&q=ph20')).total).toBeGreaterThan(0);
    const created = await call('/api/admin/products', {
      method: 'POST',
      token,
      body: productForm({
        name: 'Kolorimeter Saku CL-41',
        sku: 'UJI-SAKU-9',
        category_id: String(phMeters),
        price: '1200000',
        stock: '1',
        status: 'draft',
        is_active: '1',
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const product = created.body.data as AdminProduct;
    expect(skus(await list('per_page=8&q=cl41'))).toEqual(['UJI-SAKU-9']);
    const renamed = await call(`/api/admin/products/${product.id}`, {
      method: 'POST',
      token,
      body: editForm(product, { _method: 'PUT', version: String(product.version), name: 'Kolorimeter Saku KX-58' }),
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(skus(await list('per_page=8&q=kx58'))).toEqual(['UJI-SAKU-9']);
    expect((await list('per_page=8&q=cl41')).total).toBe(0);
    expect((await call(`/api/admin/products/${product.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await list('per_page=8&q=kx58')).total).toBe(0);
  });

  it('refuses a query that is too long with a 422 naming q', async ({ token: signedIn }) => {
    await lookAlikes(signedIn);
    const answer = await call(`/api/admin/products?page=1&q=${'x'.repeat(101)}`, { token });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.q).toBeDefined();
  });
});
