import { useRef, type MouseEvent } from 'react';
import type { SpecFacet } from './catalogue-facets.ts';
import {
  DEFAULT_QUERY,
  cataloguePath,
  countLine,
  pageCount,
  type CatalogueCategory,
  type CatalogueQuery,
} from './catalogue-state.ts';
import type { ProductCardData } from '#shared/product/card.ts';
import type { ProcurementFacets } from '#shared/product/procurement-facets.ts';
import { CatalogueFilters } from './CatalogueFilters.tsx';
import { CatalogueResults } from './CatalogueResults.tsx';
import { useCatalogueQuery } from './use-catalogue-query.ts';
import { CompareTray } from '../compare/CompareTray.tsx';
import type { Lang } from '#shared/i18n/lang.ts';
import { CATALOGUE_TEXT } from './catalogue-text.ts';
import { categoryText } from '#shared/i18n/localize.ts';

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
  /** The procurement filters' counts and brands in this page's scope (build time). */
  procurementFacets: ProcurementFacets;
  /** Where 'Tanya spesialis via WhatsApp' goes when a search finds nothing ('' hides it). */
  whatsappNumber: string;
  /** The page's language: words, links and card summaries. */
  lang: Lang;
}

/**
 * The catalogue island: search, category with counts, in-stock and price filters, the count line,
 * the grid and numbered pages. Page and category are real links to prerendered pages (they work
 * without JavaScript); with JavaScript they load in place and the URL follows.
 */
export default function Catalogue({ whatsappNumber, lang, ...start }: Props) {
  const { query, view, searchText, setSearchText, ready, failed, specsOpen, toggleSpecs, navigate } = useCatalogueQuery(
    start,
    lang,
  );
  const t = CATALOGUE_TEXT[lang];
  const gridTop = useRef<HTMLDivElement>(null);
  const { categories, specFacets, procurementFacets } = start;

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
    navigate({ ...DEFAULT_QUERY, specs: {} });
  };

  const loading = view.items === null;
  // The page links as built until the island's first read has answered: the page's script may have
  // brought the cards and the count up to date (fresh-cards.ts) but not the links, and the first
  // render must match the page it takes over.
  const pages = pageCount(ready ? view.total : start.initialTotal);
  const current = Math.min(query.page, pages);
  const chosen = categories.find((entry) => entry.slug === query.category);
  const categoryName = chosen && categoryText(chosen, 'name', lang).value;

  return (
    <div data-catalogue-ready={ready ? 'true' : undefined}>
      <CatalogueFilters
        query={query}
        searchText={searchText}
        onSearchText={setSearchText}
        categories={categories}
        countOf={(entry) => (view.counts ? (view.counts.get(entry.slug) ?? 0) : entry.count)}
        facets={view.specs ?? specFacets}
        procurement={view.procurement ?? procurementFacets}
        specsOpen={specsOpen}
        onSpecsToggle={toggleSpecs}
        navigate={navigate}
        lang={lang}
      />

      <nav aria-label={t.categories} className="mt-4 -mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {[{ name: t.all, slug: '', count: 0 }, ...categories].map((entry) => (
            <li key={entry.slug || 'all'} className="shrink-0">
              <a
                href={cataloguePath(entry.slug, 1, lang)}
                onClick={(event) => followLink(event, { ...query, category: entry.slug, page: 1 })}
                aria-current={entry.slug === query.category ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium whitespace-nowrap ${
                  entry.slug === query.category
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
                }`}
              >
                {entry.slug ? categoryText(entry, 'name', lang).value : entry.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div ref={gridTop} className="scroll-mt-28 pt-6">
        <p className="text-sm text-slate-600" aria-live="polite" data-testid="catalogue-count">
          {loading ? t.loading : countLine(view.total, current, { categoryName, q: query.q }, lang)}
        </p>
      </div>

      <CatalogueResults
        items={view.items}
        query={query}
        failed={failed}
        current={current}
        pages={pages}
        whatsappNumber={whatsappNumber}
        onReset={resetFilters}
        followLink={followLink}
        lang={lang}
      />
      <CompareTray lang={lang} />
    </div>
  );
}
