import type { APIRoute } from 'astro';
import { buildCatalogueData } from '#lib/build/catalogue-build.ts';

/** The search index's base (ids, field lengths, categories, the list of chunks): fetched at the first search. */
export const GET: APIRoute = async () => {
  const { search } = await buildCatalogueData();
  return new Response(JSON.stringify(search.base), { headers: { 'Content-Type': 'application/json' } });
};
