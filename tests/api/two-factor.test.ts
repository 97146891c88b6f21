import { Secret, TOTP } from 'otpauth';
import { describe, expect, it, vi } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { passwordDerivations } from '#server/services/accounts/password.ts';
import { otpChecks } from '#server/services/accounts/two-factor.ts';
import { call, login, userWithRole } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';

// Tests wait for a 30 s step (or a 15 min window) with room for what they send.
vi.setConfig({ testTimeout: 180_000 });

/*
 * Two-factor sign-in (decision 019): enrolment, sign-in with and without a code, replayed and expired
 * codes, recovery codes, the code limit under 200 parallel attempts, turning off and a Super Admin's
 * reset. Codes are made the way an authenticator app makes them, from the secret the API answered.
 */

const PASSWORD = 'Password-For-Tests-1';
const STEP_MS = 30_000;
let block = 0;
/** A /24 of addresses of its own for each test, so tests never share a per-address allowance. */
const addresses = () => {
  const prefix = `10.${140 + Math.floor(++block / 250)}.${block % 250}`;
  let n = 0;
  return () => `${prefix}.${(n++ % 250) + 1}`;
};

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * STEP_MS,
  });

const signIn = (email: string, ip: string, extra: Record<string, string> = {}) =>
  call('/api/login', { method: 'POST', json: { email, password: PASSWORD, ...extra }, ip });

/** A new admin with 2FA turned on: its secret and recovery codes. */
async function adminWithTwoFactor(label: string) {
  const user = await userWithRole('Staff', label);
  const started = await call('/api/admin/me/2fa', { method: 'POST', token: user.token });
  expect(started.status).toBe(200);
  await awayFromWindowEnd(STEP_MS, 5_000);
  const confirmed = await call('/api/admin/me/2fa/confirm', {
    method: 'POST',
    token: user.token,
    json: { code: codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  // Turning 2FA on ends the password-only sessions: the confirmation's token is the admin's session.
  return {
    ...user,
    token: confirmed.body.access_token as string,
    secret: started.body.secret as string,
    recoveryCodes: confirmed.body.recovery_codes as string[],
  };
}

describe('enrolment', () => {
  it('starts with a secret and an otpauth URL, confirms with a code, answers ten recovery codes stored only hashed', async () => {
    const user = await userWithRole('Staff', 'enrol');
    expect((await call('/api/admin/me/2fa', { token: user.token })).body).toEqual({ enabled: false, required: false });

    const started = await call('/api/admin/me/2fa', { method: 'POST', token: user.token });
    expect(started.status).toBe(200);
    const { secret, otpauth_url } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/RawLab:${user.email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: 'RawLab',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });

    // Not on until a code proves the app holds the secret; a wrong or missing code is a 422 on `code`.
    const wrong = await call('/api/admin/me/2fa/confirm', {
      method: 'POST',
      token: user.token,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([expect.any(String)]);
    const empty = await call('/api/admin/me/2fa/confirm', { method: 'POST', token: user.token, json: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.code).toBeDefined();
    expect((await signIn(user.email, addresses()())).status).toBe(200);

    await awayFromWindowEnd(STEP_MS, 5_000);
    const confirmed = await call('/api/admin/me/2fa/confirm', {
      method: 'POST',
      token: user.token,
      json: { code: codeAt(secret) },
    });
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    const token = confirmed.body.access_token as string;
    expect((await call('/api/admin/me/2fa', { token })).body.enabled).toBe(true);

    const stored = JSON.stringify(await requestDeps().db.get(`twofactor/${user.id}`));
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    // A second enrolment would swap the secret under the admin's feet: turn it off first.
    expect((await call('/api/admin/me/2fa', { method: 'POST', token })).status).toBe(409);
  });

  it('needs a signed-in admin', async () => {
    expect((await call('/api/admin/me/2fa', { method: 'POST' })).status).toBe(401);
    expect((await call('/api/admin/me/2fa/confirm', { method: 'POST', json: { code: '123456' } })).status).toBe(401);
    expect((await call('/api/admin/me/2fa', { method: 'DELETE', json: { code: '123456' } })).status).toBe(401);
  });
});

describe('signing in with 2FA on', () => {
  it('the right password alone asks for the code; a code signs in once; expired and replayed codes are refused', async () => {
    const admin = await adminWithTwoFactor('otp-sign-in');
    const ip = addresses();
    await awayFromWindowEnd(STEP_MS, 8_000);

    const before = otpChecks();
    const asked = await signIn(admin.email, ip());
    expect(asked.status).toBe(401);
    expect(asked.body.errors.otp).toEqual([expect.any(String)]);
    expect(asked.body.access_token).toBeUndefined();
    expect(otpChecks() - before).toBe(0);

    // A wrong password says nothing about a second factor.
    const wrongPassword = await signIn(admin.email, ip(), { password: 'wrong-password', otp: codeAt(admin.secret) });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.errors?.otp).toBeUndefined();

    const wrongCode = await signIn(admin.email, ip(), { otp: '123456' === codeAt(admin.secret) ? '654321' : '123456' });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.errors.otp).toBeDefined();

    // The step after the one confirmed at enrolment (a code of the next step is still accepted).
    const code = codeAt(admin.secret, 1);
    const signedIn = await signIn(admin.email, ip(), { otp: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.access_token).toEqual(expect.any(String));
    expect(signedIn.body.two_factor).toEqual({ enabled: true, required: false });
    expect((await call('/api/admin/me', { token: signedIn.body.access_token })).status).toBe(200);

    const replayed = await signIn(admin.email, ip(), { otp: code });
    expect(replayed.status).toBe(401);
    expect(replayed.body.errors.otp).toBeDefined();

    // Three steps old: out of the ±1 step window.
    const expired = await signIn(admin.email, ip(), { otp: codeAt(admin.secret, -3) });
    expect(expired.status).toBe(401);
    expect(expired.body.errors.otp).toBeDefined();
    const early = await signIn(admin.email, ip(), { otp: codeAt(admin.secret, 3) });
    expect(early.status).toBe(401);
  });

  it('the same code sent twice at once signs in once', async () => {
    const admin = await adminWithTwoFactor('otp-race');
    await awayFromWindowEnd(STEP_MS, 8_000);
    const ip = addresses();
    const code = codeAt(admin.secret, 1);
    const results = await Promise.all(Array.from({ length: 4 }, () => signIn(admin.email, ip(), { otp: code })));
    expect(results.map((result) => result.status).sort()).toEqual([200, 401, 401, 401]);
  });

  it('a recovery code signs in once, typed in any case and without its dash', async () => {
    const admin = await adminWithTwoFactor('recovery');
    const ip = addresses();
    const [first, second] = admin.recoveryCodes as [string, string];
    expect((await signIn(admin.email, ip(), { otp: first })).status).toBe(200);
    const again = await signIn(admin.email, ip(), { otp: first });
    expect(again.status).toBe(401);
    expect(again.body.errors.otp).toBeDefined();
    expect((await signIn(admin.email, ip(), { otp: second.replace('-', '').toLowerCase() })).status).toBe(200);
    expect((await signIn(admin.email, ip(), { otp: 'ABCDE-FGHJK' })).status).toBe(401);
  });

  it('200 parallel attempts with the right password and wrong codes check at most 5 codes; the owner gets in with a proof of work', async () => {
    const admin = await adminWithTwoFactor('otp-flood');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses();
    const code = codeAt(admin.secret);
    const wrong = (i: number) => String((Number(code) + 1 + i * 7919) % 1_000_000).padStart(6, '0');
    const beforeCodes = otpChecks();
    const beforePasswords = passwordDerivations();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(admin.email, ip(), { otp: wrong(i) })),
    );
    const statuses = results.map((result) => result.status);
    expect(otpChecks() - beforeCodes).toBeLessThanOrEqual(5);
    expect(passwordDerivations() - beforePasswords).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    for (const result of results.filter((r) => r.status === 401)) expect(result.body.errors.otp).toBeDefined();

    // The right code without the proof of work is refused like the rest, and checks nothing.
    const plain = await signIn(admin.email, ip(), { otp: codeAt(admin.secret, 1) });
    expect(plain.status).toBe(429);
    expect(plain.body.errors.captcha).toBeDefined();

    await awayFromWindowEnd(STEP_MS, 10_000);
    const challenge = await call(`/api/login?email=${encodeURIComponent(admin.email)}`);
    const captcha = await solveCaptchaForTests(challenge.body);
    const owner = await signIn(admin.email, ip(), { otp: codeAt(admin.secret, 1), captcha });
    expect(owner.status).toBe(200);
  }, 150_000);
});

describe('turning 2FA off', () => {
  it('needs a current code; afterwards the password alone signs in', async () => {
    const admin = await adminWithTwoFactor('turn-off');
    const wrong = await call('/api/admin/me/2fa', { method: 'DELETE', token: admin.token, json: { code: '000000' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toBeDefined();
    const missing = await call('/api/admin/me/2fa', { method: 'DELETE', token: admin.token, json: {} });
    expect(missing.status).toBe(422);
    await awayFromWindowEnd(STEP_MS, 5_000);
    const off = await call('/api/admin/me/2fa', {
      method: 'DELETE',
      token: admin.token,
      json: { code: codeAt(admin.secret, 1) },
    });
    expect(off.status).toBe(200);
    expect((await call('/api/admin/me/2fa', { token: admin.token })).body.enabled).toBe(false);
    expect((await signIn(admin.email, addresses()())).status).toBe(200);
  });
});

describe("a Super Admin's reset", () => {
  it("removes another admin's 2FA; the users list shows who has it; other roles cannot", async () => {
    const superToken = await login();
    const admin = await adminWithTwoFactor('reset');
    const manager = await userWithRole('Manager', 'not-reset');

    const listed = (await call('/api/admin/users', { token: superToken })).body as Array<{
      id: number;
      two_factor?: boolean;
    }>;
    expect(listed.find((user) => user.id === admin.id)?.two_factor).toBe(true);
    expect(listed.find((user) => user.id === manager.id)?.two_factor).toBe(false);

    expect((await call(`/api/admin/users/${admin.id}/2fa`, { method: 'DELETE', token: manager.token })).status).toBe(
      403,
    );
    expect((await call(`/api/admin/users/999999/2fa`, { method: 'DELETE', token: superToken })).status).toBe(404);
    expect((await signIn(admin.email, addresses()())).body.errors.otp).toBeDefined();

    const reset = await call(`/api/admin/users/${admin.id}/2fa`, { method: 'DELETE', token: superToken });
    expect(reset.status).toBe(200);
    expect((await signIn(admin.email, addresses()())).status).toBe(200);
    const after = (await call('/api/admin/users', { token: superToken })).body as Array<{
      id: number;
      two_factor?: boolean;
    }>;
    expect(after.find((user) => user.id === admin.id)?.two_factor).toBe(false);

    // The activity log names who turned it on and who reset it (never the secret or the codes).
    const history = await call(`/api/admin/activity?entity=user&id=${admin.id}`, { token: superToken });
    expect(history.status).toBe(200);
    const entries = history.body as Array<{ action: string; user: { id: number; name: string } }>;
    expect(entries.map((entry) => entry.action).slice(0, 2)).toEqual(['2fa_reset', '2fa_enable']);
    expect(entries[0]!.user.id).not.toBe(admin.id);
    expect(entries[1]!.user.id).toBe(admin.id);
    expect(JSON.stringify(entries)).not.toContain(admin.secret);
  });
});
