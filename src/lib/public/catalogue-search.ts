import type { ProductCardData } from './product-view.ts';

/*
 * Search in the browser: the index and the search code are fetched the first time a visitor types
 * in the search box, never with the page. Results are the cards in rank order.
 */

export interface CatalogueSearch {
  search(text: string): ProductCardData[];
}

let loading: Promise<CatalogueSearch> | undefined;

export function loadCatalogueSearch(): Promise<CatalogueSearch> {
  loading ??= (async () => {
    const [engine, response] = await Promise.all([
      import('../../shared/search/catalogue-search.ts'),
      fetch('/search-index.json', { headers: { Accept: 'application/json' } }),
    ]);
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    const { index, cards } = (await response.json()) as { index: object; cards: ProductCardData[] };
    const loaded = engine.loadSearchIndex(index);
    const byId = new Map(cards.map((card) => [card.id, card]));
    return {
      search: (query) => {
        // A User Timing entry per search: `npm run bench:scale` reads how long searches take.
        const started = performance.now();
        const cards = engine.searchCatalogue(loaded, query).flatMap((result) => byId.get(result.id as number) ?? []);
        performance.measure('catalogue-search', { start: started });
        return cards;
      },
    };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}
