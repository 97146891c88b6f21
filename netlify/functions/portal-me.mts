import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { portalAccount, portalSession } from './_lib/services/portal/index.ts';

/** GET /api/portal/me: the signed-in customer's own records (401 without a valid session); never cached. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    const { email } = await portalSession(req, deps);
    return json(await portalAccount(deps, email, new URL(req.url).origin), 200, {
      'Cache-Control': 'private, no-store',
    });
  },
});

export const config: Config = { path: '/api/portal/me' };
