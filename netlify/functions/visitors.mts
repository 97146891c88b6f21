import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { visitorStats } from './_lib/services/analytics/index.ts';

/** The dashboard's counts. The original admin calls it without a token, so it reveals only totals. */
export default handler({
  GET: async () => json(await visitorStats(requestDeps())),
});

export const config: Config = { path: '/api/visitors' };
