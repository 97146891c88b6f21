import type { Browser } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, baseUrl, screenshot } from '../support/browser.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { TOKEN_KEY, apiCall, apiLogin, expectToast, userWithRole } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * Decision 008 in the browser: after repeated failed sign-ins the server asks for a proof of work; the
 * login page shows the ALTCHA challenge in Indonesian, solves it, and the owner gets in. Logging out
 * then revokes the token on the server.
 */

let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
});

describe('login challenge', () => {
  test('a throttled account shows the challenge, signs in once it is solved, and logout revokes the token', async () => {
    const user = await userWithRole(await apiLogin(), 'Staff');
    // The account's limit counts in fixed 15-minute windows: the failures and the browser's attempt
    // must fall in the same one, or the attempt starts a fresh window and simply signs in. They take
    // a few seconds; 30 s of margin holds on a busy machine and waits at most that long (a wider one
    // cost a browser lane over a minute in one run of ten).
    await awayFromWindowEnd(15 * 60_000, 30_000);
    // Use up the account's free attempts, as an attacker would.
    for (let i = 0; i < 5; i++) {
      const failed = await apiCall(null, '/api/login', {
        method: 'POST',
        json: { email: user.user.email, password: 'wrong-password' },
      });
      expect(failed.status).toBe(401);
    }

    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByRole('heading', { name: 'RawLab Admin' }).waitFor();
    await page.getByLabel('Email').fill(user.user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();

    await page.getByRole('alert').filter({ hasText: 'Selesaikan verifikasi keamanan' }).waitFor();
    await page.getByTestId('login-challenge').getByText('Demi keamanan akun').waitFor();
    expect(page.url()).toContain('/admin/login');

    // The widget solves the proof of work (it starts on its own; a click starts it if it has not).
    const state = page.locator('altcha-widget .altcha[data-state]');
    const checkbox = page.locator('altcha-widget input[type="checkbox"]');
    await expect
      .poll(
        async () => {
          const now = await state.getAttribute('data-state').catch(() => null);
          if (now === 'unverified') await checkbox.click({ force: true }).catch(() => undefined);
          if (now === 'error') throw new Error(`captcha error: ${await page.locator('altcha-widget').innerText()}`);
          return now;
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe('verified');
    await screenshot(page, 'admin-login-challenge-1280');

    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    await expectToast(page, 'Login berhasil');
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    expect((await apiCall(token, '/api/admin/me')).status).toBe(200);

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await expect.poll(async () => (await apiCall(token, '/api/admin/me')).status, { timeout: 10_000 }).toBe(401);
    await page.context().close();
  });
});
