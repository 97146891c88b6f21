import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, validate } from './_lib/http.ts';
import { catalogueChanges } from './_lib/services/catalog/index.ts';

/**
 * GET /api/changes?since=<ISO time>: the public catalogue's changes since a build (decision 027).
 * Every page of one deploy asks with the same `since`, so Netlify's CDN answers a burst of visitors
 * from one function call: fresh for 15 s, then served stale for up to 45 s more while one request
 * revalidates it (a change reaches visitors within a minute). Browsers always ask the CDN again.
 * Only `since` keys the cache (`Netlify-Vary`), so a stray parameter cannot split it.
 */
const QuerySchema = z.object({
  since: z.iso
    .datetime({ offset: true, error: 'since must be an ISO date and time, e.g. 2026-12-05T08:00:00Z' })
    // A date the format check refused already (NaN) is not said twice.
    .refine((value) => !(Date.parse(value) > Date.now() + 86_400_000), 'since must not be in the future'),
});

const CHANGES_CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=0, must-revalidate',
  'Netlify-CDN-Cache-Control': 'public, durable, max-age=15, stale-while-revalidate=45',
  'Netlify-Vary': 'query=since',
};

export default handler({
  GET: async (req) => {
    const params = new URL(req.url).searchParams;
    const { since } = validate(QuerySchema, { since: params.get('since') ?? undefined });
    const changes = await catalogueChanges(requestDeps(), new Date(since).toISOString());
    return json(changes, 200, CHANGES_CACHE_HEADERS);
  },
});

export const config: Config = { path: '/api/changes' };
