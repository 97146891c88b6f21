import { useId } from 'react';
import type { Lang } from '#shared/i18n/lang.ts';
import type { ProcurementFacets } from '#shared/product/procurement-facets.ts';
import { TKDN_PREFERENCE } from '#shared/product/procurement-limits.ts';
import type { CatalogueQuery } from './catalogue-state.ts';
import { CATALOGUE_TEXT } from './catalogue-text.ts';

interface Props {
  query: CatalogueQuery;
  /** The counts under the current search and other filters; null before the island has asked. */
  counts: ProcurementFacets | null;
  navigate: (next: CatalogueQuery, mode?: 'push' | 'replace') => void;
  lang: Lang;
}

const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

/**
 * 'Ada di e-Katalog', 'TKDN ≥ 40 %', 'Ready stock' and the brand, with how many products each
 * leaves under the other filters; named in the address as GET /api/products names them.
 */
export function ProcurementFilters({ query, counts, navigate, lang }: Props) {
  const t = CATALOGUE_TEXT[lang];
  const brandId = useId();
  const tkdnMin = query.tkdnMin ?? TKDN_PREFERENCE;
  const boxes = [
    {
      name: 'ekatalog',
      value: '1',
      label: withCount(t.ekatalog, counts?.ekatalog),
      checked: query.ekatalog,
      set: (on: boolean) => ({ ...query, ekatalog: on }),
    },
    {
      name: 'tkdn_min',
      value: String(tkdnMin),
      label: withCount(t.tkdn(tkdnMin), counts?.tkdn),
      checked: query.tkdnMin !== null,
      set: (on: boolean) => ({ ...query, tkdnMin: on ? tkdnMin : null }),
    },
    {
      name: 'ready',
      value: '1',
      label: withCount(t.ready, counts?.ready),
      checked: query.ready,
      set: (on: boolean) => ({ ...query, ready: on }),
    },
  ];
  const brands = counts?.brands ?? [];
  return (
    <fieldset className="grid gap-3 sm:grid-cols-[auto_auto_auto_14rem] sm:items-end sm:justify-start sm:gap-x-8 lg:col-span-3">
      <legend className="field-label">{t.procurement}</legend>
      {boxes.map((box) => (
        <label key={box.name} className="flex min-h-11 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name={box.name}
            value={box.value}
            checked={box.checked}
            onChange={(event) => navigate({ ...box.set(event.target.checked), page: 1 }, 'replace')}
            className="size-5 accent-brand-700"
          />
          {box.label}
        </label>
      ))}
      <div>
        <label htmlFor={brandId} className="field-label">
          {t.brand}
        </label>
        <select
          id={brandId}
          name="brand"
          value={query.brand}
          onChange={(event) => navigate({ ...query, brand: event.target.value, page: 1 }, 'replace')}
          className="field-input"
          aria-controls="catalogue-results"
        >
          <option value="">{t.allBrands}</option>
          {brands.map((entry) => (
            <option key={entry.name} value={entry.name}>{`${entry.name} (${entry.count})`}</option>
          ))}
          {query.brand && !brands.some((entry) => entry.name.toLowerCase() === query.brand.toLowerCase()) && (
            <option value={query.brand}>{`${query.brand} (0)`}</option>
          )}
        </select>
      </div>
    </fieldset>
  );
}
