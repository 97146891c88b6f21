import type { Config } from '@netlify/functions';
import { TwoFactorCodeSchema } from '#shared/accounts/sign-in.ts';
import { confirmEnrolment, session, signToken } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';

/**
 * POST /api/admin/me/2fa/confirm `{ code }`: a code from the secret just shown turns 2FA on. Answers the
 * ten `recovery_codes` (shown once; only their hashes are kept) and a token that counts as signed in
 * with a second factor, so an admin sent to enrol can go on working at once. Every other session of
 * the account (signed in with the password only) ends.
 */
export default handler({
  POST: async (req) => {
    const deps = requestDeps();
    const { user } = await session(req, deps);
    const code = (await readJsonAs(req, TwoFactorCodeSchema)).code;
    const { recoveryCodes, user: enrolled } = await confirmEnrolment(deps, user, code);
    const { token, expiresIn } = await signToken(enrolled, deps.now(), { secondFactor: true });
    return json({
      message: 'Verifikasi dua langkah aktif',
      recovery_codes: recoveryCodes,
      access_token: token,
      expires_in: expiresIn,
    });
  },
});

export const config: Config = { path: '/api/admin/me/2fa/confirm' };
