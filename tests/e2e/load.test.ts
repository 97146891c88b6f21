import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { TEST_ADMIN } from '../support/test-env.ts';

/*
 * Bursts against the running server over HTTP: 200 simultaneous contact messages all land, and 200
 * visit beacons from one address are counted exactly as far as the burst limit allows, with no 5xx.
 */

async function adminToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: TEST_ADMIN.email, password: TEST_ADMIN.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('load', () => {
  it('200 simultaneous contact messages are all stored', async () => {
    const base = inject('baseUrl');
    const token = await adminToken(base);
    const count = async () =>
      (
        (await (
          await fetch(`${base}/api/admin/contacts`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as unknown[]
      ).length;
    const before = await count();
    const captchas: string[] = [];
    for (let i = 0; i < 200; i++)
      captchas.push(await solveCaptchaForTests(await (await fetch(`${base}/api/captcha`)).json()));
    const statuses = await Promise.all(
      captchas.map(async (captcha, i) => {
        const response = await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fullName: `Load ${i}`, email: `load${i}@lab.example`, company: 'Load Test', captcha }),
        });
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(await count()).toBe(before + 200);
  }, 180_000);

  it('200 simultaneous beacons from 200 browsers behind one address: the burst limit counts 10 a minute', async () => {
    // Decision 008: new visitor-days are limited to 10 a minute per address, so a script changing its
    // User-Agent cannot inflate the figures. Each beacon is either counted (204) or refused (429).
    const base = inject('baseUrl');
    const total = async () => ((await (await fetch(`${base}/api/visitors`)).json()) as { total: number }).total;
    const before = await total();
    const statuses = await Promise.all(
      Array.from(
        { length: 200 },
        async (_, i) =>
          (await fetch(`${base}/api/visit`, { method: 'POST', headers: { 'user-agent': `LoadBrowser/${i}` } })).status,
      ),
    );
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const counted = statuses.filter((status) => status === 204).length;
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - counted);
    expect(await total()).toBe(before + counted);
  }, 120_000);
});
