import { describe, expect } from 'vitest';
import { call, login, productForm } from '../support/api.ts';
import {
  changeSettings,
  COMPLETE_LETTER_SETTINGS,
  nextIp,
  pathOf,
  sentQuotation,
  type TestProduct,
} from '../support/quotation-api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * 'Catat unit terkirim': the units delivered against an accepted quotation become instruments with the
 * buyer as customer and the product's warranty; only products on the quotation, never more units than
 * it sold, and sending the same delivery again creates nothing twice.
 */

let token: string;
let meter: TestProduct;
let other: TestProduct;

async function product(name: string, warranty: string): Promise<TestProduct> {
  const category = (await call('/api/categories', { token })).body[0].id;
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: productForm({
      name: `${name} ${stamp}`,
      sku: `INS-${stamp}`,
      category_id: String(category),
      price: '1250000',
      stock: '20',
      status: 'published',
      is_active: '1',
      warranty_months: warranty,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

it.beforeAll(async () => {
  token = await login();
  await changeSettings(token, COMPLETE_LETTER_SETTINGS);
  meter = await product('pH Meter Lab', '24');
  other = await product('Sentrifus Mini', '');
}, 60_000);

const deliver = (reference: string, body: unknown) =>
  call(`/api/admin/quotes/${reference}/instruments`, { method: 'POST', token, json: body });

describe('units delivered against a quotation', () => {
  it('only from an accepted quotation; one instrument per unit, and a retry makes none twice', async () => {
    const { reference, sent } = await sentQuotation(meter, token);
    const units = [
      { product_id: meter.id, serial_number: `pm ${reference.slice(-4)} 01` },
      { product_id: meter.id, serial_number: `PM${reference.slice(-4)}02`, calibration_interval_months: 6 },
    ];
    const early = await deliver(reference, { delivered_on: '2026-03-02', units });
    expect(early.status).toBe(409);
    expect(early.body.message).toContain('sudah diterima pembeli');

    const accepted = await call(`${pathOf(sent.url).replace('/q/', '/api/q/')}/accept`, {
      method: 'POST',
      ip: nextIp(),
      json: { name: 'Budi Santoso', position: 'Kepala Lab', po_number: 'PO-77' },
    });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

    const first = await deliver(reference, { delivered_on: '2026-03-02', units });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.created).toBe(2);
    expect(first.body.data).toMatchObject([
      {
        serial_number: `PM${reference.slice(-4)}01`,
        product: { id: meter.id },
        customer: { name: 'Dr. Rina Wulandari', institution: 'Lab Kimia Universitas Uji', phone: '6281288804512' },
        quotation_reference: reference,
        delivered_on: '2026-03-02',
        warranty_months: 24,
        warranty_until: '2028-03-02',
        calibration_interval_months: 12,
        calibration_due: '2027-03-02',
      },
      { serial_number: `PM${reference.slice(-4)}02`, calibration_interval_months: 6, calibration_due: '2026-09-02' },
    ]);

    // The same delivery again (a lost answer retried): nothing new.
    const retry = await deliver(reference, { delivered_on: '2026-03-02', units });
    expect(retry.status).toBe(200);
    expect(retry.body.created).toBe(0);
    expect(retry.body.data.map((unit: { id: number }) => unit.id)).toEqual(
      first.body.data.map((unit: { id: number }) => unit.id),
    );
    const listed = await call(`/api/admin/instruments?q=${encodeURIComponent(`PM${reference.slice(-4)}0`)}`, { token });
    expect(listed.body.total).toBe(2);

    // Three were sold: two more would be four.
    const tooMany = await deliver(reference, {
      delivered_on: '2026-03-03',
      units: [
        { product_id: meter.id, serial_number: `PM${reference.slice(-4)}03` },
        { product_id: meter.id, serial_number: `PM${reference.slice(-4)}04` },
      ],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors['units.1.product_id'][0]).toContain('Melebihi jumlah di penawaran (3 unit');
    expect(tooMany.body.errors['units.0.product_id']).toBeUndefined();

    const notSold = await deliver(reference, {
      delivered_on: '2026-03-03',
      units: [{ product_id: other.id, serial_number: 'SM-1' }],
    });
    expect(notSold.status).toBe(422);
    expect(notSold.body.errors['units.0.product_id']).toEqual(['Produk ini tidak ada di penawaran']);

    const twice = await deliver(reference, {
      delivered_on: '2026-03-03',
      units: [
        { product_id: meter.id, serial_number: 'DUP-1' },
        { product_id: meter.id, serial_number: 'dup-1' },
      ],
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors['units.1.serial_number']).toEqual(['Nomor seri DUP-1 ditulis dua kali']);
    // Nothing of a refused delivery was created.
    expect((await call('/api/admin/instruments?q=DUP-1', { token })).body.total).toBe(0);
    expect((await call(`/api/admin/instruments?q=PM${reference.slice(-4)}03`, { token })).body.total).toBe(0);
  });

  it('a product without a warranty gets 0 months; bad input and unknown quotations are JSON 4xx', async () => {
    const { reference, sent } = await sentQuotation(other, token);
    const accepted = await call(`${pathOf(sent.url).replace('/q/', '/api/q/')}/accept`, {
      method: 'POST',
      ip: nextIp(),
      json: { name: 'Sari Dewi', position: 'Kepala Lab', po_number: 'PO-78' },
    });
    expect(accepted.status).toBe(200);
    const unit = await deliver(reference, {
      delivered_on: '2026-03-02',
      units: [{ product_id: other.id, serial_number: `SM-${reference.slice(-4)}` }],
    });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    expect(unit.body.data[0]).toMatchObject({ warranty_months: 0, warranty_until: null, warranty_active: false });
    expect((await deliver('RL-0000-0000', { delivered_on: '2026-03-02', units: [] })).status).toBe(422);
    const missing = await deliver('RL-0000-0000', {
      delivered_on: '2026-03-02',
      units: [{ product_id: other.id, serial_number: 'X1' }],
    });
    expect(missing.status).toBe(404);
    const bad = await deliver(reference, { delivered_on: '02-03-2026', units: [{ product_id: other.id }] });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.delivered_on).toBeTruthy();
    expect(bad.body.errors['units.0.serial_number']).toEqual(['Nomor seri wajib diisi']);
    expect((await call(`/api/admin/quotes/${reference}/instruments`, { method: 'POST', json: {} })).status).toBe(401);
  });
});
