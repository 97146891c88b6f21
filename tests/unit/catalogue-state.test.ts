import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY,
  cataloguePath,
  countLine,
  isPlainListing,
  pageNumbers,
  parseLocation,
  toApiSearch,
  toUrl,
} from '#components/catalogue/catalogue-state.ts';

const categories = [
  { name: 'Microscopes', slug: 'microscopes', count: 5 },
  { name: 'pH Meters', slug: 'ph-meters', count: 5 },
];

describe('parseLocation', () => {
  it.each([
    ['/products', '', {}],
    ['/products/', '', {}],
    ['/products/page/3', '', { page: 3 }],
    ['/products/category/microscopes', '', { category: 'microscopes' }],
    ['/products/category/ph-meters/page/2', '', { category: 'ph-meters', page: 2 }],
    ['/products', '?category=Microscopes&page=2', { category: 'microscopes', page: 2 }],
    ['/products', '?category=pH%20meters', { category: 'ph-meters' }],
    ['/products', '?category=Unknown', {}],
    [
      '/products',
      '?q=ph700&in_stock=1&min_price=1.000.000&max_price=abc',
      { q: 'ph700', inStock: true, minPrice: 1_000_000 },
    ],
    ['/products/page/0', '', {}],
    [
      '/products',
      '?spec_warranty=1%20year&spec_display=LCD&spec_=x&spec_Bad-Name=y&spec_power=',
      { specs: { spec_warranty: '1 year', spec_display: 'LCD' } },
    ],
  ])('%s%s', (pathname, search, expected) => {
    expect(parseLocation(pathname, search, categories)).toEqual({ ...DEFAULT_QUERY, ...expected });
  });
});

describe('toUrl and cataloguePath', () => {
  it.each([
    [{}, '/products'],
    [{ page: 2 }, '/products/page/2'],
    [{ category: 'microscopes' }, '/products/category/microscopes'],
    [{ category: 'microscopes', page: 3, q: ' zoom ' }, '/products/category/microscopes/page/3?q=zoom'],
    [{ inStock: true, minPrice: 0, maxPrice: 5 }, '/products?in_stock=1&min_price=0&max_price=5'],
    [
      { category: 'ph-meters', specs: { spec_warranty: '2 years', spec_display: 'LCD' } },
      '/products/category/ph-meters?spec_display=LCD&spec_warranty=2+years',
    ],
  ])('%j → %s', (changes, url) => {
    const query = { ...DEFAULT_QUERY, ...changes };
    expect(toUrl(query, 'en')).toBe(url);
    expect(toUrl(query, 'id')).toBe(`/id${url}`);
    const back = new URL(url, 'http://x');
    expect(parseLocation(back.pathname, back.search, categories)).toEqual({ ...query, q: query.q.trim() });
    expect(parseLocation(`/id${back.pathname}`, back.search, categories)).toEqual({ ...query, q: query.q.trim() });
  });

  it('asks the API for the same page', () => {
    expect(toApiSearch({ ...DEFAULT_QUERY, category: 'microscopes', page: 2, inStock: true })).toBe(
      'page=2&per_page=12&category=microscopes&in_stock=1',
    );
    // A search the API runs (when the build's index is past correcting) is asked with its words.
    expect(toApiSearch({ ...DEFAULT_QUERY, q: ' ph meter ' })).toBe('page=1&per_page=12&q=ph+meter');
    expect(cataloguePath('', 1, 'en')).toBe('/products');
    expect(cataloguePath('microscopes', 2, 'id')).toBe('/id/products/category/microscopes/page/2');
  });

  it('knows which states a prerendered page shows as it is', () => {
    expect(isPlainListing({ ...DEFAULT_QUERY, page: 4, category: 'x' })).toBe(true);
    expect(isPlainListing({ ...DEFAULT_QUERY, q: 'ph' })).toBe(false);
    expect(isPlainListing({ ...DEFAULT_QUERY, maxPrice: 0 })).toBe(false);
    expect(isPlainListing({ ...DEFAULT_QUERY, specs: { spec_warranty: '1 year' } })).toBe(false);
  });
});

describe('countLine', () => {
  it.each([
    [31, 1, {}, 'Showing 1–12 of 31 products'],
    [31, 2, {}, 'Showing 13–24 of 31 products'],
    [31, 3, {}, 'Showing 25–31 of 31 products'],
    [1, 1, {}, 'Showing 1–1 of 1 product'],
    [0, 1, { q: 'xyz' }, 'Showing 0 products matching “xyz”'],
    [5, 1, { categoryName: 'Microscopes', q: 'zoom' }, 'Showing 1–5 of 5 products in Microscopes matching “zoom”'],
  ])('%i products, page %i, %j', (total, page, context, line) => {
    expect(countLine(total, page, context, 'en')).toBe(line);
  });

  it.each([
    [31, 2, {}, 'Menampilkan 13–24 dari 31 produk'],
    [0, 1, { q: 'xyz' }, 'Menampilkan 0 produk untuk “xyz”'],
    [5, 1, { categoryName: 'Mikroskop', q: 'zoom' }, 'Menampilkan 1–5 dari 5 produk dalam Mikroskop untuk “zoom”'],
  ])('in Indonesian: %i products, page %i, %j', (total, page, context, line) => {
    expect(countLine(total, page, context, 'id')).toBe(line);
  });
});

describe('pageNumbers', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 10, [1, 2, null, 10]],
    [5, 10, [1, null, 4, 5, 6, null, 10]],
    [10, 10, [1, null, 9, 10]],
  ])('page %i of %i', (current, total, numbers) => {
    expect(pageNumbers(current, total)).toEqual(numbers);
  });
});
