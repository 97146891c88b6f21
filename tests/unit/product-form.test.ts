import { describe, expect, it } from 'vitest';
import { ProductFormError, decodeProductForm, encodeProductForm, parseVersion } from '#shared/product-form.ts';
import { ProductFieldsSchema } from '#shared/schemas.ts';
import { SLUG_MAX, SLUG_PATTERN, slugify } from '#shared/slug.ts';

describe('parseVersion', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
    ['1', 1],
    ['42', 42],
    ['"7"', 7],
  ])('reads %j as %j', (input, expected) => {
    expect(parseVersion(input)).toBe(expected);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '01', '99999999999'])(
    'refuses %j instead of turning the check off',
    (input) => {
      expect(() => parseVersion(input)).toThrow(ProductFormError);
    },
  );
});

describe('slugify', () => {
  it.each([
    ['pH Meter PH-700', 'ph-meter-ph-700'],
    ['  Spektrofotometer  UV–Vis ', 'spektrofotometer-uvvis'],
    ['Mikroskop Binokuler (LED)', 'mikroskop-binokuler-led'],
    ['Ölçer Café', 'olcer-cafe'],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('cuts a long name at a word boundary to the same limit a typed slug has', () => {
    const name =
      'Multiparameter Water Quality Meter with Dissolved Oxygen Conductivity Turbidity and pH Probes '.repeat(2);
    const slug = slugify(name);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(SLUG_PATTERN);
    expect(name.toLowerCase().replace(/\s+/g, '-')).toContain(slug);
    expect(ProductFieldsSchema.shape.slug.safeParse(slug).success).toBe(true);
  });

  it('cuts a single long word hard', () => {
    expect(slugify('a'.repeat(300))).toBe('a'.repeat(SLUG_MAX));
  });
});

describe('product form codec', () => {
  it('decodes what it encodes', () => {
    const values = ProductFieldsSchema.parse({
      name: 'pH Meter',
      sku: 'RL-PH-700',
      category_id: 3,
      price: 12_500_000,
      stock: 4,
      is_active: false,
      tags: ['Portable', 'IP67'],
      specifications: [{ name: 'Range', value: '0–14 pH' }],
    });
    const decoded = decodeProductForm(encodeProductForm({ values, version: 5, update: true }));
    expect(decoded.version).toBe(5);
    expect(ProductFieldsSchema.parse(decoded.fields)).toEqual(values);
  });
});
