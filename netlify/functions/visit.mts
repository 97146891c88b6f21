import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { altchaKey } from './_lib/env.ts';
import { clientIp, handler } from './_lib/http.ts';
import { recordVisit } from './_lib/services/analytics/index.ts';

/** The page-view beacon (sent once per browser session by every public page). */
export default handler({
  POST: async (req, context) => {
    await recordVisit(
      requestDeps(),
      clientIp(req, context),
      req.headers.get('user-agent') ?? '',
      `visit:${altchaKey()}`,
    );
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
});

export const config: Config = {
  path: '/api/visit',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
