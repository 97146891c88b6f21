import { z } from '../common/zod.ts';
import { ProductTranslationSchema, RELATED_KINDS, SpecificationSchema } from './fields.ts';
import { isTranslationMissing } from './translation.ts';
import {
  ARCHIVE_MS,
  DETAIL_FIELDS,
  ProductRecordSchema,
  type DetailField,
  type ProductRecord,
  type ProductSummary,
} from './record.ts';

/*
 * Every shape the API answers with for a product, derived from the record's schema, each with the
 * one projection that makes it. A field added to the product's schema flows into the public and
 * admin shapes (and back into the form) without being named here; the list item, the archive row and
 * the card pick what a list shows, so a field reaches a list only where it is shown.
 */

/** Keys as a zod `pick`/`omit` mask. */
const mask = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, true])) as { [P in K]: true };

// Copies key by key rather than deleting from a copy: objects that lose keys turn slow in V8, and the
// build projects every product of the catalogue.
function omit<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Omit<T, K> {
  const rest: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (!keys.includes(key as K)) rest[key] = value[key];
  }
  return rest as Omit<T, K>;
}

function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;
}

/** The category as a product shows it: its Indonesian main name, and its English one when written. */
const CategoryRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  english: z.object({ name: z.string().optional() }).optional(),
});
export type CategoryRef = z.infer<typeof CategoryRefSchema>;

/** A product's category for the public pages: the English name travels only when it is written. */
const publicCategory = ({ id, name, slug, english }: CategoryRef): CategoryRef => ({
  id,
  name,
  slug,
  ...(english?.name ? { english: { name: english.name } } : {}),
});
const ImageSchema = z.object({ path: z.string(), alt: z.string() });
const activeImages = (record: ProductRecord, fallbackAlt?: (index: number) => string) =>
  record.images.map((path, index) => ({
    path,
    alt: record.image_alts[index] || (fallbackAlt ? fallbackAlt(index) : ''),
  }));

/** A related product as the admin's picker shows it. */
export const RelatedRefSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  kind: z.enum(RELATED_KINDS),
});
export type RelatedRef = z.infer<typeof RelatedRefSchema>;

/** A related product as a visitor's card shows it: only products a visitor can see. */
export const PublicRelatedSchema = RelatedRefSchema.extend({
  price: z.number(),
  stock: z.number(),
  /** The main image path, or null when the product has none. */
  image: z.string().nullable(),
});
export type PublicRelated = z.infer<typeof PublicRelatedSchema>;
const activeFlag = z.union([z.literal(0), z.literal(1)]);

/** A summary with the detail fields a list does not carry set to their defaults: a whole record's shape. */
const detailDefaults = Object.freeze(ProductRecordSchema.pick(mask(DETAIL_FIELDS)).parse({}));
const translationDefaults = Object.freeze(ProductTranslationSchema.parse({}));
const asRecord = (product: ProductRecord | ProductSummary): ProductRecord =>
  'search_words' in product
    ? {
        ...detailDefaults,
        ...omit(product, ['search_words', 'translation_missing']),
        indonesian: { ...translationDefaults, ...product.indonesian },
      }
    : product;

/* Visitors: published products only, with their category; nothing about drafts, versions or deletion. */

const PUBLIC_HIDDEN = [
  'category_id',
  'long_description',
  'is_active',
  'version',
  'created_at',
  'deleted_at',
  'deleted_by',
  'image_alts',
  // When an admin plans to take a product down is the company's business, not the visitor's.
  'publish_at',
  'unpublish_at',
  // Who changed it and how is the admins' business.
  'activity',
] as const;

export const PublicProductSchema = ProductRecordSchema.omit(mask(PUBLIC_HIDDEN)).extend({
  /** The long description, or the short one when there is none. */
  description: z.string(),
  status: z.literal('published'),
  category: CategoryRefSchema,
  images: z.array(ImageSchema),
  tags: z.array(z.object({ id: z.number(), name: z.string() })),
  specifications: z.array(SpecificationSchema.extend({ id: z.number() })),
  related: z.array(PublicRelatedSchema),
});
export type PublicProduct = z.infer<typeof PublicProductSchema>;

/**
 * `related`: the linked products a visitor can see, resolved by the caller (a list read leaves them
 * out). Every image has an alt text: the admin's, else the product's name and the picture's number.
 */
export function toPublic(
  product: ProductRecord | ProductSummary,
  category: CategoryRef,
  related: PublicRelated[] = [],
): PublicProduct {
  const record = asRecord(product);
  return {
    ...omit(record, PUBLIC_HIDDEN),
    description: record.long_description || record.short_description,
    status: 'published',
    category: publicCategory(category),
    images: activeImages(record, (index) => (index === 0 ? record.name : `${record.name} — ${index + 1}`)),
    tags: record.tags.map((name, index) => ({ id: index + 1, name })),
    specifications: record.specifications.map((spec, index) => ({ id: index + 1, ...spec })),
    related,
  };
}

/* Admins: every field of a live product, with its category's name and the editor's version. */

const ADMIN_HIDDEN = ['deleted_at', 'deleted_by', 'image_alts', 'activity'] as const;

export const AdminProductSchema = ProductRecordSchema.omit(mask(ADMIN_HIDDEN)).extend({
  category: CategoryRefSchema.pick({ id: true, name: true }).nullable(),
  tags: z.array(z.object({ name: z.string() })),
  is_active: activeFlag,
  images: z.array(ImageSchema),
  related: z.array(RelatedRefSchema),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

/** `related`: the linked products that still exist, resolved by the caller (a list read leaves them out). */
export function toAdmin(
  product: ProductRecord | ProductSummary,
  category: CategoryRef | undefined,
  related: RelatedRef[] = [],
): AdminProduct {
  const record = asRecord(product);
  return {
    ...omit(record, ADMIN_HIDDEN),
    category: category ? pick(category, ['id', 'name']) : null,
    tags: record.tags.map((name) => ({ name })),
    is_active: record.is_active ? 1 : 0,
    images: activeImages(record),
    related,
  };
}

/*
 * The admin's lists: what the list view holds and nothing else. The detail fields (specifications,
 * long description, SEO, WhatsApp, documents, related, image alt texts) are left out rather than
 * padded with empty values, so a client never reads "no specifications" for a product that has two.
 */

// Alt texts and the activity entry are not in the admin's product at all (ADMIN_HIDDEN).
const ADMIN_LIST_HIDDEN = DETAIL_FIELDS.filter(
  (field): field is Exclude<DetailField, 'image_alts' | 'activity'> => field !== 'image_alts' && field !== 'activity',
);

/** What a list shows of the Indonesian texts (a card's summary and tags), as the summaries hold it. */
const ListTranslationSchema = ProductTranslationSchema.pick({ short_description: true, tags: true });
const listTranslation = ({
  short_description,
  tags,
}: Pick<ProductRecord['indonesian'], 'short_description' | 'tags'>) => ({
  short_description,
  tags,
});

export const AdminProductListItemSchema = AdminProductSchema.omit(mask(ADMIN_LIST_HIDDEN)).extend({
  indonesian: ListTranslationSchema,
  /** Some text is written in one language and empty in the other: the list marks the row. */
  translation_missing: z.boolean(),
  /** Image paths in order; their alt texts come with the product. */
  images: z.array(ImageSchema.pick({ path: true })),
});
export type AdminProductListItem = z.infer<typeof AdminProductListItemSchema>;

export function toAdminListItem(
  product: ProductSummary | ProductRecord,
  category: CategoryRef | undefined,
): AdminProductListItem {
  const summary = omit(product as ProductRecord & { search_words?: string; translation_missing?: boolean }, [
    ...DETAIL_FIELDS,
    ...ADMIN_HIDDEN,
    'search_words',
    'translation_missing',
  ]);
  return {
    ...summary,
    category: category ? pick(category, ['id', 'name']) : null,
    tags: product.tags.map((name) => ({ name })),
    is_active: product.is_active ? 1 : 0,
    images: product.images.map((path) => ({ path })),
    indonesian: listTranslation(product.indonesian),
    translation_missing:
      'translation_missing' in product
        ? product.translation_missing
        : isTranslationMissing(product, product.indonesian),
  };
}

/* Lists: what a card shows, nothing padded (details come with the product). */

const LIST_FIELDS = ['id', 'name', 'slug', 'sku', 'price', 'stock', 'short_description', 'tags', 'updated_at'] as const;

export const ProductListItemSchema = ProductRecordSchema.pick(mask(LIST_FIELDS)).extend({
  category: CategoryRefSchema,
  indonesian: ListTranslationSchema,
  /** The main image path, or null when the product has none. */
  image: z.string().nullable(),
});
export type ProductListItem = z.infer<typeof ProductListItemSchema>;

export function toListItem(product: ProductSummary | ProductRecord, category: CategoryRef): ProductListItem {
  return {
    ...pick(product, LIST_FIELDS),
    category: publicCategory(category),
    indonesian: listTranslation(product.indonesian),
    image: product.images[0] ?? null,
  };
}

/* The archive: a deleted product, restorable until `purge_at`. */

const ARCHIVE_FIELDS = ['id', 'name', 'slug', 'sku', 'status'] as const;

export const ArchivedProductSchema = ProductRecordSchema.pick(mask(ARCHIVE_FIELDS)).extend({
  category: CategoryRefSchema.pick({ id: true, name: true }).nullable(),
  is_active: activeFlag,
  image: z.string().nullable(),
  deleted_at: z.string(),
  deleted_by: z.string().nullable(),
  /** When the store check purges it for good. */
  purge_at: z.string(),
});
export type ArchivedProduct = z.infer<typeof ArchivedProductSchema>;

export function toArchived(
  product: ProductSummary & { deleted_at: string },
  category: CategoryRef | undefined,
): ArchivedProduct {
  return {
    ...pick(product, ARCHIVE_FIELDS),
    category: category ? pick(category, ['id', 'name']) : null,
    is_active: product.is_active ? 1 : 0,
    image: product.images[0] ?? null,
    deleted_at: product.deleted_at,
    deleted_by: product.deleted_by ?? null,
    purge_at: new Date(Date.parse(product.deleted_at) + ARCHIVE_MS).toISOString(),
  };
}
