import type { EncodedEntry, SearchBase } from '#shared/search/catalogue-search.ts';
import { apiRequest } from './api-client.ts';
import { decodeFacts, type CatalogueFacts, type ProductFacts } from './catalogue-facets.ts';

/*
 * Search and facts in the browser, fetched only when the visitor needs them: the search code and the
 * index's base at the first search, then the chunks of each query's own words; the facts
 * (`/catalogue-facts.json`) when a filter has to run over the whole catalogue.
 */

export interface CatalogueSearch {
  /** Product ids in rank order, with their category slugs. */
  search(text: string): Promise<Array<{ id: number; category: string }>>;
}

let loading: Promise<CatalogueSearch> | undefined;

export function loadCatalogueSearch(): Promise<CatalogueSearch> {
  loading ??= (async () => {
    const [engine, base] = await Promise.all([
      import('#shared/search/catalogue-search.ts'),
      apiRequest<SearchBase>('/search-index/base.json'),
    ]);
    const chunked = engine.chunkedIndex(base);
    const ids = engine.baseIds(base);
    const categoryOf = new Map(ids.map((id, at) => [id, base.categories[base.category[at]!]!]));
    const chunks = new Map<string, Promise<void>>();
    const chunk = (key: string) => {
      let pending = chunks.get(key);
      if (!pending) {
        pending = apiRequest<EncodedEntry[]>(`/search-index/${key}.json`).then((entries) => chunked.add(entries));
        pending.catch(() => chunks.delete(key));
        chunks.set(key, pending);
      }
      return pending;
    };
    return {
      search: async (text) => {
        await Promise.all(engine.queryChunkKeys(text, base.chunks).map(chunk));
        // A User Timing entry per search: `npm run bench:scale` reads how long searches take.
        const started = performance.now();
        const found = engine
          .searchCatalogue(chunked.index, text)
          .map((result) => ({ id: result.id as number, category: categoryOf.get(result.id as number) ?? '' }));
        performance.measure('catalogue-search', { start: started });
        return found;
      },
    };
  })();
  loading.catch(() => (loading = undefined));
  return loading;
}

let facts: Promise<{ products: ProductFacts[]; facts: CatalogueFacts }> | undefined;

/** Every published product's category, price, stock and facet values, in listing order (build time). */
export function loadCatalogueFacts() {
  facts ??= apiRequest<CatalogueFacts>('/catalogue-facts.json').then((data) => ({
    products: decodeFacts(data),
    facts: data,
  }));
  facts.catch(() => (facts = undefined));
  return facts;
}
