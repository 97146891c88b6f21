import type { AdminCategory } from '../../../../src/shared/api-types.ts';
import type { CategoryInput } from '../../../../src/shared/schemas.ts';
import { slugify } from '../../../../src/shared/slug.ts';
import type { Deps } from '../deps.ts';
import { conflict, invalid, notFound } from '../errors.ts';
import { readProductIndex } from './products.ts';

/** All categories in one document: a handful of records, read in one request, written by CAS. */
export const CATEGORIES_KEY = 'catalog/categories';

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  color: string;
  created_at: string;
  updated_at: string;
}

export interface CategoriesDocument {
  nextId: number;
  items: CategoryRecord[];
}

const empty = (): CategoriesDocument => ({ nextId: 1, items: [] });
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function listCategories(
  { db }: Deps,
  consistency: 'strong' | 'eventual' = 'strong',
): Promise<CategoryRecord[]> {
  return (await db.get<CategoriesDocument>(CATEGORIES_KEY, consistency))?.items ?? [];
}

export async function categoriesWithCounts(deps: Deps): Promise<AdminCategory[]> {
  const [categories, index] = await Promise.all([listCategories(deps), readProductIndex(deps)]);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    color: category.color,
    productCount: index.items.filter((product) => product.category_id === category.id).length,
  }));
}

function checkUnique(items: CategoryRecord[], id: number | null, name: string, slug: string): void {
  const others = items.filter((category) => category.id !== id);
  if (others.some((category) => sameName(category.name, name))) {
    throw invalid('Nama kategori sudah dipakai', { name: ['Nama kategori sudah dipakai'] });
  }
  if (others.some((category) => category.slug === slug)) {
    throw invalid('Slug kategori sudah dipakai', { slug: ['Slug kategori sudah dipakai'] });
  }
}

function slugFor(input: CategoryInput): string {
  const slug = input.slug || slugify(input.name);
  if (!slug)
    throw invalid('Nama kategori harus mengandung huruf atau angka', {
      name: ['Nama kategori harus mengandung huruf atau angka'],
    });
  return slug;
}

export async function createCategory({ db, now }: Deps, input: CategoryInput): Promise<CategoryRecord> {
  const slug = slugFor(input);
  let created: CategoryRecord | undefined;
  await db.update<CategoriesDocument>(CATEGORIES_KEY, (current) => {
    const doc = current ?? empty();
    checkUnique(doc.items, null, input.name, slug);
    const timestamp = now().toISOString();
    created = {
      id: doc.nextId,
      name: input.name,
      slug,
      description: input.description,
      color: input.color.toUpperCase(),
      created_at: timestamp,
      updated_at: timestamp,
    };
    return { nextId: doc.nextId + 1, items: [...doc.items, created] };
  });
  return created!;
}

export async function updateCategory({ db, now }: Deps, id: number, input: CategoryInput): Promise<CategoryRecord> {
  const slug = slugFor(input);
  let updated: CategoryRecord | undefined;
  await db.update<CategoriesDocument>(CATEGORIES_KEY, (current) => {
    const doc = current ?? empty();
    const existing = doc.items.find((category) => category.id === id);
    if (!existing) throw notFound('Kategori tidak ditemukan');
    checkUnique(doc.items, id, input.name, slug);
    updated = {
      ...existing,
      name: input.name,
      slug,
      description: input.description,
      color: input.color.toUpperCase(),
      updated_at: now().toISOString(),
    };
    return { ...doc, items: doc.items.map((category) => (category.id === id ? updated! : category)) };
  });
  return updated!;
}

export async function deleteCategory(deps: Deps, id: number): Promise<void> {
  const index = await readProductIndex(deps);
  const inUse = index.items.filter((product) => product.category_id === id).length;
  await deps.db.update<CategoriesDocument>(CATEGORIES_KEY, (current) => {
    const doc = current ?? empty();
    if (!doc.items.some((category) => category.id === id)) throw notFound('Kategori tidak ditemukan');
    if (inUse > 0) {
      throw conflict(
        `Kategori masih dipakai oleh ${inUse} produk. Pindahkan atau hapus produk tersebut terlebih dahulu.`,
      );
    }
    return { ...doc, items: doc.items.filter((category) => category.id !== id) };
  });
}
