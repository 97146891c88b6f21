import type { ProductFields, RequiredProductField } from './fields.ts';
import { NEW_PRODUCT_DEFAULTS } from './schema-data.ts';

/*
 * A new product's fields, for the admin form, the catalogue import and a new record, from the schema's
 * plain data (schema-data.ts): the admin form's first render reads them without zod.
 */

/**
 * What a new product starts with besides its name, SKU, category, price and stock: each field's
 * default (a draft, active, empty texts and lists), fresh lists on every call.
 */
export const newProductFields = (): Omit<ProductFields, RequiredProductField> => structuredClone(NEW_PRODUCT_DEFAULTS);
