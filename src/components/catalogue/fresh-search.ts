import type MiniSearch from 'minisearch';
import type { CatalogueChanges, ChangedProduct } from '#shared/catalogue/fresh.ts';
import type { SearchDocument } from '#shared/search/catalogue-search.ts';
import { loadChanges } from '#lib/browser/fresh-feed.ts';
import type { ProductFacts } from './catalogue-facets.ts';

/*
 * The build's search index and facts corrected by the catalogue's changes since the build (decision
 * 027): a product changed since is searched in a small index of the changed products' current
 * documents instead of its built entry, and a product hidden since is found no more. The changes are
 * the page's one read (fresh-feed.ts): started by the listing's script, or by the island when a search
 * in the address hydrates it before that script has run (the read is shared, never made twice).
 */

type Engine = typeof import('#shared/search/catalogue-search.ts');

/** The page's changes since its build when they are complete, else none (the build's index as it is). */
export async function pageChanges(): Promise<CatalogueChanges | null> {
  const changes = await (typeof window === 'undefined' ? null : loadChanges());
  return changes?.complete ? changes : null;
}

/**
 * True when more products changed since the build than the changes answer carries: the build's index
 * cannot be corrected, so a search asks the API, which searches the catalogue as it is now.
 */
export async function changesIncomplete(): Promise<boolean> {
  const changes = await (typeof window === 'undefined' ? null : loadChanges());
  return changes?.complete === false;
}

const visible = (changes: CatalogueChanges) =>
  changes.products.filter((entry): entry is ChangedProduct => entry.visible);

const deltas = new WeakMap<CatalogueChanges, MiniSearch<SearchDocument>>();

/** The build index's results for `text` with every changed product searched by its current words. */
export function withChanges(
  engine: Engine,
  found: Array<{ id: number; score: number }>,
  changes: CatalogueChanges | null,
  text: string,
): Array<{ id: number; score: number; category?: string }> {
  if (!changes?.products.length) return found;
  const changed = new Set(changes.products.map((entry) => entry.id));
  let delta = deltas.get(changes);
  if (!delta) {
    delta = engine.createSearchIndex(visible(changes).map((entry) => entry.search));
    deltas.set(changes, delta);
  }
  const categoryOf = new Map(visible(changes).map((entry) => [entry.id, entry.item.category.slug]));
  const fresh = engine
    .searchCatalogue(delta, text)
    .map((result) => ({ id: result.id as number, score: result.score, category: categoryOf.get(result.id as number) }));
  // A stable sort: equal scores keep the catalogue's order of each list.
  return [...found.filter((result) => !changed.has(result.id)), ...fresh].sort((a, b) => b.score - a.score);
}

/** A product new since the build: its procurement facts come with the next build. */
const UNKNOWN: ProductFacts['procurement'] = { brand: '', ekatalog: false, tkdn: null, ready: false };

/**
 * The build's facts with each changed product's current category, price and stock (its facet values
 * as built; a product new since the build has none), hidden ones left out and new ones first (the
 * catalogue's order is newest first).
 */
export function factsWithChanges(products: ProductFacts[], changes: CatalogueChanges | null): ProductFacts[] {
  if (!changes?.products.length) return products;
  const current = new Map(visible(changes).map((entry) => [entry.id, entry]));
  const hidden = new Set(changes.products.filter((entry) => !entry.visible).map((entry) => entry.id));
  const known = new Set(products.map((product) => product.id));
  const update = (product: ProductFacts): ProductFacts => {
    const entry = current.get(product.id);
    if (!entry) return product;
    return { ...product, category: entry.item.category.slug, price: entry.item.price, stock: entry.item.stock };
  };
  const added = visible(changes)
    .filter((entry) => !known.has(entry.id))
    .map((entry) => update({ id: entry.id, category: '', price: 0, stock: 0, specs: {}, procurement: UNKNOWN }));
  return [...added, ...products.filter((product) => !hidden.has(product.id)).map(update)];
}
