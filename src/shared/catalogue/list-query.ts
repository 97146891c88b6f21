import { z } from '../common/zod.ts';

/*
 * The query strings of the paged product lists, shared by the islands that build them and the
 * functions that read them. A list call without any of these keeps its original answer (a plain
 * array); with one, it answers `{ data, total, page, per_page, … }`.
 */

const int = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const flag = z
  .enum(['1', '0', 'true', 'false'], { error: 'Use 1 or 0' })
  .transform((value) => value === '1' || value === 'true');

export const PUBLIC_PAGE_SIZE = 12;

export const PublicListQuerySchema = z.object({
  page: int('page', 1, 100_000).default(1),
  per_page: int('per_page', 1, 48).default(PUBLIC_PAGE_SIZE),
  q: z.string().trim().max(100, 'q must be at most 100 characters').default(''),
  /** A category name (as the catalogue filter shows it) or slug. */
  category: z.string().trim().max(120).default(''),
  in_stock: flag.optional(),
  min_price: int('min_price', 0, 100_000_000_000).optional(),
  max_price: int('max_price', 0, 100_000_000_000).optional(),
  /** Procurement filters (product/procurement-facets.ts); their refusals are Indonesian, as the buyers they serve. */
  ekatalog: z
    .enum(['1', '0'], { error: 'ekatalog harus 1 atau 0' })
    .transform((value) => value === '1')
    .optional(),
  tkdn_min: z.coerce
    .number({ error: 'tkdn_min harus angka 0–100' })
    .min(0, 'tkdn_min harus angka 0–100')
    .max(100, 'tkdn_min harus angka 0–100')
    .optional(),
  ready: z
    .enum(['1', '0'], { error: 'ready harus 1 atau 0' })
    .transform((value) => value === '1')
    .optional(),
  brand: z.string().trim().max(80, 'brand maksimal 80 karakter').default(''),
  /** Fresh data for known products (search results found in the browser): up to 48 ids, in order. */
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,47}$/, 'ids must be up to 48 product ids separated by commas')
    .transform((value) => value.split(',').map(Number))
    .optional(),
});
export type PublicListQuery = z.infer<typeof PublicListQuerySchema>;

export const ADMIN_SORTS = ['newest', 'updated', 'name', 'price', 'stock'] as const;
export const ADMIN_PUBLICATION = ['all', 'published', 'scheduled', 'draft', 'inactive'] as const;
export const ADMIN_STOCK = ['all', 'active', 'low_stock', 'out_of_stock'] as const;
/** `missing`: products with some text written in one language and empty in the other (product/translation.ts). */
export const ADMIN_TRANSLATION = ['all', 'missing'] as const;

const adminInt = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} harus angka` })
    .int(`${label} harus bilangan bulat`)
    .min(min, `${label} minimal ${min}`)
    .max(max, `${label} maksimal ${max}`);

export const AdminListQuerySchema = z.object({
  page: adminInt('Halaman', 1, 100_000).default(1),
  per_page: adminInt('Jumlah per halaman', 1, 100).default(10),
  q: z.string().trim().max(100, 'Pencarian maksimal 100 karakter').default(''),
  category_id: adminInt('Kategori', 1, 1_000_000).optional(),
  publication: z.enum(ADMIN_PUBLICATION, { error: 'Status publikasi tidak dikenal' }).default('all'),
  stock: z.enum(ADMIN_STOCK, { error: 'Status stok tidak dikenal' }).default('all'),
  translation: z.enum(ADMIN_TRANSLATION, { error: 'Filter terjemahan harus all atau missing' }).default('all'),
  /** Newest first when not given; a search (`q`) without a chosen order lists the best match first. */
  sort: z.enum(ADMIN_SORTS, { error: 'Urutan tidak dikenal' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'Arah urutan harus asc atau desc' }).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

/** True when a list URL asks for the paged answer. */
export const wantsPage = (params: URLSearchParams) => [...params.keys()].length > 0;

/** The archive of deleted products: 10 a page, newest deletion first, searched by name or SKU. */
export const ArchiveQuerySchema = z.object({
  page: adminInt('Halaman', 1, 100_000).default(1),
  per_page: adminInt('Jumlah per halaman', 1, 100).default(10),
  q: z.string().trim().max(100, 'Pencarian maksimal 100 karakter').default(''),
});
export type ArchiveQuery = z.infer<typeof ArchiveQuerySchema>;

/** How a restore answers a slug or SKU another product took meanwhile. */
export const RestoreInputSchema = z.object({
  /** Come back as a draft with a free slug (and SKU) instead of a 409. */
  as_draft: z.boolean({ error: 'as_draft harus true atau false' }).default(false),
});

/** A category delete that first moves the category's products into another one. */
export const CategoryMoveSchema = z.object({
  move_to: adminInt('Kategori tujuan', 1, 1_000_000),
});

/**
 * GET /api/categories: `counts=0` leaves out each category's product count, which takes reading every
 * product summary (at 10,000 products, 40 reads against one); the list screen's filter needs names only.
 */
export const CategoryListQuerySchema = z.object({
  counts: z.enum(['0', '1'], { error: 'counts harus 0 atau 1' }).default('1'),
});
