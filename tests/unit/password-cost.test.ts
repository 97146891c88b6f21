import { afterEach, describe, expect, it } from 'vitest';
import { env, resetEnvCache } from '#server/env.ts';
import { hashPassword, needsRehash, verifyPassword } from '#server/services/accounts/password.ts';

/*
 * New password hashes use scrypt at N = 2^17 unless PASSWORD_HASH_COST says otherwise, and a cheaper
 * cost is taken only under a test runner: a production server given a low value refuses it (503 naming
 * the variable) rather than quietly storing weak hashes.
 */

const saved = { cost: process.env.PASSWORD_HASH_COST, nodeEnv: process.env.NODE_ENV };

afterEach(() => {
  if (saved.cost === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = saved.cost;
  process.env.NODE_ENV = saved.nodeEnv;
  resetEnvCache();
});

function setCost(cost: string | undefined, nodeEnv = 'test') {
  if (cost === undefined) delete process.env.PASSWORD_HASH_COST;
  else process.env.PASSWORD_HASH_COST = cost;
  process.env.NODE_ENV = nodeEnv;
  resetEnvCache();
}

describe('the password hash cost', () => {
  // Two derivations at the production cost: under a second each on an idle machine, several on a busy one.
  it('is N = 2^17 when unset, in production as in tests', { timeout: 60_000 }, async () => {
    setCost(undefined, 'production');
    expect(env().PASSWORD_HASH_COST).toBe(17);
    setCost(undefined);
    const hash = await hashPassword('Password-For-Tests-1');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('Password-For-Tests-1', hash)).toBe(true);
  });

  it('takes a cheaper cost under a test runner; the hash records it and still verifies', async () => {
    setCost('12');
    const hash = await hashPassword('Password-For-Tests-1');
    expect(hash).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(await verifyPassword('Password-For-Tests-1', hash)).toBe(true);
    expect(await verifyPassword('another-password', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    // Raised later: the cheaper hash is rehashed at the next good sign-in.
    setCost('17');
    expect(needsRehash(hash)).toBe(true);
  });

  it('refuses a cost below 17 outside a test runner, naming the variable', () => {
    setCost('12', 'production');
    expect(() => env().PASSWORD_HASH_COST).toThrow(/PASSWORD_HASH_COST/);
    setCost('18', 'production');
    expect(env().PASSWORD_HASH_COST).toBe(18);
    setCost('11');
    expect(() => env().PASSWORD_HASH_COST).toThrow(/PASSWORD_HASH_COST/);
  });
});
