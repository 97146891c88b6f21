import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { analyticsReport } from './_lib/services/analytics/index.ts';

/** GET /api/admin/analytics (Staff+): views, WhatsApp clicks and quote requests of the last 30 days. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    return json(await analyticsReport(deps));
  },
});

export const config: Config = { path: '/api/admin/analytics' };
