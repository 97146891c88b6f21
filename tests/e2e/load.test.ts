import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { solveCaptchaForTests } from '../../netlify/functions/_lib/captcha.ts';
import { TEST_ADMIN } from '../support/test-env.ts';

/*
 * Bursts against the running server over HTTP: 200 simultaneous contact messages and 200 visit
 * beacons all land and are counted exactly, with no 5xx.
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

  it('200 simultaneous beacons from 200 browsers are all counted', async () => {
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
    expect(statuses.every((status) => status === 204)).toBe(true);
    expect(await total()).toBe(before + 200);
  }, 120_000);
});
