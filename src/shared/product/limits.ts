/*
 * The product's limits and fixed choices, apart from its schema (fields.ts, which uses them): the admin
 * form shows them before its validation has loaded, and a module that builds zod schemas would bring
 * zod with it.
 */

export const META_DESCRIPTION_MAX = 160;
export const META_TITLE_MAX = 70;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
/** A gallery of eight pictures shows an instrument from every side without a long page. */
export const MAX_IMAGES = 8;
export const IMAGE_ALT_MAX = 200;
/** Datasheets, manuals and certificates: PDFs of at most 10 MB each, six per product. */
export const MAX_DOCUMENTS = 6;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX = 120;
export const DOCUMENT_KINDS = ['datasheet', 'manual', 'certificate', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** Accessories (chosen by the admin) and alternatives ('Similar instruments'). */
export const RELATED_KINDS = ['accessory', 'alternative'] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number];
export const MAX_RELATED = 24;
