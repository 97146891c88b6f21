import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { call } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * The public warranty check: a serial number answers its product and dates and nothing about the
 * customer; an unknown one is a JSON 404; every lookup, a miss too, takes one of the address's 30 an
 * hour.
 */

let ipCounter = 0;
const nextIp = () => `100.76.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe('GET /api/warranty/{serial}', () => {
  it('answers exactly the product and the dates, for the serial as typed', async ({ token }) => {
    const serial = `WR${randomUUID().slice(0, 8).toUpperCase()}`;
    const created = await call('/api/admin/instruments', {
      method: 'POST',
      token,
      json: {
        product_id: 1,
        serial_number: serial,
        customer: {
          name: 'Rahasia Pelanggan',
          institution: 'Lab Rahasia',
          email: 'rahasia@lab.test',
          phone: '0812-1111-2222',
        },
        delivered_on: '2024-01-31',
        warranty_months: 1,
        calibration_interval_months: 12,
        quotation_reference: 'RL-2401-0001',
      },
    });
    expect(created.status).toBe(201);
    const ip = nextIp();
    const answer = await call(
      `/api/warranty/${encodeURIComponent(` ${serial.toLowerCase().slice(0, 4)} ${serial.slice(4)}`)}`,
      {
        ip,
      },
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual([
      'calibration_due',
      'product',
      'warranty_active',
      'warranty_until',
    ]);
    expect(Object.keys(answer.body.product).sort()).toEqual(['name', 'slug']);
    expect(answer.body).toEqual({
      product: { name: created.body.data.product.name, slug: created.body.data.product.slug },
      warranty_until: '2024-02-29',
      warranty_active: false,
      calibration_due: '2025-01-31',
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/Rahasia|rahasia|6281211112222|RL-2401/);
    expect(answer.headers.get('cache-control')).toBe('no-store');

    // The same serial on another product, recorded later: the newest answers.
    const later = await call('/api/admin/instruments', {
      method: 'POST',
      token,
      json: {
        product_id: 2,
        serial_number: serial,
        customer: { name: 'Lain' },
        delivered_on: '2025-03-01',
        warranty_months: 24,
      },
    });
    expect(later.status).toBe(201);
    const newest = await call(`/api/warranty/${serial}`, { ip });
    expect(newest.body).toMatchObject({
      product: { slug: later.body.data.product.slug },
      warranty_until: '2027-03-01',
      warranty_active: true,
    });
  });

  it('an unknown or malformed serial is a JSON 404', async () => {
    for (const path of ['/api/warranty/TIDAK-ADA-123', '/api/warranty/%E0%A4%A', `/api/warranty/${'A'.repeat(500)}`]) {
      const missing = await call(path, { ip: nextIp() });
      expect(missing.status, path).toBe(404);
      expect(missing.body).toEqual({ message: 'Nomor seri tidak ditemukan' });
    }
  });

  it('takes one of 30 lookups an hour per address, misses included; then a 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let n = 0; n < 30; n++) {
      expect((await call(`/api/warranty/GUESS${n}`, { ip })).status).toBe(404);
    }
    const limited = await call('/api/warranty/GUESS31', { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Terlalu banyak pencarian dari alamat ini\. Coba lagi dalam \d+ menit\.$/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await call('/api/warranty/GUESS31', { ip: nextIp() })).status).toBe(404);
  });
});
