import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { checkStore } from '#server/services/maintenance/check.ts';
import { recordShardKey, summaryShardKey } from '#server/services/catalog/store/keys.ts';
import { readRecord, type RecordShard } from '#server/services/catalog/store/records.ts';
import { buildProducts } from '#lib/build/build-data.ts';
import { call, productForm } from '../support/api.ts';
import { test as it, withOwnStore } from './fixtures.ts';

/*
 * The procurement fields (brand, model, GTIN, TKDN, BMP, certificate, AKL/AKD, SNI, e-Katalog link,
 * lead time, warranty) through the product's multipart form, the admin and public reads, and the
 * refusals an admin reads in Indonesian.
 */

let counter = 0;
async function baseFields(token: string, overrides: Record<string, string> = {}) {
  const category = (await call('/api/categories', { token })).body[0].id;
  counter += 1;
  const unique = `${Date.now()}-${counter}`;
  return {
    name: `Procurement Meter ${unique}`,
    sku: `PM-${unique}`,
    category_id: String(category),
    price: '4500000',
    stock: '0',
    status: 'published',
    ...overrides,
  };
}

const PROCUREMENT = {
  brand: 'Hanna Instruments',
  model: 'HI2211-02',
  gtin: '4006381333931',
  tkdn_percent: '41.5',
  tkdn_certificate: '1045/SJ-IND.8/TKDN/2025',
  bmp_percent: '7.5',
  akl_number: 'akl20101520345',
  sni: 'SNI IEC 61010-1:2016',
  ekatalog_url: 'https://katalog.inaproc.id/rawlab/hi2211',
  lead_time: '6',
  warranty_months: '24',
};

const STORED = {
  ...PROCUREMENT,
  tkdn_percent: 41.5,
  bmp_percent: 7.5,
  akl_number: 'AKL 20101520345',
  lead_time: 6,
  warranty_months: 24,
};

describe('procurement fields', () => {
  it('are saved from the product form and answered by every product read, admin and public', async ({ token }) => {
    const form = await baseFields(token, PROCUREMENT);
    const created = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
    expect(created.status).toBe(201);
    const product = created.body.data;
    expect(product).toMatchObject(STORED);
    expect((await call(`/api/admin/products/${product.id}`, { token })).body).toMatchObject(STORED);
    const listed = (await call(`/api/admin/products?q=${encodeURIComponent(form.sku)}&page=1`, { token })).body.data;
    expect(listed.find((item: { id: number }) => item.id === product.id)).toMatchObject(STORED);
    expect((await call(`/api/products/${product.slug}`)).body).toMatchObject(STORED);

    // Cleared boxes are unknown again: '' for the texts, null for the numbers and the lead time.
    const cleared = Object.fromEntries(Object.keys(PROCUREMENT).map((key) => [key, '']));
    const updated = await call(`/api/admin/products/${product.id}`, {
      method: 'POST',
      token,
      body: productForm({ ...form, ...cleared, slug: product.slug, _method: 'PUT', version: '1' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      brand: '',
      gtin: '',
      tkdn_percent: null,
      bmp_percent: null,
      ekatalog_url: '',
      lead_time: null,
      warranty_months: null,
    });
  });

  it("takes 'ready' as a lead time, and a GTIN of 8, 12 and 14 digits", async ({ token }) => {
    for (const [gtin, lead] of [
      ['96385074', 'ready'],
      ['036000291452', 'READY'],
      ['10012345678902', '52'],
    ] as const) {
      const form = await baseFields(token, { gtin, lead_time: lead });
      const created = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
      expect(created.status, gtin).toBe(201);
      expect(created.body.data).toMatchObject({ gtin, lead_time: lead === '52' ? 52 : 'ready' });
    }
  });

  it.for([
    ['a GTIN with a wrong check digit', { gtin: '4006381333932' }, 'gtin', /Digit pemeriksa GTIN salah/],
    ['a GTIN of 10 digits', { gtin: '4006381333' }, 'gtin', /8, 12, 13 atau 14 angka/],
    ['a GTIN with letters', { gtin: '40063813339AB' }, 'gtin', /8, 12, 13 atau 14 angka/],
    ['TKDN over 100', { tkdn_percent: '100.1' }, 'tkdn_percent', /TKDN maksimal 100/],
    ['negative TKDN', { tkdn_percent: '-1' }, 'tkdn_percent', /TKDN tidak boleh negatif/],
    ['TKDN with two decimals', { tkdn_percent: '40.25' }, 'tkdn_percent', /satu angka desimal/],
    ['TKDN as words', { tkdn_percent: 'empat puluh' }, 'tkdn_percent', /TKDN harus berupa angka/],
    ['BMP over 15', { bmp_percent: '16' }, 'bmp_percent', /BMP maksimal 15/],
    ['an AKL number without its prefix', { akl_number: '20101520345' }, 'akl_number', /AKL atau AKD/],
    ['an AKD number too short', { akl_number: 'AKD 2010152' }, 'akl_number', /AKL atau AKD/],
    ['an e-Katalog link on http', { ekatalog_url: 'http://katalog.inaproc.id/x' }, 'ekatalog_url', /https/],
    [
      'an e-Katalog link on a lookalike host',
      { ekatalog_url: 'https://katalog.inaproc.id.evil.com/x' },
      'ekatalog_url',
      /katalog\.inaproc\.id/,
    ],
    ['an e-Katalog link elsewhere', { ekatalog_url: 'https://tokopedia.com/rawlab' }, 'ekatalog_url', /https/],
    [
      'an e-Katalog link with a password',
      { ekatalog_url: 'https://a:b@katalog.inaproc.id/x' },
      'ekatalog_url',
      /https/,
    ],
    ['a lead time of 0 weeks', { lead_time: '0' }, 'lead_time', /'ready' atau jumlah minggu 1–52/],
    ['a lead time of 53 weeks', { lead_time: '53' }, 'lead_time', /'ready' atau jumlah minggu/],
    ['a lead time in words', { lead_time: 'segera' }, 'lead_time', /'ready' atau jumlah minggu/],
    ['a fractional warranty', { warranty_months: '1.5' }, 'warranty_months', /Garansi harus bilangan bulat/],
    ['a warranty over 120 months', { warranty_months: '121' }, 'warranty_months', /Garansi maksimal 120 bulan/],
    ['a brand with a control character', { brand: 'Ohaus\u202e' }, 'brand', /Merek tidak boleh/],
    ['a model over 80 characters', { model: 'X'.repeat(81) }, 'model', /Model maksimal 80/],
  ] as const)(
    'refuses %s with 422 naming the field in Indonesian, storing nothing',
    async ([, bad, field, message], { token }) => {
      const form = await baseFields(token, bad);
      const { status, body } = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
      expect(status).toBe(422);
      expect(body.errors[field]).toEqual([expect.stringMatching(message)]);
      const stored = (await call(`/api/admin/products?q=${encodeURIComponent(form.sku)}&page=1`, { token })).body.data;
      expect(stored.some((item: { sku: string }) => item.sku === form.sku)).toBe(false);
    },
  );
});

describe('a product stored before the procurement fields existed', () => {
  withOwnStore('reads with every field unknown, passes the store check and is built', async ({ token }) => {
    const deps = requestDeps();
    // The demo's RL-PH-700 (product 1) has every field set: stored as before, it has none of them.
    const record = (await readRecord(deps, 1))!;
    expect(record.gtin).not.toBe('');
    const old = Object.fromEntries(Object.entries(record).filter(([key]) => !(key in STORED)));
    await deps.db.update<RecordShard>(recordShardKey(0), (shard) => ({
      records: { ...shard!.records, 1: old as RecordShard['records'][string] },
    }));
    const summaries = (await deps.db.get<{ entries: Record<string, Record<string, unknown>> }>(summaryShardKey(0)))!;
    const oldSummary = Object.fromEntries(Object.entries(summaries.entries[1]!).filter(([key]) => !(key in STORED)));
    await deps.db.put(summaryShardKey(0), { entries: { ...summaries.entries, 1: oldSummary } });

    const unknown = {
      gtin: '',
      tkdn_percent: null,
      bmp_percent: null,
      akl_number: '',
      ekatalog_url: '',
      lead_time: null,
      warranty_months: null,
    };
    expect((await call(`/api/admin/products/1`, { token })).body).toMatchObject(unknown);
    const publicRead = await call(`/api/products/${record.slug}`);
    expect(publicRead.body).toMatchObject(unknown);
    const findings = (await checkStore(deps, { deep: true })).findings.map((finding) => finding.kind);
    expect(findings.filter((kind) => kind !== 'outdated-listing')).toEqual([]);
    expect((await buildProducts()).some((product) => product.id === 1)).toBe(true);
  });
});
