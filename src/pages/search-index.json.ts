import type { APIRoute } from 'astro';
import { buildCatalogueListing, buildProducts } from '../lib/public/build-data.ts';
import { truncateSummary } from '../lib/public/product-view.ts';
import { compactDocument, createSearchIndex } from '../shared/search/catalogue-search.ts';

/**
 * The catalogue's search index, written at build time and fetched by the catalogue only when a
 * visitor starts searching: the MiniSearch index (names, model numbers, tags, categories,
 * specification values) and the cards to show for its results.
 */
export const GET: APIRoute = async () => {
  const [products, { cards }] = await Promise.all([buildProducts(), buildCatalogueListing()]);
  const index = createSearchIndex(
    products.map((product) =>
      compactDocument({
        id: product.id,
        name: product.name,
        sku: product.sku,
        category: product.category.name,
        tags: product.tags.map((tag) => tag.name),
        specValues: product.specifications.map((spec) => spec.value),
      }),
    ),
  );
  // Result cards carry a shorter summary than listing cards: it is part of the download.
  const resultCards = cards.map((card) => ({ ...card, summary: truncateSummary(card.summary, 72) }));
  return new Response(JSON.stringify({ index, cards: resultCards }), {
    headers: { 'Content-Type': 'application/json' },
  });
};
