import { procurementFact, procurementFacets } from '#shared/product/procurement-facets.ts';
import { specificationWords } from '#shared/product/record.ts';
import { createSearchIndex, searchDocument, splitSearchIndex } from '#shared/search/catalogue-search.ts';
import { buildProducts } from './build-data.ts';
import {
  buildFacts,
  chooseSpecFacets,
  decodeFacts,
  facetCounts,
  type FacetSource,
  type SpecFacet,
} from '#components/catalogue/catalogue-facets.ts';

/*
 * What the build writes for the catalogue's search and filters, computed once per build: the search
 * index in chunks (`/search-index/…`) and the facts the filters need (`/catalogue-facts.json`).
 */

let built: ReturnType<typeof compute> | undefined;

async function compute() {
  const products = await buildProducts();
  const index = createSearchIndex(
    // The same document the server's list search builds from a product's summary.
    products.map((product) =>
      searchDocument(
        {
          ...product,
          tags: product.tags.map((tag) => tag.name),
          // Both languages' values, as the summaries' search words hold them (record.ts `summarize`).
          search_words: specificationWords([...product.specifications, ...product.indonesian.specifications]),
        },
        product.category.name,
      ),
    ),
  );
  const categoryOf = new Map(products.map((product) => [product.id, product.category.slug]));
  const search = splitSearchIndex(index, (id) => categoryOf.get(id) ?? '');
  const sources: FacetSource[] = products.map((product) => ({
    id: product.id,
    category: product.category.slug,
    price: product.price,
    stock: product.stock,
    specifications: product.specifications,
    procurement: procurementFact(product),
  }));
  const facets = chooseSpecFacets(sources);
  const facts = buildFacts(sources, facets);
  const decoded = decodeFacts(facts);
  const scopes = new Map<string, SpecFacet[]>();
  /** The facets with their counts in a category ('' for the whole catalogue), as a listing page shows them. */
  const facetsIn = (category: string) => {
    let counted = scopes.get(category);
    if (!counted) {
      counted = facetCounts(
        facets,
        decoded.filter((product) => !category || product.category === category),
        {},
      );
      scopes.set(category, counted);
    }
    return counted;
  };
  /** The procurement filters' counts in a category ('' for the whole catalogue), before any filter is set. */
  const procurementIn = (category: string) =>
    procurementFacets(
      decoded.filter((product) => !category || product.category === category).map((product) => product.procurement),
      { brand: '' },
    );
  return { search, facets, facts, facetsIn, procurementIn };
}

export function buildCatalogueData() {
  built ??= compute();
  return built;
}
