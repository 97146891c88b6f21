import type { AdminProduct } from '../api-types.ts';
import type { ProductFields, RequiredProductField } from './fields.ts';
import { NEW_PRODUCT_DEFAULTS, PRODUCT_FIELD_NAMES } from './schema-data.ts';

/*
 * A new product's fields and an edited product's fields, for the admin form and the catalogue import,
 * from the schema's plain data (schema-data.ts): the admin form's first render reads them without zod.
 */

/**
 * What a new product starts with besides its name, SKU, category, price and stock: each field's
 * default (a draft, active, empty texts and lists), fresh lists on every call.
 */
export const newProductFields = (): Omit<ProductFields, RequiredProductField> => structuredClone(NEW_PRODUCT_DEFAULTS);

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
