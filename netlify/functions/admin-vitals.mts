import type { Config } from '@netlify/functions';
import { VitalsQuerySchema } from '#shared/vitals/schema.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, validate } from './_lib/http.ts';
import { vitalsReport } from './_lib/services/vitals/index.ts';

/** GET /api/admin/vitals?days=28 (Manager+): real visitors' p75 LCP, INP, CLS and TTFB per page type and language. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    const { days } = validate(VitalsQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(await vitalsReport(deps, days));
  },
});

export const config: Config = { path: '/api/admin/vitals' };
