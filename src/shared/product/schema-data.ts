import {
  ProductFieldsSchema,
  ProductTranslationSchema,
  type ProductField,
  type ProductFields,
  type RequiredProductField,
  type TranslatedField,
} from './fields.ts';

/*
 * What the admin product form reads of the schema before it shows, as plain data: the field names,
 * the translated fields and a new product's defaults, each taken from the schema (fields.ts) rather
 * than written out. On the server, in scripts and in tests this module runs as it is. In the browser
 * the build serves it as the same values in plain JSON (src/lib/build/schema-data-plugin.ts), so the
 * form's first render does not load zod (about 25 KB gzip) to know its fields: every export here
 * must therefore be plain data, which that plugin checks.
 */

/** Every product field, in the schema's order (the codec and the import/export columns follow it too). */
export const PRODUCT_FIELD_NAMES: readonly ProductField[] = ProductFieldsSchema.keyof().options;

/** The translated fields, in the schema's order, which is the order the editor's tabs show them. */
export const TRANSLATED_FIELDS: readonly TranslatedField[] = ProductTranslationSchema.keyof().options;

/**
 * What a new product starts with besides the fields an admin must fill in: the value the schema gives
 * each field that it lets be left out (a draft, active, empty texts and lists).
 */
export const NEW_PRODUCT_DEFAULTS = Object.fromEntries(
  Object.entries(ProductFieldsSchema.shape).flatMap(([name, field]) => {
    const left = field.safeParse(undefined);
    return left.success ? [[name, left.data]] : [];
  }),
) as Omit<ProductFields, RequiredProductField>;
