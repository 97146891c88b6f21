import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { afterEach, describe, expect } from 'vitest';
import { inject } from 'vitest';
import type { ImportReport } from '#shared/catalogue/io.ts';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { claimPointer } from '#server/services/catalog/store/pointers.ts';
import { applyImport } from '#server/services/catalogue-io/apply.ts';
import { CHANGED_DURING_IMPORT } from '#server/services/catalog/import-shard.ts';
import { readRows } from '#server/services/catalogue-io/files.ts';
import { planImport } from '#server/services/catalogue-io/plan.ts';
import { call, productForm, ready, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * The catalogue file: export (CSV and XLSX, filtered like the admin list), import with a dry run
 * and an apply, matched by SKU. Every test works on products whose SKUs carry a prefix of its own,
 * and exports with that prefix as the search, so files running beside it do not disturb it.
 */

let counter = 0;
const prefix = () => `IO${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();

async function firstCategory(token: string): Promise<{ id: number; name: string }> {
  return (await call('/api/categories', { token })).body[0];
}

async function createProduct(token: string, fields: Record<string, string>) {
  const category = await firstCategory(token);
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
    }),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: number; sku: string; version: number; name: string; price: number };
}

async function bySku(token: string, sku: string) {
  const list = await call(`/api/admin/products?q=${encodeURIComponent(sku)}&per_page=100`, { token });
  const found = (list.body.data as { id: number; sku: string }[]).find((item) => item.sku === sku);
  return found ? (await call(`/api/admin/products/${found.id}`, { token })).body : undefined;
}

/** The raw bytes of an answer (an XLSX file is not text). */
async function download(path: string, token: string): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await (
    await ready()
  ).invoke(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), '203.0.113.10');
  return { status: response!.status, headers: response!.headers, bytes: Buffer.from(await response!.arrayBuffer()) };
}

function importFile(
  token: string,
  file: string | Uint8Array<ArrayBuffer>,
  name: string,
  options: { dryRun?: boolean; versions?: object } = {},
) {
  const form = new FormData();
  form.set('file', new File([file], name));
  if (options.versions) form.set('versions', JSON.stringify(options.versions));
  return call<ImportReport & { message?: string }>(`/api/admin/products/import${options.dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    token,
    body: form,
  });
}

describe('export', () => {
  it('CSV: UTF-8 with a BOM, a header, one row per matching product, formulas neutralised', async ({ token }) => {
    const p = prefix();
    await createProduct(token, {
      name: `Meter ${p} A`,
      sku: `${p}-A`,
      short_description: '=HYPERLINK("http://evil")',
      tags: JSON.stringify(['Portable', 'Lab']),
      specifications: JSON.stringify([{ name: 'Garansi', value: '1 tahun' }]),
    });
    await createProduct(token, { name: `Meter ${p} B`, sku: `${p}-B`, price: '12500000' });
    const answer = await download(`/api/admin/products/export?format=csv&q=${p}&sort=name`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="produk-rawlab-.*\.csv"/);
    const text = answer.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    const header = lines[0]!.split(',');
    for (const column of ['sku', 'name', 'slug', 'category', 'price', 'stock', 'status', 'is_active']) {
      expect(header).toContain(column);
    }
    for (const column of ['short_description', 'long_description', 'tags', 'meta_title', 'meta_description']) {
      expect(header).toContain(column);
    }
    expect(header[0]).toBe('sku');
    expect(header).toContain('spec:Garansi');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${p}-A`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain('"Portable, Lab"');
    expect(lines[2]).toContain('12500000');
  });

  it('XLSX: the same rows as typed cells', async ({ token }) => {
    const p = prefix();
    await createProduct(token, { name: `Scale ${p}`, sku: `${p}-X`, price: '7500000', stock: '3' });
    const answer = await download(`/api/admin/products/export?format=xlsx&q=${p}`, token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('spreadsheetml');
    const [header, row] = await readSheet(answer.bytes);
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('sku')).toBe(`${p}-X`);
    expect(cell('price')).toBe(7500000);
    expect(cell('stock')).toBe(3);
    expect(cell('is_active')).toBe(1);
  });

  it('a bad format is a 422; without a token a 401', async ({ token }) => {
    expect((await call('/api/admin/products/export?format=pdf', { token })).status).toBe(422);
    expect((await call('/api/admin/products/export?format=csv')).status).toBe(401);
  });
});

describe('import', () => {
  it('the file just exported changes nothing (CSV and XLSX)', async ({ token }) => {
    const p = prefix();
    await createProduct(token, {
      name: `Round ${p} 1`,
      sku: `${p}-1`,
      short_description: '-5 °C to +40 °C',
      long_description: 'Line one\nLine two; with "quotes", commas',
      tags: JSON.stringify(['Lab', 'Field']),
      specifications: JSON.stringify([
        { name: 'Display', value: 'LCD' },
        { name: 'Garansi', value: '2 tahun' },
      ]),
    });
    await createProduct(token, {
      name: `Round ${p} 2`,
      sku: `${p}-2`,
      status: 'draft',
      is_active: '0',
      specifications: JSON.stringify([{ name: 'Garansi', value: '1 tahun' }]),
    });
    for (const format of ['csv', 'xlsx']) {
      const file = await download(`/api/admin/products/export?format=${format}&q=${p}`, token);
      const report = await importFile(token, new Uint8Array(file.bytes), `export.${format}`);
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      expect(report.body).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2, errors: [] });
    }
  });

  it('a dry run writes nothing; the apply updates by SKU only the columns in the file and creates drafts', async ({
    token,
  }) => {
    const p = prefix();
    const existing = await createProduct(token, { name: `Known ${p}`, sku: `${p}-K`, price: '1000000', stock: '4' });
    const category = await firstCategory(token);
    // What an Indonesian Excel writes: `;` between cells, a dot every three digits, decimal commas.
    const csv = [
      'sku;price;stock;name;category',
      `${p.toLowerCase()}-k;Rp 12.500.000;7;Known ${p};${category.name}`,
      `${p}-N;2.750.000,00;1.000;New ${p};${category.name}`,
    ].join('\r\n');

    const dry = await importFile(token, csv, 'harga.csv', { dryRun: true });
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({ dry_run: true, rows: 2, created: 1, updated: 1, unchanged: 0, errors: [] });
    expect(dry.body.preview.updated[0]).toMatchObject({ row: 2, sku: `${p}-K`, changes: ['price', 'stock'] });
    expect(dry.body.preview.created[0]).toMatchObject({ row: 3, sku: `${p}-N` });
    expect(dry.body.versions).toEqual({ [existing.id]: existing.version });
    expect((await bySku(token, `${p}-K`)).price).toBe(1000000);
    expect(await bySku(token, `${p}-N`)).toBeUndefined();

    const applied = await importFile(token, csv, 'harga.csv', { versions: dry.body.versions });
    expect(applied.body).toMatchObject({ dry_run: false, created: 1, updated: 1, unchanged: 0, errors: [] });
    const updated = await bySku(token, `${p}-K`);
    expect(updated).toMatchObject({ price: 12500000, stock: 7, status: 'published', version: existing.version + 1 });
    const created = await bySku(token, `${p}-N`);
    expect(created).toMatchObject({
      price: 2750000,
      stock: 1000,
      status: 'draft',
      is_active: 1,
      slug: `new-${p.toLowerCase()}`,
    });

    const again = await importFile(token, csv, 'harga.csv');
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
  });

  it('an XLSX file with typed numbers and switches', async ({ token }) => {
    const p = prefix();
    const category = await firstCategory(token);
    const xlsx = await writeXlsxFile([
      ['sku', 'name', 'category', 'price', 'stock', 'status', 'is_active', 'tags', 'spec:Garansi'],
      [`${p}-X1`, `Excel ${p}`, category.name, 15250000.4, 12, 'published', false, 'Lab, Field', '1 tahun'],
    ]).toBuffer();
    const report = await importFile(token, new Uint8Array(xlsx), 'katalog.xlsx');
    expect(report.body).toMatchObject({ created: 1, updated: 0, errors: [] });
    expect(await bySku(token, `${p}-X1`)).toMatchObject({
      price: 15250000,
      stock: 12,
      status: 'published',
      is_active: 0,
      tags: [{ name: 'Lab' }, { name: 'Field' }],
      specifications: [{ name: 'Garansi', value: '1 tahun' }],
    });
  });

  it('bad rows are named by row and column; the good rows are applied', async ({ token }) => {
    const p = prefix();
    const category = await firstCategory(token);
    const csv = [
      'sku,name,category,price,stock',
      `${p}-OK,Good ${p},${category.name},1000,1`,
      `${p}-C,Bad category,Kategori Tidak Ada,1000,1`,
      `${p}-P,Bad price,${category.name},"12,500,000",1`,
      `${p}-S,Bad stock,${category.name},1000,-3`,
      `,No SKU,${category.name},1000,1`,
      `${p}-OK,Twice,${category.name},1000,1`,
      `${p}-N,,${category.name},1000,1`,
    ].join('\n');
    const report = await importFile(token, csv, 'bad.csv');
    expect(report.status).toBe(200);
    expect(report.body.created).toBe(1);
    expect(report.body.errors).toEqual([
      { row: 3, column: 'category', message: expect.stringContaining('Kategori "Kategori Tidak Ada" tidak ditemukan') },
      { row: 4, column: 'price', message: expect.stringContaining('Harga') },
      { row: 5, column: 'stock', message: expect.any(String) },
      { row: 6, column: 'sku', message: 'SKU wajib diisi' },
      { row: 7, column: 'sku', message: expect.stringContaining('baris 2') },
      { row: 8, column: 'name', message: 'Nama produk wajib diisi' },
    ]);
    expect(await bySku(token, `${p}-C`)).toBeUndefined();
  });

  it('a file it cannot take is refused whole with a reason', async ({ token }) => {
    const unknown = await importFile(token, 'sku,prce\nA,1', 'typo.csv');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toContain('prce');
    const noSku = await importFile(token, 'name,price\nA,1', 'nosku.csv');
    expect(noSku.status).toBe(422);
    const rows = ['sku', ...Array.from({ length: 10_001 }, (_, index) => `S${index}`)].join('\n');
    const tooMany = await importFile(token, rows, 'big.csv');
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.message).toContain('10.000');
    const none = await call('/api/admin/products/import', { method: 'POST', token, body: new FormData() });
    expect(none.status).toBe(422);
  });

  it('Staff gets a 403 and writes nothing; no token is a 401', async ({ token }) => {
    const p = prefix();
    const category = await firstCategory(token);
    const staff = await userWithRole('Staff');
    const csv = `sku,name,category,price,stock\n${p}-ST,Staff ${p},${category.name},1,1`;
    expect((await importFile(staff.token, csv, 'a.csv', { dryRun: true })).status).toBe(403);
    expect((await importFile(staff.token, csv, 'a.csv')).status).toBe(403);
    expect((await call('/api/admin/products/import', { method: 'POST', body: new FormData() })).status).toBe(401);
    expect(await bySku(token, `${p}-ST`)).toBeUndefined();
    const manager = await userWithRole('Manager');
    expect((await importFile(manager.token, csv, 'a.csv')).body).toMatchObject({ created: 1 });
  });

  it('a product another admin saved after the dry run is reported, and keeps their change', async ({ token }) => {
    const p = prefix();
    const product = await createProduct(token, { name: `Shared ${p}`, sku: `${p}-SH`, price: '1000' });
    const other = await createProduct(token, { name: `Other ${p}`, sku: `${p}-OT`, price: '1000' });
    const csv = `sku,price\n${p}-SH,2000\n${p}-OT,2000`;
    const dry = await importFile(token, csv, 'a.csv', { dryRun: true });
    expect(dry.body.updated).toBe(2);
    const colleague = await userWithRole('Manager', 'colleague');
    const category = await firstCategory(token);
    const saved = await call(`/api/admin/products/${product.id}`, {
      method: 'POST',
      token: colleague.token,
      body: productForm({
        _method: 'PUT',
        name: `Shared ${p} renamed`,
        sku: `${p}-SH`,
        category_id: String(category.id),
        price: '1500',
        stock: '5',
        version: String(product.version),
      }),
    });
    expect(saved.status).toBe(200);
    const applied = await importFile(token, csv, 'a.csv', { versions: dry.body.versions });
    expect(applied.body.updated).toBe(1);
    expect(applied.body.errors).toEqual([
      { row: 2, column: '', message: expect.stringContaining('diubah admin lain') },
    ]);
    expect(await bySku(token, `${p}-SH`)).toMatchObject({ name: `Shared ${p} renamed`, price: 1500 });
    expect(await bySku(token, `${p}-OT`)).toMatchObject({ price: 2000, version: other.version + 1 });
  });
});

describe('an import that stops half-way', () => {
  let proxy: Server | undefined;
  afterEach(async () => {
    process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
    resetEnvCache();
    await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
    proxy = undefined;
  });

  /** The real store behind a proxy that fails every record write after the first `allowed`. */
  async function storeFailingAfter(allowed: number): Promise<void> {
    const target = new URL(inject('blobsUrl'));
    let recordWrites = 0;
    proxy = createServer((req, res) => {
      if (req.method === 'PUT' && decodeURIComponent(req.url ?? '').includes('catalog/records/')) {
        recordWrites += 1;
        if (recordWrites > allowed) {
          req.resume();
          res.writeHead(500).end();
          return;
        }
      }
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy!.listen(0, '127.0.0.1', resolve));
    const address = proxy.address();
    process.env.RAWLAB_BLOBS_URL = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    resetEnvCache();
  }

  it('leaves every row applied whole or not at all, and the same file again finishes it', async ({ token }) => {
    const p = prefix();
    const category = await firstCategory(token);
    const rows = Array.from(
      { length: 120 },
      (_, index) => `${p}-${index},Crash ${p} ${index},${category.name},${1000 + index},${index},published`,
    );
    const csv = ['sku,name,category,price,stock,status', ...rows].join('\n');
    await storeFailingAfter(2);
    const stopped = await importFile(token, csv, 'crash.csv');
    process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
    resetEnvCache();
    expect(stopped.status).toBe(200);
    expect(stopped.body.created).toBeGreaterThan(0);
    expect(stopped.body.created).toBeLessThan(120);
    expect(stopped.body.errors).toHaveLength(120 - stopped.body.created);

    const list = await call(`/api/admin/products?q=${p}&per_page=100&sort=name`, { token });
    const more = await call(`/api/admin/products?q=${p}&per_page=100&page=2&sort=name`, { token });
    const found = [...list.body.data, ...more.body.data] as {
      sku: string;
      name: string;
      price: number;
      stock: number;
    }[];
    expect(found).toHaveLength(stopped.body.created);
    for (const product of found) {
      const index = Number(product.sku.split('-').at(-1));
      expect(product).toMatchObject({ name: `Crash ${p} ${index}`, price: 1000 + index, stock: index });
    }

    const rerun = await importFile(token, csv, 'crash.csv');
    expect(rerun.body).toMatchObject({
      created: 120 - stopped.body.created,
      unchanged: stopped.body.created,
      errors: [],
    });
  });

  it('a SKU claimed by an import killed before its commit is created at once by the rerun', async ({ token }) => {
    const p = prefix();
    const category = await firstCategory(token);
    await ready();
    const deps = requestDeps();
    // What a killed import leaves: a fresh id's claim on the SKU (and no record).
    const seq = await deps.db.update<{ last: number }>('catalog/product-seq', (current) => ({
      last: (current?.last ?? 0) + 1,
    }));
    await claimPointer(deps, 'sku', `${p}-K1`, seq.last);
    const report = await importFile(
      token,
      `sku,name,category,price,stock\n${p}-K1,Killed ${p},${category.name},1,1`,
      'k.csv',
    );
    expect(report.body).toMatchObject({ created: 1, errors: [] });
    expect((await bySku(token, `${p}-K1`)).id).toBe(seq.last);
  });
});

describe('an admin saving while the import runs', () => {
  it('the row planned on the older version is reported, not written over the newer one', async ({ token }) => {
    const p = prefix();
    const product = await createProduct(token, { name: `Race ${p}`, sku: `${p}-R`, price: '1000' });
    await ready();
    const deps = requestDeps();
    const plan = await planImport(deps, await readRows(new TextEncoder().encode(`sku,price\n${p}-R,9000`)));
    expect(plan.updates).toHaveLength(1);
    const category = await firstCategory(token);
    const saved = await call(`/api/admin/products/${product.id}`, {
      method: 'POST',
      token,
      body: productForm({
        _method: 'PUT',
        name: `Race ${p}`,
        sku: `${p}-R`,
        category_id: String(category.id),
        price: '1500',
        stock: '5',
      }),
    });
    expect(saved.status).toBe(200);
    const outcome = await applyImport(deps, plan);
    expect(outcome.updates).toHaveLength(0);
    expect(outcome.errors).toEqual([{ row: 2, column: '', message: CHANGED_DURING_IMPORT }]);
    expect(await bySku(token, `${p}-R`)).toMatchObject({ price: 1500 });
  });
});

describe('the example files in docs/examples', () => {
  it.for(['katalog-contoh.csv', 'produk-baru.csv'])(
    '%s reads without a problem against the demo catalogue',
    async (name, { token }) => {
      const file = readFileSync(resolve(import.meta.dirname, '../../docs/examples', name));
      const report = await importFile(token, new Uint8Array(file), name, { dryRun: true });
      expect(report.status, JSON.stringify(report.body)).toBe(200);
      expect(report.body.errors).toEqual([]);
      expect(report.body.rows).toBe(2);
    },
  );
});

describe('import progress', () => {
  it('the apply reports its rows as they are done; the progress call answers by id, Manager and above', async ({
    token,
  }) => {
    const p = prefix();
    const category = await firstCategory(token);
    await ready();
    const rows = Array.from({ length: 70 }, (_, index) => `${p}-${index},Progress ${p} ${index},${category.name},1,1`);
    const plan = await planImport(
      requestDeps(),
      await readRows(new TextEncoder().encode(['sku,name,category,price,stock', ...rows].join('\n'))),
    );
    const seen: [number, number][] = [];
    await applyImport(requestDeps(), plan, (done, total) => void seen.push([done, total]));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toEqual([70, 70]);
    expect(seen.map(([done]) => done)).toEqual([...seen.map(([done]) => done)].sort((a, b) => a - b));

    const id = 'progress-test-0001';
    expect((await call(`/api/admin/products/import?progress=${id}`, { token })).body).toEqual({ done: 0, total: 0 });
    expect((await call('/api/admin/products/import?progress=x', { token })).status).toBe(422);
    const staff = await userWithRole('Staff');
    expect((await call(`/api/admin/products/import?progress=${id}`, { token: staff.token })).status).toBe(403);
  });
});

describe('a gzipped file (what the admin panel sends)', () => {
  it('is read as the file inside; one that unpacks beyond 10 MB is a 413', async ({ token }) => {
    const p = prefix();
    const category = await firstCategory(token);
    const csv = `sku;name;category;price;stock\n${p}-GZ;Packed ${p};${category.name};1.000;1`;
    const report = await importFile(token, new Uint8Array(gzipSync(csv)), 'harga.csv.gz');
    expect(report.body).toMatchObject({ created: 1, errors: [] });
    const bomb = new Uint8Array(gzipSync(Buffer.alloc(11 * 1024 * 1024, 'a')));
    const refused = await importFile(token, bomb, 'bomb.csv.gz', { dryRun: true });
    expect(refused.status).toBe(413);
  });
});
