import { Secret, TOTP } from 'otpauth';
import { describe, expect, vi } from 'vitest';
import { call, login, userWithRole } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { withOwnStore as it } from './fixtures.ts';

vi.setConfig({ testTimeout: 180_000 });

/*
 * "Require 2FA for every admin" (decision 019) changes what every session may do, so this file runs on
 * a store of its own: other files' admins must not be sent to enrol.
 */

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/** Enrols the token's admin and answers the token the confirmation issues. */
async function enrol(token: string): Promise<string> {
  const started = await call('/api/admin/me/2fa', { method: 'POST', token });
  expect(started.status).toBe(200);
  await awayFromWindowEnd(30_000, 5_000);
  const confirmed = await call('/api/admin/me/2fa/confirm', {
    method: 'POST',
    token,
    json: { code: codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return confirmed.body.access_token;
}

describe('a Super Admin requires 2FA for every admin', () => {
  it('an admin without 2FA is sent to enrol: only the enrolment calls answer until a second factor is set', async () => {
    const superToken = await login();
    const staff = await userWithRole('Staff', 'must-enrol');

    expect(
      (await call('/api/admin/security', { method: 'PUT', token: staff.token, json: { require_two_factor: true } }))
        .status,
    ).toBe(403);
    const invalid = await call('/api/admin/security', {
      method: 'PUT',
      token: superToken,
      json: { require_two_factor: 'ya' },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.require_two_factor).toBeDefined();
    // A Super Admin without 2FA would shut themself out: enrol first.
    const withoutOwn = await call('/api/admin/security', {
      method: 'PUT',
      token: superToken,
      json: { require_two_factor: true },
    });
    expect(withoutOwn.status).toBe(409);

    const superWithSecondFactor = await enrol(superToken);
    const required = await call('/api/admin/security', {
      method: 'PUT',
      token: superWithSecondFactor,
      json: { require_two_factor: true },
    });
    expect(required.status).toBe(200);
    expect((await call('/api/admin/security', { token: superWithSecondFactor })).body).toEqual({
      require_two_factor: true,
    });

    // The staff's session from before: the admin API refuses it with errors.two_factor; enrolment answers.
    const refused = await call('/api/admin/products', { token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.errors.two_factor).toEqual([expect.any(String)]);
    expect((await call('/api/admin/me', { token: staff.token })).status).toBe(200);
    expect((await call('/api/admin/me/2fa', { token: staff.token })).body).toEqual({ enabled: false, required: true });

    // Signing in says so, so the panel can send the admin to the security screen.
    const signedIn = await call('/api/login', {
      method: 'POST',
      json: { email: staff.email, password: 'Password-For-Tests-1' },
      ip: '198.18.7.1',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.two_factor).toEqual({ enabled: false, required: true });

    const enrolled = await enrol(signedIn.body.access_token);
    expect((await call('/api/admin/products', { token: enrolled })).status).toBe(200);
  });
});
