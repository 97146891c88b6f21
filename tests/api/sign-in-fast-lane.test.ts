import { afterEach, describe, expect, it, vi } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { resetEnvCache } from '#server/env.ts';
import { kdfQueue, KDF_QUEUE_LIMIT } from '#server/services/accounts/password.ts';
import { withPasswordCost, call, userWithRole } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';

// A test may first wait (up to a minute) for a rate-limit window with room for its whole burst, and the
// flood takes a while to drain.
vi.setConfig({ testTimeout: 240_000 });

/*
 * The sign-in fast lane (decision 019): a browser that signed in to an account before holds a signed
 * device cookie; its sign-ins to that account are counted per device and served first by the password
 * queue, so neither a flood of unknown emails, nor an office address an attacker shares, nor an
 * attacker guessing at the account keeps the owner out. And the proof of work an account asks for
 * after its free attempts grows with each further failure.
 */

const PASSWORD = 'Password-For-Tests-1';
let block = 0;
const addresses = () => {
  const prefix = `10.${180 + Math.floor(++block / 250)}.${block % 250}`;
  let n = 0;
  return () => `${prefix}.${(n++ % 250) + 1}`;
};

const signIn = (email: string, ip: string, options: { password?: string; cookie?: string; captcha?: string } = {}) =>
  call('/api/login', {
    method: 'POST',
    json: { email, password: options.password ?? PASSWORD, ...(options.captcha ? { captcha: options.captcha } : {}) },
    ip,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

/** Signs in once and keeps the device cookie the answer set, as the browser does. */
async function knownDevice(email: string, ip: string): Promise<string> {
  const first = await signIn(email, ip);
  expect(first.status).toBe(200);
  const setCookie = first.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^rawlab_device=[^;]+; Path=\/api\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return setCookie.split(';')[0]!;
}

afterEach(() => {
  delete process.env.RAWLAB_LOGIN_IP_LIMIT;
  resetEnvCache();
});

describe('a known device keeps its way in', () => {
  it('an office address used up by an attacker does not lock the owner out on a known device', async () => {
    process.env.RAWLAB_LOGIN_IP_LIMIT = '30';
    resetEnvCache();
    const owner = await userWithRole('Staff', 'office-owner');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const office = addresses()();
    const cookie = await knownDevice(owner.email, office);
    // The attacker behind the same address: 30 failures for random emails use up the address.
    const attack = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(`guess-${i}-${Date.now()}@rawlab.test`, office, { password: 'x' })),
    );
    expect(attack.filter((result) => result.status === 401)).toHaveLength(30);
    expect(attack.filter((result) => result.status === 429)).toHaveLength(10);

    expect((await signIn(owner.email, office)).status).toBe(429);
    expect((await signIn(owner.email, office, { cookie })).status).toBe(200);
  }, 150_000);

  it("an attacker using up the account's free attempts does not make the owner's known device solve a proof of work", async () => {
    const owner = await userWithRole('Staff', 'account-owner');
    const other = await userWithRole('Staff', 'other-account');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses();
    const cookie = await knownDevice(owner.email, ip());
    const otherCookie = await knownDevice(other.email, ip());
    const attack = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(owner.email, ip(), { password: `wrong-${i}` })),
    );
    expect(attack.filter((result) => result.status === 401)).toHaveLength(5);

    const throttled = await signIn(owner.email, ip());
    expect(throttled.status).toBe(429);
    expect(throttled.body.errors.captcha).toBeDefined();
    // The device token is bound to the account it signed in to: another account's cookie is no fast lane.
    expect((await signIn(owner.email, ip(), { cookie: otherCookie })).status).toBe(429);
    // A forged or altered cookie neither.
    expect((await signIn(owner.email, ip(), { cookie: `${cookie.slice(0, -3)}abc` })).status).toBe(429);
    expect((await signIn(owner.email, ip(), { cookie })).status).toBe(200);
  }, 150_000);

  it("a known device's wrong passwords are limited per device, then it falls back to the usual limits", async () => {
    const owner = await userWithRole('Staff', 'device-limit');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses();
    const cookie = await knownDevice(owner.email, ip());
    const wrong = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(owner.email, ip(), { cookie, password: `wrong-${i}` })),
    );
    // Five on the device's own slots, five more on the account's free attempts, then the proof of work.
    expect(wrong.filter((result) => result.status === 401)).toHaveLength(10);
    expect(wrong.filter((result) => result.status === 429)).toHaveLength(10);
  }, 150_000);

  // At 2^15 (a quarter of the production cost) a derivation takes far longer than the flood takes to arrive.
  it('200 parallel sign-ins for unknown emails fill the password queue; the owner on a known device is served first', () =>
    withPasswordCost(15, async () => {
      const owner = await userWithRole('Staff', 'flood-owner');
      const ip = addresses();
      const cookie = await knownDevice(owner.email, ip());
      const started = performance.now();
      let settled = 0;
      // Flood sign-ins whose password was checked (a derivation ran): the others were turned away (503).
      let derived = 0;
      const flood = Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          signIn(`flood-${i}-${Date.now()}@rawlab.test`, ip(), { password: 'not-the-password' }).then((result) => {
            settled++;
            if (result.status === 401) derived++;
            return result.status;
          }),
        ),
      );
      // Every sign-in of the flood has either been turned away (503: the queue is full) or is waiting.
      await expect
        .poll(() => settled, { timeout: 60_000, interval: 20 })
        .toBeGreaterThanOrEqual(200 - KDF_QUEUE_LIMIT - 8);
      expect(kdfQueue().waiting).toBeGreaterThan(KDF_QUEUE_LIMIT / 2);

      const ownerStarted = performance.now();
      const derivedBefore = derived;
      const fastLane = await signIn(owner.email, ip(), { cookie });
      const ownerMs = performance.now() - ownerStarted;
      expect(fastLane.status).toBe(200);
      // Served ahead of the queue: a first-come queue would have derived the 32 or more waiting before
      // it. Counted by the 401s (a late 503 of the flood's last arrivals says nothing here): the one
      // running when it arrived, and the few that finish while its own answer is written after its
      // derivation (its session and device records; on a fast machine a derivation takes less time).
      expect(derived - derivedBefore).toBeLessThanOrEqual(4);
      expect(kdfQueue().waiting).toBeGreaterThan(KDF_QUEUE_LIMIT / 4);

      const statuses = await flood;
      const drainedMs = performance.now() - started;
      console.log(
        `fast lane during a 200-sign-in flood: owner ${ownerMs.toFixed(0)} ms; flood drained in ${drainedMs.toFixed(0)} ms; ` +
          `answers ${JSON.stringify(statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}))}`,
      );
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(100);
    }));
});

describe('the proof of work grows with each further failure', () => {
  it('each failure past the free attempts raises the cost of the account’s next challenge, and a cheaper solved one is refused', async () => {
    const owner = await userWithRole('Staff', 'pow-growth');
    await awayFromWindowEnd(15 * 60_000, 60_000);
    const ip = addresses();
    const challenge = async (email = owner.email) =>
      (await call(`/api/login?email=${encodeURIComponent(email)}`, { ip: ip() })).body;
    for (let i = 0; i < 5; i++) {
      expect((await signIn(owner.email, ip(), { password: `wrong-${i}` })).status).toBe(401);
    }
    const costs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const current = await challenge();
      costs.push(current.parameters.cost);
      const wrong = await signIn(owner.email, ip(), {
        password: `wrong-again-${i}`,
        captcha: await solveCaptchaForTests(current),
      });
      expect(wrong.status).toBe(401);
    }
    expect(costs).toEqual([1000, 2000, 3000]);
    expect((await challenge()).parameters.cost).toBe(4000);
    // A plain challenge, or one for another account, is cheaper: solved, it still buys no attempt here.
    expect((await challenge('someone-else@rawlab.test')).parameters.cost).toBe(1000);
    const cheap = await signIn(owner.email, ip(), {
      captcha: await solveCaptchaForTests((await call('/api/login', { ip: ip() })).body),
    });
    expect(cheap.status).toBe(400);
    expect(cheap.body.errors.captcha).toBeDefined();
    const foreign = await signIn(owner.email, ip(), {
      captcha: await solveCaptchaForTests(await challenge('someone-else@rawlab.test')),
    });
    expect(foreign.status).toBe(400);
    // The owner pays the current price and gets in.
    const paid = await signIn(owner.email, ip(), { captcha: await solveCaptchaForTests(await challenge()) });
    expect(paid.status).toBe(200);
  }, 150_000);
});
