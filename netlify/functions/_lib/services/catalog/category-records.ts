import type { Deps } from '../../deps.ts';
import type { Consistency } from '../../store.ts';

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

export async function listCategories({ db }: Deps, consistency: Consistency = 'strong'): Promise<CategoryRecord[]> {
  return (await db.get<CategoriesDocument>(CATEGORIES_KEY, consistency))?.items ?? [];
}

export const categoryById = (categories: CategoryRecord[], id: number) =>
  categories.find((category) => category.id === id);
