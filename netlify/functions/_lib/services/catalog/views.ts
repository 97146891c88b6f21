import type { AdminProduct, PublicProduct } from '#shared/api-types.ts';
import { isLive, isPublic, type ProductRecord, type ProductSummary } from '#shared/product-record.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { Consistency } from '../../store.ts';
import { categoryById, listCategories, type CategoryRecord } from './category-records.ts';
import { productIdBySlug } from './pointers.ts';
import { readRecord, readSummaries } from './records.ts';

/** What the API answers for products: the public and admin shapes, lists and single products. */

export const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';

const isFull = (product: ProductSummary | ProductRecord): product is ProductRecord => 'long_description' in product;

export function toPublic(product: ProductSummary | ProductRecord, category: CategoryRecord): PublicProduct {
  const full = isFull(product) ? product : undefined;
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
    category: { id: category.id, name: category.name, slug: category.slug },
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
  const category = categoryById(categories, product.category_id);
  const full = isFull(product) ? product : undefined;
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

export function byNewest(a: Pick<ProductSummary, 'created_at' | 'id'>, b: Pick<ProductSummary, 'created_at' | 'id'>) {
  return b.created_at.localeCompare(a.created_at) || b.id - a.id;
}

/** Visitors' list: published, active, in an existing category; newest first. */
export function publicList(summaries: ProductSummary[], categories: CategoryRecord[]): PublicProduct[] {
  return summaries
    .filter(isPublic)
    .sort(byNewest)
    .flatMap((product) => {
      const category = categoryById(categories, product.category_id);
      return category ? [toPublic(product, category)] : [];
    });
}

export async function publishedProducts(deps: Deps, consistency: Consistency = 'eventual'): Promise<PublicProduct[]> {
  const [summaries, categories] = await Promise.all([
    readSummaries(deps, consistency),
    listCategories(deps, consistency),
  ]);
  return publicList(summaries, categories);
}

/*
 * The same list as JSON text, made once per version of the summaries and categories: eventual reads
 * come from the instance's short read cache as the same objects, so a burst of visitors costs one
 * build of the list, not one per request.
 */
let publicJson: { key: string; json: string } | undefined;

export async function publishedProductsJson(deps: Deps): Promise<string> {
  const [summaries, categories] = await Promise.all([
    readSummaries(deps, 'eventual'),
    listCategories(deps, 'eventual'),
  ]);
  const key = `${summaries.length}:${summaries.reduce((sum, item) => sum + item.version * item.id, 0)}:${categories
    .map((category) => `${category.id}/${category.updated_at}`)
    .join(',')}`;
  if (publicJson?.key === key) return publicJson.json;
  const json = JSON.stringify(publicList(summaries, categories));
  publicJson = { key, json };
  return json;
}

export async function publicCategoryNames(deps: Deps, consistency: Consistency = 'eventual'): Promise<string[]> {
  const [summaries, categories] = await Promise.all([
    readSummaries(deps, consistency),
    listCategories(deps, consistency),
  ]);
  const used = new Set(summaries.filter(isPublic).map((product) => product.category_id));
  return categories.filter((category) => used.has(category.id)).map((category) => category.name);
}

/**
 * One published product by slug: believed only when the pointer, the record and the category agree.
 * A fixed number of reads, whatever the catalogue size.
 */
export async function publishedProductBySlug(
  deps: Deps,
  slug: string,
  consistency: Consistency = 'eventual',
): Promise<PublicProduct> {
  const id = await productIdBySlug(deps, slug, consistency);
  const [record, categories] = await Promise.all([
    id === null ? null : readRecord(deps, id, consistency),
    listCategories(deps, consistency),
  ]);
  const category = record ? categoryById(categories, record.category_id) : undefined;
  if (!record || record.slug !== slug || !isPublic(record) || !category) throw notFound('Product not found');
  return toPublic(record, category);
}

export async function adminProducts(deps: Deps): Promise<AdminProduct[]> {
  const [summaries, categories] = await Promise.all([readSummaries(deps), listCategories(deps)]);
  return summaries
    .filter(isLive)
    .sort(byNewest)
    .map((product) => toAdmin(product, categories));
}

export async function adminProduct(deps: Deps, id: number): Promise<AdminProduct> {
  const [record, categories] = await Promise.all([readRecord(deps, id), listCategories(deps)]);
  if (!record || !isLive(record)) throw notFound(PRODUCT_NOT_FOUND);
  return toAdmin(record, categories);
}
