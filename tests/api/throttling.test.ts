import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { resetEnvCache } from '#server/env.ts';
import { passwordDerivations } from '#server/services/accounts/password.ts';
import { call, login, userWithRole } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';

// A test may first wait (up to a minute) for a rate-limit window with room for its whole burst.
vi.setConfig({ testTimeout: 180_000 });

/*
 * Decision 008: every abuse limit counts an attempt before it allows it, so parallel requests cannot
 * outrun it; the owner keeps a way in. Password checks are counted by the derivations the instance
 * ran (passwordDerivations), not by timing.
 */

const PASSWORD = 'Password-For-Tests-1';
let block = 0;
/** A /24 of addresses of its own for each test, so tests never share a per-address allowance. */
const addresses = () => {
  const prefix = `10.${40 + Math.floor(++block / 250)}.${block % 250}`;
  let n = 0;
  return () => `${prefix}.${(n++ % 250) + 1}`;
};

const signIn = (email: string, password: string, ip: string, captcha?: string) =>
  call('/api/login', { method: 'POST', json: { email, password, ...(captcha ? { captcha } : {}) }, ip });

async function loginChallenge(): Promise<string> {
  const challenge = await call('/api/login');
  expect(challenge.status).toBe(200);
  return solveCaptchaForTests(challenge.body);
}

async function contactCaptcha(): Promise<string> {
  const challenge = await call('/api/captcha');
  expect(challenge.status).toBe(200);
  return solveCaptchaForTests(challenge.body);
}

afterEach(() => {
  delete process.env.RAWLAB_LOGIN_IP_LIMIT;
  resetEnvCache();
});

describe('sign-in throttling under parallel attack', () => {
  it('200 parallel wrong sign-ins from 200 addresses check at most 5 passwords; the owner gets in with a proof of work', async () => {
    const owner = await userWithRole('Super Admin', 'owner');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses();
    const before = passwordDerivations();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(owner.email, `wrong-password-${i}`, ip())),
    );
    const checked = passwordDerivations() - before;
    const statuses = results.map((result) => result.status);
    expect(checked).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    for (const result of results.filter((r) => r.status === 429)) {
      expect(result.body.errors.captcha).toEqual([expect.any(String)]);
    }

    // The right password without the challenge is refused like the rest, and checks nothing.
    const plain = await signIn(owner.email, PASSWORD, ip());
    expect(plain.status).toBe(429);
    expect(plain.body.errors.captcha).toBeDefined();

    // A broken or replayed proof of work is a 400 on the captcha field.
    const broken = await signIn(owner.email, PASSWORD, ip(), 'bm90LWEtc29sdXRpb24=');
    expect(broken.status).toBe(400);
    expect(broken.body.errors.captcha).toEqual([expect.any(String)]);

    // The owner solves the challenge and signs in while the attack goes on.
    const captcha = await loginChallenge();
    const [ownerResult, ...attack] = await Promise.all([
      signIn(owner.email, PASSWORD, ip(), captcha),
      ...Array.from({ length: 20 }, (_, i) => signIn(owner.email, `still-wrong-${i}`, ip())),
    ]);
    expect(ownerResult.status).toBe(200);
    expect(ownerResult.body.access_token).toEqual(expect.any(String));
    expect(attack.map((result) => result.status)).toEqual(Array(20).fill(429));

    const replay = await signIn(owner.email, PASSWORD, ip(), captcha);
    expect(replay.status).toBe(400);
  });

  it('a wrong password with a solved proof of work is still a 401, and each attempt needs a fresh one', async () => {
    const staff = await userWithRole('Staff', 'pow-wrong');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses();
    for (let i = 0; i < 5; i++) expect((await signIn(staff.email, 'wrong-password', ip())).status).toBe(401);
    const withProof = await signIn(staff.email, 'wrong-password', ip(), await loginChallenge());
    expect(withProof.status).toBe(401);
    expect((await signIn(staff.email, PASSWORD, ip())).status).toBe(429);
  });

  it('200 parallel sign-ins from one address check exactly the per-address limit of passwords', async () => {
    // A small limit keeps the test quick; the mechanism does not depend on the number.
    process.env.RAWLAB_LOGIN_IP_LIMIT = '5';
    resetEnvCache();
    await signIn('warm-up-unknown@rawlab.test', 'whatever-password', addresses()());
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses()();
    const before = passwordDerivations();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(`flood-${i}@rawlab.test`, 'whatever-password', ip)),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(195);
    expect(passwordDerivations() - before).toBe(5);
  });

  it('successful sign-ins do not count against an address', async () => {
    process.env.RAWLAB_LOGIN_IP_LIMIT = '2';
    resetEnvCache();
    const staff = await userWithRole('Staff', 'office');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses()();
    for (let i = 0; i < 4; i++) expect((await signIn(staff.email, PASSWORD, ip)).status, `sign-in ${i}`).toBe(200);
    expect((await signIn(staff.email, 'wrong-password', ip)).status).toBe(401);
    expect((await signIn(staff.email, 'wrong-password', ip)).status).toBe(401);
    expect((await signIn(staff.email, PASSWORD, ip)).status).toBe(429);
  });

  it('an unknown email costs one derivation in the same queue, like a wrong password', async () => {
    await login();
    await signIn('warm-up-unknown@rawlab.test', 'whatever-password', addresses()());
    const ip = addresses();
    const before = passwordDerivations();
    expect((await signIn('nobody-at-all@rawlab.test', 'whatever-password', ip())).status).toBe(401);
    expect(passwordDerivations() - before).toBe(1);
    expect((await signIn((await userWithRole('Staff', 'timing')).email, 'wrong-password', ip())).status).toBe(401);
  });
});

describe('contact limit under parallel attack', () => {
  it('200 parallel validly-solved messages from one address store exactly the limit', async () => {
    const token = await login();
    // Other files send messages meanwhile: count this attack's own.
    const sender = `parallel-${Date.now()}`;
    const stored = async () =>
      (await call('/api/admin/contacts', { token })).body.filter((item: { email: string }) =>
        item.email.startsWith(`${sender}-`),
      ).length;
    const captchas = await Promise.all(Array.from({ length: 200 }, () => contactCaptcha()));
    await awayFromWindowEnd(60 * 60_000, 60_000);
    const ip = addresses()();
    const results = await Promise.all(
      captchas.map((captcha, i) =>
        call('/api/contact', {
          method: 'POST',
          ip,
          json: { fullName: `Parallel ${i}`, email: `${sender}-${i}@lab.example`, company: '', captcha },
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    expect(await stored()).toBe(10);
  });

  it('failed captchas do not use up the allowance', async () => {
    const ip = addresses()();
    const json = { fullName: 'Bot', email: 'bot@lab.example', company: '' };
    for (let i = 0; i < 15; i++) {
      const failed = await call('/api/contact', { method: 'POST', ip, json: { ...json, captcha: 'not-a-solution' } });
      expect(failed.status).toBe(400);
    }
    const sent = await call('/api/contact', { method: 'POST', ip, json: { ...json, captcha: await contactCaptcha() } });
    expect(sent.status).toBe(201);
  });
});
