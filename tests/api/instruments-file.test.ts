import { describe, expect } from 'vitest';
import { call, ready, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * Instruments as a spreadsheet: the export (CSV or XLSX) imported back changes nothing; an edited file
 * updates the rows it changes (keyed by SKU and serial number), adds new ones, and reports every row it
 * cannot apply by its row number, applying the rest.
 */

const HEADER =
  'sku;serial_number;customer_name;customer_institution;customer_email;customer_phone;delivered_on;warranty_months;calibration_interval_months;last_calibrated_on;quotation_reference;product_name;warranty_until;calibration_due';

const upload = (token: string, body: BlobPart, name = 'instrumen.csv', type = 'text/csv') => {
  const form = new FormData();
  form.set('file', new File([body], name, { type }));
  return call('/api/admin/instruments/import', { method: 'POST', token, body: form });
};

describe('instruments file', () => {
  it('round-trips as CSV and XLSX; an edited file updates, adds and reports rows', async ({ token }) => {
    const sku = (await call('/api/admin/products/1', { token })).body.sku as string;
    for (const [n, name] of ['Lab Satu', 'Lab Dua', 'Lab Tiga'].entries()) {
      const created = await call('/api/admin/instruments', {
        method: 'POST',
        token,
        json: {
          product_id: 1,
          serial_number: `FILE-${n}`,
          customer: { name, institution: 'PT Uji; Cabang "Barat"', phone: '0812-8880-451' + n },
          delivered_on: '2024-01-31',
          warranty_months: 12,
          last_calibrated_on: n === 2 ? '2024-02-29' : null,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
    }

    const csv = await call<string>('/api/admin/instruments/export?format=csv', { token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="instrumen-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(HEADER.replaceAll(';', ','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`${sku},FILE-0,Lab Satu,"PT Uji; Cabang ""Barat""",,0812-8880-4510,2024-01-31,12,12,,`);
    expect(lines[3]).toMatch(/,2025-01-31,2025-02-28$/);

    expect((await upload(token, csv.body)).body).toEqual({ created: 0, updated: 0, unchanged: 3, errors: [] });

    const xlsx = await fetchBytes('/api/admin/instruments/export?format=xlsx', token);
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = await xlsx.arrayBuffer();
    const fromXlsx = await upload(token, bytes, 'instrumen.xlsx', 'application/octet-stream');
    expect(fromXlsx.body).toEqual({ created: 0, updated: 0, unchanged: 3, errors: [] });

    // An Indonesian Excel's CSV (`;`), edited: one row changed, one new, four it cannot apply, an empty one.
    const edited = [
      HEADER,
      `${sku};file-0;Lab Satu Baru;PT Uji;;0812-8880-4510;2024-01-31;12;12;;;;;`,
      `${sku};FILE-NEW;Lab Empat;;lab4@uji.test;;2025-05-31;;6;;RL-2505-0001;;;`,
      `TIDAK-ADA;FILE-X;Lab X;;;;2025-01-01;12;12;;;;;`,
      `${sku};FILE-Y;Lab Y;;;;2025-02-30;12;12;;;;;`,
      ';;;;;;;;;;;;;',
      `${sku}; file-new ;Lab Lagi;;;;2025-05-31;12;12;;;;;`,
      `${sku};FILE-Z;;;;;2025-01-01;12;12;;;;;`,
    ].join('\r\n');
    const report = await upload(token, edited);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body).toEqual({
      created: 1,
      updated: 1,
      unchanged: 0,
      errors: [
        { row: 4, message: 'SKU TIDAK-ADA tidak ditemukan di katalog' },
        { row: 5, message: 'Tanggal kirim tidak valid' },
        { row: 7, message: `Nomor seri FILE-NEW untuk SKU ${sku} sudah ada di baris 3` },
        { row: 8, message: 'Nama pelanggan wajib diisi' },
      ],
    });
    const found = (await call('/api/admin/instruments?q=FILE-NEW', { token })).body.data[0];
    expect(found).toMatchObject({
      serial_number: 'FILE-NEW',
      customer: { name: 'Lab Empat', email: 'lab4@uji.test' },
      // An empty warranty cell takes the product's warranty (none in the demo: 0).
      calibration_interval_months: 6,
      calibration_due: '2025-11-30',
      quotation_reference: 'RL-2505-0001',
    });
    const changed = (await call('/api/admin/instruments?q=FILE-0', { token })).body.data[0];
    expect(changed).toMatchObject({ version: 2, customer: { name: 'Lab Satu Baru', institution: 'PT Uji' } });
    const history = await call(`/api/admin/activity?entity=instrument&id=${changed.id}`, { token });
    expect(history.body.map((entry: { action: string }) => entry.action)).toContain('import');

    // The same file again: nothing new, the same rows reported.
    const again = await upload(token, edited);
    expect(again.body).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(again.body.errors).toHaveLength(4);
  });

  it('refuses a file it cannot read as a whole, and imports for Managers and above only', async ({ token }) => {
    const unknown = await upload(token, 'sku;serial_number;warna\r\nX;Y;merah\r\n');
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe('Kolom tidak dikenal: warna');
    const missing = await upload(token, 'serial_number\r\nY\r\n');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('Kolom wajib tidak ada: sku');
    const empty = await call('/api/admin/instruments/import', { method: 'POST', token, body: new FormData() });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.file).toBeTruthy();
    const staff = await userWithRole('Staff');
    expect((await upload(staff.token, `${HEADER}\r\n`)).status).toBe(403);
    expect((await call('/api/admin/instruments/export?format=csv', { token: staff.token })).status).toBe(200);
    expect((await call('/api/admin/instruments/export?format=pdf', { token })).status).toBe(422);
  });
});

/** An answer as bytes (`call` reads bodies as text). */
async function fetchBytes(path: string, token: string): Promise<Response> {
  const response = await (
    await ready()
  ).invoke(new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }), '203.0.113.10');
  return response!;
}
