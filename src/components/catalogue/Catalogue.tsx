import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import type { ProductListPage } from '#shared/api-types.ts';
import { whatsappUrl } from '#shared/whatsapp.ts';
import { trackWhatsAppClick } from '#lib/browser/analytics.ts';
import { loadCatalogueFacts, loadCatalogueSearch } from '#lib/browser/catalogue-search.ts';
import { facetCounts, type ProductFacts, type SpecFacet } from '#lib/browser/catalogue-facets.ts';
import { freshValues } from '#lib/browser/fresh-cards.ts';
import {
  ALL_CATEGORIES,
  PAGE_SIZE,
  SKELETON_COUNT,
  cataloguePath,
  countLine,
  isPlainListing,
  pageCount,
  pageNumbers,
  parseLocation,
  toApiSearch,
  toUrl,
  type CatalogueCategory,
  type CatalogueQuery,
} from '#lib/browser/catalogue-state.ts';
import { listItemCard, type ProductCardData } from '#lib/browser/product-view.ts';
import { ProductCard } from './ProductCard.tsx';
import { AddToQuoteButton } from '../quote/AddToQuoteButton.tsx';

interface Props {
  /** This page's cards, prerendered at build time; refreshed from the API after hydration. */
  initialItems: ProductCardData[];
  initialTotal: number;
  page: number;
  /** The category slug of this listing page, '' for the whole catalogue. */
  category: string;
  categories: CatalogueCategory[];
  /** Specification facets with their counts in this page's scope (build time). */
  specFacets: SpecFacet[];
  /** Where 'Tanya spesialis via WhatsApp' goes when a search finds nothing ('' hides it). */
  whatsappNumber: string;
}

interface View {
  items: ProductCardData[] | null;
  total: number;
  /** Per category slug, for the dropdown's counts under the current search and filters. */
  counts: Map<string, number> | null;
  /** Specification facets with counts under the current search and other filters. */
  specs: SpecFacet[] | null;
}

type Facts = ProductFacts;

const inPrice = (item: { price: number }, query: CatalogueQuery) =>
  (query.minPrice === null || item.price >= query.minPrice) &&
  (query.maxPrice === null || item.price <= query.maxPrice);
const inStock = (item: { stock: number }, query: CatalogueQuery) => !query.inStock || item.stock > 0;
const hasSpecs = (item: Facts, query: CatalogueQuery) =>
  Object.entries(query.specs).every(([param, value]) => item.specs[param] === value);

/** Current cards for product ids, in their order, from the API (never stale). */
async function cardsFor(ids: number[]): Promise<ProductCardData[]> {
  if (!ids.length) return [];
  const response = await fetch(`/api/products?ids=${ids.join(',')}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const page = (await response.json()) as ProductListPage;
  const byId = new Map(page.data.map((item) => [item.id, listItemCard(item)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const countBy = <T,>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

/**
 * A search or a specification facet: runs in the browser over the search index and the build's facts
 * (fetched when first needed), then asks the API for the current cards of the page shown.
 */
async function browserView(query: CatalogueQuery, facetList: SpecFacet[]): Promise<View> {
  const [found, { products }] = await Promise.all([
    query.q.trim() ? loadCatalogueSearch().then((engine) => engine.search(query.q)) : null,
    loadCatalogueFacts(),
  ]);
  const factsById = new Map(products.map((item) => [item.id, item]));
  const candidates = found ? found.flatMap((hit) => factsById.get(hit.id) ?? []) : products;
  const filtered = candidates.filter((item) => inStock(item, query) && inPrice(item, query));
  const inCategory = filtered.filter((item) => !query.category || item.category === query.category);
  const matching = inCategory.filter((item) => hasSpecs(item, query));
  const shown = matching.slice((query.page - 1) * PAGE_SIZE, query.page * PAGE_SIZE);
  return {
    items: await cardsFor(shown.map((item) => item.id)),
    total: matching.length,
    counts: countBy(
      filtered.filter((item) => hasSpecs(item, query)),
      (item) => item.category,
    ),
    specs: facetCounts(facetList, inCategory, query.specs),
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
): Promise<View> {
  const response = await fetch(`/api/products?${toApiSearch(query)}`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const page = (await response.json()) as ProductListPage;
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
    items: page.data.map(listItemCard),
    total: page.total,
    counts: new Map(
      page.facets.categories.flatMap((entry) => {
        const slug = categories.find((category) => category.name === entry.name)?.slug;
        return slug ? [[slug, entry.count] as const] : [];
      }),
    ),
    specs,
  };
}

/** The prerendered cards, with the price and stock the page's script already refreshed. */
const withFreshValues = (cards: ProductCardData[]) => {
  const fresh = freshValues();
  return cards.map((card) => ({ ...card, ...fresh.get(card.id) }));
};

/**
 * The catalogue island: search, category with counts, in-stock and price filters, the count line,
 * the grid and numbered pages. Page and category are real links to prerendered pages (they work
 * without JavaScript); with JavaScript they load in place and the URL follows.
 */
export default function Catalogue({
  initialItems,
  initialTotal,
  page,
  category,
  categories,
  specFacets,
  whatsappNumber,
}: Props) {
  const initial: CatalogueQuery = {
    category,
    page,
    q: '',
    inStock: false,
    minPrice: null,
    maxPrice: null,
    specs: {},
  };
  const [query, setQuery] = useState<CatalogueQuery>(initial);
  const [view, setView] = useState<View>(() => ({
    items: withFreshValues(initialItems),
    total: initialTotal,
    counts: null,
    specs: null,
  }));
  const [searchText, setSearchText] = useState('');
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);
  const gridTop = useRef<HTMLDivElement>(null);
  /** The specifications are open; once opened, their counts follow the filters. */
  const [specsOpen, setSpecsOpen] = useState(false);
  const facetsWanted = useRef(false);
  const ids = { category: useId(), search: useId(), inStock: useId(), min: useId(), max: useId(), spec: useId() };

  const load = useCallback(
    async (next: CatalogueQuery, keepItems: boolean) => {
      const ticket = ++request.current;
      if (Object.keys(next.specs).length) facetsWanted.current = true;
      if (!keepItems) setView((current) => ({ ...current, items: null }));
      try {
        const found =
          next.q.trim() || Object.keys(next.specs).length
            ? await browserView(next, specFacets)
            : await listView(next, specFacets, categories, facetsWanted.current);
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
    [specFacets, categories],
  );

  useEffect(() => {
    const fromUrl = parseLocation(location.pathname, location.search, categories);
    // What the visitor typed or picked while this code was loading (client:interaction).
    const pending = window.__rawlabPendingInput ?? {};
    delete window.__rawlabPendingInput;
    const digits = (value: string) => (value.replace(/\D/g, '') ? Number(value.replace(/\D/g, '')) : null);
    const changed: CatalogueQuery = {
      ...fromUrl,
      ...('category' in pending && { category: pending.category!, page: 1 }),
      ...('in_stock' in pending && { inStock: pending.in_stock === '1', page: 1 }),
      ...('min_price' in pending && { minPrice: digits(pending.min_price!), page: 1 }),
      ...('max_price' in pending && { maxPrice: digits(pending.max_price!), page: 1 }),
      specs: { ...fromUrl.specs },
    };
    for (const [name, value] of Object.entries(pending)) {
      if (!name.startsWith('spec_')) continue;
      if (value) changed.specs[name] = value;
      else delete changed.specs[name];
      changed.page = 1;
    }
    setQuery(changed);
    setSearchText('q' in pending ? pending.q! : fromUrl.q);
    if (Object.keys(changed.specs).length) setSpecsOpen(true);
    // A link in the older form (?category=…&page=…) moves to its page's own address.
    if (toUrl(changed) !== `${location.pathname}${location.search}`) history.replaceState(null, '', toUrl(changed));
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
    // Runs once: the props are the prerendered page's.
  }, []);

  const navigate = useCallback(
    (next: CatalogueQuery, mode: 'push' | 'replace' = 'push') => {
      setQuery(next);
      if (mode === 'push') history.pushState(null, '', toUrl(next));
      else history.replaceState(null, '', toUrl(next));
      void load(next, false);
    },
    [load],
  );

  // Search follows typing (debounced) without filling the history with every keystroke.
  useEffect(() => {
    if (searchText === query.q) return;
    const timer = window.setTimeout(() => navigate({ ...query, q: searchText, page: 1 }, 'replace'), 250);
    return () => window.clearTimeout(timer);
  }, [searchText, query, navigate]);

  const followLink = (event: MouseEvent<HTMLAnchorElement>, next: CatalogueQuery) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(next);
    gridTop.current?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    });
  };
  const resetFilters = () => {
    setSearchText('');
    navigate({ category: '', page: 1, q: '', inStock: false, minPrice: null, maxPrice: null, specs: {} });
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ ...query, q: searchText, page: 1 });
  };

  const loading = view.items === null;
  const pages = pageCount(view.total);
  const current = Math.min(query.page, pages);
  const categoryName = categories.find((entry) => entry.slug === query.category)?.name;
  const countOf = (entry: CatalogueCategory) => (view.counts ? (view.counts.get(entry.slug) ?? 0) : entry.count);
  const facets = view.specs ?? specFacets;
  const setSpec = (param: string, value: string) => {
    const specs = { ...query.specs };
    if (value) specs[param] = value;
    else delete specs[param];
    navigate({ ...query, specs, page: 1 }, 'replace');
  };

  return (
    <div data-catalogue-ready={ready ? 'true' : undefined}>
      <form
        role="search"
        method="get"
        onSubmit={submitSearch}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[1fr_14rem_auto]"
      >
        <div>
          <label htmlFor={ids.search} className="field-label">
            Search by name or model number
          </label>
          <input
            id={ids.search}
            type="search"
            name="q"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder="e.g. pH meter, RL-PH-700, kekeruhan"
            autoComplete="off"
            className="field-input"
            aria-controls="catalogue-results"
          />
        </div>
        <div>
          <label htmlFor={ids.category} className="field-label">
            Category
          </label>
          <select
            id={ids.category}
            name="category"
            value={query.category}
            onChange={(event) => navigate({ ...query, category: event.target.value, page: 1 })}
            className="field-input"
            aria-controls="catalogue-results"
          >
            <option value="">{ALL_CATEGORIES}</option>
            {categories.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {`${entry.name} (${countOf(entry)})`}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-[auto_8rem_8rem] sm:items-end">
          <legend className="sr-only">Filters</legend>
          <label
            htmlFor={ids.inStock}
            className="col-span-2 flex min-h-11 items-center gap-2 text-sm text-slate-700 sm:col-span-1"
          >
            <input
              id={ids.inStock}
              type="checkbox"
              name="in_stock"
              value="1"
              checked={query.inStock}
              onChange={(event) => navigate({ ...query, inStock: event.target.checked, page: 1 }, 'replace')}
              className="size-5 accent-brand-700"
            />
            In stock only
          </label>
          <PriceInput
            id={ids.min}
            name="min_price"
            label="Min price (Rp)"
            value={query.minPrice}
            onChange={(minPrice) => navigate({ ...query, minPrice, page: 1 }, 'replace')}
          />
          <PriceInput
            id={ids.max}
            name="max_price"
            label="Max price (Rp)"
            value={query.maxPrice}
            onChange={(maxPrice) => navigate({ ...query, maxPrice, page: 1 }, 'replace')}
          />
        </fieldset>
        {facets.length > 0 && (
          <details
            className="group lg:col-span-3"
            open={specsOpen}
            onToggle={(event) => {
              const open = event.currentTarget.open;
              setSpecsOpen(open);
              if (!open || facetsWanted.current) return;
              facetsWanted.current = true;
              void load(query, true);
            }}
            data-testid="spec-facets"
          >
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 select-none">
              <span aria-hidden="true" className="transition-transform group-open:rotate-90">
                ›
              </span>
              Specifications
              {Object.keys(query.specs).length > 0 && (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                  {Object.keys(query.specs).length}
                </span>
              )}
            </summary>
            <div className="mt-2 grid gap-4 sm:grid-cols-3">
              {facets.map((facet, index) => {
                const chosen = query.specs[facet.param] ?? '';
                return (
                  <div key={facet.param}>
                    <label htmlFor={`${ids.spec}-${index}`} className="field-label">
                      {facet.name}
                    </label>
                    <select
                      id={`${ids.spec}-${index}`}
                      name={facet.param}
                      value={chosen}
                      onChange={(event) => setSpec(facet.param, event.target.value)}
                      className="field-input"
                      aria-controls="catalogue-results"
                    >
                      <option value="">Any</option>
                      {facet.values.map((entry) => (
                        <option
                          key={entry.value}
                          value={entry.value}
                          disabled={entry.count === 0 && entry.value !== chosen}
                        >{`${entry.value} (${entry.count})`}</option>
                      ))}
                      {chosen && !facet.values.some((entry) => entry.value === chosen) && (
                        <option value={chosen}>{`${chosen} (0)`}</option>
                      )}
                    </select>
                  </div>
                );
              })}
            </div>
          </details>
        )}
      </form>

      <nav aria-label="Categories" className="mt-4 -mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {[{ name: ALL_CATEGORIES, slug: '', count: 0 }, ...categories].map((entry) => (
            <li key={entry.slug || 'all'} className="shrink-0">
              <a
                href={cataloguePath(entry.slug, 1)}
                onClick={(event) => followLink(event, { ...query, category: entry.slug, page: 1 })}
                aria-current={entry.slug === query.category ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                  entry.slug === query.category
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {entry.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div ref={gridTop} className="scroll-mt-28 pt-6">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="catalogue-count">
          {loading ? 'Loading products…' : countLine(view.total, current, { categoryName, q: query.q })}
        </p>
      </div>

      <div id="catalogue-results" className="mt-5" aria-busy={loading}>
        {loading ? (
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4" aria-label="Loading products">
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index} className="card overflow-hidden" data-skeleton>
                <div className="aspect-square animate-skeleton bg-slate-100" />
                <div className="space-y-3 p-3 sm:p-5">
                  <div className="h-3 w-1/3 animate-skeleton rounded bg-slate-100" />
                  <div className="h-4 w-5/6 animate-skeleton rounded bg-slate-100" />
                  <div className="h-4 w-1/2 animate-skeleton rounded bg-slate-100" />
                </div>
              </li>
            ))}
          </ul>
        ) : view.items!.length === 0 ? (
          <div className="card flex flex-col items-center px-6 py-16 text-center">
            <h2 className="text-xl font-semibold text-slate-900">No Products Found</h2>
            <p className="mt-2 max-w-sm text-sm text-slate-600">
              {failed
                ? 'The catalogue could not be loaded. Check your connection and try again.'
                : 'Try another category or search term, or browse the whole catalogue.'}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <button type="button" onClick={resetFilters} className="btn-primary">
                View All Products
              </button>
              {whatsappNumber && query.q.trim() && (
                <a
                  href={whatsappUrl(
                    whatsappNumber,
                    `Halo, saya mencari "${query.q.trim()}" tetapi tidak menemukannya di katalog. Bisa dibantu?`,
                  )}
                  target="_blank"
                  rel="noopener"
                  className="btn-whatsapp"
                  onClick={() => trackWhatsAppClick({ kind: 'chat' })}
                >
                  Tanya spesialis via WhatsApp
                </a>
              )}
            </div>
          </div>
        ) : (
          // Two columns from the smallest phone up: a page of 12 is six short rows, not 12 screens.
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
            {view.items!.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard
                  product={product}
                  eager={index < 4}
                  priority={index === 0}
                  action={
                    <AddToQuoteButton
                      variant="card"
                      product={{ id: product.id, slug: product.slug, name: product.name, sku: product.sku }}
                      quantity={1}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </div>

      {!loading && pages > 1 && (
        <nav aria-label="Pages" className="mt-12 flex justify-center">
          <ul className="flex flex-wrap items-center gap-2">
            {pageNumbers(current, pages).map((number, index) =>
              number === null ? (
                <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
                  …
                </li>
              ) : (
                <li key={number}>
                  <a
                    href={toUrl({ ...query, page: number })}
                    onClick={(event) => followLink(event, { ...query, page: number })}
                    aria-current={number === current ? 'page' : undefined}
                    aria-label={`Page ${number}`}
                    className={`grid size-11 place-items-center rounded-lg text-sm font-semibold tabular-nums transition-colors ${
                      number === current
                        ? 'bg-brand-700 text-white shadow-sm'
                        : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                    }`}
                  >
                    {number}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** A price bound in whole rupiah: digits only, empty for no bound. */
function PriceInput({
  id,
  name,
  label,
  value,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        inputMode="numeric"
        value={value ?? ''}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '');
          onChange(digits ? Number(digits) : null);
        }}
        className="field-input"
        aria-controls="catalogue-results"
      />
    </div>
  );
}
