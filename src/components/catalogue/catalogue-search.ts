import type { EncodedEntry, SearchBase } from '#shared/search/catalogue-search.ts';
import { apiRequest } from '#lib/browser/api-client.ts';
import { decodeFacts, type CatalogueFacts, type ProductFacts } from './catalogue-facets.ts';
import { factsWithChanges, pageChanges, withChanges } from './fresh-search.ts';

/*
 * Search and facts in the browser, fetched only when the visitor needs them: the search code and the
 * index's base at the first search, then the chunks of each query's own words; the facts
 * (`/catalogue-facts.json`) when a filter has to run over the whole catalogue. Both are the build's,
 * corrected by the catalogue's changes since (fresh-search.ts).
 */

export interface CatalogueSearch {
  /** Product ids in rank order, with their category slugs. */
  search(text: string): Promise<Array<{ id: number; category: string }>>;
}

let loading: Promise<CatalogueSearch> | undefined;

export function loadCatalogueSearch(): Promise<CatalogueSearch> {
  loading ??= (async () => {
    const [engine, base, changes] = await Promise.all([
      import('#shared/search/catalogue-search.ts'),
      apiRequest<SearchBase>('/search-index/base.json'),
      pageChanges(),
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
        const built = engine
          .searchCatalogue(chunked.index, text)
          .map((result) => ({ id: result.id as number, score: result.score }));
        const found = withChanges(engine, built, changes, text).map((result) => ({
          id: result.id,
          category: result.category ?? categoryOf.get(result.id) ?? '',
        }));
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
  facts ??= Promise.all([apiRequest<CatalogueFacts>('/catalogue-facts.json'), pageChanges()]).then(
    ([data, changes]) => ({ products: factsWithChanges(decodeFacts(data), changes), facts: data }),
  );
  facts.catch(() => (facts = undefined));
  return facts;
}
