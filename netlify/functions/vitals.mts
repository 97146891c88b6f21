import type { Config } from '@netlify/functions';
import { VitalsReportSchema } from '#shared/vitals/schema.ts';
import { requestDeps } from './_lib/deps.ts';
import { altchaKey } from './_lib/env.ts';
import { HttpError } from './_lib/errors.ts';
import { clientIp, handler, json, readJson, validate } from './_lib/http.ts';
import { claimVitalsAttempt, recordVitals } from './_lib/services/vitals/index.ts';

/** A report is four numbers and three short selectors. */
const MAX_REPORT_BYTES = 2 * 1024;

/**
 * POST /api/vitals: one page view's Core Web Vitals (LCP, INP, CLS, TTFB), sent by the public pages
 * with navigator.sendBeacon when the page is hidden (a text/plain JSON string). 202 `{ counted }`.
 */
export default handler({
  POST: async (req, context) => {
    if (req.headers.get('sec-fetch-site') === 'cross-site')
      throw new HttpError(403, 'Sumber permintaan tidak diizinkan');
    const deps = requestDeps();
    await claimVitalsAttempt(deps, clientIp(req, context), `vitals:${altchaKey()}`);
    const report = validate(
      VitalsReportSchema,
      await readJson(req, MAX_REPORT_BYTES, ['application/json', 'text/plain']),
    );
    const counted = await recordVitals(deps, report, req.headers.get('user-agent') ?? '');
    return json({ counted }, 202);
  },
});

export const config: Config = {
  path: '/api/vitals',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
