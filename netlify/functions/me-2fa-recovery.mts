import type { Config } from '@netlify/functions';
import { TwoFactorCodeSchema } from '#shared/accounts/sign-in.ts';
import { renewRecoveryCodes, session } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';

/**
 * POST /api/admin/me/2fa/recovery-codes `{ code }`: ten new recovery codes for the signed-in admin
 * (shown once; only their hashes are kept), proved with a current code or one of the old recovery
 * codes; the old ones stop working. Open to every role, like the rest of one's own 2FA.
 */
export default handler({
  POST: async (req) => {
    const deps = requestDeps();
    const { user } = await session(req, deps);
    const code = (await readJsonAs(req, TwoFactorCodeSchema)).code;
    return json({ message: 'Kode pemulihan baru dibuat', recovery_codes: await renewRecoveryCodes(deps, user, code) });
  },
});

export const config: Config = { path: '/api/admin/me/2fa/recovery-codes' };
