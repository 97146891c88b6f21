import { z } from '../common/zod.ts';
import { ActivityEntrySchema } from '../activity/entry.ts';
import { SLUG_MAX, SLUG_PATTERN } from '../common/slug.ts';
import { indexWords } from '../search/words.ts';
import { newProductFields } from './field-defaults.ts';
import { ProductDocumentSchema, ProductFieldsSchema, ProductTranslationSchema } from './fields.ts';
import { ARCHIVE_DAYS, ARCHIVE_MS } from './archive.ts';
import { isTranslationMissing } from './translation.ts';

/*
 * The stored product: the admin form's fields plus what the server adds, and the summary the list
 * screens read (the record without its long texts and per-product settings). Both are derived from
 * the fields' schema; the build validates every record against it and leaves out (and reports) any
 * that does not fit, instead of failing the whole site.
 */

const timestamp = z.string().min(1);

export const ProductRecordSchema = ProductFieldsSchema.extend({
  id: z.number().int().positive(),
  slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN),
  /** Image paths, main image first; `image_alts` holds their alt texts in the same order. */
  images: z.array(z.string()),
  /** Uploaded PDFs, in the order the product page lists them. */
  documents: z.array(ProductDocumentSchema).default([]),
  /** Rises by one with every save or delete: the editor's conflict check compares it. */
  version: z.number().int().positive(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Set when the product was deleted; the record stays as a tombstone (and an archive) meanwhile. */
  deleted_at: timestamp.optional(),
  /** Who moved it to the archive (the admin's name), shown in the archive. */
  deleted_by: z.string().max(200).optional(),
  /**
   * The activity entry of the commit that wrote this version, written with it so a change never
   * lands without its entry (decision 018); copied to the log and the revisions after the commit.
   */
  activity: ActivityEntrySchema.optional(),
});
export type ProductRecord = z.infer<typeof ProductRecordSchema>;

/**
 * Fields only a product's own page and editor need: left out of the summaries that every list reads
 * (one store read per 256 products), which keeps a list of 10,000 products small.
 */
export const DETAIL_FIELDS = [
  'long_description',
  'specifications',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'whatsapp_number',
  'whatsapp_template',
  'image_alts',
  'related',
  'documents',
  'activity',
] as const satisfies readonly (keyof ProductRecord)[];
export type DetailField = (typeof DETAIL_FIELDS)[number];

const detailMask = Object.fromEntries(DETAIL_FIELDS.map((field) => [field, true])) as { [K in DetailField]: true };

/** What a list shows of the Indonesian texts: a card's summary and tags. */
const SUMMARY_TRANSLATION = { short_description: true, tags: true } as const;

export const ProductSummarySchema = ProductRecordSchema.omit(detailMask).extend({
  indonesian: ProductTranslationSchema.pick(SUMMARY_TRANSLATION).prefault({}),
  /**
   * The words of the specification values, for the server's search: the same search document the
   * browser's index is built from (views.ts `searchDocument`), without carrying the specifications.
   */
  search_words: z.string().default(''),
  /**
   * Some text is written in one language and empty in the other (translation.ts), worked out from
   * the whole record at save: the summary leaves out most of the texts it depends on (the long
   * description, the specifications, the meta texts), and the admin list filters by it.
   */
  translation_missing: z.boolean().default(false),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** The unique words of a product's specification values, as the search indexes take them. */
export const specificationWords = (specifications: ProductRecord['specifications']) =>
  [...new Set(indexWords(specifications.map((spec) => spec.value).join(' ')))].join(' ');

const isDetail = (key: string) => (DETAIL_FIELDS as readonly string[]).includes(key);

export function summarize(record: ProductRecord): ProductSummary {
  const summary = Object.fromEntries(Object.entries(record).filter(([key]) => !isDetail(key)));
  const { short_description, tags } = record.indonesian;
  return {
    ...summary,
    indonesian: { short_description, tags },
    search_words: specificationWords([...record.specifications, ...record.indonesian.specifications]),
    translation_missing: isTranslationMissing(record, record.indonesian),
  } as ProductSummary;
}

/*
 * Migration on read: a record or summary written before a field existed lacks it, and gets the
 * field's default from the schema (the value a new product starts with). Records are only ever
 * written after ProductRecordSchema parsed them, so a missing field is the only difference a reader
 * can meet; the store check rewrites summaries whose derived fields are out of date.
 */
const fieldDefaults = Object.freeze({
  ...newProductFields(),
  ...ProductRecordSchema.pick({ documents: true }).parse({}),
});
const summaryDefaults = Object.freeze({
  ...Object.fromEntries(Object.entries(fieldDefaults).filter(([key]) => !isDetail(key))),
  indonesian: ProductSummarySchema.shape.indonesian.parse({}),
  search_words: '',
});

export const migrateRecord = (stored: ProductRecord): ProductRecord => ({ ...fieldDefaults, ...stored });
export function migrateSummary(stored: ProductSummary): ProductSummary {
  const summary: ProductSummary = { ...summaryDefaults, ...stored };
  // A summary written before the flag existed: judged by the texts it holds (the short description
  // and the tags) until the store check rewrites it from the record.
  if (typeof stored.translation_missing !== 'boolean') {
    summary.translation_missing = isTranslationMissing(summary, summary.indonesian);
  }
  return summary;
}

export const isLive = (product: Pick<ProductRecord, 'deleted_at'>) => !product.deleted_at;

/** Visitors see a product only when it is published, active and not deleted. */
export const isPublic = (product: Pick<ProductRecord, 'status' | 'is_active' | 'deleted_at'>) =>
  product.status === 'published' && product.is_active && !product.deleted_at;

export { ARCHIVE_DAYS, ARCHIVE_MS };

/** Deleted within the archive period (as of `now`): listed in the archive and restorable. */
export const isArchived = <T extends Pick<ProductRecord, 'deleted_at'>>(
  product: T,
  now: Date,
): product is T & { deleted_at: string } =>
  product.deleted_at !== undefined && now.getTime() - Date.parse(product.deleted_at) < ARCHIVE_MS;

/** SKUs are unique without regard to case: `ph-700` and `PH-700` are one product. */
export const skuKeyOf = (sku: string) => sku.trim().toLowerCase();
