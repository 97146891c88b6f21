import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ProductFormError,
  decodeProductForm,
  encodeProductForm,
  newProductFields,
  parseVersion,
  productFields,
} from '#shared/product/form.ts';
import { toAdmin } from '#shared/product/views.ts';
import { ProductFieldsSchema, ProductTranslationSchema, type ProductFields } from '#shared/product/fields.ts';
import * as schemaData from '#shared/product/schema-data.ts';
import { plainExports } from '#lib/build/schema-data-plugin.ts';
import { SLUG_MAX, SLUG_PATTERN, slugify } from '#shared/slug.ts';

const SCHEMA_DATA = resolve(import.meta.dirname, '../../src/shared/product/schema-data.ts');

describe("the form's field names and defaults, as plain data for the admin form's first render", () => {
  it("reach the browser as the same values the schema gives the server, in the schema's order", async () => {
    const browser: Record<string, unknown> = await import(
      `data:text/javascript,${encodeURIComponent(plainExports(SCHEMA_DATA).code)}`
    );
    expect({ ...browser }).toEqual({ ...schemaData });
    expect(browser.PRODUCT_FIELD_NAMES).toEqual(Object.keys(ProductFieldsSchema.shape));
    expect(browser.TRANSLATED_FIELDS).toEqual(Object.keys(ProductTranslationSchema.shape));
  });

  it('are refused when an export would not survive as JSON', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rawlab-schema-data-')), 'data.mjs');
    writeFileSync(file, 'export const names = ["a"];\nexport const since = new Date(0);\n');
    expect(() => plainExports(file)).toThrow(/since is not plain data/);
  });

  it("gives a new product each field's default as the schema does", () => {
    const required = { name: true, sku: true, category_id: true, price: true, stock: true } as const;
    expect(newProductFields()).toEqual(ProductFieldsSchema.omit(required).parse({}));
  });

  it('gives fresh lists on every call (a form that adds a tag changes no other form)', () => {
    const first = newProductFields();
    first.tags.push('changed');
    first.indonesian.specifications.push({ name: 'a', value: 'b' });
    expect(newProductFields().tags).toEqual([]);
    expect(newProductFields().indonesian.specifications).toEqual([]);
  });
});

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
  // Every field away from its default, so a field the codec dropped or mangled shows as a difference.
  const values: ProductFields = {
    name: 'pH Meter PH-700',
    slug: 'ph-meter-ph-700',
    sku: 'RL-PH-700',
    category_id: 3,
    price: 12_500_000,
    stock: 4,
    short_description: 'Portable pH meter',
    long_description: 'A portable pH meter\nwith two lines',
    meta_title: 'pH Meter PH-700',
    meta_description: 'Buy the PH-700',
    meta_keywords: 'ph, meter',
    brand: 'RawLab',
    model: 'PH-700',
    gtin: '8999123400700',
    tkdn_percent: 42.5,
    tkdn_certificate: '1045/SJ-IND.8/TKDN/2025',
    bmp_percent: 8.3,
    akl_number: 'AKL 20101520345',
    sni: 'SNI 06-6989.11-2004',
    ekatalog_url: 'https://katalog.inaproc.id/rawlab/ph-700',
    lead_time: 6,
    warranty_months: 24,
    status: 'published',
    is_active: false,
    publish_at: '2026-12-01T01:00:00.000Z',
    unpublish_at: '2026-12-31T17:00:00.000Z',
    whatsapp_number: '6281288804512',
    whatsapp_template: 'Halo, saya ingin {product}',
    tags: ['Portable', 'IP67'],
    specifications: [{ name: 'Range', value: '0–14 pH' }],
    indonesian: {
      short_description: 'pH meter portabel',
      long_description: 'pH meter portabel\ndengan dua baris',
      meta_title: 'pH Meter PH-700',
      meta_description: 'Beli PH-700',
      tags: ['Portabel', 'IP67'],
      specifications: [{ name: 'Rentang', value: '0–14 pH' }],
    },
    image_alts: ['The PH-700 from the front'],
    related: [
      { id: 9, kind: 'accessory' },
      { id: 12, kind: 'alternative' },
    ],
  };

  it('the example sets every field of the schema to something other than its default', () => {
    const defaults: Record<string, unknown> = newProductFields();
    expect(Object.keys(values).sort()).toEqual(Object.keys(ProductFieldsSchema.shape).sort());
    for (const [field, value] of Object.entries(values)) expect.soft(value, field).not.toEqual(defaults[field]);
  });

  it('decodes what it encodes, every field', () => {
    const decoded = decodeProductForm(encodeProductForm({ values, version: 5, update: true }));
    expect(decoded.version).toBe(5);
    expect(ProductFieldsSchema.parse(decoded.fields)).toEqual(values);
  });

  it('carries new images and PDFs beside the fields, with what to keep of the stored ones', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const form = encodeProductForm({
      values,
      media: {
        keepImages: ['/uploads/b.png', '/uploads/a.png'],
        newImages: [image, image],
        keepDocuments: [],
        newDocuments: [{ file: pdf, title: 'Datasheet', kind: 'datasheet' }],
      },
    });
    expect(form.getAll('images')).toHaveLength(2);
    expect(form.get('images_keep')).toBe('["/uploads/b.png","/uploads/a.png"]');
    expect(form.get('documents_keep')).toBe('[]');
    expect(form.getAll('documents')).toHaveLength(1);
    expect(JSON.parse(String(form.get('documents_meta')))).toEqual([{ title: 'Datasheet', kind: 'datasheet' }]);
    expect(form.get('image_alts')).toBe('["The PH-700 from the front"]');
  });

  it('carries an unknown number as an empty box and ready stock as its word, both back as they were', () => {
    const unknown: ProductFields = { ...values, tkdn_percent: null, warranty_months: null, lead_time: 'ready' };
    const form = encodeProductForm({ values: unknown });
    expect(form.get('tkdn_percent')).toBe('');
    expect(form.get('lead_time')).toBe('ready');
    expect(ProductFieldsSchema.parse(decodeProductForm(form).fields)).toEqual(unknown);
    const none = encodeProductForm({ values: { ...values, lead_time: null } });
    expect(none.get('lead_time')).toBe('');
    expect(ProductFieldsSchema.parse(decodeProductForm(none).fields).lead_time).toBeNull();
  });

  it('carries booleans as 1/0 and lists as JSON', () => {
    const form = encodeProductForm({ values });
    expect(form.get('is_active')).toBe('0');
    expect(form.get('tags')).toBe('["Portable","IP67"]');
    expect(form.get('price')).toBe('12500000');
  });

  it('an admin product read back as form fields is the same product', () => {
    const admin = toAdmin(
      { ...values, id: 7, images: ['/uploads/a.webp'], documents: [], version: 2, created_at: 'x', updated_at: 'y' },
      { id: 3, name: 'pH Meter', slug: 'ph-meter' },
      [
        { id: 9, slug: 'buffer', name: 'Buffer', sku: 'B', kind: 'accessory' },
        { id: 12, slug: 'ph-800', name: 'PH-800', sku: 'P8', kind: 'alternative' },
      ],
    );
    expect(admin.images).toEqual([{ path: '/uploads/a.webp', alt: 'The PH-700 from the front' }]);
    expect(productFields(admin)).toEqual(values);
  });
});
