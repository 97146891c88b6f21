import { useId, type SubmitEvent } from 'react';
import type { SpecFacet } from '#lib/browser/catalogue-facets.ts';
import { ALL_CATEGORIES, type CatalogueCategory, type CatalogueQuery } from '#lib/browser/catalogue-state.ts';

interface Props {
  query: CatalogueQuery;
  /** The search box's text, ahead of the query while typing. */
  searchText: string;
  onSearchText: (text: string) => void;
  categories: CatalogueCategory[];
  /** The category's count under the current search and filters. */
  countOf: (category: CatalogueCategory) => number;
  facets: SpecFacet[];
  specsOpen: boolean;
  onSpecsToggle: (open: boolean) => void;
  navigate: (next: CatalogueQuery, mode?: 'push' | 'replace') => void;
}

/** The catalogue's search form: search, category with counts, in stock, price range, specifications. */
export function CatalogueFilters({
  query,
  searchText,
  onSearchText,
  categories,
  countOf,
  facets,
  specsOpen,
  onSpecsToggle,
  navigate,
}: Props) {
  const ids = { category: useId(), search: useId(), inStock: useId(), min: useId(), max: useId(), spec: useId() };
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
          Search by name or model number
        </label>
        <input
          id={ids.search}
          type="search"
          name="q"
          value={searchText}
          onChange={(event) => onSearchText(event.target.value)}
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
          onToggle={(event) => onSpecsToggle(event.currentTarget.open)}
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
