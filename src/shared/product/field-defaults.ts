import type { AdminProduct } from '../api-types.ts';
import type { ProductField, ProductFields, ProductTranslation, RequiredProductField } from './fields.ts';

/*
 * The product's field names and a new product's defaults as plain data. They are the schema's
 * (fields.ts), written out so that the admin form's first render does not need zod (about 25 KB gzip)
 * to read them: the type check below fails when a field is added to the schema and not here, and
 * tests/unit/product-form.test.ts compares them with what the schema itself gives.
 */

/** Every product field, in the schema's order (the codec and the import/export columns follow it too). */
export const PRODUCT_FIELD_NAMES = [
  'name',
  'slug',
  'sku',
  'category_id',
  'price',
  'stock',
  'short_description',
  'long_description',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'status',
  'is_active',
  'publish_at',
  'unpublish_at',
  'whatsapp_number',
  'whatsapp_template',
  'tags',
  'specifications',
  'indonesian',
  'image_alts',
  'related',
] as const satisfies readonly ProductField[];

/** The translated fields, in the order the editor's tabs show them. */
export const TRANSLATED_FIELDS = [
  'short_description',
  'long_description',
  'meta_title',
  'meta_description',
  'tags',
  'specifications',
] as const satisfies readonly (keyof ProductTranslation)[];

// Both lists name every field: a field missing from one turns its check's type into `never`.
const everyFieldNamed: [Exclude<ProductField, (typeof PRODUCT_FIELD_NAMES)[number]>] extends [never] ? true : never =
  true;
const everyTranslationNamed: [Exclude<keyof ProductTranslation, (typeof TRANSLATED_FIELDS)[number]>] extends [never]
  ? true
  : never = true;
void everyFieldNamed;
void everyTranslationNamed;

/**
 * What a new product starts with besides its name, SKU, category, price and stock: each field's
 * default (a draft, active, empty texts and lists), fresh lists on every call.
 */
export const newProductFields = (): Omit<ProductFields, RequiredProductField> => ({
  slug: '',
  short_description: '',
  long_description: '',
  meta_title: '',
  meta_description: '',
  meta_keywords: '',
  status: 'draft',
  is_active: true,
  publish_at: '',
  unpublish_at: '',
  whatsapp_number: '',
  whatsapp_template: '',
  tags: [],
  specifications: [],
  indonesian: {
    short_description: '',
    long_description: '',
    meta_title: '',
    meta_description: '',
    tags: [],
    specifications: [],
  },
  image_alts: [],
  related: [],
});

/** A product as the admin API answers it, as the fields of its form: the inverse of `toAdmin`. */
export function productFields(product: AdminProduct): ProductFields {
  const fields: Record<string, unknown> = {
    ...product,
    is_active: product.is_active === 1,
    tags: product.tags.map((tag) => tag.name),
    specifications: product.specifications.map(({ name, value }) => ({ name, value })),
    image_alts: product.images.map((image) => image.alt),
    related: product.related.map(({ id, kind }) => ({ id, kind })),
  };
  return Object.fromEntries(PRODUCT_FIELD_NAMES.map((name) => [name, fields[name]])) as ProductFields;
}
