import { describe, expect } from 'vitest';
import type { ImportReport } from '#shared/catalogue-io.ts';
import { readRows } from '#server/services/catalogue-io/files.ts';
import { call, ready } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The procurement fields in the catalogue file: a column each, exported as stored, imported back
 * unchanged, written by hand as people write them ('41,5', 'ready', 'akl 2010…'), and refused per
 * row and column in Indonesian when wrong. On a store of the file's own (the round trip counts
 * every product).
 */

const COLUMNS = [
  'brand',
  'model',
  'gtin',
  'tkdn_percent',
  'tkdn_certificate',
  'bmp_percent',
  'akl_number',
  'sni',
  'ekatalog_url',
  'lead_time',
  'warranty_months',
] as const;

async function exported(token: string, format: 'csv' | 'xlsx'): Promise<Uint8Array<ArrayBuffer>> {
  const response = await (
    await ready()
  ).invoke(
    new Request(`http://localhost/api/admin/products/export?format=${format}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    '203.0.113.31',
  );
  expect(response!.status).toBe(200);
  return new Uint8Array(await response!.arrayBuffer());
}

function importFile(token: string, file: Uint8Array<ArrayBuffer> | string, name: string, dryRun = false) {
  const form = new FormData();
  form.set('file', new File([file], name));
  return call<ImportReport>(`/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`, {
    method: 'POST',
    token,
    body: form,
  });
}

const pick = (product: Record<string, unknown>) => Object.fromEntries(COLUMNS.map((key) => [key, product[key]]));

describe('procurement columns in the catalogue file', () => {
  it.for(['csv', 'xlsx'] as const)(
    '%s: exported as stored and imported back leaving every field equal',
    async (format, { token }) => {
      const before = (await call('/api/admin/products/1', { token })).body;
      expect(pick(before)).toMatchObject({ brand: 'RawLab', tkdn_percent: 42.5, lead_time: 'ready' });
      const file = await exported(token, format);
      const [header, ...rows] = await readRows(file);
      for (const column of COLUMNS) expect(header, column).toContain(column);
      const row = rows.find((cells) => cells[header!.indexOf('sku')] === before.sku)!;
      expect(String(row[header!.indexOf('tkdn_percent')])).toBe('42.5');
      expect(String(row[header!.indexOf('ekatalog_url')])).toBe(before.ekatalog_url);
      // Unknown numbers are empty cells, not 'null'.
      const unknownRow = rows.find((cells) => cells[header!.indexOf('sku')] === 'RL-MP-5')!;
      expect(String(unknownRow[header!.indexOf('warranty_months')] ?? '')).toBe('');

      const applied = await importFile(token, file, `katalog.${format}`);
      expect(applied.status, JSON.stringify(applied.body)).toBe(200);
      expect(applied.body).toMatchObject({ created: 0, updated: 0, errors: [] });
      const products = (await call('/api/admin/products', { token })).body as Record<string, unknown>[];
      for (const product of products) {
        const after = (await call(`/api/admin/products/${product.id}`, { token })).body;
        expect(pick(after), String(product.sku)).toEqual(pick(product));
      }
      expect(pick((await call('/api/admin/products/1', { token })).body)).toEqual(pick(before));
    },
  );

  it('reads the values as people write them, and an empty cell clears a number', async ({ token }) => {
    const csv = [
      'sku,name,category,price,stock,brand,model,gtin,tkdn_percent,bmp_percent,akl_number,lead_time,warranty_months',
      'IMP-PG-1,Ohaus Pioneer PX224,pH Meters,15000000,0,Ohaus,PX224,4006381333931,"41,5",7.5,akl20101520345,6,24',
      'RL-PH-700,RawLab PH-700 Benchtop pH Meter,pH Meters,,,,,,,,,READY,',
    ].join('\n');
    const report = await importFile(token, csv, 'pengadaan.csv');
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.errors).toEqual([]);
    const list = (await call('/api/admin/products', { token })).body as { id: number; sku: string }[];
    const created = (await call(`/api/admin/products/${list.find((p) => p.sku === 'IMP-PG-1')!.id}`, { token })).body;
    expect(pick(created)).toMatchObject({
      brand: 'Ohaus',
      model: 'PX224',
      gtin: '4006381333931',
      tkdn_percent: 41.5,
      bmp_percent: 7.5,
      akl_number: 'AKL 20101520345',
      lead_time: 6,
      warranty_months: 24,
    });
    const cleared = (await call('/api/admin/products/1', { token })).body;
    expect(pick(cleared)).toMatchObject({
      brand: '',
      tkdn_percent: null,
      bmp_percent: null,
      lead_time: 'ready',
      warranty_months: null,
    });
  });

  it('refuses wrong values per row and column in Indonesian, importing none of them', async ({ token }) => {
    const csv = [
      'sku,name,category,price,stock,gtin,tkdn_percent,bmp_percent,akl_number,ekatalog_url,lead_time,warranty_months',
      'IMP-BAD-1,Bad One,pH Meters,1000,1,4006381333932,,,,,,',
      'IMP-BAD-2,Bad Two,pH Meters,1000,1,,empat puluh,,,,,',
      'IMP-BAD-3,Bad Three,pH Meters,1000,1,,101,16,,,,',
      'IMP-BAD-4,Bad Four,pH Meters,1000,1,,,,20101520345,https://katalog.inaproc.id.evil.com/x,,',
      'IMP-BAD-5,Bad Five,pH Meters,1000,1,,,,,,segera,1.5',
    ].join('\n');
    const report = await importFile(token, csv, 'salah.csv', true);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.errors).toEqual(
      expect.arrayContaining([
        { row: 2, column: 'gtin', message: expect.stringContaining('Digit pemeriksa GTIN salah') },
        { row: 3, column: 'tkdn_percent', message: "TKDN 'empat puluh' bukan angka" },
        { row: 4, column: 'tkdn_percent', message: 'TKDN maksimal 100 %' },
        { row: 4, column: 'bmp_percent', message: 'BMP maksimal 15 %' },
        { row: 5, column: 'akl_number', message: expect.stringContaining('AKL atau AKD lalu 11 angka') },
        { row: 5, column: 'ekatalog_url', message: expect.stringContaining('katalog.inaproc.id') },
        { row: 6, column: 'lead_time', message: expect.stringContaining("'ready' atau jumlah minggu") },
        { row: 6, column: 'warranty_months', message: expect.stringContaining('bilangan bulat') },
      ]),
    );
    expect(report.body.created).toBe(0);
  });
});
