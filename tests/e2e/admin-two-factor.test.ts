import { Secret, TOTP } from 'otpauth';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, baseUrl, screenshot } from '../support/browser.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { TOKEN_KEY, apiCall, expectToast, userWithRole, type Session } from './admin-support.ts';
import { test } from './fixtures.ts';

/*
 * Two-factor sign-in in the browser (decision 019): an admin enrols on the Keamanan screen with the QR
 * code and the key, confirms a code and sees the recovery codes once; an admin with 2FA signs in with a
 * code after the password; a Super Admin resets another admin's 2FA from the users table.
 */

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });

/**
 * Turns 2FA on for the session's admin through the API; answers the secret and the confirmation's
 * token (turning 2FA on ends the sessions signed in with the password only).
 */
async function enrolThroughApi(session: Session): Promise<{ secret: string; token: string }> {
  const started = await apiCall(session.token, '/api/admin/me/2fa', { method: 'POST' });
  expect(started.status).toBe(200);
  await awayFromWindowEnd(30_000, 5_000);
  const confirmed = await apiCall(session.token, '/api/admin/me/2fa/confirm', {
    method: 'POST',
    json: { code: codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, token: confirmed.body.access_token };
}

describe('two-factor sign-in', () => {
  test('an admin enrols with the QR code and the key, confirms a code and sees the recovery codes once', async ({
    adminSession,
    openAdmin,
  }) => {
    const staff = await userWithRole(adminSession, 'Staff');
    const phone = await openAdmin(PHONE, '/admin/security', staff);
    await phone.getByRole('heading', { name: 'Verifikasi dua langkah' }).waitFor();
    await screenshot(phone, 'admin-security-off-375');
    await phone.close();

    const page = await openAdmin(DESKTOP, '/admin/security', staff);
    await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah', exact: true }).click();
    const qr = page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    await qr.waitFor();
    expect((await qr.locator('path').getAttribute('d'))?.length).toBeGreaterThan(500);
    const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'admin-security-enrol-1280');

    // A wrong code: the reason under the field, the code kept as typed.
    const field = page.getByLabel('Kode verifikasi');
    await field.fill('000000');
    await page.getByRole('button', { name: 'Verifikasi & aktifkan' }).click();
    await page.getByText('Kode salah atau sudah kedaluwarsa').waitFor();
    expect(await field.inputValue()).toBe('000000');

    await awayFromWindowEnd(30_000, 5_000);
    await field.fill(codeAt(secret));
    await page.getByRole('button', { name: 'Verifikasi & aktifkan' }).click();
    const codes = page.getByRole('list', { name: 'Kode pemulihan' }).getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    expect(await codes.first().innerText()).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
    await screenshot(page, 'admin-security-recovery-codes-1280');
    await page.getByRole('button', { name: 'Saya sudah menyimpannya' }).click();
    await page.getByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' }).waitFor();
    expect(await codes.count()).toBe(0);
    // The page goes on with the token the confirmation issued; the one it signed in with has ended.
    const token = (await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY))!;
    expect((await apiCall(staff.token, '/api/admin/me/2fa')).status).toBe(401);
    expect((await apiCall(token, '/api/admin/me/2fa')).body.enabled).toBe(true);

    // Turning it off takes a current code (the next step's: the confirmed one was used).
    await page.getByLabel('Kode verifikasi').fill(codeAt(secret, 1));
    await page.getByRole('button', { name: 'Nonaktifkan verifikasi dua langkah' }).click();
    await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah', exact: true }).waitFor();
    expect((await apiCall(token, '/api/admin/me/2fa')).body.enabled).toBe(false);
  });

  test('the login form asks for the code after the password, keeps email and password, and signs in with it', async ({
    adminSession,
    openPage,
  }) => {
    const staff = await userWithRole(adminSession, 'Staff');
    const { secret } = await enrolThroughApi(staff);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(viewport);
      await page.goto(`${baseUrl()}/admin/login`);
      await page.getByRole('heading', { name: 'RawLab Admin' }).waitFor();
      await page.getByLabel('Email').fill(staff.user.email);
      await page.getByLabel('Password', { exact: true }).fill(staff.password);
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();

      const code = page.getByLabel('Kode verifikasi');
      await code.waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('otp');
      expect(await page.getByLabel('Email').inputValue()).toBe(staff.user.email);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(staff.password);
      await screenshot(page, `admin-login-code-${viewport.width}`);

      if (viewport === PHONE) {
        await code.fill('000000');
        await page.getByRole('button', { name: 'Masuk', exact: true }).click();
        await page.getByText('Kode verifikasi salah atau sudah kedaluwarsa.').waitFor();
        expect(await code.inputValue()).toBe('');
        expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(staff.password);
        continue;
      }
      await awayFromWindowEnd(30_000, 5_000);
      await code.fill(codeAt(secret, 1));
      await page.getByRole('button', { name: 'Masuk', exact: true }).click();
      await page.waitForURL('**/admin/dashboard');
      await expectToast(page, 'Login berhasil');
      expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toEqual(expect.any(String));
    }
  });

  test("a Super Admin resets another admin's 2FA from the users table", async ({ adminSession, openAdmin }) => {
    const staff = await userWithRole(adminSession, 'Staff');
    const { token } = await enrolThroughApi(staff);
    const phone = await openAdmin(PHONE, '/admin/settings');
    const card = phone.getByRole('listitem').filter({ hasText: staff.user.email });
    await card.getByRole('button', { name: `Reset 2FA ${staff.user.name}` }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'admin-users-two-factor-375');
    await phone.close();

    const page = await openAdmin(DESKTOP, '/admin/settings');
    await page.getByRole('switch', { name: 'Wajibkan verifikasi dua langkah untuk semua admin' }).waitFor();
    const reset = page
      .getByRole('row')
      .filter({ hasText: staff.user.email })
      .getByRole('button', { name: `Reset 2FA ${staff.user.name}` });
    await reset.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-users-two-factor-1280');
    await reset.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset 2FA' }).click();
    await expectToast(page, '2FA direset');
    expect((await apiCall(token, '/api/admin/me/2fa')).body.enabled).toBe(false);
  });
});
