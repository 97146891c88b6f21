import { z } from 'zod';
import { ProductFieldsSchema } from './schemas.ts';
import { SLUG_MAX, SLUG_PATTERN } from './slug.ts';

/*
 * The stored product: the admin form's fields plus what the server adds. One schema, so the record
 * type is never written out by hand beside it; the build validates every record against it and leaves
 * out (and reports) any that does not fit, instead of failing the whole site.
 */

const timestamp = z.string().min(1);

export const ProductRecordSchema = ProductFieldsSchema.extend({
  id: z.number().int().positive(),
  slug: z.string().max(SLUG_MAX).regex(SLUG_PATTERN),
  /** Image paths, main image first. */
  images: z.array(z.string()),
  /** Rises by one with every save or delete: the editor's conflict check compares it. */
  version: z.number().int().positive(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Set when the product was deleted; the record stays as a tombstone (and an archive) meanwhile. */
  deleted_at: timestamp.optional(),
  /** Who moved it to the archive (the admin's name), shown in the archive. */
  deleted_by: z.string().max(200).optional(),
});
export type ProductRecord = z.infer<typeof ProductRecordSchema>;

/** What list screens need of a product: the record without its long texts and per-product settings. */
export type ProductSummary = Omit<
  ProductRecord,
  | 'long_description'
  | 'specifications'
  | 'meta_title'
  | 'meta_description'
  | 'meta_keywords'
  | 'whatsapp_number'
  | 'whatsapp_template'
>;

export function summarize(record: ProductRecord): ProductSummary {
  const {
    long_description: _long,
    specifications: _specs,
    meta_title: _title,
    meta_description: _description,
    meta_keywords: _keywords,
    whatsapp_number: _number,
    whatsapp_template: _template,
    ...summary
  } = record;
  return summary;
}

export const isLive = (product: Pick<ProductRecord, 'deleted_at'>) => !product.deleted_at;

/** Visitors see a product only when it is published, active and not deleted. */
export const isPublic = (product: Pick<ProductRecord, 'status' | 'is_active' | 'deleted_at'>) =>
  product.status === 'published' && product.is_active && !product.deleted_at;

/** A deleted product stays in the archive this long, restorable, before it is purged. */
export const ARCHIVE_DAYS = 30;
export const ARCHIVE_MS = ARCHIVE_DAYS * 24 * 60 * 60 * 1000;

/** Deleted within the archive period (as of `now`): listed in the archive and restorable. */
export const isArchived = (product: Pick<ProductRecord, 'deleted_at'>, now: Date) =>
  Boolean(product.deleted_at) && now.getTime() - Date.parse(product.deleted_at!) < ARCHIVE_MS;

/** SKUs are unique without regard to case: `ph-700` and `PH-700` are one product. */
export const skuKeyOf = (sku: string) => sku.trim().toLowerCase();
