import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { publicCategoryNames } from './_lib/services/catalog/index.ts';

/** Names of the categories that have products a visitor can see (the catalogue's filter). */
export default handler({
  GET: async () => json(await publicCategoryNames(requestDeps()), 200, { 'Cache-Control': 'no-cache' }),
});

export const config: Config = { path: '/api/categories-front' };
