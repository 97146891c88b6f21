import type { ProductListPage } from '../api-types.ts';
import { isReadyStock, tkdnTotal } from './availability.ts';
import { TKDN_PREFERENCE } from './procurement-limits.ts';
import type { ProductFields } from './fields.ts';

/*
 * The catalogue's procurement filters: 'Ada di e-Katalog' (`ekatalog=1`), 'TKDN ≥ 40 %'
 * (`tkdn_min=40`: TKDN + BMP, the figure the domestic-content preference reads), 'Ready stock'
 * (`ready=1`: declared ready and on hand, as the product page's line says) and a brand (`brand=`,
 * without regard to case). Each count is of the products that match every other filter set
 * (search, category, stock, price and the other procurement filters), as the category counts are.
 */

/** What the filters read of a product. */
export interface ProcurementFact {
  brand: string;
  ekatalog: boolean;
  /** TKDN + BMP, or null when the TKDN is unknown. */
  tkdn: number | null;
  ready: boolean;
}

export type ProcurementSource = Pick<
  ProductFields,
  'brand' | 'ekatalog_url' | 'tkdn_percent' | 'bmp_percent' | 'lead_time' | 'stock'
>;

export const procurementFact = (product: ProcurementSource): ProcurementFact => ({
  brand: product.brand.trim(),
  ekatalog: product.ekatalog_url !== '',
  tkdn: tkdnTotal(product),
  ready: isReadyStock(product),
});

export interface ProcurementQuery {
  ekatalog?: boolean;
  tkdn_min?: number;
  ready?: boolean;
  brand: string;
}

export type ProcurementFilter = keyof ProcurementQuery;

/** Whether a product passes each filter of the query (a filter not set passes everything). */
export function procurementTests(
  query: ProcurementQuery,
): Record<ProcurementFilter, (fact: ProcurementFact) => boolean> {
  const brand = query.brand.trim().toLowerCase();
  return {
    ekatalog: (fact) => !query.ekatalog || fact.ekatalog,
    tkdn_min: (fact) => query.tkdn_min === undefined || (fact.tkdn !== null && fact.tkdn >= query.tkdn_min),
    ready: (fact) => !query.ready || fact.ready,
    brand: (fact) => !brand || fact.brand.toLowerCase() === brand,
  };
}

export interface ProcurementFacets {
  /** Products on the e-Katalog. */
  ekatalog: number;
  /** Products whose TKDN + BMP reaches `tkdn_min` (40 when not set). */
  tkdn: number;
  ready: number;
  /** Every brand among the products, A–Z, with how many have it. */
  brands: Array<{ name: string; count: number }>;
}

/** The catalogue list's answer with the procurement counts beside the others. */
export type CatalogueListPage = ProductListPage & { facets: ProductListPage['facets'] & ProcurementFacets };

export const EMPTY_PROCUREMENT_FACETS: ProcurementFacets = { ekatalog: 0, tkdn: 0, ready: 0, brands: [] };

/**
 * The counts over `facts` (the products that pass the page's other filters: search, category,
 * stock, price), each without its own procurement filter.
 */
export function procurementFacets(facts: ProcurementFact[], query: ProcurementQuery): ProcurementFacets {
  const tests = procurementTests(query);
  const filters = Object.keys(tests) as ProcurementFilter[];
  const passesOthers = (fact: ProcurementFact, own: ProcurementFilter) =>
    filters.every((filter) => filter === own || tests[filter](fact));
  const minimum = query.tkdn_min ?? TKDN_PREFERENCE;
  const brands = new Map<string, { name: string; count: number }>();
  let ekatalog = 0;
  let tkdn = 0;
  let ready = 0;
  for (const fact of facts) {
    if (fact.ekatalog && passesOthers(fact, 'ekatalog')) ekatalog += 1;
    if (fact.tkdn !== null && fact.tkdn >= minimum && passesOthers(fact, 'tkdn_min')) tkdn += 1;
    if (fact.ready && passesOthers(fact, 'ready')) ready += 1;
    if (fact.brand && passesOthers(fact, 'brand')) {
      const key = fact.brand.toLowerCase();
      const entry = brands.get(key) ?? { name: fact.brand, count: 0 };
      entry.count += 1;
      brands.set(key, entry);
    }
  }
  return {
    ekatalog,
    tkdn,
    ready,
    brands: [...brands.values()].sort((a, b) => a.name.localeCompare(b.name, 'id')),
  };
}
