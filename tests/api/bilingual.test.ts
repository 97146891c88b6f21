import { describe, expect } from 'vitest';
import type { ImportReport } from '#shared/catalogue/io.ts';
import { seedProducts } from '#seed/catalog-data.ts';
import { requestDeps } from '#server/deps.ts';
import { CATEGORIES_KEY, type CategoriesDocument } from '#server/services/catalog/categories.ts';
import { call, productForm, ready, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The two languages in the admin's data: categories' English texts, products' Indonesian texts in
 * the list filter, the search and the catalogue file, and the English WhatsApp template. On a store
 * of the file's own: it saves the site's settings and counts what the translation filter finds.
 */

let counter = 0;
const prefix = () => `BI${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();

interface Translation {
  short_description?: string;
  long_description?: string;
  meta_title?: string;
  meta_description?: string;
  tags?: string[];
  specifications?: { name: string; value: string }[];
}

async function createProduct(token: string, fields: Record<string, string>, indonesian: Translation = {}) {
  const category = (await call('/api/categories', { token })).body[0];
  const result = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: productForm({
      category_id: String(category.id),
      price: '1000000',
      stock: '5',
      status: 'published',
      is_active: '1',
      ...fields,
      indonesian: JSON.stringify(indonesian),
    }),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: number; sku: string; name: string };
}

const listed = async (token: string, query: string) => {
  const answer = await call(`/api/admin/products?${query}&per_page=100`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { sku: string; translation_missing: boolean }[];
};

async function download(path: string, token: string): Promise<string> {
  const response = await (
    await ready()
  ).invoke(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), '203.0.113.40');
  expect(response!.status).toBe(200);
  return (await response!.text()).replace(/^\uFEFF/, '');
}

function importCsv(token: string, csv: string) {
  const form = new FormData();
  form.set('file', new File([csv], 'katalog.csv'));
  return call<ImportReport>('/api/admin/products/import', { method: 'POST', token, body: form });
}

describe('categories in two languages', () => {
  it('create, update and list keep the English name and description', async ({ token }) => {
    const name = `Refraktometer ${prefix()}`;
    const created = await call('/api/categories', {
      method: 'POST',
      token,
      json: {
        name,
        description: 'Alat ukur indeks bias',
        english: { name: 'Refractometers', description: 'Refractive index' },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.english).toEqual({ name: 'Refractometers', description: 'Refractive index' });
    const id = created.body.data.id as number;

    const updated = await call(`/api/categories/${id}`, {
      method: 'PUT',
      token,
      json: { name, description: '', english: { name: 'Refractometers (digital)', description: '' } },
    });
    expect(updated.status).toBe(200);
    for (const counts of ['1', '0']) {
      const list = (await call(`/api/categories?counts=${counts}`, { token })).body as { id: number }[];
      expect(list.find((category) => category.id === id)).toMatchObject({
        english: { name: 'Refractometers (digital)', description: '' },
      });
    }
  });

  it('a category saved before it had English texts reads as having empty ones', async ({ token }) => {
    await requestDeps().db.update<CategoriesDocument>(CATEGORIES_KEY, (doc) => ({
      ...doc!,
      items: doc!.items.map(({ english: _english, ...category }, index) => (index === 0 ? category : { ...category })),
    }));
    const [first] = (await call('/api/categories', { token })).body;
    expect(first.english).toEqual({ name: '', description: '' });
  });

  it('refuses an English name that is too long (422) and an anonymous caller (401)', async ({ token }) => {
    const long = await call('/api/categories', {
      method: 'POST',
      token,
      json: { name: `Panjang ${prefix()}`, english: { name: 'x'.repeat(81), description: '' } },
    });
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('Nama kategori (English) maksimal 80 karakter');
    const anonymous = await call('/api/categories', { method: 'POST', json: { name: 'X', english: { name: 'Y' } } });
    expect(anonymous.status).toBe(401);
  });
});

describe("the admin list's 'belum diterjemahkan' filter", () => {
  it('finds products with a text in one language only, and marks them', async ({ token }) => {
    const p = prefix();
    await createProduct(token, { name: `English only ${p}`, sku: `${p}-EN`, short_description: 'A meter' });
    await createProduct(
      token,
      { name: `Both ${p}`, sku: `${p}-BOTH`, short_description: 'A meter', tags: JSON.stringify(['Lab']) },
      { short_description: 'Sebuah alat ukur', tags: ['Laboratorium'] },
    );
    await createProduct(token, { name: `Indonesian only ${p}`, sku: `${p}-ID` }, { long_description: 'Panjang' });
    await createProduct(
      token,
      { name: `Spec ${p}`, sku: `${p}-SPEC`, specifications: JSON.stringify([{ name: 'Warranty', value: '1 year' }]) },
      {},
    );

    const all = await listed(token, `q=${p}&sort=name`);
    expect(all.map((item) => [item.sku, item.translation_missing])).toEqual([
      [`${p}-BOTH`, false],
      [`${p}-EN`, true],
      [`${p}-ID`, true],
      [`${p}-SPEC`, true],
    ]);
    const missing = await listed(token, `q=${p}&sort=name&translation=missing`);
    expect(missing.map((item) => item.sku)).toEqual([`${p}-EN`, `${p}-ID`, `${p}-SPEC`]);
  });

  it('the demo catalogue is translated in full', async ({ token }) => {
    const demo = new Set(seedProducts.map((product) => product.sku));
    const missing = await listed(token, 'translation=missing');
    expect(missing.filter((item) => demo.has(item.sku))).toEqual([]);
  });

  it('an unknown value is a 422', async ({ token }) => {
    const answer = await call('/api/admin/products?translation=sebagian', { token });
    expect(answer.status).toBe(422);
  });
});

describe('search by the words of either language', () => {
  it("the admin list and the visitors' search find a product by its Indonesian texts", async ({ token }) => {
    const p = prefix();
    const word = `timbang${p.toLowerCase()}`;
    await createProduct(
      token,
      { name: `Balance ${p}`, sku: `${p}-S`, short_description: 'An analytical balance' },
      {
        short_description: `Neraca analitik ${word}`,
        tags: [`tagku${p.toLowerCase()}`],
        specifications: [{ name: 'Bahan', value: `baja${p.toLowerCase()}` }],
      },
    );
    for (const term of [word, `tagku${p.toLowerCase()}`, `baja${p.toLowerCase()}`]) {
      expect((await listed(token, `q=${term}`)).map((item) => item.sku)).toEqual([`${p}-S`]);
    }
    for (const term of [word, `tagku${p.toLowerCase()}`, `baja${p.toLowerCase()}`]) {
      await expect
        .poll(async () => ((await call(`/api/products?q=${term}`)).body.data as { sku: string }[]).map((i) => i.sku))
        .toEqual([`${p}-S`]);
    }
  });

  it('demo products are found by Indonesian words of their texts, by the admin and by visitors', async ({ token }) => {
    // 'sentrifus' is only in the centrifuges' Indonesian short descriptions; 'kekeruhan' in Indonesian tags and specs.
    expect((await listed(token, 'q=sentrifus')).map((item) => item.sku)).toEqual(
      expect.arrayContaining(['CT-MINI-6', 'CT-BT-4000', 'CT-RF-16R']),
    );
    const visitors = await call('/api/products?q=sentrifus');
    expect((visitors.body.data as { sku: string }[]).map((item) => item.sku)).toEqual(
      expect.arrayContaining(['CT-MINI-6', 'CT-BT-4000']),
    );
  });
});

describe('the catalogue file carries the Indonesian texts', () => {
  it('exports them in indonesian: columns and imports them back, by English category name too', async ({ token }) => {
    const p = prefix();
    await createProduct(
      token,
      {
        name: `File ${p}`,
        sku: `${p}-F`,
        short_description: 'Short',
        specifications: JSON.stringify([{ name: 'Warranty', value: '1 year' }]),
      },
      {
        short_description: 'Ringkas, "dengan" koma',
        meta_title: 'Judul',
        tags: ['Lab, lapangan', 'Portabel'],
        specifications: [{ name: 'Garansi', value: '1 tahun' }],
      },
    );
    const csv = await download(`/api/admin/products/export?format=csv&q=${p}`, token);
    const [header] = csv.split('\r\n');
    for (const column of [
      'indonesian:short_description',
      'indonesian:long_description',
      'indonesian:meta_title',
      'indonesian:meta_description',
      'indonesian:tags',
      'spec:Warranty',
      'indonesian:spec:Garansi',
    ]) {
      expect(header!.split(',')).toContain(column);
    }

    const unchanged = await importCsv(token, csv);
    expect(unchanged.body).toMatchObject({ unchanged: 1, updated: 0, errors: [] });

    const categories = (await call('/api/categories', { token })).body as { id: number; name: string }[];
    const target = categories[1]!;
    await call(`/api/categories/${target.id}`, {
      method: 'PUT',
      token,
      json: { name: target.name, english: { name: `Scales ${p}`, description: '' } },
    });
    const edited = [
      'sku,name,category,price,stock,indonesian:short_description,indonesian:tags,indonesian:spec:Garansi,indonesian:spec:Bahan',
      `${p}-F,File ${p},,1000000,5,Diperbarui,"Satu, dua",2 tahun,Baja`,
      `${p}-N,New ${p},Scales ${p},5,5,Baru,,,Plastik`,
    ].join('\n');
    const applied = await importCsv(token, edited);
    expect(applied.body, JSON.stringify(applied.body)).toMatchObject({ created: 1, updated: 1, errors: [] });
    expect(applied.body.preview.updated[0]!.changes).toEqual(
      expect.arrayContaining(['indonesian:short_description', 'indonesian:tags', 'indonesian:spec']),
    );

    // The search also finds the products of the category renamed `Scales ${p}` above: this file's two are by SKU.
    const list = (await listed(token, `q=${p}&sort=name`)).filter((item) => item.sku.startsWith(p));
    const detail = async (sku: string) => {
      const all = (await call(`/api/admin/products?q=${sku}&per_page=100`, { token })).body.data as {
        id: number;
        sku: string;
      }[];
      return (await call(`/api/admin/products/${all.find((item) => item.sku === sku)!.id}`, { token })).body;
    };
    expect(list).toHaveLength(2);
    expect((await detail(`${p}-F`)).indonesian).toEqual({
      short_description: 'Diperbarui',
      long_description: '',
      meta_title: 'Judul',
      meta_description: '',
      tags: ['Satu', 'dua'],
      specifications: [
        { name: 'Garansi', value: '2 tahun' },
        { name: 'Bahan', value: 'Baja' },
      ],
    });
    const created = await detail(`${p}-N`);
    expect(created.category_id).toBe(target.id);
    expect(created.indonesian).toMatchObject({
      short_description: 'Baru',
      specifications: [{ name: 'Bahan', value: 'Plastik' }],
    });
  });
});

describe('the English WhatsApp template', () => {
  const valid = {
    whatsapp_number: '6281111222333',
    whatsapp_template: 'Halo {company}, saya ingin memesan {product_name}',
    company_name: 'RawLab',
    company_email: 'sales@rawlab.co.id',
    company_phone: '+62 21 5093 1188',
    company_address: 'Jakarta',
  };

  it('is saved, read by the admin and by visitors, and kept by a save that does not send it', async () => {
    const manager = await userWithRole('Manager');
    const template = 'Hello {company}, I would like to order {product_name}';
    const saved = await call('/api/settings/1', {
      method: 'PUT',
      token: manager.token,
      json: { ...valid, whatsapp_template_en: template },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await call('/api/settings', { token: manager.token })).body.whatsapp_template_en).toBe(template);
    expect((await call('/api/settings')).body).toMatchObject({
      whatsapp_template: valid.whatsapp_template,
      whatsapp_template_en: template,
    });

    expect((await call('/api/settings/1', { method: 'PUT', token: manager.token, json: valid })).status).toBe(200);
    expect((await call('/api/settings')).body.whatsapp_template_en).toBe(template);

    const cleared = await call('/api/settings/1', {
      method: 'PUT',
      token: manager.token,
      json: { ...valid, whatsapp_template_en: '' },
    });
    expect(cleared.status).toBe(200);
    expect((await call('/api/settings')).body.whatsapp_template_en).toBe('');
  });

  it('refuses one longer than 500 characters (422); Staff may not save it (403)', async () => {
    const manager = await userWithRole('Manager');
    const long = await call('/api/settings/1', {
      method: 'PUT',
      token: manager.token,
      json: { ...valid, whatsapp_template_en: 'x'.repeat(501) },
    });
    expect(long.status).toBe(422);
    expect(JSON.stringify(long.body)).toContain('Template WhatsApp (English) maksimal 500 karakter');
    const staff = await userWithRole('Staff');
    const denied = await call('/api/settings/1', {
      method: 'PUT',
      token: staff.token,
      json: { ...valid, whatsapp_template_en: 'Hi' },
    });
    expect(denied.status).toBe(403);
  });
});
