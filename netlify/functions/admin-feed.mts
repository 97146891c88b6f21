import type { Config } from '@netlify/functions';
import { FeedReportQuerySchema } from '#shared/product/feed-report.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, validate } from './_lib/http.ts';
import { feedReport } from './_lib/services/feeds/index.ts';

/**
 * GET /api/admin/feed?page=&per_page=&feed=&problem= (Manager+): the feed addresses, what each feed
 * sends, warns about or leaves out, and a page of the products with a problem.
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    const url = new URL(req.url);
    const query = validate(FeedReportQuerySchema, Object.fromEntries(url.searchParams));
    return json(await feedReport(deps, query, new URL(url.origin)));
  },
});

export const config: Config = { path: '/api/admin/feed' };
