import { describe, expect } from 'vitest';
import { call } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * GET /api/products with the procurement filters (ekatalog=1, tkdn_min=, ready=1, brand=), alone
 * and with search, category, stock and paging, and the counts beside each filter. On the demo
 * catalogue in a store of the file's own (counts are of the whole catalogue).
 */

interface Product {
  id: number;
  slug: string;
  brand: string;
  stock: number;
  category: { name: string; slug: string };
  ekatalog_url: string;
  tkdn_percent: number | null;
  bmp_percent: number | null;
  lead_time: 'ready' | number | null;
}

const everything = async () => (await call('/api/products')).body as Product[];
const page = async (query: string) => call(`/api/products?per_page=48&${query}`);
const slugs = (items: { slug: string }[]) => items.map((item) => item.slug).sort();
const total = (product: Product) =>
  product.tkdn_percent === null ? null : Math.min(100, product.tkdn_percent + (product.bmp_percent ?? 0));

describe('procurement filters on the public list', () => {
  it('each filter keeps exactly the products it names', async () => {
    const all = await everything();
    const ekatalog = await page('ekatalog=1');
    expect(ekatalog.status).toBe(200);
    expect(slugs(ekatalog.body.data)).toEqual(['rawlab-ph-700-benchtop-ph-meter']);

    const tkdn = await page('tkdn_min=40');
    const expectedTkdn = all.filter((product) => (total(product) ?? -1) >= 40);
    expect(expectedTkdn.length).toBeGreaterThanOrEqual(4);
    expect(slugs(tkdn.body.data)).toEqual(slugs(expectedTkdn));
    // TKDN + BMP counts: the PH-900's 35 % TKDN with 6 % BMP is 41 %.
    expect(slugs(tkdn.body.data)).toContain('rawlab-ph-900-research-ph-and-ise-meter');

    const ready = await page('ready=1');
    const expectedReady = all.filter((product) => product.lead_time === 'ready' && product.stock > 0);
    expect(slugs(ready.body.data)).toEqual(slugs(expectedReady));

    const brand = await page('brand=optivue');
    expect(brand.body.data.length).toBeGreaterThan(2);
    expect(slugs(brand.body.data)).toEqual(slugs(all.filter((product) => product.brand === 'Optivue')));
  });

  it('combines with each other, with search, category and paging', async () => {
    const both = await page('tkdn_min=40&ready=1&brand=RawLab');
    expect(slugs(both.body.data)).toEqual([
      'rawlab-ec-800-benchtop-conductivity-meter',
      'rawlab-ph-20-pocket-ph-tester',
      'rawlab-ph-700-benchtop-ph-meter',
    ]);
    const inCategory = await page('tkdn_min=40&category=ph-meters');
    expect(inCategory.body.data.every((item: Product) => item.category.slug === 'ph-meters')).toBe(true);
    expect(inCategory.body.total).toBe(3);
    const searched = await page('q=ph&ready=1');
    expect(slugs(searched.body.data)).toEqual(
      expect.arrayContaining(['rawlab-ph-700-benchtop-ph-meter', 'rawlab-ph-20-pocket-ph-tester']),
    );
    expect(searched.body.data.some((item: { slug: string }) => item.slug.startsWith('optivue'))).toBe(false);
    const paged = await call('/api/products?per_page=2&page=2&tkdn_min=40');
    expect(paged.body).toMatchObject({ page: 2, per_page: 2, total: (await page('tkdn_min=40')).body.total });
    expect(paged.body.data).toHaveLength(2);
  });

  it('counts each filter within the others, as the category counts are', async () => {
    const all = await everything();
    const plain = (await page('page=1')).body.facets;
    expect(plain).toMatchObject({
      ekatalog: 1,
      tkdn: all.filter((product) => (total(product) ?? -1) >= 40).length,
      ready: all.filter((product) => product.lead_time === 'ready' && product.stock > 0).length,
    });
    const brandCount = (name: string) => all.filter((product) => product.brand === name).length;
    expect(plain.brands).toEqual([
      { name: 'CentraTek', count: brandCount('CentraTek') },
      { name: 'Optivue', count: brandCount('Optivue') },
      { name: 'RawLab', count: brandCount('RawLab') },
      { name: 'Tirtametra', count: brandCount('Tirtametra') },
    ]);
    // Within a brand: the counts of the others shrink to it; its own list still offers every brand.
    const optivue = (await page('brand=Optivue')).body.facets;
    expect(optivue).toMatchObject({ ekatalog: 0, tkdn: 1, ready: 1 });
    expect(optivue.brands.map((entry: { name: string }) => entry.name)).toContain('RawLab');
    // A threshold of its own: the TKDN count follows tkdn_min.
    expect((await page('tkdn_min=50')).body.facets.tkdn).toBe(2);
    // The category count follows the procurement filters.
    const phMeters = (await page('tkdn_min=40')).body.facets.categories.find(
      (entry: { name: string }) => entry.name === 'pH Meters',
    );
    expect(phMeters.count).toBe(3);
  });

  it.for([
    ['ekatalog=ya', 'ekatalog', 'ekatalog harus 1 atau 0'],
    ['tkdn_min=empat', 'tkdn_min', 'tkdn_min harus angka 0–100'],
    ['tkdn_min=101', 'tkdn_min', 'tkdn_min harus angka 0–100'],
    ['ready=yes', 'ready', 'ready harus 1 atau 0'],
    [`brand=${'x'.repeat(81)}`, 'brand', 'brand maksimal 80 karakter'],
  ] as const)('refuses %s with a 4xx JSON message in Indonesian', async ([query, field, message]) => {
    const answer = await call(`/api/products?${query}`);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message, errors: { [field]: [message] } });
  });
});
