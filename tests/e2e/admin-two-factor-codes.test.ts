import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, vi } from 'vitest';
import { DESKTOP, PHONE, baseUrl, downloadBytes, screenshot } from '../support/browser.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { apiCall, expectToast, userWithRole, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * What signing in with a second factor tells the admin (decision 019): wrong codes keep the password
 * typed; a sign-in with a recovery code says how many are left, and with two or fewer leads to the
 * Keamanan screen, which makes new ones and offers them as a text file.
 */

// A test may wait for a fresh 15-minute window of the account's sign-in limit.
vi.setConfig({ testTimeout: 240_000 });

/** Waits until the login page's proof of work is solved (a click starts it if it has not begun). */
async function solvedChallenge(page: Page): Promise<void> {
  const state = page.locator('altcha-widget .altcha[data-state]');
  const checkbox = page.locator('altcha-widget input[type="checkbox"]');
  await expect
    .poll(
      async () => {
        const now = await state.getAttribute('data-state', { timeout: 1_000 }).catch(() => null);
        if (now === 'unverified') await checkbox.click({ force: true }).catch(() => undefined);
        return now;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe('verified');
}

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

async function enrolled(adminSession: Session) {
  const staff = await userWithRole(adminSession, 'Staff');
  const started = await apiCall(staff.token, '/api/admin/me/2fa', { method: 'POST' });
  await awayFromWindowEnd(30_000, 5_000);
  const confirmed = await apiCall(staff.token, '/api/admin/me/2fa/confirm', {
    method: 'POST',
    json: { code: codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { ...staff, secret: started.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

const signInWithCode = async (email: string, password: string, otp: string) =>
  (
    await fetch(`${baseUrl()}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, otp }),
    })
  ).status;

describe('two-factor sign-in tells the admin what happened', () => {
  test('wrong codes keep the password; a recovery code signs in and says how many are left', async ({
    adminSession,
    openPage,
  }) => {
    const staff = await enrolled(adminSession);
    expect(await signInWithCode(staff.user.email, staff.password, staff.recoveryCodes[0]!)).toBe(200);
    // The account's free attempts count in fixed 15-minute windows: the sign-in and six codes below
    // must share one (about ten seconds here; 45 s of margin for a busy machine).
    await awayFromWindowEnd(15 * 60_000, 45_000);
    const page = await openPage(PHONE);
    await page.goto(`${baseUrl()}/admin/login`);
    await page.getByLabel('Email').fill(staff.user.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(staff.password);
    const submit = page.getByRole('button', { name: 'Masuk', exact: true });
    await submit.click();
    const code = page.getByLabel('Kode verifikasi');
    await code.waitFor();

    // Five wrong codes use the account's free attempts; the sixth try is asked for a proof of work.
    for (let attempt = 1; attempt <= 5; attempt++) {
      await code.fill(`00000${attempt}`);
      await submit.click();
      await expect.poll(() => code.inputValue()).toBe('');
    }
    await code.fill('000006');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'Selesaikan verifikasi keamanan' }).waitFor();
    expect(await password.inputValue()).toBe(staff.password);
    expect(await page.getByLabel('Email').inputValue()).toBe(staff.user.email);
    await screenshot(page, 'admin-login-codes-throttled-375');

    // A used recovery code (used above) says so, not "wait for the next code".
    await solvedChallenge(page);
    await code.fill(staff.recoveryCodes[0]!);
    await submit.click();
    await page.getByText('Kode pemulihan ini sudah pernah dipakai').waitFor();
    expect(await password.inputValue()).toBe(staff.password);
    await screenshot(page, 'admin-login-recovery-used-375');

    await solvedChallenge(page);
    await code.fill(staff.recoveryCodes[1]!);
    await submit.click();
    await page.waitForURL('**/admin/dashboard');
    await expectToast(page, 'Login berhasil', 'Anda masuk dengan kode pemulihan. Sisa kode pemulihan: 8.');
  });

  test('with two codes or fewer left, the admin is led to make new ones and downloads them as a text file', async ({
    adminSession,
    openPage,
  }) => {
    const staff = await enrolled(adminSession);
    for (const used of staff.recoveryCodes.slice(0, 8)) {
      expect(await signInWithCode(staff.user.email, staff.password, used)).toBe(200);
    }
    const page = await openPage(DESKTOP, { acceptDownloads: true });
    await page.goto(`${baseUrl()}/admin/login?next=${encodeURIComponent('/admin/products')}`);
    await page.getByLabel('Email').fill(staff.user.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByLabel('Kode verifikasi').fill(staff.recoveryCodes[8]!);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL('**/admin/security');
    await expectToast(page, 'Login berhasil', 'Anda masuk dengan kode pemulihan. Sisa kode pemulihan: 1.');
    await page.getByText('Kode pemulihan Anda hampir habis.').waitFor();
    await page.getByText('Sisa kode pemulihan: 1 dari 10.').waitFor();
    await screenshot(page, 'admin-security-few-codes-1280');

    await awayFromWindowEnd(30_000, 5_000);
    await page.getByLabel('Kode untuk kode pemulihan baru').fill(codeAt(staff.secret, 1));
    await page.getByRole('button', { name: 'Buat kode pemulihan baru' }).click();
    const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    const shown = await codes.allInnerTexts();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh sebagai file teks' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('rawlab-kode-pemulihan.txt');
    const text = (await downloadBytes(download)).toString('utf8');
    expect(text).toContain(`Akun: ${staff.user.email}`);
    for (const code of shown) expect(text).toContain(code);
    await screenshot(page, 'admin-security-new-codes-1280');
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await page.getByText('Sisa kode pemulihan: 10 dari 10.').waitFor();
    await page.setViewportSize(PHONE);
    await screenshot(page, 'admin-security-codes-left-375');
    // The old codes no longer sign in; the new ones do.
    expect(await signInWithCode(staff.user.email, staff.password, staff.recoveryCodes[9]!)).toBe(401);
    expect(await signInWithCode(staff.user.email, staff.password, shown[0]!)).toBe(200);
  });
});
