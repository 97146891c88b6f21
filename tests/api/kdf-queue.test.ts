import { describe, expect, it } from 'vitest';
import { KDF_CONCURRENCY, kdfQueue } from '#server/services/accounts/password.ts';
import { withPasswordCost, call, login } from '../support/api.ts';

/*
 * Decision 008: password derivations wait in one bounded queue, so a flood of sign-ins makes
 * sign-ins slow, never the rest of the API. (Its own file: the flood takes a while to drain, and
 * other files run beside it.)
 */

const signIn = (email: string, ip: string) =>
  call('/api/login', { method: 'POST', json: { email, password: 'whatever-password' }, ip });

describe('password hashing under a sign-in flood', () => {
  // At 2^15 (a quarter of the production cost) a derivation still takes far longer than any other
  // call, which is what lets a flood queue up; the suite's cheap cost would drain it before it formed.
  it(
    '50 parallel sign-ins run one derivation at a time and leave GET /api/admin/me fast',
    () =>
      withPasswordCost(15, async () => {
        const token = await login();
        const flood = Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            signIn(`flood-kdf-${i}-${Date.now()}@rawlab.test`, `10.99.${Math.floor(i / 250)}.${(i % 250) + 1}`),
          ),
        );
        // Wait until the flood is queued behind the KDF: that is the state the other calls must survive.
        await expect.poll(() => kdfQueue().waiting, { timeout: 30_000, interval: 50 }).toBeGreaterThanOrEqual(20);
        // Twenty calls one after another, all answered while the flood still waits: none of them queued
        // behind a derivation (how fast they answer is a benchmark's figure, not this test's).
        const timings: number[] = [];
        for (let i = 0; i < 20; i++) {
          expect(kdfQueue().running).toBeLessThanOrEqual(KDF_CONCURRENCY);
          const started = performance.now();
          expect((await call('/api/admin/me', { token })).status).toBe(200);
          timings.push(performance.now() - started);
        }
        expect(kdfQueue().waiting).toBeGreaterThan(0);
        const p95 = timings.sort((a, b) => a - b)[Math.ceil(timings.length * 0.95) - 1]!;
        console.log(`GET /api/admin/me during 50 sign-ins: p95 ${p95.toFixed(0)} ms`);
        const statuses = (await flood).map((result) => result.status);
        expect(statuses.every((status) => status === 401)).toBe(true);
      }),
    180_000,
  );
});
