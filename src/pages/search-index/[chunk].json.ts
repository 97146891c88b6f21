import type { APIRoute, GetStaticPaths } from 'astro';
import { buildCatalogueData } from '#lib/build/catalogue-build.ts';

/** One chunk of the search index: the terms that start with its two letters. */
export const getStaticPaths = (async () => {
  const { search } = await buildCatalogueData();
  return [...search.chunks.keys()].map((chunk) => ({ params: { chunk } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { search } = await buildCatalogueData();
  return new Response(JSON.stringify(search.chunks.get(params.chunk ?? '') ?? []), {
    headers: { 'Content-Type': 'application/json' },
  });
};
