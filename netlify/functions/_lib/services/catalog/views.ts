import type { AdminProduct, AdminProductListItem, PublicProduct } from '#shared/product/views.ts';
import { isLive, isPublic, type ProductSummary } from '#shared/product/record.ts';
import { toAdmin, toAdminListItem, toPublic } from '#shared/product/views.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { Consistency } from '../../store.ts';
import { categoryById, listCategories, type CategoryRecord } from './category-records.ts';
import { productIdBySlug } from './store/pointers.ts';
import { readRecord, readSummaries } from './store/records.ts';
import { adminRelated, publicRelated } from './related.ts';
import { forgetOnStoreChange } from '../../instance-memory.ts';

/** What the API answers for products: the public and admin shapes (product/views.ts), lists and single products. */

export const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';

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
forgetOnStoreChange(() => (publicJson = undefined));

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
  return toPublic(record, category, await publicRelated(deps, record, categories, consistency));
}

export async function adminProducts(deps: Deps): Promise<AdminProductListItem[]> {
  const [summaries, categories] = await Promise.all([readSummaries(deps), listCategories(deps)]);
  return summaries
    .filter(isLive)
    .sort(byNewest)
    .map((product) => toAdminListItem(product, categoryById(categories, product.category_id)));
}

export async function adminProduct(deps: Deps, id: number): Promise<AdminProduct> {
  const [record, categories] = await Promise.all([readRecord(deps, id), listCategories(deps)]);
  if (!record || !isLive(record)) throw notFound(PRODUCT_NOT_FOUND);
  return toAdmin(record, categoryById(categories, record.category_id), await adminRelated(deps, record));
}
