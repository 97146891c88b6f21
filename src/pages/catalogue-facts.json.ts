import type { APIRoute } from 'astro';
import { buildCatalogueData } from '#lib/build/catalogue-build.ts';

/** Category, price, stock and specification facets of every published product: fetched when filters need them. */
export const GET: APIRoute = async () => {
  const { facts } = await buildCatalogueData();
  return new Response(JSON.stringify(facts), { headers: { 'Content-Type': 'application/json' } });
};
