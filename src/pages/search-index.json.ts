import type { APIRoute } from 'astro';
import { buildCatalogueListing } from '../lib/public/build-data.ts';
import { createSearchIndex } from '../shared/search/catalogue-search.ts';
import { buildProducts } from '../lib/public/build-data.ts';

/**
 * The catalogue's search index, written at build time and fetched by the catalogue only when a
 * visitor starts searching: the MiniSearch index (names, model numbers, tags, categories,
 * specification values) and the cards to show for its results.
 */
export const GET: APIRoute = async () => {
  const [products, { cards }] = await Promise.all([buildProducts(), buildCatalogueListing()]);
  const index = createSearchIndex(
    products.map((product) => ({
      id: product.id,
      name: product.name,
      sku: product.sku,
      category: product.category.name,
      tags: product.tags.map((tag) => tag.name),
      specs: product.specifications.map((spec) => `${spec.name} ${spec.value}`),
      description: product.short_description,
    })),
  );
  return new Response(JSON.stringify({ index, cards }), { headers: { 'Content-Type': 'application/json' } });
};
