import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { mailStatus } from './_lib/services/mail/index.ts';

/** GET /api/admin/mail: whether mail is configured, what waits or failed, the last failure. Staff and above. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    return json(await mailStatus(deps));
  },
});

export const config: Config = { path: '/api/admin/mail' };
