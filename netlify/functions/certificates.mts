import type { Config, Context } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { handler } from './_lib/http.ts';
import { certificateByToken, certificateResponse } from './_lib/services/instruments/index.ts';
import { privately } from './_lib/services/service-desk/index.ts';

/**
 * GET /api/certificates/{token}: a calibration certificate's PDF for the customer, by the link on
 * the tracking page and in the portal. Unknown token 404; guessing limited per address. Every answer,
 * errors included, stays out of caches, search engines and Referer headers.
 */
const routes = handler({
  GET: async (req, context) => certificateResponse(await certificateByToken(req, context, requestDeps())),
});

export default async (req: Request, context: Context) => privately(await routes(req, context));

export const config: Config = { path: '/api/certificates/:token' };
