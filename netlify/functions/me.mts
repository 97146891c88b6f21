import type { Config } from '@netlify/functions';
import { authenticate, publicUser } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';

/** The signed-in user: lets the admin panel check its token and learn its role. */
export default handler({
  GET: async (req) => json(publicUser(await authenticate(req, requestDeps()))),
});

export const config: Config = { path: '/api/admin/me' };
