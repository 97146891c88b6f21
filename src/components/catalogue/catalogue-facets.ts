import type { ProcurementFact } from '#shared/product/procurement-facets.ts';

/*
 * Specification facets: the specification names most products share (warranty, display, temperature
 * range, …), with the values several products have in common and how many have each. The build
 * chooses them from the published catalogue and writes, per product, the few facts the catalogue's
 * filters need (`/catalogue-facts.json`), so a visitor can combine them with search, category, stock
 * and price without the server.
 */

export interface SpecFacetValue {
  value: string;
  count: number;
}

export interface SpecFacet {
  /** As the products spell it most often ("Warranty"). */
  name: string;
  /** Its query-string parameter: `spec_warranty`. */
  param: string;
  values: SpecFacetValue[];
}

/** A product as the facets see it. */
export interface FacetSource {
  id: number;
  category: string;
  price: number;
  stock: number;
  specifications: Array<{ name: string; value: string }>;
  /** What the procurement filters read (brand, e-Katalog, TKDN + BMP, ready stock). */
  procurement: ProcurementFact;
}

/** How many facets at most, how many values each, and how common a name must be. */
export const MAX_SPEC_FACETS = 3;
export const MAX_FACET_VALUES = 8;
const MIN_SHARE = 0.1;

const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
export const facetParam = (name: string) =>
  `spec_${key(name)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/** The most common spelling of each key. */
function spellings(texts: string[]): Map<string, string> {
  const tally = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const forms = tally.get(key(text)) ?? new Map<string, number>();
    forms.set(text.trim(), (forms.get(text.trim()) ?? 0) + 1);
    tally.set(key(text), forms);
  }
  return new Map([...tally].map(([k, forms]) => [k, [...forms].sort((a, b) => b[1] - a[1])[0]![0]]));
}

/**
 * The facets worth showing: names at least one product in ten has (and at least 3 products), each with
 * the values at least two products share (up to 8, commonest first); a name needs two such values.
 * The names that cover the most products come first, at most 3.
 */
export function chooseSpecFacets(products: FacetSource[]): SpecFacet[] {
  const byName = new Map<string, Map<string, number>>();
  const names: string[] = [];
  const values = new Map<string, string[]>();
  for (const product of products) {
    const seen = new Set<string>();
    for (const spec of product.specifications) {
      const name = key(spec.name);
      if (!name || !spec.value.trim() || seen.has(name)) continue;
      seen.add(name);
      names.push(spec.name);
      const counts = byName.get(name) ?? new Map<string, number>();
      counts.set(key(spec.value), (counts.get(key(spec.value)) ?? 0) + 1);
      byName.set(name, counts);
      const spelled = values.get(name) ?? [];
      spelled.push(spec.value);
      values.set(name, spelled);
    }
  }
  const nameSpelling = spellings(names);
  const minimum = Math.max(3, Math.ceil(products.length * MIN_SHARE));
  const facets: Array<SpecFacet & { covered: number }> = [];
  for (const [name, counts] of byName) {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    if (total < minimum) continue;
    const valueSpelling = spellings(values.get(name) ?? []);
    const shared = [...counts]
      .filter(([, count]) => count >= 2)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, MAX_FACET_VALUES)
      .map(([value, count]) => ({ value: valueSpelling.get(value)!, count }));
    if (shared.length < 2) continue;
    const spelled = nameSpelling.get(name)!;
    facets.push({
      name: spelled,
      param: facetParam(spelled),
      values: shared,
      covered: shared.reduce((sum, entry) => sum + entry.count, 0),
    });
  }
  return facets
    .sort((a, b) => b.covered - a.covered || a.name.localeCompare(b.name))
    .slice(0, MAX_SPEC_FACETS)
    .map(({ covered: _covered, ...facet }) => facet);
}

/** What the filters need of every product, in listing order: `/catalogue-facts.json`. */
export interface CatalogueFacts {
  /** Product ids, each as the difference from the one before. */
  ids: number[];
  categories: string[];
  /** Per product: index into `categories`. */
  category: number[];
  price: number[];
  stock: number[];
  facets: Array<{ name: string; param: string; values: string[] }>;
  /** Per facet, per product: index into its values, -1 for none of them. */
  specs: number[][];
  /** Per product: index into `brands` (-1 for none), on the e-Katalog (1/0), TKDN + BMP (null unknown), ready (1/0). */
  brands: string[];
  brand: number[];
  ekatalog: number[];
  tkdn: (number | null)[];
  ready: number[];
}

export function buildFacts(products: FacetSource[], facets: SpecFacet[]): CatalogueFacts {
  const categories = [...new Set(products.map((product) => product.category))];
  const brands = [...new Set(products.map((product) => product.procurement.brand).filter(Boolean))];
  let last = 0;
  return {
    ids: products.map((product) => {
      const gap = product.id - last;
      last = product.id;
      return gap;
    }),
    categories,
    category: products.map((product) => categories.indexOf(product.category)),
    price: products.map((product) => product.price),
    stock: products.map((product) => product.stock),
    facets: facets.map((facet) => ({ name: facet.name, param: facet.param, values: facet.values.map((v) => v.value) })),
    specs: facets.map((facet) => {
      const wanted = new Map(facet.values.map((entry, index) => [key(entry.value), index]));
      return products.map((product) => {
        const spec = product.specifications.find((entry) => key(entry.name) === key(facet.name));
        return spec ? (wanted.get(key(spec.value)) ?? -1) : -1;
      });
    }),
    brands,
    brand: products.map((product) => brands.indexOf(product.procurement.brand)),
    ekatalog: products.map((product) => (product.procurement.ekatalog ? 1 : 0)),
    tkdn: products.map((product) => product.procurement.tkdn),
    ready: products.map((product) => (product.procurement.ready ? 1 : 0)),
  };
}

/** One product's facts, decoded. */
export interface ProductFacts {
  id: number;
  category: string;
  price: number;
  stock: number;
  /** Per facet param: its value, when it has one of the facet's values. */
  specs: Record<string, string>;
  procurement: ProcurementFact;
}

export function decodeFacts(facts: CatalogueFacts): ProductFacts[] {
  let id = 0;
  return facts.ids.map((gap, at) => {
    id += gap;
    const specs: Record<string, string> = {};
    facts.facets.forEach((facet, f) => {
      const value = facts.specs[f]![at]!;
      if (value >= 0) specs[facet.param] = facet.values[value]!;
    });
    return {
      id,
      category: facts.categories[facts.category[at]!]!,
      price: facts.price[at]!,
      stock: facts.stock[at]!,
      specs,
      // Facts written before the procurement filters existed have none of them.
      procurement: {
        brand: facts.brands?.[facts.brand[at]!] ?? '',
        ekatalog: facts.ekatalog?.[at] === 1,
        tkdn: facts.tkdn?.[at] ?? null,
        ready: facts.ready?.[at] === 1,
      },
    };
  });
}

/** Counts of each facet's values among `products`, each facet counted without its own selection. */
export function facetCounts(
  facets: Array<Pick<SpecFacet, 'name' | 'param'> & { values: Array<string | SpecFacetValue> }>,
  products: ProductFacts[],
  selected: Record<string, string>,
): SpecFacet[] {
  return facets.map((facet) => {
    const others = Object.entries(selected).filter(([param]) => param !== facet.param);
    const counts = new Map<string, number>();
    for (const product of products) {
      if (others.some(([param, value]) => product.specs[param] !== value)) continue;
      const value = product.specs[facet.param];
      if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return {
      name: facet.name,
      param: facet.param,
      values: facet.values.map((entry) => {
        const value = typeof entry === 'string' ? entry : entry.value;
        return { value, count: counts.get(value) ?? 0 };
      }),
    };
  });
}
