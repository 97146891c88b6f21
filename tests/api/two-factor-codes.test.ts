import { Secret, TOTP } from 'otpauth';
import { describe, expect, vi } from 'vitest';
import { freePorts } from '../support/free-ports.ts';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { drainMailQueue } from '#server/services/mail/queue.ts';
import { otpChecks } from '#server/services/accounts/two-factor.ts';
import { caughtMails, startMailCatcher } from '#scripts/lib/mail-catcher.ts';
import { call, userWithRole } from '../support/api.ts';
import { awayFromWindowEnd } from '../support/windows.ts';
import { withOwnStore as it } from './fixtures.ts';

vi.setConfig({ testTimeout: 180_000 });

/*
 * What a second factor's codes answer (decision 019): a reused recovery code says so, a sign-in with one
 * says how many are left, new ones replace the old, and the account's authenticator codes have a daily
 * cap past which only a recovery code signs in, with a mail to the admin. On a store of its own: the
 * cap test sends mail through a catcher of its own and raises the free sign-in attempts for itself.
 */

const PASSWORD = 'Password-For-Tests-1';
const STEP_MS = 30_000;
const DAY_MS = 24 * 60 * 60_000;
let address = 0;
const nextIp = () => `100.90.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

const codeAt = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * STEP_MS,
  });
const wrongCode = (secret: string, i: number) => {
  const right = new Set([-1, 0, 1].map((offset) => codeAt(secret, offset)));
  let code = String((123_457 + i * 7919) % 1_000_000).padStart(6, '0');
  while (right.has(code)) code = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  return code;
};

const signIn = (email: string, extra: Record<string, string> = {}) =>
  call('/api/login', { method: 'POST', json: { email, password: PASSWORD, ...extra }, ip: nextIp() });

async function adminWithTwoFactor(label: string) {
  const user = await userWithRole('Staff', label);
  const started = await call('/api/admin/me/2fa', { method: 'POST', token: user.token });
  await awayFromWindowEnd(STEP_MS, 5_000);
  const confirmed = await call('/api/admin/me/2fa/confirm', {
    method: 'POST',
    token: user.token,
    json: { code: codeAt(started.body.secret) },
  });
  expect(confirmed.status).toBe(200);
  return {
    ...user,
    token: confirmed.body.access_token as string,
    secret: started.body.secret as string,
    recoveryCodes: confirmed.body.recovery_codes as string[],
  };
}

describe('recovery codes', () => {
  it('a reused one says it was used; signing in with one tells how many are left; new ones replace the old', async () => {
    const admin = await adminWithTwoFactor('recovery-left');
    const [first, second] = admin.recoveryCodes;

    const signedIn = await signIn(admin.email, { otp: first! });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.two_factor).toEqual({ enabled: true, required: false, recovery_codes_left: 9 });
    const reused = await signIn(admin.email, { otp: first!.toLowerCase() });
    expect(reused.status).toBe(401);
    expect(reused.body.errors.otp).toEqual([expect.stringContaining('Kode pemulihan ini sudah pernah dipakai')]);
    expect(reused.body.message).not.toContain('Tunggu kode berikutnya');
    // An app code's answer carries no count (the next step's code: the confirmed one was used).
    const withApp = await signIn(admin.email, { otp: codeAt(admin.secret, 1) });
    expect(withApp.status).toBe(200);
    expect(withApp.body.two_factor.recovery_codes_left).toBeUndefined();
    expect((await call('/api/admin/me/2fa', { token: admin.token })).body).toEqual({
      enabled: true,
      required: false,
      recovery_codes_left: 9,
    });

    // New codes: a wrong code is a 422 on `code`; a right one answers ten new codes, the old ones end.
    const renew = (code: string) =>
      call('/api/admin/me/2fa/recovery-codes', { method: 'POST', token: admin.token, json: { code } });
    expect((await call('/api/admin/me/2fa/recovery-codes', { method: 'POST', json: { code: second } })).status).toBe(
      401,
    );
    const wrong = await renew('AAAAA-BBBBB');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual([expect.any(String)]);
    const renewed = await renew(second!);
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => admin.recoveryCodes.includes(code))).toBe(false);
    expect((await signIn(admin.email, { otp: admin.recoveryCodes[2]! })).status).toBe(401);
    expect((await call('/api/admin/me/2fa', { token: admin.token })).body.recovery_codes_left).toBe(10);
    const withNew = await signIn(admin.email, { otp: fresh[0]! });
    expect(withNew.status).toBe(200);
    expect(withNew.body.two_factor.recovery_codes_left).toBe(9);

    // The log records that new codes were made, never the codes.
    const history = await call(`/api/admin/activity?entity=user&id=${admin.id}`, { token: withNew.body.access_token });
    expect((history.body as Array<{ action: string }>).map((entry) => entry.action)).toContain('2fa_recovery_codes');
    expect(JSON.stringify(history.body)).not.toContain(fresh[1]!);
  });
});

describe('the daily cap on authenticator codes', () => {
  it('counts each code before checking it; past the cap only a recovery code signs in, and the admin gets one mail', async () => {
    const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
    const catcher = await startMailCatcher({ smtpPort, webPort });
    const before = { SMTP_URL: process.env.SMTP_URL, MAX: process.env.RAWLAB_LOGIN_MAX_FAILURES };
    // Free attempts without a proof of work for this test only: the cap is what is under test.
    process.env.SMTP_URL = catcher.smtpUrl;
    process.env.RAWLAB_LOGIN_MAX_FAILURES = '1000';
    resetEnvCache();
    try {
      const admin = await adminWithTwoFactor('otp-cap');
      await awayFromWindowEnd(DAY_MS, 60_000);
      await awayFromWindowEnd(STEP_MS, 10_000);
      const checked = otpChecks();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn(admin.email, { otp: wrongCode(admin.secret, i) })),
      );
      // 20 a day (RAWLAB_OTP_DAILY_LIMIT): exactly 20 codes checked however many arrive at once.
      expect(otpChecks() - checked).toBe(20);
      expect(answers.filter((answer) => answer.status === 401)).toHaveLength(20);
      const capped = answers.filter((answer) => answer.status === 429);
      expect(capped).toHaveLength(20);
      for (const answer of capped) expect(answer.body.errors.otp).toEqual([expect.stringContaining('kode pemulihan')]);

      // The right code of the app is refused too, unchecked; a recovery code still signs in.
      const rightCode = await signIn(admin.email, { otp: codeAt(admin.secret) });
      expect(rightCode.status).toBe(429);
      expect(otpChecks() - checked).toBe(20);
      const recovered = await signIn(admin.email, { otp: admin.recoveryCodes[0]! });
      expect(recovered.status).toBe(200);
      expect(recovered.body.two_factor.recovery_codes_left).toBe(9);

      // One mail to the admin, however many attempts met the cap.
      await drainMailQueue(requestDeps());
      const mails = (await caughtMails(catcher)).filter((mail) => mail.to.some((to) => to.address === admin.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('RawLab Admin: kode verifikasi akun Anda dikunci sampai besok');
      expect(mails[0]!.text).toContain('20 kode verifikasi yang salah');
      expect(mails[0]!.text).toContain('kode pemulihan');
    } finally {
      for (const [name, value] of [
        ['SMTP_URL', before.SMTP_URL],
        ['RAWLAB_LOGIN_MAX_FAILURES', before.MAX],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvCache();
      await catcher.stop();
    }
  }, 150_000);
});
