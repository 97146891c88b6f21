import { describe, expect, it } from 'vitest';
import { seedCategories, seedProducts } from '#seed/catalog-data.ts';
import * as engine from '#shared/search/catalogue-search.ts';
import type { CatalogueChanges, ChangedProduct } from '#shared/catalogue/fresh.ts';
import { specificationWords } from '#shared/product/record.ts';
import { factsWithChanges, withChanges } from '#components/catalogue/fresh-search.ts';
import type { ProductFacts } from '#components/catalogue/catalogue-facets.ts';
import type { ProductListItem } from '#shared/product/views.ts';

/*
 * The build's search index and facts corrected by the changes since the build (fresh-search.ts): a
 * renamed product is found by its new words and not its old ones, a new product is found, a hidden
 * one is not; the facts list the new product first and leave the hidden one out.
 */

const categoryName = (slug: string) => seedCategories.find((category) => category.slug === slug)!.name;
const documentOf = (id: number, name: string) => {
  const product = seedProducts[id - 1]!;
  return engine.searchDocument(
    {
      id,
      name,
      sku: product.sku,
      tags: product.tags,
      search_words: specificationWords(product.specifications),
      short_description: product.short_description,
    },
    categoryName(product.category),
  );
};
const built = engine.createSearchIndex(seedProducts.map((product, at) => documentOf(at + 1, product.name)));
const changed = (
  id: number,
  name: string,
  search = documentOf(id, name),
  createdAt = '2026-01-01T00:00:00.000Z',
): ChangedProduct => ({
  id,
  slug: `product-${id}`,
  visible: true,
  created_at: createdAt,
  item: { id, name, price: 1, stock: 2, category: { id: 1, name: 'x', slug: 'ph-meters' } } as ProductListItem,
  search,
});

const renamedId = 1;
const hiddenId = 2;
const newId = seedProducts.length + 1;
const changes: CatalogueChanges = {
  since: '2026-01-01T00:00:00.000Z',
  at: '2026-01-02T00:00:00.000Z',
  complete: true,
  products: [
    changed(
      newId,
      'Zorvik Field Colorimeter',
      engine.searchDocument(
        { id: newId, name: 'Zorvik Field Colorimeter', sku: 'ZV-1', tags: [], search_words: '', short_description: '' },
        'pH Meters',
      ),
      '2026-01-01T12:00:00.000Z',
    ),
    changed(renamedId, 'Qelvar Benchtop Meter'),
    { id: hiddenId, visible: false },
  ],
};
const search = (text: string) =>
  withChanges(
    engine,
    engine.searchCatalogue(built, text).map((result) => ({ id: result.id as number, score: result.score })),
    changes,
    text,
  ).map((result) => result.id);

describe('search with the changes since the build', () => {
  it('finds a renamed product by its new words only, a new product, and no hidden one', () => {
    const oldWords = seedProducts[0]!.name;
    expect(engine.searchCatalogue(built, oldWords).map((result) => result.id)).toContain(renamedId);
    expect(search('qelvar')).toEqual([renamedId]);
    expect(search('zorvik')).toEqual([newId]);
    expect(search(seedProducts[hiddenId - 1]!.sku)).not.toContain(hiddenId);
    expect(engine.searchCatalogue(built, seedProducts[hiddenId - 1]!.sku)[0]?.id).toBe(hiddenId);
  });

  it('takes the changed products into the facts: new ones first, hidden ones out, current price and stock', () => {
    const facts: ProductFacts[] = seedProducts.map((product, at) => ({
      id: at + 1,
      category: product.category,
      price: product.price,
      stock: product.stock,
      specs: { spec_warranty: '1 year' },
      procurement: { brand: '', ekatalog: false, tkdn: null, ready: false },
    }));
    const merged = factsWithChanges(facts, changes);
    expect(merged[0]).toEqual({
      id: newId,
      category: 'ph-meters',
      price: 1,
      stock: 2,
      specs: {},
      procurement: { brand: '', ekatalog: false, tkdn: null, ready: false },
    });
    expect(merged.some((product) => product.id === hiddenId)).toBe(false);
    expect(merged.find((product) => product.id === renamedId)).toEqual({
      id: renamedId,
      category: 'ph-meters',
      price: 1,
      stock: 2,
      specs: { spec_warranty: '1 year' },
      procurement: { brand: '', ekatalog: false, tkdn: null, ready: false },
    });
    expect(merged).toHaveLength(facts.length);
  });
});
