import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { fetchCategories, fetchProducts } from '../../lib/public/api.ts';
import {
  ALL_CATEGORIES,
  DEFAULT_QUERY,
  SKELETON_COUNT,
  countLine,
  filterProducts,
  paginate,
  parseQuery,
  toSearch,
  type CatalogueQuery,
} from '../../lib/public/catalogue-state.ts';
import { toCardData, type ProductCardData } from '../../lib/public/product-view.ts';
import { ProductCard } from './ProductCard.tsx';

interface Props {
  /** Prerendered from the store at build time; replaced by the API's answer after hydration. */
  initialProducts: ProductCardData[];
  initialCategories: string[];
}

/**
 * The /products island: category dropdown, search, count line, grid, numbered pages and the empty
 * state (spec §2). View state lives in the URL; the first render uses the defaults so it matches the
 * prerendered HTML, then the URL is read.
 */
export default function Catalogue({ initialProducts, initialCategories }: Props) {
  const [products, setProducts] = useState<ProductCardData[] | null>(initialProducts.length ? initialProducts : null);
  const [categories, setCategories] = useState<string[]>(initialCategories);
  const [query, setQuery] = useState<CatalogueQuery>(DEFAULT_QUERY);
  const [searchText, setSearchText] = useState('');
  /** Set once the URL has been read: before that, the view shows the prerendered defaults. */
  const [ready, setReady] = useState(false);
  const gridTop = useRef<HTMLDivElement>(null);
  const ids = { category: useId(), search: useId(), count: useId() };

  useEffect(() => {
    const fromUrl = parseQuery(location.search);
    setQuery(fromUrl);
    setSearchText(fromUrl.q);
    setReady(true);
    const onPopState = () => {
      const next = parseQuery(location.search);
      setQuery(next);
      setSearchText(next.q);
    };
    window.addEventListener('popstate', onPopState);

    let cancelled = false;
    void fetchProducts().then((fresh) => {
      if (cancelled) return;
      // A failed fetch keeps what the page was built with (or an empty list when there was none).
      setProducts((current) => (fresh ? fresh.map(toCardData) : (current ?? [])));
    });
    void fetchCategories().then((names) => {
      if (!cancelled && names) setCategories(names);
    });
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  const navigate = useCallback((next: CatalogueQuery, mode: 'push' | 'replace' = 'push') => {
    setQuery(next);
    const url = `${location.pathname}${toSearch(next)}`;
    if (mode === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }, []);

  // Search follows typing (debounced) without filling the history with every keystroke.
  useEffect(() => {
    if (searchText === query.q) return;
    const timer = window.setTimeout(() => navigate({ ...query, q: searchText, page: 1 }, 'replace'), 250);
    return () => window.clearTimeout(timer);
  }, [searchText, query, navigate]);

  const filtered = useMemo(() => filterProducts(products ?? [], query), [products, query]);
  const slice = paginate(filtered, query.page);
  const categoryOptions = useMemo(() => {
    const names = new Set(categories);
    if (query.category !== ALL_CATEGORIES) names.add(query.category);
    return [ALL_CATEGORIES, ...names];
  }, [categories, query.category]);

  const goToPage = (page: number) => {
    navigate({ ...query, page });
    gridTop.current?.scrollIntoView({
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      block: 'start',
    });
  };
  const resetFilters = () => {
    setSearchText('');
    navigate(DEFAULT_QUERY);
  };
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate({ ...query, q: searchText, page: 1 });
  };

  const loading = products === null;

  return (
    <div data-catalogue-ready={ready ? 'true' : undefined}>
      <form
        role="search"
        onSubmit={submitSearch}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem] sm:p-5"
      >
        <div>
          <label htmlFor={ids.search} className="field-label">
            Search by name or model number
          </label>
          <div className="relative">
            <svg
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-slate-400"
              width="18"
              height="18"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            >
              <circle cx="9" cy="9" r="6" />
              <path d="M13.5 13.5L17 17" />
            </svg>
            <input
              id={ids.search}
              type="search"
              name="q"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder="e.g. pH meter, RL-PH-700"
              autoComplete="off"
              className="field-input pl-10"
              aria-controls="catalogue-results"
            />
          </div>
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
            className="field-input appearance-none bg-[url('data:image/svg+xml;utf8,<svg xmlns=%22http://www.w3.org/2000/svg%22 width=%2216%22 height=%2216%22 viewBox=%220 0 16 16%22><path d=%22M4 6l4 4 4-4%22 fill=%22none%22 stroke=%22%2364748b%22 stroke-width=%221.6%22/></svg>')] bg-[position:right_0.75rem_center] bg-no-repeat pr-10"
            aria-controls="catalogue-results"
          >
            {categoryOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div ref={gridTop} className="scroll-mt-28 pt-8">
        <p id={ids.count} className="text-sm text-slate-600" aria-live="polite" data-testid="catalogue-count">
          {loading ? 'Loading products…' : countLine(filtered.length, query)}
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
        ) : slice.items.length === 0 ? (
          <div className="card flex flex-col items-center px-6 py-16 text-center">
            <span
              className="grid size-14 place-items-center rounded-2xl bg-slate-100 text-slate-500"
              aria-hidden="true"
            >
              <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
                <circle cx="11" cy="11" r="7" />
                <path d="M16.5 16.5L21 21M8 11h6" />
              </svg>
            </span>
            <h2 className="mt-5 text-xl font-semibold text-slate-900">No Products Found</h2>
            <p className="mt-2 max-w-sm text-sm text-slate-600">
              Try another category or search term, or browse the whole catalogue.
            </p>
            <button type="button" onClick={resetFilters} className="btn-primary mt-6">
              View All Products
            </button>
          </div>
        ) : (
          // Two columns from the smallest phone up: a page of 12 is six short rows, not 12 screens.
          <ul className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
            {slice.items.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} eager={index < 4} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {!loading && slice.pageCount > 1 && (
        <nav aria-label="Pages" className="mt-12 flex justify-center">
          <ul className="flex flex-wrap items-center gap-2">
            {Array.from({ length: slice.pageCount }, (_, index) => index + 1).map((page) => (
              <li key={page}>
                <button
                  type="button"
                  onClick={() => goToPage(page)}
                  aria-current={page === slice.page ? 'page' : undefined}
                  aria-label={`Page ${page}`}
                  className={`grid size-11 place-items-center rounded-lg text-sm font-semibold tabular-nums transition-colors ${
                    page === slice.page
                      ? 'bg-brand-700 text-white shadow-sm'
                      : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                  }`}
                >
                  {page}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
