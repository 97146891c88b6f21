import { describe, expect } from 'vitest';
import { OWN_PASSWORD_ATTEMPTS_PER_HOUR } from '#server/services/accounts/own-password.ts';
import { call, userWithRole } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { test as it } from './fixtures.ts';

/*
 * PUT /api/admin/me/password: every admin (a Staff one here) changes their own password with the
 * current one; the new one is checked as the users screen checks it; other sessions end at once and
 * the session that changed it gets a fresh token; guesses of the current password are bounded.
 */

const PASSWORD = 'Password-For-Tests-1';

async function signIn(email: string, password: string) {
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  return call('/api/login', { method: 'POST', json: { email, password }, ip });
}

const change = (token: string, json: unknown) => call('/api/admin/me/password', { method: 'PUT', token, json });

describe('PUT /api/admin/me/password', () => {
  it('a Staff admin changes their own password: other sessions end, this one goes on with a fresh token', async () => {
    const staff = await userWithRole('Staff', 'own-password');
    const other = (await signIn(staff.email, PASSWORD)).body.access_token as string;
    expect((await call('/api/admin/me', { token: other })).status).toBe(200);

    const changed = await change(staff.token, { current_password: PASSWORD, password: 'Sandi-Baru-Yang-Panjang-2' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ token_type: 'Bearer', user: { id: staff.id, email: staff.email } });
    const fresh = changed.body.access_token as string;

    // The other session and the old token of this one stop at once; the fresh token works.
    expect((await call('/api/admin/me', { token: other })).status).toBe(401);
    expect((await call('/api/admin/me', { token: staff.token })).status).toBe(401);
    expect((await call('/api/admin/me', { token: fresh })).status).toBe(200);
    // The new password signs in; the old one no longer does.
    expect((await signIn(staff.email, 'Sandi-Baru-Yang-Panjang-2')).status).toBe(200);
    expect((await signIn(staff.email, PASSWORD)).status).toBe(401);
  });

  it('refuses a wrong current password and a new one the users screen would refuse, as JSON 4xx', async () => {
    const staff = await userWithRole('Staff', 'own-password-bad');
    const cases: Array<[unknown, string]> = [
      [{ current_password: 'salah-sekali', password: 'Sandi-Baru-Yang-Panjang-2' }, 'current_password'],
      [{ current_password: PASSWORD, password: 'pendek' }, 'password'],
      [{ current_password: PASSWORD, password: '          ' }, 'password'],
      [{ current_password: PASSWORD, password: PASSWORD }, 'password'],
      [{ password: 'Sandi-Baru-Yang-Panjang-2' }, 'current_password'],
      [{ current_password: PASSWORD, password: 'x'.repeat(257) }, 'password'],
    ];
    for (const [body, field] of cases) {
      const refused = await change(staff.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(typeof refused.body.message).toBe('string');
      expect(refused.body.errors[field], JSON.stringify(refused.body)).toBeDefined();
    }
    // Nothing changed: the session and the password still work.
    expect((await call('/api/admin/me', { token: staff.token })).status).toBe(200);
    expect((await signIn(staff.email, PASSWORD)).status).toBe(200);
    expect((await call('/api/admin/me/password', { method: 'PUT', json: {} })).status).toBe(401);
  });

  it(`bounds guesses of the current password to ${OWN_PASSWORD_ATTEMPTS_PER_HOUR} an hour per account`, async () => {
    await awayFromWindowEnd(3_600_000, 120_000);
    const staff = await userWithRole('Staff', 'own-password-guess');
    const answers = await Promise.all(
      Array.from({ length: OWN_PASSWORD_ATTEMPTS_PER_HOUR + 5 }, (_, i) =>
        change(staff.token, { current_password: `tebakan-${i}`, password: 'Sandi-Baru-Yang-Panjang-2' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(OWN_PASSWORD_ATTEMPTS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    // Even the right password waits for the window now.
    expect(
      (await change(staff.token, { current_password: PASSWORD, password: 'Sandi-Baru-Yang-Panjang-2' })).status,
    ).toBe(429);
  }, 200_000);
});
