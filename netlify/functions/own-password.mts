import type { Config } from '@netlify/functions';
import type { LoginResponse } from '#shared/accounts/sign-in.ts';
import { OwnPasswordChangeSchema } from '#shared/accounts/user.ts';
import { changeOwnPassword, session as signedIn, signToken } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';

/**
 * PUT /api/admin/me/password `{ current_password, password }`: any signed-in admin changes their own
 * password. Every other session of the account ends (the token version moves on); the answer carries
 * a fresh token for the session that made the change, shaped as the sign-in's answer, signed in the
 * same way (with or without a second factor): a session that had one keeps working while 2FA is required.
 */
export default handler({
  PUT: async (req) => {
    const deps = requestDeps();
    const { user, secondFactor } = await signedIn(req, deps);
    const input = await readJsonAs(req, OwnPasswordChangeSchema);
    const updated = await changeOwnPassword(deps, user, input);
    const { token, expiresIn } = await signToken(updated, deps.now(), { secondFactor });
    const session: LoginResponse = {
      access_token: token,
      token_type: 'Bearer',
      expires_in: expiresIn,
      user: { id: updated.id, name: updated.name, email: updated.email, role: updated.role },
    };
    return json({ message: 'Password berhasil diubah', ...session });
  },
});

export const config: Config = { path: '/api/admin/me/password' };
