import { Secret, TOTP } from 'otpauth';
import { describe, expect, vi } from 'vitest';
import { call, login, userWithRole } from '../support/api.ts';
import { TEST_ADMIN } from '../support/test-env.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { withOwnStore as it } from './fixtures.ts';

vi.setConfig({ testTimeout: 180_000 });

/*
 * What a session may do depends on how it signed in (decision 019): a session signed in with the
 * password only must not read what only admins see while 2FA is required, turning 2FA on ends such
 * sessions, and changing one's password keeps the session that changed it working. The switch applies
 * to every admin, so the file runs on a store of its own.
 */

const PASSWORD = 'Password-For-Tests-1';
const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

let address = 0;
const signIn = (email: string, password = PASSWORD) =>
  call('/api/login', { method: 'POST', json: { email, password }, ip: `198.18.40.${++address}` });

/** Enrols the token's admin: the token the confirmation issues and the secret. */
async function enrol(token: string): Promise<{ token: string; secret: string }> {
  const started = await call('/api/admin/me/2fa', { method: 'POST', token });
  expect(started.status).toBe(200);
  await awayFromWindowEnd(30_000, 5_000);
  const confirmed = await call('/api/admin/me/2fa/confirm', {
    method: 'POST',
    token,
    json: { code: codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { token: confirmed.body.access_token, secret: started.body.secret };
}

describe('sessions and the second factor', () => {
  it('turning 2FA on ends every session signed in with the password only; the confirming one goes on', async () => {
    const staff = await userWithRole('Staff', 'enrol-ends-sessions');
    const otherBrowser = (await signIn(staff.email)).body.access_token as string;
    expect((await call('/api/admin/products', { token: otherBrowser })).status).toBe(200);

    const enrolled = await enrol(staff.token);
    expect((await call('/api/admin/products', { token: enrolled.token })).status).toBe(200);
    expect((await call('/api/admin/me/2fa', { token: enrolled.token })).body.enabled).toBe(true);
    for (const token of [otherBrowser, staff.token]) {
      const ended = await call('/api/admin/products', { token });
      expect(ended.status).toBe(401);
      expect(ended.body.message).toEqual(expect.any(String));
    }
  });

  it('while 2FA is required, a password-only session reads the public settings only, and a password change keeps a 2FA session working', async () => {
    const superPassword = await login();
    const staff = await userWithRole('Staff', 'password-only');
    const superAdmin = await enrol(superPassword);
    const { mail_configured: _mail, ...current } = (await call('/api/settings', { token: superAdmin.token })).body;
    const saved = await call('/api/settings/1', {
      method: 'PUT',
      token: superAdmin.token,
      json: {
        ...current,
        npwp: '01.234.567.8-901.000',
        bank_accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT RawLab Instrumen' }],
      },
    });
    expect(saved.status).toBe(200);
    const required = await call('/api/admin/security', {
      method: 'PUT',
      token: superAdmin.token,
      json: { require_two_factor: true },
    });
    expect(required.status).toBe(200);

    // Signed in with a second factor: the whole settings.
    const full = await call('/api/settings', { token: superAdmin.token });
    expect(full.body).toMatchObject({ npwp: '01.234.567.8-901.000', bank_accounts: [expect.any(Object)] });
    // The password alone: what a visitor reads, however the token was obtained.
    const fresh = (await signIn(staff.email)).body.access_token as string;
    for (const token of [staff.token, fresh]) {
      const visitor = await call('/api/settings', { token });
      expect(visitor.status).toBe(200);
      expect(visitor.body.npwp).toBeUndefined();
      expect(visitor.body.bank_accounts).toBeUndefined();
      expect(visitor.body.company_name).toEqual(expect.any(String));
    }

    // The admin with 2FA changes their own password: the answer's token still opens the admin API.
    const changed = await call('/api/admin/me/password', {
      method: 'PUT',
      token: superAdmin.token,
      json: { current_password: TEST_ADMIN.password, password: 'A-New-Password-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await call('/api/admin/products', { token: changed.body.access_token })).status).toBe(200);
    expect((await call('/api/settings', { token: changed.body.access_token })).body.npwp).toBe('01.234.567.8-901.000');
    // The token from before the change has ended, as every other session of the account.
    expect((await call('/api/admin/products', { token: superAdmin.token })).status).toBe(401);
    // A password-only session changing its password stays password-only: still sent to enrol.
    const staffChanged = await call('/api/admin/me/password', {
      method: 'PUT',
      token: fresh,
      json: { current_password: PASSWORD, password: 'Another-Password-2026' },
    });
    expect(staffChanged.status).toBe(200);
    const stillEnrol = await call('/api/admin/products', { token: staffChanged.body.access_token });
    expect(stillEnrol.status).toBe(403);
    expect(stillEnrol.body.errors.two_factor).toBeDefined();
  });
});
