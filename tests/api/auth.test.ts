import { SignJWT } from 'jose';
import { describe, expect, vi } from 'vitest';
import { TEST_ADMIN } from '../support/test-env.ts';
import { withPasswordCost, call, login, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

// Some tests sign in dozens of times one after another (about 0.4 s of scrypt each on a quiet core),
// while other files derive passwords on the same two cores.
vi.setConfig({ testTimeout: 180_000 });

const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-0123456789');

async function forge(
  claims: Record<string, unknown>,
  options: { key?: Uint8Array; exp?: number; alg?: string; iat?: number } = {},
) {
  const now = options.iat ?? Math.floor(Date.now() / 1000);
  let jwt = new SignJWT({ role: 'Super Admin', tv: 1, ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(String(claims.sub ?? '1'))
    .setIssuer('rawlab')
    .setAudience('rawlab-admin')
    .setIssuedAt(now);
  if (options.exp !== 0) jwt = jwt.setExpirationTime(options.exp ?? now + 3600);
  return jwt.sign(options.key ?? secret);
}

describe('POST /api/login', () => {
  it('answers a token and the user', async () => {
    const { status, body } = await call('/api/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
      ip: '198.18.0.1',
    });
    expect(status).toBe(200);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: TEST_ADMIN.name,
      email: TEST_ADMIN.email,
      role: 'Super Admin',
    });
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await call('/api/login', {
      method: 'POST',
      json: { email: TEST_ADMIN.email, password: 'not-the-password' },
      ip: '198.18.0.2',
    });
    const unknown = await call('/api/login', {
      method: 'POST',
      json: { email: 'nobody@rawlab.test', password: 'not-the-password' },
      ip: '198.18.0.2',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Email atau password salah' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['missing fields', {}],
    ['bad email', { email: 'not-an-email', password: 'x' }],
    ['wrong types', { email: 42, password: ['x'] }],
  ])('rejects %s with 422 and field errors', async (_label, json) => {
    const { status, body } = await call('/api/login', { method: 'POST', json, ip: '198.18.0.3' });
    expect(status).toBe(422);
    expect(body.errors).toEqual(expect.any(Object));
  });

  it('rejects malformed JSON (400) and another content type (415)', async () => {
    const malformed = await call('/api/login', {
      method: 'POST',
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
      ip: '198.18.0.4',
    });
    expect(malformed.status).toBe(400);
    const text = await call('/api/login', {
      method: 'POST',
      body: 'email=a',
      headers: { 'content-type': 'text/plain' },
      ip: '198.18.0.4',
    });
    expect(text.status).toBe(415);
  });

  it('after 5 failures asks every further attempt of the account for a proof of work, with a 429', async () => {
    const staff = await userWithRole('Staff', 'lockout');
    const attempt = (password: string) =>
      call('/api/login', { method: 'POST', json: { email: staff.email, password }, ip: '198.18.1.1' });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).status).toBe(401);
    const sixth = await attempt('wrong-password');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/verifikasi keamanan/);
    expect(sixth.body.errors.captcha).toEqual([expect.any(String)]);
    const correct = await attempt('Password-For-Tests-1');
    expect(correct.status).toBe(429);
    expect(correct.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('limits attempts per address', async () => {
    const results = [];
    for (let i = 0; i < 31; i++) {
      results.push(
        (
          await call('/api/login', {
            method: 'POST',
            json: { email: `ip-${i}@rawlab.test`, password: 'whatever-password' },
            ip: '198.18.2.2',
          })
        ).status,
      );
    }
    expect(results.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(results[30]).toBe(429);
  });
});

describe('admin tokens', () => {
  it('answer 401 JSON without a token, with garbage, forged, expired, alg none or another secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        sub: '1',
        role: 'Super Admin',
        tv: 1,
        iss: 'rawlab',
        aud: 'rawlab-admin',
        iat: now,
        exp: now + 3600,
      }),
    ).toString('base64url');
    const cases = [
      undefined,
      'garbage',
      `${header}.${payload}.`,
      await forge({}, { key: new TextEncoder().encode('another-secret-another-secret-another-secret') }),
      await forge({}, { exp: now - 10 }),
      await forge({}, { exp: 0 }),
      await forge({ sub: '999' }),
    ];
    for (const token of cases) {
      const { status, body } = await call('/api/admin/products', { token });
      expect(status, String(token)).toBe(401);
      expect(body.message).toEqual(expect.any(String));
    }
  });

  it('stop working when the user is deactivated, changes password or is deleted', async () => {
    const superToken = await login();
    for (const change of ['deactivate', 'password', 'delete'] as const) {
      const user = await userWithRole('Staff', `revoke-${change}`);
      expect((await call('/api/admin/me', { token: user.token })).status).toBe(200);
      if (change === 'delete') {
        expect((await call(`/api/admin/users/${user.id}`, { method: 'DELETE', token: superToken })).status).toBe(200);
      } else {
        const json = {
          name: 'Staff Tester',
          email: user.email,
          role: 'Staff',
          status: change === 'deactivate' ? 'inactive' : 'active',
          ...(change === 'password' ? { password: 'A-New-Password-22' } : {}),
        };
        expect((await call(`/api/admin/users/${user.id}`, { method: 'PUT', token: superToken, json })).status).toBe(
          200,
        );
      }
      expect((await call('/api/admin/me', { token: user.token })).status, change).toBe(401);
    }
  });

  it('are refused when issued in the future or for longer than TOKEN_TTL_HOURS', async () => {
    const user = await userWithRole('Staff', 'forged-times');
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: String(user.id), role: 'Staff', tv: 1 };
    // Control: a forged token with sane times works, so the refusals below are about the times.
    expect((await call('/api/admin/me', { token: await forge(claims) })).status).toBe(200);
    const future = await forge(claims, { iat: now + 3600, exp: now + 7200 });
    expect((await call('/api/admin/me', { token: future })).status).toBe(401);
    const tooLong = await forge(claims, { iat: now, exp: now + 13 * 3600 });
    expect((await call('/api/admin/me', { token: tooLong })).status).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the presented token on the server', async () => {
    const user = await userWithRole('Staff', 'logout');
    expect((await call('/api/admin/me', { token: user.token })).status).toBe(200);
    const out = await call('/api/logout', { method: 'POST', token: user.token });
    expect(out.status).toBe(200);
    expect(out.body.message).toEqual(expect.any(String));
    expect((await call('/api/admin/me', { token: user.token })).status).toBe(401);
    expect((await call('/api/logout', { method: 'POST', token: user.token })).status).toBe(401);
  });

  it('needs a token', async () => {
    const { status, body } = await call('/api/logout', { method: 'POST' });
    expect(status).toBe(401);
    expect(body.message).toEqual(expect.any(String));
  });
});

describe('create paths and passwords', () => {
  it.each(['/api/admin/users/5', '/api/categories/5'])('POST %s (an id in a create path) is a 405', async (path) => {
    const token = await login();
    const before = await call(path.replace(/\/5$/, ''), { token });
    const result = await call(path, {
      method: 'POST',
      token,
      json: {
        name: 'Id In Path',
        email: `id-in-path-${Date.now()}@rawlab.test`,
        role: 'Staff',
        password: 'Long-Enough-1',
      },
    });
    expect(result.status).toBe(405);
    expect(result.body.message).toEqual(expect.any(String));
    expect((await call(path.replace(/\/5$/, ''), { token })).body).toEqual(before.body);
  });

  it.each([
    ['create', 'POST', false],
    ['update', 'PUT', true],
  ])('refuses a whitespace-only password on %s with a 422', async (_label, method, existing) => {
    const token = await login();
    const target = existing ? await userWithRole('Staff', 'blank-password') : undefined;
    const result = await call(target ? `/api/admin/users/${target.id}` : '/api/admin/users', {
      method,
      token,
      json: {
        name: 'Blank Password',
        email: target?.email ?? `blank-${Date.now()}@rawlab.test`,
        role: 'Staff',
        status: 'active',
        password: '        ',
      },
    });
    expect(result.status).toBe(422);
    expect(result.body.errors.password).toEqual([expect.any(String)]);
  });
});

describe('stored password hashes', () => {
  it('a hash with weaker parameters is upgraded at the next successful sign-in', () =>
    withPasswordCost(17, async () => {
      const { scryptSync, randomBytes } = await import('node:crypto');
      const { documentStore } = await import('#server/store.ts');
      const user = await userWithRole('Staff', 'rehash');
      const salt = randomBytes(16);
      const key = scryptSync('Password-For-Tests-1'.normalize('NFKC'), salt, 32, { N: 2 ** 14, r: 8, p: 1 });
      const weak = `scrypt$14$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
      const db = documentStore();
      type Users = { items: Array<{ id: number; passwordHash: string }> };
      const setHash = (hash: string) => (doc: Users | null) => ({
        ...doc!,
        items: doc!.items.map((item) => (item.id === user.id ? { ...item, passwordHash: hash } : item)),
      });
      await db.update<Users>('users/index', setHash(weak));
      const hashOf = async () =>
        (await db.get<Users>('users/index'))!.items.find((item) => item.id === user.id)!.passwordHash;

      const signedIn = await call('/api/login', {
        method: 'POST',
        json: { email: user.email, password: 'Password-For-Tests-1' },
        ip: '198.18.9.9',
      });
      expect(signedIn.status).toBe(200);
      const upgraded = await hashOf();
      expect(upgraded).toMatch(/^scrypt\$17\$8\$1\$/);
      // The upgraded hash still takes the same password, and the session stays valid.
      expect((await call('/api/admin/me', { token: signedIn.body.access_token })).status).toBe(200);
      const again = await call('/api/login', {
        method: 'POST',
        json: { email: user.email, password: 'Password-For-Tests-1' },
        ip: '198.18.9.9',
      });
      expect(again.status).toBe(200);
    }));
});
