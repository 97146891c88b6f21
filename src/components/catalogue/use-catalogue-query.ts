import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchProductsByIds, fetchProductsPage } from '#lib/browser/api.ts';
import { loadCatalogueFacts, loadCatalogueSearch } from './catalogue-search.ts';
import { changesIncomplete } from './fresh-search.ts';
import { facetCounts, type ProductFacts, type SpecFacet } from './catalogue-facets.ts';
import {
  DEFAULT_QUERY,
  PAGE_SIZE,
  hasProcurementFilter,
  isPlainListing,
  parseLocation,
  toApiSearch,
  toUrl,
  type CatalogueCategory,
  type CatalogueQuery,
} from './catalogue-state.ts';
import { listItemCard, type ProductCardData } from '#shared/product/card.ts';
import {
  procurementFacets,
  procurementTests,
  type CatalogueListPage,
  type ProcurementFacets,
} from '#shared/product/procurement-facets.ts';
import type { Lang } from '#shared/i18n/lang.ts';

/*
 * The catalogue's state: the query kept in the URL (pushed for filters and pages, replaced while
 * typing, read back on Back), and the products it shows, fetched for each query with the latest
 * request winning.
 */

export interface CatalogueView {
  items: ProductCardData[] | null;
  total: number;
  /** Per category slug, for the dropdown's counts under the current search and filters. */
  counts: Map<string, number> | null;
  /** Specification facets with counts under the current search and other filters. */
  specs: SpecFacet[] | null;
  /** The procurement filters' counts under the current search and other filters. */
  procurement: ProcurementFacets | null;
}

/** What the island was prerendered with: this page's cards and scope. */
export interface CatalogueStart {
  initialItems: ProductCardData[];
  initialTotal: number;
  page: number;
  category: string;
  categories: CatalogueCategory[];
  specFacets: SpecFacet[];
}

const inPrice = (item: { price: number }, query: CatalogueQuery) =>
  (query.minPrice === null || item.price >= query.minPrice) &&
  (query.maxPrice === null || item.price <= query.maxPrice);
const inStock = (item: { stock: number }, query: CatalogueQuery) => !query.inStock || item.stock > 0;
const hasSpecs = (item: ProductFacts, query: CatalogueQuery) =>
  Object.entries(query.specs).every(([param, value]) => item.specs[param] === value);
/** The catalogue's procurement filters as the API names them, so the browser and the server agree. */
const procurementQuery = (query: CatalogueQuery) => ({
  ekatalog: query.ekatalog,
  tkdn_min: query.tkdnMin ?? undefined,
  ready: query.ready,
  brand: query.brand,
});

/** Current cards for product ids, in their order, from the API (never stale). */
async function cardsFor(ids: number[], lang: Lang): Promise<ProductCardData[]> {
  if (!ids.length) return [];
  const page = await fetchProductsByIds(ids);
  const byId = new Map(page.data.map((item) => [item.id, listItemCard(item, lang)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/**
 * A search or a specification facet: runs in the browser over the search index and the build's facts
 * (fetched when first needed), then asks the API for the current cards of the page shown.
 */
async function browserView(query: CatalogueQuery, facetList: SpecFacet[], lang: Lang): Promise<CatalogueView> {
  const [found, { products }] = await Promise.all([
    query.q.trim() ? loadCatalogueSearch().then((engine) => engine.search(query.q)) : null,
    loadCatalogueFacts(),
  ]);
  const factsById = new Map(products.map((item) => [item.id, item]));
  const candidates = found ? found.flatMap((hit) => factsById.get(hit.id) ?? []) : products;
  const filtered = candidates.filter((item) => inStock(item, query) && inPrice(item, query));
  const tests = Object.values(procurementTests(procurementQuery(query)));
  const procured = (item: ProductFacts) => tests.every((test) => test(item.procurement));
  const inCategory = filtered.filter((item) => !query.category || item.category === query.category);
  const matching = inCategory.filter((item) => hasSpecs(item, query) && procured(item));
  const shown = matching.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
  return {
    items: await cardsFor(
      shown.map((item) => item.id),
      lang,
    ),
    total: matching.length,
    counts: countBy(
      filtered.filter((item) => hasSpecs(item, query) && procured(item)),
      (item) => item.category,
    ),
    specs: facetCounts(facetList, inCategory.filter(procured), query.specs),
    procurement: procurementFacets(
      inCategory.filter((item) => hasSpecs(item, query)).map((item) => item.procurement),
      procurementQuery(query),
    ),
  };
}

/**
 * A plain listing with the stock or price filter: one page from the API; the facets' counts from the
 * facts, fetched only once the visitor has opened the specifications (`withFacets`).
 */
async function listView(
  query: CatalogueQuery,
  facetList: SpecFacet[],
  categories: CatalogueCategory[],
  withFacets: boolean,
  lang: Lang,
): Promise<CatalogueView> {
  const page = await fetchProductsPage(toApiSearch(query));
  const specs = await (withFacets ? loadCatalogueFacts() : Promise.reject(new Error('not opened'))).then(
    ({ products }) =>
      facetCounts(
        facetList,
        products.filter(
          (item) =>
            (!query.category || item.category === query.category) && inStock(item, query) && inPrice(item, query),
        ),
        query.specs,
      ),
    () => null,
  );
  return {
    items: page.data.map((item) => listItemCard(item, lang)),
    total: page.total,
    counts: new Map(
      page.facets.categories.flatMap((entry) => {
        const slug = categories.find((category) => category.name === entry.name)?.slug;
        return slug ? [[slug, entry.count] as const] : [];
      }),
    ),
    specs,
    // The list answers the procurement counts beside the others (procurement-facets.ts).
    procurement: (page as CatalogueListPage).facets,
  };
}

/**
 * The prerendered cards, or the current ones the page's script drew over them (fresh-cards.ts). Read
 * from the window rather than imported from fresh-cards.ts: an import would make that script a chunk
 * shared with this island, one more request on every listing page before any interaction.
 */
const freshListing = () => (typeof window === 'undefined' ? undefined : window.__rawlabFreshListing);

/** Applies to the URL's state what the visitor typed or picked while the island's code loaded. */
function withPendingInput(fromUrl: CatalogueQuery, pending: Record<string, string>): CatalogueQuery {
  const digits = (value: string) => (value.replace(/\D/g, '') ? Number(value.replace(/\D/g, '')) : null);
  const changed: CatalogueQuery = {
    ...fromUrl,
    ...('category' in pending && { category: pending.category!, page: 1 }),
    ...('in_stock' in pending && { inStock: pending.in_stock === '1', page: 1 }),
    ...('min_price' in pending && { minPrice: digits(pending.min_price!), page: 1 }),
    ...('max_price' in pending && { maxPrice: digits(pending.max_price!), page: 1 }),
    ...('ekatalog' in pending && { ekatalog: pending.ekatalog === '1', page: 1 }),
    ...('tkdn_min' in pending && { tkdnMin: pending.tkdn_min ? Number(pending.tkdn_min) : null, page: 1 }),
    ...('ready' in pending && { ready: pending.ready === '1', page: 1 }),
    ...('brand' in pending && { brand: pending.brand!, page: 1 }),
    specs: { ...fromUrl.specs },
  };
  for (const [name, value] of Object.entries(pending)) {
    if (!name.startsWith('spec_')) continue;
    if (value) changed.specs[name] = value;
    else delete changed.specs[name];
    changed.page = 1;
  }
  return changed;
}

export function useCatalogueQuery(
  { initialItems, initialTotal, page, category, categories, specFacets }: CatalogueStart,
  lang: Lang,
) {
  const [query, setQuery] = useState<CatalogueQuery>({ ...DEFAULT_QUERY, specs: {}, category, page });
  const [view, setView] = useState<CatalogueView>(() => ({
    items: freshListing()?.items ?? initialItems,
    total: freshListing()?.total ?? initialTotal,
    counts: null,
    specs: null,
    procurement: null,
  }));
  const [searchText, setSearchText] = useState('');
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  /** The specifications are open; once opened, their counts follow the filters. */
  const [specsOpen, setSpecsOpen] = useState(false);
  const facetsWanted = useRef(false);

  const load = useCallback(
    async (next: CatalogueQuery, keepItems: boolean) => {
      const ticket = ++request.current;
      if (Object.keys(next.specs).length) facetsWanted.current = true;
      if (!keepItems) setView((current) => ({ ...current, items: null }));
      try {
        const faceted = Object.keys(next.specs).length > 0;
        // A search runs in the browser, unless the build's index is past correcting (too many changes
        // since the build): then the API searches the catalogue as it is.
        // A procurement filter with a search goes to the API (the build's facts are as of the build);
        // with a specification facet it is read from those facts too.
        const found =
          faceted || (next.q.trim() && !hasProcurementFilter(next) && !(await changesIncomplete()))
            ? await browserView(next, specFacets, lang)
            : await listView(next, specFacets, categories, facetsWanted.current, lang);
        if (ticket === request.current) setView(found);
        setFailed(false);
      } catch (error) {
        console.error('Gagal mengambil produk', error);
        // Keep what the page shows; say so only when there is nothing to show.
        if (ticket === request.current) {
          setFailed(true);
          setView((current) => ({ ...current, items: current.items ?? [] }));
        }
      }
    },
    [specFacets, categories, lang],
  );

  useEffect(() => {
    const fromUrl = parseLocation(location.pathname, location.search, categories);
    // What the visitor typed or picked while this code was loading (client:interaction).
    const pending = window.__rawlabPendingInput ?? {};
    delete window.__rawlabPendingInput;
    const changed = withPendingInput(fromUrl, pending);
    setQuery(changed);
    setSearchText('q' in pending ? pending.q! : fromUrl.q);
    if (Object.keys(changed.specs).length) setSpecsOpen(true);
    if (toUrl(changed, lang) !== `${location.pathname}${location.search}`) {
      // A category picked while the code loaded is a step, as it is once the island runs: Back
      // returns to the catalogue as it was. A link in the older form (?category=…&page=…) and
      // what was typed only move the address.
      if (changed.category !== fromUrl.category) history.pushState(null, '', toUrl(changed, lang));
      else history.replaceState(null, '', toUrl(changed, lang));
    }
    const same = isPlainListing(changed) && changed.category === category && changed.page === page;
    void load(changed, same).then(() => setReady(true));
    const onPopState = () => {
      const next = parseLocation(location.pathname, location.search, categories);
      setQuery(next);
      setSearchText(next.q);
      void load(next, false);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
    // Runs once: an island's props are the prerendered page's and never change after hydration.
  }, [categories, category, lang, load, page]);

  const navigate = useCallback(
    (next: CatalogueQuery, mode: 'push' | 'replace' = 'push') => {
      setQuery(next);
      if (mode === 'push') history.pushState(null, '', toUrl(next, lang));
      else history.replaceState(null, '', toUrl(next, lang));
      void load(next, false);
    },
    [lang, load],
  );

  // Search follows typing (debounced) without filling the history with every keystroke.
  useEffect(() => {
    if (searchText === query.q) return;
    const timer = window.setTimeout(() => navigate({ ...query, q: searchText, page: 1 }, 'replace'), 250);
    return () => window.clearTimeout(timer);
  }, [searchText, query, navigate]);

  /** Opening the specifications the first time fetches their counts for the current filters. */
  const toggleSpecs = (open: boolean) => {
    setSpecsOpen(open);
    if (!open || facetsWanted.current) return;
    facetsWanted.current = true;
    void load(query, true);
  };

  return { query, view, searchText, setSearchText, ready, failed, specsOpen, toggleSpecs, navigate };
}
