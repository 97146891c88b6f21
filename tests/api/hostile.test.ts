import { describe, expect } from 'vitest';
import { documentStore } from '#server/store.ts';
import { call, login, userWithRole } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * Hostile input thrown at every endpoint that takes a body: each case must get a 4xx with a JSON
 * message, and leave the store as it was. A seeded store of its own: other files add users and
 * messages meanwhile, which would change the snapshot.
 */

const JSON_ENDPOINTS = [
  { method: 'POST', path: '/api/login', auth: false },
  { method: 'POST', path: '/api/contact', auth: false },
  { method: 'POST', path: '/api/categories', auth: true },
  { method: 'PUT', path: '/api/categories/1', auth: true },
  { method: 'PUT', path: '/api/settings/1', auth: true },
  { method: 'POST', path: '/api/admin/users', auth: true },
  { method: 'PUT', path: '/api/admin/users/1', auth: true },
] as const;

const long = 'x'.repeat(5000);
const CASES: Array<[string, { body: BodyInit; type?: string }, number[]]> = [
  ['malformed JSON', { body: '{"name": ', type: 'application/json' }, [400]],
  ['invalid UTF-8', { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), type: 'application/json' }, [400]],
  ['text/plain', { body: '{}', type: 'text/plain' }, [415]],
  ['no content type', { body: '{}' }, [415]],
  ['form instead of JSON', { body: 'name=x', type: 'application/x-www-form-urlencoded' }, [415]],
  ['oversized body', { body: JSON.stringify({ name: 'x'.repeat(200_000) }), type: 'application/json' }, [413]],
  ['JSON array', { body: '[]', type: 'application/json' }, [422]],
  ['JSON null', { body: 'null', type: 'application/json' }, [422]],
  ['JSON string', { body: '"hello"', type: 'application/json' }, [422]],
  [
    'wrong types everywhere',
    {
      body: JSON.stringify({
        name: 1,
        email: true,
        password: {},
        fullName: [],
        color: 5,
        role: 7,
        whatsapp_number: 62,
        captcha: 1,
      }),
      type: 'application/json',
    },
    [422],
  ],
  [
    'very long strings',
    {
      body: JSON.stringify({
        name: long,
        email: `${long}@x.co`,
        password: long,
        fullName: long,
        description: long,
        company_name: long,
        captcha: long,
      }),
      type: 'application/json',
    },
    [422],
  ],
  [
    'control characters and unicode',
    {
      body: JSON.stringify({
        name: '\u0000\u0007',
        email: 'ü@\u0000.com',
        fullName: '\u202e',
        role: 'Super Admin\u0000',
        captcha: '',
      }),
      type: 'application/json',
    },
    [422],
  ],
  [
    'prototype pollution',
    {
      body: '{"__proto__": {"role": "Super Admin"}, "constructor": {"prototype": {"x": 1}}}',
      type: 'application/json',
    },
    [422],
  ],
];

async function snapshot(): Promise<string> {
  const db = documentStore();
  const keys = ['catalog/products', 'catalog/categories', 'settings/1', 'users/index'];
  const docs = await Promise.all(keys.map((key) => db.get(key)));
  const contacts = (await db.keys('contacts/')).length;
  // lastLogin moves when the suite signs in; everything else must stay put.
  return JSON.stringify({ docs, contacts }).replace(/"lastLogin":"[^"]*"/g, '');
}

let ip = 0;

describe.each(JSON_ENDPOINTS)('$method $path', ({ method, path, auth }) => {
  it.each(CASES)('%s → 4xx JSON, store unchanged', async (_label, { body, type }, statuses) => {
    const token = auth ? await login() : undefined;
    const before = await snapshot();
    const headers: Record<string, string> = type ? { 'content-type': type } : {};
    const result = await call(path, {
      method,
      body,
      headers,
      token,
      ip: `172.31.${Math.floor(++ip / 250)}.${ip % 250}`,
    });
    expect(statuses).toContain(result.status);
    expect(result.body.message).toEqual(expect.any(String));
    expect(await snapshot()).toBe(before);
  });
});

describe('hostile ids, slugs and image keys', () => {
  it.each([
    '/api/admin/products/..%2F..%2Fusers%2Findex',
    '/api/admin/products/-1',
    '/api/admin/products/1e3',
    '/api/admin/products/99999999999999999999',
    '/api/categories/0',
    '/api/admin/users/%00',
    '/api/admin/contacts/..%2Fcatalog%2Fproducts',
  ])('DELETE %s answers 404 or 405 and deletes nothing', async (path) => {
    const token = await login();
    const before = await snapshot();
    const result = await call(path, { method: 'DELETE', token });
    expect([404, 405]).toContain(result.status);
    expect(result.body.message).toEqual(expect.any(String));
    expect(await snapshot()).toBe(before);
  });

  it.each([
    '/api/products/..',
    '/api/products/%2e%2e%2fsettings',
    '/uploads/..%2F..%2Fsecret.json',
    '/uploads/x.svg',
    '/uploads/%00.png',
  ])('GET %s answers 404', async (path) => {
    expect((await call(path)).status).toBe(404);
  });
});

describe('role escalation', () => {
  it('Staff cannot create a Super Admin, change settings or manage users; Managers cannot manage users', async () => {
    const before = await snapshot();
    const staff = await userWithRole('Staff', 'escalate-staff');
    const manager = await userWithRole('Manager', 'escalate-manager');
    const afterSetup = await snapshot();
    const attempts = [
      call('/api/admin/users', {
        method: 'POST',
        token: staff.token,
        json: { name: 'X', email: 'x1@rawlab.test', role: 'Super Admin', password: 'Long-Enough-1' },
      }),
      call('/api/admin/users', {
        method: 'POST',
        token: manager.token,
        json: { name: 'X', email: 'x2@rawlab.test', role: 'Super Admin', password: 'Long-Enough-1' },
      }),
      call(`/api/admin/users/${staff.id}`, {
        method: 'PUT',
        token: staff.token,
        json: { name: 'X', email: staff.email, role: 'Super Admin', status: 'active' },
      }),
      call('/api/settings/1', {
        method: 'PUT',
        token: staff.token,
        json: {
          whatsapp_number: '628111',
          whatsapp_template: 'x',
          company_name: 'x',
          company_email: 'a@b.co',
          company_phone: '1',
          company_address: 'x',
        },
      }),
      call(`/api/admin/users/${manager.id}`, { method: 'DELETE', token: staff.token }),
    ];
    for (const result of await Promise.all(attempts)) {
      expect(result.status).toBe(403);
      expect(result.body.message).toEqual(expect.any(String));
    }
    expect(await snapshot()).toBe(afterSetup);
    expect(before).not.toBe(afterSetup);
  });
});
