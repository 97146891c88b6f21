import type { AdminProduct, PublicProduct } from '../../../../src/shared/api-types.ts';
import type { ProductFields } from '../../../../src/shared/schemas.ts';
import { slugify } from '../../../../src/shared/slug.ts';
import type { Deps } from '../deps.ts';
import { HttpError, StoreUnavailableError, conflict, invalid, notFound } from '../errors.ts';
import { Unchanged, type Consistency } from '../store.ts';
import { listCategories, type CategoryRecord } from './categories.ts';
import { storeImage, type CheckedImage } from './images.ts';

/*
 * Products (docs/decisions/002-storage-layout-and-consistency.md):
 *  - `catalog/products` — the index: one summary per product. It is the commit point of every save:
 *    versions, slug and SKU uniqueness are checked there in one compare-and-swap. Lists read only it.
 *  - `products/{id}` — the full record, written after the index commits.
 *  - `product-slugs/{slug}` — { id }, so a public page read costs the same at any catalogue size.
 */

export const PRODUCT_INDEX_KEY = 'catalog/products';
export const productKey = (id: number) => `products/${id}`;
export const slugKey = (slug: string) => `product-slugs/${slug}`;

export const PRODUCT_CONFLICT_MESSAGE =
  'Produk ini sudah diubah oleh admin lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru.';
export const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';

export interface ProductRecord {
  id: number;
  name: string;
  slug: string;
  sku: string;
  category_id: number;
  price: number;
  stock: number;
  status: 'draft' | 'published';
  is_active: boolean;
  short_description: string;
  long_description: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  whatsapp_number: string;
  whatsapp_template: string;
  tags: string[];
  specifications: { name: string; value: string }[];
  images: string[];
  version: number;
  created_at: string;
  updated_at: string;
}

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

export interface ProductIndex {
  nextId: number;
  items: ProductSummary[];
}

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

export async function readProductIndex(
  { db }: Deps,
  consistency: 'strong' | 'eventual' = 'strong',
): Promise<ProductIndex> {
  return (await db.get<ProductIndex>(PRODUCT_INDEX_KEY, consistency)) ?? { nextId: 1, items: [] };
}

export const isPublic = (product: Pick<ProductSummary, 'status' | 'is_active'>) =>
  product.status === 'published' && product.is_active;

const categoryOf = (categories: CategoryRecord[], id: number) => categories.find((category) => category.id === id);

function toPublic(product: ProductSummary | ProductRecord, categories: CategoryRecord[]): PublicProduct {
  const category = categoryOf(categories, product.category_id);
  const full = 'long_description' in product ? product : undefined;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    description: full ? full.long_description || product.short_description : product.short_description,
    short_description: product.short_description,
    price: product.price,
    stock: product.stock,
    status: 'published',
    category: { id: category?.id ?? 0, name: category?.name ?? 'Lainnya', slug: category?.slug ?? '' },
    images: product.images.map((path) => ({ path })),
    tags: product.tags.map((name, index) => ({ id: index + 1, name })),
    specifications: (full?.specifications ?? []).map((spec, index) => ({ id: index + 1, ...spec })),
    whatsapp_number: full?.whatsapp_number ?? '',
    whatsapp_template: full?.whatsapp_template ?? '',
    meta_title: full?.meta_title ?? '',
    meta_description: full?.meta_description ?? '',
    meta_keywords: full?.meta_keywords ?? '',
    updated_at: product.updated_at,
  };
}

export function toAdmin(product: ProductSummary | ProductRecord, categories: CategoryRecord[]): AdminProduct {
  const category = categoryOf(categories, product.category_id);
  const full = 'long_description' in product ? product : undefined;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    category: category ? { id: category.id, name: category.name } : null,
    category_id: product.category_id,
    tags: product.tags.map((name) => ({ name })),
    price: product.price,
    stock: product.stock,
    is_active: product.is_active ? 1 : 0,
    images: product.images.map((path) => ({ path })),
    short_description: product.short_description,
    long_description: full?.long_description ?? '',
    specifications: full?.specifications ?? [],
    whatsapp_number: full?.whatsapp_number ?? '',
    whatsapp_template: full?.whatsapp_template ?? '',
    meta_title: full?.meta_title ?? '',
    meta_description: full?.meta_description ?? '',
    meta_keywords: full?.meta_keywords ?? '',
    status: product.status,
    version: product.version,
    created_at: product.created_at,
    updated_at: product.updated_at,
  };
}

/** Published, active products, newest first: what visitors may see. Two store reads at any size. */
export async function publishedProducts(deps: Deps, consistency: Consistency = 'eventual'): Promise<PublicProduct[]> {
  const [index, categories] = await Promise.all([
    readProductIndex(deps, consistency),
    listCategories(deps, consistency),
  ]);
  return publicList(index, categories);
}

function publicList(index: ProductIndex, categories: CategoryRecord[]): PublicProduct[] {
  return index.items
    .filter(isPublic)
    .sort(byNewest)
    .map((product) => toPublic(product, categories));
}

/*
 * The same list as JSON text, made once per version of the index and categories: eventual reads come
 * from the instance's short read cache as the same objects, so a burst of visitors costs one build of
 * a list that is hundreds of kilobytes at 1,000 products, not one per request.
 */
const publicJson = new WeakMap<ProductIndex, { categories: CategoryRecord[]; json: string }>();

export async function publishedProductsJson(deps: Deps): Promise<string> {
  const [index, categories] = await Promise.all([readProductIndex(deps, 'eventual'), listCategories(deps, 'eventual')]);
  const made = publicJson.get(index);
  if (made && made.categories === categories) return made.json;
  const json = JSON.stringify(publicList(index, categories));
  publicJson.set(index, { categories, json });
  return json;
}

export async function publicCategoryNames(deps: Deps, consistency: Consistency = 'eventual'): Promise<string[]> {
  const [index, categories] = await Promise.all([
    readProductIndex(deps, consistency),
    listCategories(deps, consistency),
  ]);
  const used = new Set(index.items.filter(isPublic).map((product) => product.category_id));
  return categories.filter((category) => used.has(category.id)).map((category) => category.name);
}

/** One published product by slug: a fixed number of reads, whatever the catalogue size. */
export async function publishedProductBySlug(
  deps: Deps,
  slug: string,
  consistency: Consistency = 'eventual',
  /** Already read (a build reads them once for every page). */
  categories?: CategoryRecord[],
): Promise<PublicProduct> {
  const pointer = await deps.db.get<{ id: number }>(slugKey(slug), consistency);
  const record = pointer ? await deps.db.get<ProductRecord>(productKey(pointer.id), consistency) : null;
  if (!record || record.slug !== slug || !isPublic(record)) throw notFound('Product not found');
  return toPublic(record, categories ?? (await listCategories(deps, consistency)));
}

export async function adminProducts(deps: Deps): Promise<AdminProduct[]> {
  const [index, categories] = await Promise.all([readProductIndex(deps), listCategories(deps)]);
  return index.items.sort(byNewest).map((product) => toAdmin(product, categories));
}

export async function adminProduct(deps: Deps, id: number): Promise<AdminProduct> {
  const record = await deps.db.get<ProductRecord>(productKey(id));
  if (!record) throw notFound(PRODUCT_NOT_FOUND);
  return toAdmin(record, await listCategories(deps));
}

function byNewest(a: ProductSummary, b: ProductSummary): number {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

export interface SaveProduct {
  /** Absent for a new product. */
  id?: number;
  fields: ProductFields;
  image?: CheckedImage;
  /** The version the editor loaded; when given, a newer stored version is a 409. */
  expectedVersion?: number;
}

/**
 * Creates or updates a product. Order matters for "nothing half-written": the image is stored first
 * (content-addressed, harmless if unused), then the index commits, then the record and slug pointer
 * follow; if those fail, the index entry is put back and the caller gets a 503.
 */
export async function saveProduct(
  deps: Deps,
  { id, fields, image, expectedVersion }: SaveProduct,
): Promise<AdminProduct> {
  const categories = await listCategories(deps);
  if (!categoryOf(categories, fields.category_id)) {
    throw invalid('Kategori tidak ditemukan', { category_id: ['Kategori tidak ditemukan'] });
  }
  const imagePath = image ? await storeImage(deps, image) : undefined;
  let previous = id === undefined ? null : await deps.db.get<ProductRecord>(productKey(id));
  if (id !== undefined && !previous) throw notFound(PRODUCT_NOT_FOUND);

  const slug = fields.slug || slugify(fields.name);
  if (!slug)
    throw invalid('Nama produk harus mengandung huruf atau angka', {
      name: ['Nama produk harus mengandung huruf atau angka'],
    });

  let record: ProductRecord | undefined;
  let before: ProductSummary | undefined;
  await deps.db.update<ProductIndex>(PRODUCT_INDEX_KEY, async (current) => {
    const index = current ?? { nextId: 1, items: [] };
    const existing = id === undefined ? undefined : index.items.find((item) => item.id === id);
    if (id !== undefined && !existing) throw notFound(PRODUCT_NOT_FOUND);
    if (existing && expectedVersion !== undefined && existing.version !== expectedVersion) {
      throw conflict(PRODUCT_CONFLICT_MESSAGE);
    }
    // Another save landed since the record was read: start from its images and creation time.
    if (existing && previous && previous.version !== existing.version) {
      previous = (await deps.db.get<ProductRecord>(productKey(existing.id))) ?? previous;
    }
    const others = index.items.filter((item) => item.id !== id);
    const errors: Record<string, string[]> = {};
    if (others.some((item) => item.slug === slug)) errors.slug = ['Slug sudah dipakai produk lain'];
    if (others.some((item) => item.sku.toLowerCase() === fields.sku.toLowerCase()))
      errors.sku = ['SKU sudah dipakai produk lain'];
    if (Object.keys(errors).length) throw invalid(Object.values(errors)[0]![0]!, errors);

    const timestamp = deps.now().toISOString();
    const base = previous ?? undefined;
    before = existing;
    record = {
      id: existing?.id ?? index.nextId,
      ...fields,
      slug,
      images: imagePath ? [imagePath, ...(base?.images.slice(1) ?? [])] : (base?.images ?? []),
      version: (existing?.version ?? 0) + 1,
      created_at: existing?.created_at ?? timestamp,
      updated_at: timestamp,
    };
    const summary = summarize(record);
    return existing
      ? { ...index, items: index.items.map((item) => (item.id === id ? summary : item)) }
      : { nextId: index.nextId + 1, items: [...index.items, summary] };
  });

  const saved = record!;
  try {
    await deps.db.update<ProductRecord, null>(productKey(saved.id), (current) =>
      current && current.version >= saved.version ? new Unchanged(null) : saved,
    );
    await deps.db.put(slugKey(saved.slug), { id: saved.id });
    if (previous && previous.slug !== saved.slug) await releaseSlug(deps, previous.slug, saved.id);
  } catch (error) {
    await restoreIndexEntry(deps, saved, before);
    throw error instanceof HttpError ? error : new StoreUnavailableError(error);
  }
  return toAdmin(saved, categories);
}

async function releaseSlug(deps: Deps, slug: string, id: number): Promise<void> {
  const pointer = await deps.db.get<{ id: number }>(slugKey(slug));
  if (pointer?.id === id) await deps.db.delete(slugKey(slug));
}

/** Puts the index entry back after a failed save, unless somebody saved the product meanwhile. */
async function restoreIndexEntry(deps: Deps, saved: ProductRecord, before: ProductSummary | undefined): Promise<void> {
  try {
    await deps.db.update<ProductIndex, null>(PRODUCT_INDEX_KEY, (current) => {
      const index = current ?? { nextId: 1, items: [] };
      const entry = index.items.find((item) => item.id === saved.id);
      if (!entry || entry.version !== saved.version) return new Unchanged(null);
      const items = before
        ? index.items.map((item) => (item.id === saved.id ? before! : item))
        : index.items.filter((item) => item.id !== saved.id);
      return { ...index, items };
    });
  } catch (error) {
    console.error(`Could not restore the index entry of product ${saved.id} after a failed save:`, error);
  }
}

/** Deletes the record and its slug first, then the index entry, so a failure never leaves a page pointing nowhere. */
export async function deleteProduct(deps: Deps, id: number): Promise<void> {
  const index = await readProductIndex(deps);
  const entry = index.items.find((item) => item.id === id);
  if (!entry) throw notFound(PRODUCT_NOT_FOUND);
  await releaseSlug(deps, entry.slug, id);
  await deps.db.delete(productKey(id));
  await deps.db.update<ProductIndex>(PRODUCT_INDEX_KEY, (current) => {
    const doc = current ?? { nextId: 1, items: [] };
    return { ...doc, items: doc.items.filter((item) => item.id !== id) };
  });
}

/**
 * Writes whole records at once (demo seed, backup import) into an empty catalogue: records and slug
 * pointers first, the index last, so a failure half-way leaves no listed product without a page.
 */
export async function importProducts(deps: Deps, records: ProductRecord[]): Promise<void> {
  const existing = await readProductIndex(deps);
  if (existing.items.length > 0) throw new HttpError(409, 'Katalog tidak kosong; impor hanya ke katalog kosong');
  const batch = 16;
  for (let start = 0; start < records.length; start += batch) {
    await Promise.all(
      records.slice(start, start + batch).map(async (record) => {
        await deps.db.put(productKey(record.id), record);
        await deps.db.put(slugKey(record.slug), { id: record.id });
      }),
    );
  }
  const nextId = records.reduce((max, record) => Math.max(max, record.id), 0) + 1;
  await deps.db.update<ProductIndex>(PRODUCT_INDEX_KEY, (current) => {
    if (current && current.items.length > 0)
      throw new HttpError(409, 'Katalog tidak kosong; impor hanya ke katalog kosong');
    return { nextId, items: records.map(summarize) };
  });
}
