import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { storeContact } from '#server/services/inbox/contacts.ts';
import { storeQuoteRequest } from '#server/services/quotes/requests.ts';
import { call, userWithRole } from '../support/api.ts';
import { newProductForm } from '../support/product-form.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * Every entity's changes through the admin API land in the activity log with their author: categories,
 * settings, users (a password recorded as changed, never its value or hash), quote requests, contact
 * messages (status, archive, restore), bulk edits and catalogue imports; the list is paged on the server, newest first, and
 * filtered by person, entity, record and Jakarta dates. A store of its own: settings change here.
 */

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function mine(token: string, userId: number, extra = '') {
  const page = await call(`/api/admin/activity?user=${userId}&per_page=100${extra}`, { token });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  return page.body;
}

describe('activity of every entity', () => {
  it('records categories, settings and users with from → to, and never a password or hash', async () => {
    const manager = await userWithRole('Super Admin', 'activity-super');
    const token = manager.token;
    const created = await call('/api/categories', { method: 'POST', token, json: { name: `Kat ${unique()}` } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const category = created.body.data;
    const renamed = `${category.name} baru`;
    expect(
      (await call(`/api/categories/${category.id}`, { method: 'PUT', token, json: { ...category, name: renamed } }))
        .status,
    ).toBe(200);
    expect((await call(`/api/categories/${category.id}`, { method: 'DELETE', token })).status).toBe(200);

    const { mail_configured: _mail, ...settings } = (await call('/api/settings', { token })).body;
    const saved = await call('/api/settings/1', {
      method: 'PUT',
      token,
      json: { ...settings, company_phone: '+62 21 5555 0101' },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).not.toHaveProperty('_activity');
    expect((await call('/api/settings')).body).not.toHaveProperty('_activity');
    expect((await call('/api/settings', { token })).body).not.toHaveProperty('_activity');

    const email = `aktivitas-${unique()}@rawlab.test`;
    const user = await call('/api/admin/users', {
      method: 'POST',
      token,
      json: { name: 'Pengguna Uji', email, role: 'Staff', password: 'Rahasia-Sekali-123' },
    });
    expect(user.status).toBe(201);
    const changedUser = await call(`/api/admin/users/${user.body.data.id}`, {
      method: 'PUT',
      token,
      json: { name: 'Pengguna Uji 2', email, role: 'Manager', status: 'active', password: 'Rahasia-Baru-456' },
    });
    expect(changedUser.status, JSON.stringify(changedUser.body)).toBe(200);

    const log = await mine(token, manager.id);
    const rows = log.data.map((row: any) => [row.entity, row.action]);
    expect(rows).toEqual([
      ['user', 'update'],
      ['user', 'create'],
      ['settings', 'update'],
      ['category', 'delete'],
      ['category', 'update'],
      ['category', 'create'],
    ]);
    for (const row of log.data) expect(row.user).toEqual({ id: manager.id, name: 'Super Admin Tester' });
    expect(log.data[3].entity_id).toBe(String(category.id));
    expect(log.data[4].changes).toEqual([{ field: 'name', from: category.name, to: renamed }]);
    // A settings change is answered with its field's words from the settings' model (stored without them).
    const phoneChange = {
      field: 'company_phone',
      from: settings.company_phone,
      to: '+62 21 5555 0101',
      words: { label: 'Telepon Perusahaan' },
    };
    expect(log.data[2].changes).toEqual([phoneChange]);
    const settingsHistory = await call('/api/admin/activity?entity=settings&id=1', { token });
    expect(settingsHistory.body[0].changes).toEqual([phoneChange]);
    expect(log.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Pengguna Uji', to: 'Pengguna Uji 2' },
        { field: 'role', from: 'Staff', to: 'Manager' },
        { field: 'passwordHash', from: '(disembunyikan)', to: '(disembunyikan)' },
      ]),
    );
    const text = JSON.stringify(log);
    expect(text).not.toContain('Rahasia');
    expect(text).not.toMatch(/scrypt|\$[a-z0-9]+\$/i);

    // A record's own history: the category's three changes, newest first.
    const own = await call(`/api/admin/activity?entity=category&id=${category.id}`, { token });
    expect(own.body.map((entry: any) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(Object.keys(own.body[0]).sort()).toEqual(['action', 'at', 'changes', 'user']);
  }, 180_000); // Its password derivations (an account made and signed in, a user created, then given a new password) take seconds each on a busy machine.

  it('records quote request and contact changes, bulk edits and imports', async ({ token }) => {
    const staff = await userWithRole('Manager', 'activity-manager');
    const deps = requestDeps();
    const products = (await call('/api/admin/products', { token })).body;
    const quote = await storeQuoteRequest(deps, {
      items: [{ product_id: products.find((p: any) => p.status === 'published').id, quantity: 1 }],
      customer: { name: 'Pembeli Uji', institution: '', phone: '', city: '', email: '', notes: '' },
      captcha: 'x',
    });
    const status = await call(`/api/admin/quotes/${encodeURIComponent(quote.reference)}`, {
      method: 'PUT',
      token: staff.token,
      json: { status: 'diproses', from: 'baru' },
    });
    expect(status.status, JSON.stringify(status.body)).toBe(200);

    const message = await storeContact(deps, {
      fullName: 'Pengirim Uji',
      email: `kontak-${unique()}@example.com`,
      company: '',
      phone: '',
      message: 'Halo',
      captcha: 'x',
    });
    const contactStatus = await call(`/api/admin/contacts/${message.id}`, {
      method: 'PATCH',
      token: staff.token,
      json: { status: 'in_progress' },
    });
    expect(contactStatus.status, JSON.stringify(contactStatus.body)).toBe(200);
    expect((await call(`/api/admin/contacts/${message.id}`, { method: 'DELETE', token: staff.token })).status).toBe(
      200,
    );
    expect(
      (await call(`/api/admin/contacts/${message.id}/restore`, { method: 'POST', token: staff.token })).status,
    ).toBe(200);

    const category = (await call('/api/categories', { token })).body[0].id;
    const created = await call('/api/admin/products', {
      method: 'POST',
      token: staff.token,
      body: newProductForm({
        name: `E2E Bulk ${unique()}`,
        sku: `BLK-${unique()}`,
        category_id: category,
        price: 10,
        stock: 1,
      }),
    });
    const bulk = await call('/api/admin/products/bulk', {
      method: 'POST',
      token: staff.token,
      json: { ids: [created.body.data.id], action: 'set_stock', value: 9 },
    });
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);

    // A catalogue file: the row's product changes as an 'import', with its changed field.
    const sku = created.body.data.sku;
    const form = new FormData();
    form.set('file', new File([`sku,price\n${sku},25`], 'harga.csv'));
    const imported = await call('/api/admin/products/import', { method: 'POST', token: staff.token, body: form });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body).toMatchObject({ updated: 1 });

    const log = await mine(token, staff.id);
    expect(log.data.map((row: any) => [row.entity, row.action])).toEqual([
      ['product', 'import'],
      ['product', 'bulk'],
      ['product', 'create'],
      ['contact', 'restore'],
      ['contact', 'archive'],
      ['contact', 'status'],
      ['quote', 'status'],
    ]);
    expect(log.data[0].changes).toEqual([{ field: 'price', from: 10, to: 25 }]);
    expect(log.data[1].changes).toEqual([{ field: 'stock', from: 1, to: 9 }]);
    expect(log.data[5].changes).toEqual([{ field: 'status', from: 'new', to: 'in_progress' }]);
    expect(log.data[6]).toMatchObject({
      entity_id: quote.reference,
      changes: [{ field: 'status', from: 'baru', to: 'diproses' }],
    });
  });

  it('pages on the server, newest first, and filters by person, entity and dates', async ({ token }) => {
    const staff = await userWithRole('Manager', 'activity-pager');
    for (let n = 0; n < 5; n += 1) {
      const created = await call('/api/categories', {
        method: 'POST',
        token: staff.token,
        json: { name: `Hal ${unique()}` },
      });
      expect(created.status).toBe(201);
    }
    const first = await call(`/api/admin/activity?user=${staff.id}&per_page=2&page=1`, { token });
    const third = await call(`/api/admin/activity?user=${staff.id}&per_page=2&page=3`, { token });
    expect(first.body).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(first.body.data).toHaveLength(2);
    expect(third.body.data).toHaveLength(1);
    const all = (await mine(token, staff.id)).data;
    expect(all.map((row: any) => row.at)).toEqual([...all.map((row: any) => row.at)].sort().reverse());
    expect(first.body.data).toEqual(all.slice(0, 2));
    expect(third.body.data).toEqual(all.slice(4));

    expect((await mine(token, staff.id, '&entity=product')).total).toBe(0);
    expect((await mine(token, staff.id, '&entity=category')).total).toBe(5);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 31 * 3600_000).toISOString().slice(0, 10);
    expect((await mine(token, staff.id, `&from=${today}&to=${today}`)).total).toBe(5);
    expect((await mine(token, staff.id, `&from=${tomorrow}`)).total).toBe(0);

    const bad = await call('/api/admin/activity?entity=planet&from=kemarin', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('entity');
    expect(bad.body.errors).toHaveProperty('from');
  });
});
