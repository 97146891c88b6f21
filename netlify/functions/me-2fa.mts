import type { Config } from '@netlify/functions';
import { TwoFactorCodeSchema } from '#shared/accounts/sign-in.ts';
import {
  disableTwoFactor,
  isEnabled,
  readTwoFactor,
  recoveryCodesLeft,
  session,
  startEnrolment,
} from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';

/**
 * The signed-in admin's own two-factor sign-in (decision 019). Open to every role, and to a session
 * that still has to enrol while 2FA is required for all.
 *  - GET: `{ enabled, required, recovery_codes_left? }` (the unused recovery codes, while 2FA is on);
 *  - POST: starts enrolment, `{ secret, otpauth_url }` (the screen shows them as a QR code and a key);
 *  - DELETE `{ code }`: turns 2FA off with a current code (or a recovery code).
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    const { user, twoFactorRequired } = await session(req, deps);
    const record = await readTwoFactor(deps, user.id);
    if (!isEnabled(record)) return json({ enabled: false, required: twoFactorRequired });
    const left = await recoveryCodesLeft(deps, user.id, record);
    return json({ enabled: true, required: twoFactorRequired, recovery_codes_left: left });
  },
  POST: async (req) => {
    const deps = requestDeps();
    const { user } = await session(req, deps);
    return json(await startEnrolment(deps, user));
  },
  DELETE: async (req) => {
    const deps = requestDeps();
    const { user } = await session(req, deps);
    await disableTwoFactor(deps, user, (await readJsonAs(req, TwoFactorCodeSchema)).code);
    return json({ message: 'Verifikasi dua langkah dinonaktifkan' });
  },
});

export const config: Config = { path: '/api/admin/me/2fa' };
