import { ENCODINGS, type Encoding } from '#shared/product/form.ts';
import type { ProductFields, TranslatedField } from '#shared/product/fields.ts';
import { TRANSLATED_FIELDS } from '#shared/product/schema-data.ts';

/*
 * The catalogue file's layout (docs/catalogue-files.md), derived from the product's schema so a new
 * plain field (text, number, switch, choice) becomes a column without being named here:
 *
 *   sku | name | slug | category | price | stock | … every plain field in the schema's order … | tags
 *     | indonesian:short_description | … every Indonesian text … | indonesian:tags | spec:<name> … | indonesian:spec:<name> …
 *
 * `sku` comes first (rows are matched by it); `category_id` travels as the category's name; `tags`
 * is one cell, tags separated by commas (a tag holding a comma in double quotes, cells.ts
 * `writeTags`); each specification name is a column of its own
 * (`spec:Garansi`), so a person edits a value where they see it. List fields without such a layout
 * (images, documents, related products) are not in the file: an import leaves them as they are.
 *
 * The main texts are English; the Indonesian ones (the product's `indonesian` texts) have the same
 * names after `indonesian:`, and their specification rows `indonesian:spec:<nama>` (their names
 * are Indonesian words, `indonesian:spec:Garansi`). A prefix rather than a suffix such as `_id`,
 * which reads like an identifier.
 */

export const SPEC_PREFIX = 'spec:';
export const INDONESIAN_PREFIX = 'indonesian:';
export const INDONESIAN_SPEC_PREFIX = `${INDONESIAN_PREFIX}${SPEC_PREFIX}`;

/** How a column reads and writes its cell. */
export type ColumnKind = Exclude<Encoding, 'json'> | 'category' | 'tags';

export interface FieldColumn {
  header: string;
  field: keyof ProductFields;
  kind: ColumnKind;
}

/** List fields the file has a layout for; any other list field stays out of the file. */
const LISTS_IN_FILE = new Set<keyof ProductFields>(['tags', 'specifications']);

const columnFor = ([field, encoding]: (typeof ENCODINGS)[number]): FieldColumn | null => {
  if (field === 'category_id') return { header: 'category', field, kind: 'category' };
  if (encoding === 'json') return field === 'tags' ? { header: 'tags', field, kind: 'tags' } : null;
  return { header: field, field, kind: encoding };
};

/** The fixed columns, `sku` first, then the schema's order; specification columns follow them. */
export const FIELD_COLUMNS: readonly FieldColumn[] = [
  ...ENCODINGS.filter(([field]) => field === 'sku'),
  ...ENCODINGS.filter(([field]) => field !== 'sku'),
].flatMap((entry) => columnFor(entry) ?? []);

/** Product fields the file does not carry (kept as they are by an import). */
export const FIELDS_NOT_IN_FILE = ENCODINGS.filter(
  ([field, encoding]) => encoding === 'json' && !LISTS_IN_FILE.has(field),
).map(([field]) => field);

/** An Indonesian text's column: its texts and tags (its specifications are columns of their own). */
export interface TranslationColumn {
  header: string;
  field: Exclude<TranslatedField, 'specifications'>;
  kind: 'text' | 'tags';
}

export const TRANSLATION_COLUMNS: readonly TranslationColumn[] = TRANSLATED_FIELDS.flatMap((field) =>
  field === 'specifications'
    ? []
    : [
        {
          header: `${INDONESIAN_PREFIX}${field}`,
          field,
          kind: field === 'tags' ? ('tags' as const) : ('text' as const),
        },
      ],
);

export const specHeader = (name: string) => `${SPEC_PREFIX}${name}`;
export const indonesianSpecHeader = (name: string) => `${INDONESIAN_SPEC_PREFIX}${name}`;

/** The specification a header names, or undefined when it is not a specification column. */
export function specName(header: string): string | undefined {
  return header.toLowerCase().startsWith(SPEC_PREFIX) ? header.slice(SPEC_PREFIX.length).trim() : undefined;
}

/** The Indonesian specification a header names, or undefined when it is not one's column. */
export function indonesianSpecName(header: string): string | undefined {
  return header.toLowerCase().startsWith(INDONESIAN_SPEC_PREFIX)
    ? header.slice(INDONESIAN_SPEC_PREFIX.length).trim()
    : undefined;
}

/** A header as the file writes it, matched without regard to case or surrounding spaces. */
export const headerKey = (header: string) => header.trim().toLowerCase();
