import { describe, expect } from 'vitest';
import { documentStore, imageStore } from '#server/store.ts';
import { listUsers } from '#server/services/accounts/user-records.ts';
import { createUser, deleteUser, updateUser } from '#server/services/accounts/users.ts';
import { call, login, ready, userWithRole } from '../support/api.ts';
import { signInSolvingChallenge } from '../support/login-challenge.ts';
import { useOwnStore } from '../support/own-store.ts';
import { TEST_ADMIN } from '../support/test-env.ts';
import { test as it } from './fixtures.ts';

describe('categories', () => {
  it('lists with product counts, creates with a generated slug, updates and deletes', async ({ token }) => {
    const list = await call('/api/categories', { token });
    expect(list.status).toBe(200);
    expect(list.body[0]).toEqual(
      expect.objectContaining({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        description: expect.any(String),
        color: expect.stringMatching(/^#[0-9A-F]{6}$/),
        productCount: expect.any(Number),
      }),
    );
    const name = `Refraktometer ${Date.now()}`;
    const created = await call('/api/categories', {
      method: 'POST',
      token,
      json: { name, description: 'Alat ukur indeks bias', color: '#10b981' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual(
      expect.objectContaining({ name, slug: name.toLowerCase().replace(' ', '-'), color: '#10B981' }),
    );
    const id = created.body.data.id;
    const updated = await call(`/api/categories/${id}`, {
      method: 'PUT',
      token,
      json: { name: `${name} Digital`, slug: '', description: '', color: '#3B82F6' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.slug).toBe(`${name} Digital`.toLowerCase().replace(/ /g, '-'));
    expect((await call(`/api/categories/${id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call('/api/categories', { token })).body.some((item: { id: number }) => item.id === id)).toBe(false);
  });

  it.each([
    ['no name', { name: '' }, 'name'],
    ['bad colour', { name: 'X', color: 'blue' }, 'color'],
    ['bad slug', { name: 'X', slug: 'Bad Slug' }, 'slug'],
    ['name of wrong type', { name: 42 }, 'name'],
  ])('rejects %s with 422', async (_label, json, field) => {
    const { status, body } = await call('/api/categories', { method: 'POST', token: await login(), json });
    expect(status).toBe(422);
    expect(body.errors[field]).toBeDefined();
  });

  it('refuses a duplicate name (any case)', async () => {
    const { status, body } = await call('/api/categories', {
      method: 'POST',
      token: await login(),
      json: { name: 'ph meters' },
    });
    expect(status).toBe(422);
    expect(body.errors.name).toBeDefined();
  });

  it('refuses to delete a category that still has products, naming how many', async ({ token }) => {
    const category = (await call('/api/categories', { token })).body.find(
      (item: { name: string }) => item.name === 'Centrifuges',
    );
    const { status, body } = await call(`/api/categories/${category.id}`, { method: 'DELETE', token });
    expect(status).toBe(409);
    expect(body.message).toContain(`${category.productCount} produk`);
  });

  it('lists without the product counts when asked (counts=0), the same categories otherwise', async ({ token }) => {
    const [withCounts, names, countsAsked] = await Promise.all([
      call('/api/categories', { token }),
      call('/api/categories?counts=0', { token }),
      call('/api/categories?counts=1', { token }),
    ]);
    expect(names.status).toBe(200);
    // The counts themselves are not compared between the answers: another file, beside this one,
    // may add a product to the shared store between two of them.
    const countless = (list: Array<{ productCount?: unknown }>) =>
      list.map(({ productCount: _count, ...category }) => category);
    expect(names.body).toEqual(countless(withCounts.body));
    expect(names.body.every((category: object) => !('productCount' in category))).toBe(true);
    for (const answer of [withCounts, countsAsked]) {
      expect(answer.status).toBe(200);
      expect(countless(answer.body)).toEqual(names.body);
      expect(answer.body.every((category: { productCount: unknown }) => Number.isInteger(category.productCount))).toBe(
        true,
      );
    }
  });

  it('rejects a counts value other than 0 or 1 with 422', async ({ token }) => {
    const { status, body } = await call('/api/categories?counts=no', { token });
    expect(status).toBe(422);
    expect(body.errors.counts).toBeDefined();
  });

  it('needs a token', async () => {
    expect((await call('/api/categories')).status).toBe(401);
    expect((await call('/api/categories?counts=0')).status).toBe(401);
    expect((await call('/api/categories', { method: 'POST', json: { name: 'X' } })).status).toBe(401);
  });
});

describe('settings', () => {
  const valid = {
    whatsapp_number: '6281111222333',
    whatsapp_template: 'Halo, saya tertarik dengan produk {product_name}. Apakah masih tersedia?',
    company_name: 'RawLab',
    company_email: 'sales@rawlab.co.id',
    company_phone: '+62 21 5093 1188',
    company_address: 'Jakarta',
    enable_notifications: false,
    auto_reply: true,
  };

  it('a Manager saves record 1, including the notification switches, and reads it back', async () => {
    const manager = await userWithRole('Manager');
    const saved = await call('/api/settings/1', { method: 'PUT', token: manager.token, json: valid });
    expect(saved.status).toBe(200);
    const read = await call('/api/settings', { token: manager.token });
    expect(read.body).toEqual(expect.objectContaining(valid));
  });

  it.each(['0811-1122-2333', '+62 811 1122 2333', '62 811-1122-2333'])(
    'takes the number as people type it (%s) and stores 62…',
    async (typed) => {
      const manager = await userWithRole('Manager');
      const saved = await call('/api/settings/1', {
        method: 'PUT',
        token: manager.token,
        json: { ...valid, whatsapp_number: typed },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await call('/api/settings', { token: manager.token })).body.whatsapp_number).toBe('6281111222333');
    },
  );

  it('Staff may not save settings (403), and an anonymous caller gets 401', async () => {
    const staff = await userWithRole('Staff');
    expect((await call('/api/settings/1', { method: 'PUT', token: staff.token, json: valid })).status).toBe(403);
    expect((await call('/api/settings/1', { method: 'PUT', json: valid })).status).toBe(401);
  });

  it.each([
    ['number with plus', { whatsapp_number: '+6281111' }, 'whatsapp_number'],
    ['number too short', { whatsapp_number: '0812' }, 'whatsapp_number'],
    ['number with letters', { whatsapp_number: '0812-abc-4512' }, 'whatsapp_number'],
    ['bad email', { company_email: 'nope' }, 'company_email'],
    ['empty company', { company_name: '' }, 'company_name'],
  ])('rejects %s with 422', async (_label, override, field) => {
    const { status, body } = await call('/api/settings/1', {
      method: 'PUT',
      token: await login(),
      json: { ...valid, ...override },
    });
    expect(status).toBe(422);
    expect(body.errors[field]).toBeDefined();
  });

  it('only record 1 exists', async () => {
    expect((await call('/api/settings/2', { method: 'PUT', token: await login(), json: valid })).status).toBe(404);
  });
});

describe('admin users', () => {
  it('a Super Admin adds, edits and deletes a user; the password is never returned', async ({ token }) => {
    const email = `new-${Date.now()}@rawlab.test`;
    const created = await call('/api/admin/users', {
      method: 'POST',
      token,
      json: { name: 'Budi', email, role: 'Manager', password: 'Rahasia-Kuat-1' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toEqual(
      expect.objectContaining({ name: 'Budi', email, role: 'Manager', status: 'active', lastLogin: null }),
    );
    expect(JSON.stringify(created.body)).not.toMatch(/scrypt|Rahasia/);
    const id = created.body.data.id;
    const list = await call('/api/admin/users', { token });
    expect(JSON.stringify(list.body)).not.toMatch(/scrypt|passwordHash/);
    const edited = await call(`/api/admin/users/${id}`, {
      method: 'PUT',
      token,
      json: { name: 'Budi S.', email, role: 'Staff', status: 'active' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual(expect.objectContaining({ name: 'Budi S.', role: 'Staff' }));
    expect((await call(`/api/admin/users/${id}`, { method: 'DELETE', token })).status).toBe(200);
  });

  it.each([
    ['short password', { password: 'short' }, 'password'],
    ['no name', { name: '' }, 'name'],
    ['unknown role', { role: 'Owner' }, 'role'],
    ['bad email', { email: 'x' }, 'email'],
  ])('rejects %s with 422 and an errors map', async (_label, override, field) => {
    const json = {
      name: 'A',
      email: `v-${Date.now()}@rawlab.test`,
      role: 'Staff',
      password: 'Long-Enough-1',
      ...override,
    };
    const { status, body } = await call('/api/admin/users', { method: 'POST', token: await login(), json });
    expect(status).toBe(422);
    expect(body.errors[field]).toBeDefined();
  });

  it('refuses a duplicate email', async () => {
    const { status, body } = await call('/api/admin/users', {
      method: 'POST',
      token: await login(),
      json: { name: 'Dup', email: 'ADMIN@rawlab.test', role: 'Staff', password: 'Long-Enough-1' },
    });
    expect(status).toBe(422);
    expect(body.errors.email).toBeDefined();
  });

  it('only a Super Admin manages users: Staff and Managers get 403, and cannot escalate', async () => {
    for (const role of ['Staff', 'Manager'] as const) {
      const user = await userWithRole(role);
      expect((await call('/api/admin/users', { token: user.token })).status).toBe(403);
      const escalate = await call('/api/admin/users', {
        method: 'POST',
        token: user.token,
        json: { name: 'Evil', email: `evil-${role}@rawlab.test`, role: 'Super Admin', password: 'Long-Enough-1' },
      });
      expect(escalate.status).toBe(403);
      const self = await call(`/api/admin/users/${user.id}`, {
        method: 'PUT',
        token: user.token,
        json: { name: 'Me', email: user.email, role: 'Super Admin', status: 'active' },
      });
      expect(self.status).toBe(403);
    }
  });

  it('nobody deletes themselves or the last active Super Admin', async () => {
    await ready();
    // A store of its own, whose only admin is the one the first sign-in creates: other files add
    // Super Admins to the shared store (the throttling test's owner), and this rule is about the last.
    const own = await useOwnStore('last-super-admin');
    try {
      const ip = '198.51.100.251';
      const credentials = { email: TEST_ADMIN.email, password: TEST_ADMIN.password };
      const signedIn = await signInSolvingChallenge(
        (captcha) => call('/api/login', { method: 'POST', json: { ...credentials, ...(captcha && { captcha }) }, ip }),
        async () => (await call('/api/login', { ip })).body,
      );
      expect(signedIn.status).toBe(200);
      const token = signedIn.body.access_token as string;
      const me = (await call('/api/admin/me', { token })).body;
      expect((await call('/api/admin/users', { token })).body).toHaveLength(1);
      const self = await call(`/api/admin/users/${me.id}`, { method: 'DELETE', token });
      expect(self.status).toBe(409);
      const demote = await call(`/api/admin/users/${me.id}`, {
        method: 'PUT',
        token,
        json: { name: me.name, email: me.email, role: 'Manager', status: 'active' },
      });
      expect(demote.status).toBe(409);
    } finally {
      await own.restore();
    }
  });

  it('the last active Super Admin cannot be deleted or demoted (isolated store)', async () => {
    await ready();
    const deps = { db: documentStore(`users-rule-${Date.now()}`), images: imageStore(), now: () => new Date() };
    const boss = await createUser(deps, {
      name: 'Boss',
      email: 'boss@rawlab.test',
      role: 'Super Admin',
      status: 'active',
      password: 'Long-Enough-1',
    });
    const staff = await createUser(deps, {
      name: 'Staff',
      email: 'staff@rawlab.test',
      role: 'Staff',
      status: 'active',
      password: 'Long-Enough-1',
    });
    await expect(deleteUser(deps, boss.id, staff.id)).rejects.toMatchObject({ status: 409 });
    await expect(
      updateUser(
        deps,
        boss.id,
        { name: 'Boss', email: 'boss@rawlab.test', role: 'Manager', status: 'active' },
        staff.id,
      ),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      updateUser(
        deps,
        boss.id,
        { name: 'Boss', email: 'boss@rawlab.test', role: 'Super Admin', status: 'inactive' },
        staff.id,
      ),
    ).rejects.toMatchObject({ status: 409 });
    const second = await createUser(deps, {
      name: 'Second',
      email: 'second@rawlab.test',
      role: 'Super Admin',
      status: 'active',
      password: 'Long-Enough-1',
    });
    await deleteUser(deps, boss.id, second.id);
    expect((await listUsers(deps)).map((user) => user.name)).toEqual(['Staff', 'Second']);
  });
});

describe('publishing state', () => {
  it('Staff reads the state; publishing now needs a Manager', async () => {
    const staff = await userWithRole('Staff', 'publish-staff');
    const state = await call('/api/admin/publish', { token: staff.token });
    expect(state.status).toBe(200);
    expect(state.body).toEqual(
      expect.objectContaining({
        status: expect.stringMatching(/^(up_to_date|pending|building|failed)$/),
        pendingChanges: expect.any(Number),
      }),
    );
    expect((await call('/api/admin/publish', { method: 'POST', token: staff.token })).status).toBe(403);
    expect((await call('/api/admin/publish')).status).toBe(401);
    const manager = await userWithRole('Manager', 'publish-manager');
    const before = state.body.changeSeq as number;
    const published = await call('/api/admin/publish', { method: 'POST', token: manager.token });
    expect(published.status).toBe(202);
    expect(published.body.changeSeq).toBeGreaterThan(before);
  });

  it('a category save marks the site as changed', async ({ token }) => {
    const before = (await call('/api/admin/publish', { token })).body.changeSeq as number;
    const category = (await call('/api/categories', { token })).body[0].id;
    await call('/api/categories/' + category, {
      method: 'PUT',
      token,
      json: (await call('/api/categories', { token })).body[0],
    });
    expect((await call('/api/admin/publish', { token })).body.changeSeq).toBeGreaterThan(before);
  });
});
