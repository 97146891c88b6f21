import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { quotationPipeline } from './_lib/services/quotes/index.ts';

/** The dashboard's quotation pipeline (requests, sent, accepted and their value), for Staff and above. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    return json(await quotationPipeline(deps));
  },
});

export const config: Config = { path: '/api/admin/quotation-pipeline' };
