import { describe, expect, test } from 'vitest';
import { categoryText, langAttr, productDescription, productText } from '#shared/i18n/localize.ts';
import { counterpartPath, langOfPath, pathInLang } from '#shared/i18n/paths.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';
import { summarize } from '#shared/product/record.ts';

describe('addresses in both languages', () => {
  test.each([
    ['/', 'id', '/en/'],
    ['/en/', 'en', '/'],
    ['/en', 'en', '/'],
    ['/products/', 'en', '/id/products/'],
    ['/products', 'en', '/id/products'],
    ['/products/rawlab-ph-700/', 'en', '/id/products/rawlab-ph-700/'],
    ['/products/category/ph-meters/page/2/', 'en', '/id/products/category/ph-meters/page/2/'],
    ['/id/products/page/3/', 'id', '/products/page/3/'],
    ['/compare/', 'en', '/id/compare/'],
    ['/id/compare', 'id', '/compare'],
    ['/penawaran/', 'id', '/en/quote/'],
    ['/penawaran/cetak/', 'id', '/en/quote/print/'],
    ['/en/quote/print/', 'en', '/penawaran/cetak/'],
    ['/akun/', 'id', '/en/account/'],
    ['/en/account/sign-in/', 'en', '/akun/masuk/'],
    ['/layanan/', 'id', '/en/service/'],
    ['/en/service/', 'en', '/layanan/'],
    ['/404', 'en', '/id/404'],
    ['/id/404', 'id', '/404'],
  ] as const)('%s is %s; its counterpart is %s', (path, lang, counterpart) => {
    expect(langOfPath(path)).toBe(lang);
    expect(counterpartPath(path)).toBe(counterpart);
    // '/en' (no slash) leads to '/', whose counterpart is the landing's address with its slash.
    expect(counterpartPath(counterpart)).toBe(path === '/en' ? '/en/' : path);
  });

  test('an address already in the asked language is kept', () => {
    expect(pathInLang('/products/x/', 'en')).toBe('/products/x/');
    expect(pathInLang('/', 'id')).toBe('/');
  });

  test('a word that only starts like a prefix is not one', () => {
    expect(langOfPath('/english-page')).toBe('id');
    expect(langOfPath('/productsx')).toBe('id');
  });
});

describe('texts with a fallback', () => {
  const product = ProductFieldsSchema.parse({
    name: 'PH-700',
    sku: 'PH-700',
    category_id: 1,
    price: 1,
    stock: 1,
    short_description: 'A benchtop meter',
    tags: ['Portable'],
    indonesian: { long_description: 'Meter meja untuk QC', tags: [] },
  });

  test('a written text is shown in its language; an empty one falls back, marked', () => {
    expect(productText(product, 'short_description', 'en')).toEqual({ value: 'A benchtop meter', lang: 'en' });
    expect(productText(product, 'short_description', 'id')).toEqual({ value: 'A benchtop meter', lang: 'en' });
    expect(productText(product, 'long_description', 'id')).toEqual({ value: 'Meter meja untuk QC', lang: 'id' });
    expect(productText(product, 'long_description', 'en')).toEqual({ value: 'Meter meja untuk QC', lang: 'id' });
    expect(productText(product, 'tags', 'id')).toEqual({ value: ['Portable'], lang: 'en' });
    expect(productText(product, 'meta_title', 'id')).toEqual({ value: '', lang: 'id' });
    expect(langAttr(productText(product, 'tags', 'id'), 'id')).toBe('en');
    expect(langAttr(productText(product, 'long_description', 'id'), 'id')).toBeUndefined();
  });

  test("the description is the long one, else the short one, in the page's language first", () => {
    expect(productDescription(product, 'id')).toEqual({ value: 'Meter meja untuk QC', lang: 'id' });
    expect(productDescription(product, 'en')).toEqual({ value: 'A benchtop meter', lang: 'en' });
  });

  test('categories are Indonesian first', () => {
    const category = {
      name: 'Mikroskop',
      description: 'Mikroskop biologi',
      english: { name: 'Microscopes', description: '' },
    };
    expect(categoryText(category, 'name', 'en')).toEqual({ value: 'Microscopes', lang: 'en' });
    expect(categoryText(category, 'description', 'en')).toEqual({ value: 'Mikroskop biologi', lang: 'id' });
    expect(categoryText({ name: 'Lainnya' }, 'name', 'en')).toEqual({ value: 'Lainnya', lang: 'id' });
  });

  test('a product saved before the Indonesian texts existed reads as untranslated', () => {
    const { indonesian, ...older } = product;
    expect(indonesian.long_description).not.toBe('');
    const parsed = ProductFieldsSchema.parse(older);
    expect(parsed.indonesian).toEqual({
      short_description: '',
      long_description: '',
      meta_title: '',
      meta_description: '',
      tags: [],
      specifications: [],
    });
  });

  test("a summary keeps what a list shows of the Indonesian texts and their specifications' words", () => {
    const summary = summarize({
      ...product,
      slug: 'ph-700',
      indonesian: {
        ...product.indonesian,
        short_description: 'Meter meja',
        specifications: [{ name: 'Garansi', value: 'dua tahun' }],
      },
      id: 1,
      images: [],
      documents: [],
      version: 1,
      created_at: 'x',
      updated_at: 'x',
    });
    expect(summary.indonesian).toEqual({ short_description: 'Meter meja', tags: [] });
    expect(summary.search_words).toContain('tahun');
  });
});
