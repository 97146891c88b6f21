import { describe, expect } from 'vitest';
import type { ImportReport } from '#shared/catalogue/io.ts';
import { call, productForm } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * The price file the docs suggest, as Excel and LibreOffice save it (`sku;price`, CRLF, a few rows),
 * and what its dry run shows: each changed column with its old and new value, and a bad value named.
 * Each test works on products whose SKUs carry a prefix of its own.
 */

let counter = 0;
const prefix = () => `PF${Date.now().toString(36)}${(counter += 1)}`.toUpperCase();

async function categories(token: string): Promise<{ id: number; name: string }[]> {
  return (await call('/api/categories', { token })).body;
}

async function createProduct(token: string, sku: string, fields: Record<string, string> = {}) {
  const [category] = await categories(token);
  const result = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: productForm({
      sku,
      name: `Produk ${sku}`,
      category_id: String(category!.id),
      price: '1000000',
      stock: '5',
      status: 'published',
      is_active: '1',
      ...fields,
    }),
  });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body.data as { id: number; sku: string; price: number };
}

function importFile(token: string, text: string, dryRun: boolean) {
  const form = new FormData();
  form.set('file', new File([text], 'harga.csv'));
  return call<ImportReport & { message?: string }>(`/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    token,
    body: form,
  });
}

describe('a two-column price file with ;', () => {
  it.for([1, 2, 3, 4])('of %i rows, CRLF, is previewed old → new and applied', async (rows, { token }) => {
    const p = prefix();
    const skus = Array.from({ length: rows }, (_, index) => `${p}-${index + 1}`);
    for (const sku of skus) await createProduct(token, sku);
    const file = ['sku;price', ...skus.map((sku) => `${sku};1.250.000,00`)].join('\r\n') + '\r\n';

    const dry = await importFile(token, file, true);
    expect(dry.status, JSON.stringify(dry.body)).toBe(200);
    expect(dry.body).toMatchObject({ rows, updated: rows, created: 0, errors: [] });
    expect(dry.body.preview.updated.map((row) => row.diff)).toEqual(
      skus.map(() => [{ column: 'price', old: 1_000_000, new: 1_250_000 }]),
    );

    const applied = await importFile(token, file, false);
    expect(applied.body).toMatchObject({ updated: rows, errors: [] });
    const list = await call(`/api/admin/products?q=${p}&per_page=100`, { token });
    expect((list.body.data as { price: number }[]).map((product) => product.price)).toEqual(skus.map(() => 1_250_000));
  });

  it('a header split at none of ; , or tab is refused naming the separator assumed', async ({ token }) => {
    const answer = await importFile(token, 'sku|price\r\nA|1\r\n', true);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toContain('Kolom tidak dikenal: sku|price.');
    expect(answer.body.message).toContain('Pemisah kolom yang dipakai: koma (,), dibaca dari baris judul.');
  });
});

describe('the dry run', () => {
  it('shows each changed column old → new: category by name, tags as one cell, a specification by its column', async ({
    token,
  }) => {
    const p = prefix();
    const [first, second] = await categories(token);
    await createProduct(token, `${p}-A`, {
      tags: JSON.stringify(['Portable']),
      specifications: JSON.stringify([{ name: 'Garansi', value: '1 tahun' }]),
    });
    const file = `sku;category;stock;tags;spec:Garansi;is_active\r\n${p}-A;${second!.name};5;Portable, "15,000 rpm";2 tahun;0\r\n`;
    const dry = await importFile(token, file, true);
    expect(dry.body.errors).toEqual([]);
    expect(dry.body.preview.updated[0]!.diff).toEqual([
      { column: 'category', old: first!.name, new: second!.name },
      { column: 'is_active', old: true, new: false },
      { column: 'tags', old: 'Portable', new: 'Portable, "15,000 rpm"' },
      { column: 'spec:Garansi', old: '1 tahun', new: '2 tahun' },
    ]);
  });

  it('names the column and the value it cannot read', async ({ token }) => {
    const p = prefix();
    await createProduct(token, `${p}-B`);
    const file = `sku;price;stock;is_active;status\r\n${p}-B;abc;7,5;mungkin;live\r\n${p}-B2;12.50.000;;;\r\n`;
    const dry = await importFile(token, file, true);
    expect(dry.body.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'price', message: "Harga 'abc' bukan angka" },
        { row: 2, column: 'stock', message: "Stok '7,5' harus bilangan bulat, mis. 12" },
        { row: 2, column: 'is_active', message: "Aktif 'mungkin' harus 1 atau 0 (ya/tidak)" },
        { row: 2, column: 'status', message: "Status harus draft atau published, bukan 'live'" },
        {
          row: 3,
          column: 'price',
          message: "Harga '12.50.000': titik hanya pemisah ribuan (setiap 3 angka), mis. 12.500.000",
        },
      ]),
    );
  });
});
