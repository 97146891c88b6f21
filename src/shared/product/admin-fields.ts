import type { ProductFields } from './fields.ts';
import { PRODUCT_FIELD_NAMES } from './schema-data.ts';
import type { AdminProduct } from './views.ts';

/*
 * An edited product's fields for the admin form, from the admin API's answer and the schema's plain
 * data (schema-data.ts), without zod. Apart from the new product's defaults (field-defaults.ts), which
 * the record's schema reads: this one reads the admin shape, which is derived from that record.
 */

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
