import { describe, expect, it } from 'vitest';
import {
  buildFacts,
  chooseSpecFacets,
  decodeFacts,
  facetCounts,
  type FacetSource,
} from '#components/catalogue/catalogue-facets.ts';

/* Specification facets: which names and values the build offers, and their counts under other filters. */

const product = (id: number, category: string, specs: Record<string, string>): FacetSource => ({
  id,
  category,
  price: id * 1000,
  stock: id % 2,
  specifications: Object.entries(specs).map(([name, value]) => ({ name, value })),
  procurement: { brand: id % 2 ? 'Hach' : '', ekatalog: id === 1, tkdn: id * 10, ready: id % 2 === 1 },
});

const products = [
  product(9, 'ph', { Warranty: '1 year', Display: 'LCD', Weight: '220 g' }),
  product(7, 'ph', { warranty: '1 Year', Display: 'LCD', Weight: '380 g' }),
  product(5, 'ec', { Warranty: '2 years', Display: 'Touchscreen', Weight: '420 g' }),
  product(3, 'ec', { Warranty: '2 years', Display: 'LCD', Weight: '520 g' }),
  product(2, 'do', { Warranty: '3 years', Display: 'Touchscreen' }),
  product(1, 'do', { Warranty: '1 year' }),
  product(4, 'do', { Warranty: '2 years' }),
];

describe('specification facets', () => {
  it('offers the common names with the values products share, most covered first, in one spelling', () => {
    const facets = chooseSpecFacets(products);
    expect(facets.map((facet) => facet.name)).toEqual(['Warranty', 'Display']);
    expect(facets[0]).toEqual({
      name: 'Warranty',
      param: 'spec_warranty',
      values: [
        { value: '1 year', count: 3 },
        { value: '2 years', count: 3 },
      ],
    });
    // Weight: every value different, nothing to filter by.
    expect(facets.some((facet) => facet.name === 'Weight')).toBe(false);
  });

  it('writes compact facts and reads them back', () => {
    const facets = chooseSpecFacets(products);
    const decoded = decodeFacts(JSON.parse(JSON.stringify(buildFacts(products, facets))));
    expect(decoded.map((item) => item.id)).toEqual([9, 7, 5, 3, 2, 1, 4]);
    expect(decoded[1]).toEqual({
      id: 7,
      category: 'ph',
      price: 7000,
      stock: 1,
      specs: { spec_warranty: '1 year', spec_display: 'LCD' },
      procurement: { brand: 'Hach', ekatalog: false, tkdn: 70, ready: true },
    });
    expect(decoded[5]!.procurement).toEqual({ brand: 'Hach', ekatalog: true, tkdn: 10, ready: true });
    expect(decoded[4]!.procurement).toEqual({ brand: '', ekatalog: false, tkdn: 20, ready: false });
    // A value no facet offers ('3 years') is no facet value.
    expect(decoded[4]!.specs).toEqual({ spec_display: 'Touchscreen' });
  });

  it('counts each facet under the other facets, not its own choice', () => {
    const facets = chooseSpecFacets(products);
    const decoded = decodeFacts(buildFacts(products, facets));
    const counted = facetCounts(facets, decoded, { spec_display: 'LCD', spec_warranty: '2 years' });
    expect(counted[0]!.values).toEqual([
      { value: '1 year', count: 2 },
      { value: '2 years', count: 1 },
    ]);
    expect(counted[1]!.values).toEqual([
      { value: 'LCD', count: 1 },
      { value: 'Touchscreen', count: 1 },
    ]);
  });
});
