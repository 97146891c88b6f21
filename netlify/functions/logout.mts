import type { Config } from '@netlify/functions';
import { authenticate, revokeTokens } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';

/**
 * Sign-out that holds on the server: the presented token stops working at once (with every other
 * token of the same user, since tokens are revoked by version; decision 003).
 */
export default handler({
  POST: async (req) => {
    const deps = requestDeps();
    const user = await authenticate(req, deps);
    await revokeTokens(deps, user.id, user.tokenVersion);
    return json({ message: 'Berhasil logout' });
  },
});

export const config: Config = { path: '/api/logout' };
