import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { call, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * The instruments API: an admin records a sold unit by product and serial number, reads its warranty
 * and calibration dates, finds it by serial, customer or product, and changes it by compare-and-swap.
 * A serial is unique per product, even when two saves race; bad input is an Indonesian 422.
 */

const unique = () => randomUUID().slice(0, 8).toUpperCase();

const fields = (change: Record<string, unknown> = {}) => ({
  product_id: 1,
  serial_number: `sn ${unique()}`,
  customer: {
    name: 'Lab Mutu Pangan',
    institution: 'PT Uji Sejahtera',
    email: 'qc@ujisejahtera.co.id',
    phone: '0812-8880-4512',
  },
  delivered_on: '2024-01-31',
  warranty_months: 1,
  calibration_interval_months: 12,
  ...change,
});

const create = (token: string, change: Record<string, unknown> = {}) =>
  call('/api/admin/instruments', { method: 'POST', token, json: fields(change) });

describe('instruments', () => {
  it('creates one with its serial normalised and its dates computed, and reads it back', async ({ token }) => {
    const serial = unique();
    const created = await create(token, { serial_number: `  sn ${serial.toLowerCase()} ` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const instrument = created.body.data;
    expect(instrument).toMatchObject({
      serial_number: `SN${serial}`,
      product: { id: 1, name: expect.any(String), slug: expect.any(String) },
      customer: { name: 'Lab Mutu Pangan', phone: '6281288804512' },
      // 31 January plus one month is the last day of a leap February.
      warranty_until: '2024-02-29',
      warranty_active: false,
      calibration_due: '2025-01-31',
      version: 1,
      last_calibrated_on: null,
      quotation_reference: null,
    });
    const read = await call(`/api/admin/instruments/${instrument.id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(instrument);

    // A calibration recorded moves the due date; an interval of 0 means none is due.
    const calibrated = await call(`/api/admin/instruments/${instrument.id}`, {
      method: 'PUT',
      token,
      json: { ...fields({ serial_number: instrument.serial_number }), last_calibrated_on: '2024-02-29', version: 1 },
    });
    expect(calibrated.status, JSON.stringify(calibrated.body)).toBe(200);
    expect(calibrated.body.data).toMatchObject({ calibration_due: '2025-02-28', version: 2 });
    const none = await create(token, { calibration_interval_months: 0, warranty_months: 0 });
    expect(none.body.data).toMatchObject({ calibration_due: null, warranty_until: null, warranty_active: false });

    // A warranty still running today is active.
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const fresh = await create(token, { delivered_on: today, warranty_months: 24 });
    expect(fresh.body.data.warranty_active).toBe(true);
  });

  it('keeps a serial unique per product: a second one is a 409, a race has exactly one winner', async ({ token }) => {
    const serial = `R${unique()}`;
    expect((await create(token, { serial_number: serial })).status).toBe(201);
    const again = await create(token, { serial_number: ` ${serial.toLowerCase()} ` });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`Nomor seri ${serial} sudah terdaftar`);
    // The same serial on another product is another unit.
    expect((await create(token, { serial_number: serial, product_id: 2 })).status).toBe(201);

    const racing = `RACE${unique()}`;
    const results = await Promise.all(Array.from({ length: 6 }, () => create(token, { serial_number: racing })));
    expect(results.map((result) => result.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const listed = await call(`/api/admin/instruments?q=${racing}`, { token });
    expect(listed.body.total).toBe(1);
  });

  it('updates by compare-and-swap: a stale version is a 409 and nothing is lost', async ({ token }) => {
    const { id, serial_number } = (await create(token)).body.data;
    const save = (name: string, version: number) =>
      call(`/api/admin/instruments/${id}`, {
        method: 'PUT',
        token,
        json: { ...fields({ serial_number }), customer: { name }, version },
      });
    const [a, b] = await Promise.all([save('Admin A', 1), save('Admin B', 1)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.message).toContain('sudah diubah oleh orang lain');
    const winner = a.status === 200 ? a : b;
    const read = await call(`/api/admin/instruments/${id}`, { token });
    expect(read.body).toMatchObject({ version: 2, customer: { name: winner.body.data.customer.name } });

    // Moving to a serial another unit of the product holds is refused; the old one stays its own.
    const other = (await create(token)).body.data;
    const taken = await call(`/api/admin/instruments/${id}`, {
      method: 'PUT',
      token,
      json: { ...fields({ serial_number: other.serial_number }), version: 2 },
    });
    expect(taken.status).toBe(409);
    const renamed = await call(`/api/admin/instruments/${id}`, {
      method: 'PUT',
      token,
      json: { ...fields({ serial_number: `${serial_number}-B` }), version: 2 },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    // The old serial is free again.
    expect((await create(token, { serial_number })).status).toBe(201);
  });

  it('writes every change to the activity log', async ({ token }) => {
    const { id, serial_number } = (await create(token)).body.data;
    await call(`/api/admin/instruments/${id}`, {
      method: 'PUT',
      token,
      json: { ...fields({ serial_number, warranty_months: 24 }), version: 1 },
    });
    expect((await call(`/api/admin/instruments/${id}`, { method: 'DELETE', token })).status).toBe(200);
    const history = await call(`/api/admin/activity?entity=instrument&id=${id}`, { token });
    expect(history.status, JSON.stringify(history.body)).toBe(200);
    const actions = (history.body as Array<{ action: string; changes: Array<{ field: string; to: unknown }> }>).map(
      (entry) => entry.action,
    );
    expect(actions.sort()).toEqual(['create', 'delete', 'update']);
    const update = history.body.find((entry: { action: string }) => entry.action === 'update');
    expect(update.changes).toContainEqual({ field: 'warranty_months', from: 1, to: 24 });
    expect((await call(`/api/admin/instruments/${id}`, { token })).status).toBe(404);
  });

  it('roles: Staff reads and writes, only Manager and above delete, strangers get 401', async ({ token }) => {
    const staff = await userWithRole('Staff');
    const manager = await userWithRole('Manager');
    expect((await call('/api/admin/instruments')).status).toBe(401);
    expect((await call('/api/admin/instruments', { method: 'POST', json: fields() })).status).toBe(401);
    const created = await create(staff.token);
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    const refused = await call(`/api/admin/instruments/${id}`, { method: 'DELETE', token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBeTruthy();
    expect((await call(`/api/admin/instruments/${id}`, { method: 'DELETE', token: manager.token })).status).toBe(200);
    expect((await call(`/api/admin/instruments/${id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('pages on the server and searches by serial, customer and product; due_before filters', async ({ token }) => {
    const tag = unique();
    const customer = (name: string) => ({
      name,
      institution: `Institut ${tag}`,
      email: `${name.toLowerCase()}@lab.test`,
    });
    for (let n = 0; n < 5; n++) {
      const result = await create(token, {
        serial_number: `P${tag}${n}`,
        customer: customer(`Pelanggan${n}`),
        delivered_on: `2025-0${n + 1}-15`,
      });
      expect(result.status).toBe(201);
    }
    const page1 = await call(`/api/admin/instruments?q=${encodeURIComponent(`institut ${tag}`)}&per_page=2`, { token });
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(page1.body.data.map((item: { serial_number: string }) => item.serial_number)).toEqual([
      `P${tag}4`,
      `P${tag}3`,
    ]);
    const page3 = await call(`/api/admin/instruments?q=${encodeURIComponent(`Institut ${tag}`)}&per_page=2&page=3`, {
      token,
    });
    expect(page3.body.data.map((item: { serial_number: string }) => item.serial_number)).toEqual([`P${tag}0`]);

    const bySerial = await call(`/api/admin/instruments?q=${encodeURIComponent(`p ${tag.toLowerCase()} 2`)}`, {
      token,
    });
    expect(bySerial.body.data.map((item: { serial_number: string }) => item.serial_number)).toEqual([`P${tag}2`]);
    const byEmail = await call(`/api/admin/instruments?q=pelanggan3@lab.test`, { token });
    expect(byEmail.body.data.some((item: { serial_number: string }) => item.serial_number === `P${tag}3`)).toBe(true);
    const productName = page1.body.data[0].product.name as string;
    const byProduct = await call(`/api/admin/instruments?q=${encodeURIComponent(productName)}&per_page=100`, { token });
    expect(byProduct.body.total).toBeGreaterThanOrEqual(5);

    // Calibration due 2026-01-15 … 2026-05-15: on or before 2026-03-15 keeps the first three.
    const due = await call(`/api/admin/instruments?q=${encodeURIComponent(`Institut ${tag}`)}&due_before=2026-03-15`, {
      token,
    });
    expect(due.body.data.map((item: { calibration_due: string }) => item.calibration_due)).toEqual([
      '2026-03-15',
      '2026-02-15',
      '2026-01-15',
    ]);
  });

  it('answers bad input with an Indonesian 422 and unknown ids with a 404, never a 500', async ({ token }) => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ serial_number: '' }, 'serial_number'],
      [{ delivered_on: '2025-02-30' }, 'delivered_on'],
      [{ warranty_months: 'dua belas' }, 'warranty_months'],
      [{ customer: { name: '' } }, 'customer.name'],
      [{ customer: { name: 'A', email: 'bukan-email' } }, 'customer.email'],
      [{ product_id: 999_999 }, 'product_id'],
    ];
    for (const [change, field] of cases) {
      const result = await create(token, change);
      expect(result.status, JSON.stringify(change)).toBe(422);
      expect(result.body.errors[field], JSON.stringify(result.body)).toBeTruthy();
      expect(result.body.message).toMatch(/wajib|tidak valid|harus|tidak ditemukan/);
    }
    const { id } = (await create(token)).body.data;
    const noVersion = await call(`/api/admin/instruments/${id}`, { method: 'PUT', token, json: fields() });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors.version).toBeTruthy();
    const notJson = await call('/api/admin/instruments', {
      method: 'POST',
      token,
      body: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBe(415);
    for (const path of ['/api/admin/instruments/abc', '/api/admin/instruments/99999999']) {
      const missing = await call(path, { token });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Instrumen tidak ditemukan');
    }
    const badQuery = await call('/api/admin/instruments?due_before=besok', { token });
    expect(badQuery.status).toBe(422);
  });
});
