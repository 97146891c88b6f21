import type { Deps } from '../../deps.ts';
import { Unchanged, type Consistency } from '../../store.ts';
import { journaledUpdate } from '../activity/index.ts';

/** All categories in one document: a handful of records, read in one request, written by CAS. */
export const CATEGORIES_KEY = 'catalog/categories';

export interface CategoryRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** English name and description (the main fields are Indonesian); absent on categories saved before. */
  english?: { name: string; description: string };
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

/** The category that products without one are moved to (store check repair, restores). */
export const FALLBACK_CATEGORY = { name: 'Lainnya', slug: 'lainnya', description: '', color: '#6B7280' };

/** The fallback category, created if needed (one compare-and-swap of the categories document). */
export async function ensureFallbackCategory(deps: Deps): Promise<CategoryRecord> {
  const doc = await journaledUpdate<CategoriesDocument, CategoriesDocument>(
    deps,
    CATEGORIES_KEY,
    (current) => {
      const base = current ?? { nextId: 1, items: [] };
      if (base.items.some((category) => category.slug === FALLBACK_CATEGORY.slug)) return new Unchanged(base);
      const at = deps.now().toISOString();
      return {
        nextId: base.nextId + 1,
        items: [...base.items, { id: base.nextId, ...FALLBACK_CATEGORY, created_at: at, updated_at: at }],
      };
    },
    (before, after) =>
      after.items
        .filter((category) => !before?.items.some((old) => old.id === category.id))
        .map((category) => ({
          entity: 'category' as const,
          entity_id: category.id,
          action: 'create',
          label: category.name,
        })),
  );
  return doc.items.find((category) => category.slug === FALLBACK_CATEGORY.slug)!;
}
