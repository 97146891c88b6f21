import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, readCompareList } from '#components/compare/compare-list.ts';
import { slugsFromSearch, specificationRows } from '#components/compare/compare-table.ts';
import { imageSrcSet, pictureSources, imageUrl } from '#shared/product/image-url.ts';
import { similarProducts, type RelatedCandidate } from '#shared/product/related.ts';

const spec = (name: string, value: string) => ({ name, value });

describe('specificationRows', () => {
  it('lists every name once, in first-seen order, with a value per product and whether they differ', () => {
    const rows = specificationRows([
      {
        specifications: [
          { id: 1, ...spec('Range', '0–14 pH') },
          { id: 2, ...spec('Warranty', '2 years') },
        ],
      },
      {
        specifications: [
          { id: 1, ...spec('warranty ', '2 YEARS') },
          { id: 2, ...spec('Display', 'LCD') },
        ],
      },
    ]);
    expect(rows).toEqual([
      { name: 'Range', values: ['0–14 pH', null], differs: true },
      { name: 'Warranty', values: ['2 years', '2 YEARS'], differs: false },
      { name: 'Display', values: [null, 'LCD'], differs: true },
    ]);
  });
});

describe('slugsFromSearch', () => {
  it.each([
    ['?products=a,b,c', ['a', 'b', 'c']],
    ['?products=a,,A, b ,a', ['a', 'b']],
    ['?products=a,b,c,d,e', ['a', 'b', 'c', 'd']],
    ['?products=../x,<b>,ok-1', ['ok-1']],
    ['', []],
  ])('%s → %j', (search, slugs) => {
    expect(slugsFromSearch(search)).toEqual(slugs);
  });
});

describe('readCompareList', () => {
  it.each([
    [null, []],
    ['not json', []],
    ['{"id":1}', []],
    [
      '[{"id":1,"slug":"a","name":"A"},{"id":1,"slug":"a","name":"A"},{"id":"2","slug":"b","name":"B"}]',
      [{ id: 1, slug: 'a', name: 'A' }],
    ],
  ])('%s → %j', (text, items) => {
    expect(readCompareList(text)).toEqual(items);
  });

  it(`keeps at most ${COMPARE_MAX}`, () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, slug: `p${i}`, name: `P${i}` }));
    expect(readCompareList(JSON.stringify(many))).toHaveLength(COMPARE_MAX);
  });
});

describe('image URLs', () => {
  it.each([
    ['/uploads/abc.png', 375, '/.netlify/images?url=%2Fuploads%2Fabc.png&w=375&fm=webp&q=70'],
    ['/images/products/ph.svg', 375, '/images/products/ph.svg'],
    // Only dense screens take 1000 w and more: a lower quality there.
    ['/uploads/abc.png', 1080, '/.netlify/images?url=%2Fuploads%2Fabc.png&w=1080&fm=webp&q=60'],
  ])('%s at %i px → %s', (path, width, url) => {
    expect(imageUrl(path, width)).toBe(url);
  });

  it('offers each width once, and no srcset for an SVG', () => {
    expect(imageSrcSet('/uploads/a.jpg', [200, 400])).toBe(
      '/.netlify/images?url=%2Fuploads%2Fa.jpg&w=200&fm=webp&q=70 200w, /.netlify/images?url=%2Fuploads%2Fa.jpg&w=400&fm=webp&q=70 400w',
    );
    expect(imageSrcSet('/x.svg', [200])).toBeUndefined();
  });

  it('offers AVIF first, then WebP, as <picture> sources', () => {
    expect(imageUrl('/uploads/a.jpg', 320, 'avif')).toBe('/.netlify/images?url=%2Fuploads%2Fa.jpg&w=320&fm=avif&q=55');
    expect(imageUrl('/uploads/a.jpg', 1200, 'avif')).toBe(
      '/.netlify/images?url=%2Fuploads%2Fa.jpg&w=1200&fm=avif&q=45',
    );
    expect(pictureSources('/uploads/a.jpg', [200])).toEqual([
      { type: 'image/avif', srcSet: '/.netlify/images?url=%2Fuploads%2Fa.jpg&w=200&fm=avif&q=55 200w' },
      { type: 'image/webp', srcSet: '/.netlify/images?url=%2Fuploads%2Fa.jpg&w=200&fm=webp&q=70 200w' },
    ]);
  });
});

describe('similarProducts', () => {
  const product = (
    id: number,
    category_id: number,
    price: number,
    specifications: RelatedCandidate['specifications'],
  ) => ({
    id,
    slug: `p${id}`,
    name: `P${id}`,
    sku: `S${id}`,
    price,
    stock: 1,
    images: [],
    category_id,
    specifications,
    related: [],
  });
  const meter = product(1, 1, 1000, [spec('Range', '0–14 pH'), spec('Display', 'LCD')]);

  it('takes the same category only, most shared specifications first, then the nearest price', () => {
    const candidates = [
      meter,
      product(2, 1, 5000, [spec('Range', '0–14 pH'), spec('Display', 'LCD')]),
      product(3, 1, 1100, [spec('Range', '0–20 pH')]),
      product(4, 1, 900, []),
      product(5, 2, 1000, [spec('Range', '0–14 pH'), spec('Display', 'LCD')]),
      product(6, 1, 2000, []),
    ];
    expect(similarProducts(meter, candidates, 3).map((item) => item.id)).toEqual([2, 3, 4]);
  });

  it('leaves out products the admin already linked', () => {
    const linked = { ...meter, related: [{ id: 2, kind: 'accessory' as const }] };
    const candidates = [product(2, 1, 1000, []), product(3, 1, 1000, [])];
    expect(similarProducts(linked, candidates).map((item) => item.id)).toEqual([3]);
  });
});
