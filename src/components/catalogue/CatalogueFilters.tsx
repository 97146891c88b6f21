import { useId, useState, type SubmitEvent } from 'react';
import type { SpecFacet } from './catalogue-facets.ts';
import type { CatalogueCategory, CatalogueQuery } from './catalogue-state.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { CATALOGUE_TEXT } from './catalogue-text.ts';
import { PriceInput } from './PriceInput.tsx';
import { ProcurementFilters } from './ProcurementFilters.tsx';
import type { ProcurementFacets } from '#shared/product/procurement-facets.ts';
import { categoryText } from '#shared/i18n/localize.ts';

interface Props {
  query: CatalogueQuery;
  /** The search box's text, ahead of the query while typing. */
  searchText: string;
  onSearchText: (text: string) => void;
  categories: CatalogueCategory[];
  /** The category's count under the current search and filters. */
  countOf: (category: CatalogueCategory) => number;
  facets: SpecFacet[];
  /** The procurement filters' counts, once the island has asked for them. */
  procurement: ProcurementFacets | null;
  specsOpen: boolean;
  onSpecsToggle: (open: boolean) => void;
  navigate: (next: CatalogueQuery, mode?: 'push' | 'replace') => void;
  lang: Lang;
}

/** How many filters are set besides the search: category, in stock, each price bound, each specification. */
export const activeFilterCount = (query: CatalogueQuery) =>
  (query.category ? 1 : 0) +
  (query.inStock ? 1 : 0) +
  (query.minPrice !== null ? 1 : 0) +
  (query.maxPrice !== null ? 1 : 0) +
  Object.keys(query.specs).length +
  [query.ekatalog, query.tkdnMin !== null, query.ready, query.brand !== ''].filter(Boolean).length;

/**
 * The catalogue's search form: search, category with counts, in stock, price range, specifications.
 * It is a plain GET form (`?q=`) with a submit button, so Enter searches even when the island is not
 * running (its code not loaded yet, or failed to load). On a phone the filters fold behind a
 * 'Filter' button that shows how many are set, so the first screen shows results, not the panel.
 */
export function CatalogueFilters({
  query,
  searchText,
  onSearchText,
  categories,
  countOf,
  facets,
  procurement,
  specsOpen,
  onSpecsToggle,
  navigate,
  lang,
}: Props) {
  const t = CATALOGUE_TEXT[lang];
  const ids = {
    category: useId(),
    search: useId(),
    inStock: useId(),
    min: useId(),
    max: useId(),
    spec: useId(),
    panel: useId(),
  };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const active = activeFilterCount(query);
  const submitSearch = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate({ ...query, q: searchText, page: 1 });
  };
  const setSpec = (param: string, value: string) => {
    const specs = { ...query.specs };
    if (value) specs[param] = value;
    else delete specs[param];
    navigate({ ...query, specs, page: 1 }, 'replace');
  };

  return (
    <form
      role="search"
      method="get"
      onSubmit={submitSearch}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:grid-cols-[1fr_14rem_auto]"
    >
      <div>
        <label htmlFor={ids.search} className="field-label">
          {t.searchLabel}
        </label>
        <div className="flex gap-2">
          <input
            id={ids.search}
            type="search"
            name="q"
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            placeholder={t.searchPlaceholder}
            autoComplete="off"
            className="field-input min-w-0 flex-1"
            aria-controls="catalogue-results"
          />
          <button
            type="submit"
            aria-label={t.search}
            className="grid min-h-11 min-w-11 shrink-0 place-items-center rounded-lg bg-brand-700 text-white hover:bg-brand-800"
          >
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <circle cx="8.5" cy="8.5" r="5.5" />
              <path d="M13 13l4.5 4.5" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <button
          type="button"
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={ids.panel}
          data-testid="filter-toggle"
          className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 sm:hidden"
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
          </svg>
          {t.filter}
          {active > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white" data-testid="filter-count">
              <span className="sr-only">(</span>
              {active}
              <span className="sr-only">{t.active}</span>
            </span>
          )}
        </button>
      </div>
      <div id={ids.panel} className={filtersOpen ? 'contents' : 'hidden sm:contents'} data-testid="filter-panel">
        <div>
          <label htmlFor={ids.category} className="field-label">
            {t.category}
          </label>
          <select
            id={ids.category}
            name="category"
            value={query.category}
            onChange={(event) => navigate({ ...query, category: event.target.value, page: 1 })}
            className="field-input"
            aria-controls="catalogue-results"
          >
            <option value="">{t.all}</option>
            {categories.map((entry) => (
              <option key={entry.slug} value={entry.slug}>
                {`${categoryText(entry, 'name', lang).value} (${countOf(entry)})`}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-[auto_8rem_8rem] sm:items-end">
          <legend className="sr-only">{t.filters}</legend>
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
            {t.inStock}
          </label>
          <PriceInput
            id={ids.min}
            name="min_price"
            label={t.minPrice}
            value={query.minPrice}
            onChange={(minPrice) => navigate({ ...query, minPrice, page: 1 }, 'replace')}
          />
          <PriceInput
            id={ids.max}
            name="max_price"
            label={t.maxPrice}
            value={query.maxPrice}
            onChange={(maxPrice) => navigate({ ...query, maxPrice, page: 1 }, 'replace')}
          />
        </fieldset>
        <ProcurementFilters query={query} counts={procurement} navigate={navigate} lang={lang} />
        {facets.length > 0 && (
          <details
            className="group lg:col-span-3"
            open={specsOpen}
            onToggle={(event) => onSpecsToggle(event.currentTarget.open)}
            data-testid="spec-facets"
          >
            <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800 select-none">
              <span aria-hidden="true" className="transition-transform group-open:rotate-90">
                ›
              </span>
              {t.specifications}
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
                      <option value="">{t.any}</option>
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
      </div>
    </form>
  );
}
