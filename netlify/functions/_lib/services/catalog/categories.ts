import type { AdminCategory, AdminCategoryName } from '#shared/catalogue/category.ts';
import type { CategoryInput } from '#shared/catalogue/category.ts';
import { slugify } from '#shared/common/slug.ts';
import type { Deps } from '../../deps.ts';
import { invalid, notFound } from '../../errors.ts';
import { isLive } from '#shared/product/record.ts';
import { CATEGORIES_KEY, listCategories, type CategoriesDocument, type CategoryRecord } from './category-records.ts';
import { CategoryInUseError, isCategoryDeleted, retireCategory } from './store/members.ts';
import { OPERATION_DEADLINE_MS } from './store/keys.ts';
import { readSummaries } from './store/records.ts';
import { diffChanges, journaledUpdate } from '../activity/index.ts';

export { CATEGORIES_KEY, listCategories, type CategoriesDocument, type CategoryRecord };

const empty = (): CategoriesDocument => ({ nextId: 1, items: [] });
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A category saved before categories had English texts reads as having empty ones. */
export const englishOf = (category: Pick<CategoryRecord, 'english'>) => ({
  name: category.english?.name ?? '',
  description: category.english?.description ?? '',
});

const withoutCounts = (category: CategoryRecord): AdminCategoryName => ({
  id: category.id,
  name: category.name,
  slug: category.slug,
  description: category.description,
  english: englishOf(category),
  color: category.color,
});

export async function categoriesWithCounts(deps: Deps): Promise<AdminCategory[]> {
  const [categories, summaries] = await Promise.all([listCategories(deps), readSummaries(deps)]);
  const live = summaries.filter(isLive);
  return categories.map((category) => ({
    ...withoutCounts(category),
    productCount: live.filter((product) => product.category_id === category.id).length,
  }));
}

/** The categories alone: one read, where the counts read every product summary. */
export async function categoriesWithoutCounts(deps: Deps): Promise<AdminCategoryName[]> {
  return (await listCategories(deps)).map(withoutCounts);
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

/** The categories document's changes for the activity log: what was added, changed or removed. */
function categoryEntries(before: CategoriesDocument | null, after: CategoriesDocument) {
  const old = new Map((before?.items ?? []).map((category) => [category.id, category]));
  const now = new Map(after.items.map((category) => [category.id, category]));
  const ignore = ['id', 'created_at', 'updated_at'];
  return [
    ...after.items.flatMap((category) => {
      const previous = old.get(category.id);
      if (!previous)
        return [{ entity: 'category' as const, entity_id: category.id, action: 'create', label: category.name }];
      const changes = diffChanges(previous, category, ignore);
      return changes.length
        ? [{ entity: 'category' as const, entity_id: category.id, action: 'update', label: category.name, changes }]
        : [];
    }),
    ...(before?.items ?? [])
      .filter((category) => !now.has(category.id))
      .map((category) => ({
        entity: 'category' as const,
        entity_id: category.id,
        action: 'delete',
        label: category.name,
      })),
  ];
}

export async function createCategory(deps: Deps, input: CategoryInput): Promise<CategoryRecord> {
  const { now } = deps;
  const slug = slugFor(input);
  let created: CategoryRecord | undefined;
  await journaledUpdate<CategoriesDocument>(
    deps,
    CATEGORIES_KEY,
    (current) => {
      const doc = current ?? empty();
      checkUnique(doc.items, null, input.name, slug);
      const timestamp = now().toISOString();
      created = {
        id: doc.nextId,
        name: input.name,
        slug,
        description: input.description,
        english: { name: input.english.name, description: input.english.description },
        color: input.color.toUpperCase(),
        created_at: timestamp,
        updated_at: timestamp,
      };
      return { nextId: doc.nextId + 1, items: [...doc.items, created] };
    },
    categoryEntries,
  );
  return created!;
}

export async function updateCategory(deps: Deps, id: number, input: CategoryInput): Promise<CategoryRecord> {
  const { now } = deps;
  const slug = slugFor(input);
  let updated: CategoryRecord | undefined;
  await journaledUpdate<CategoriesDocument>(
    deps,
    CATEGORIES_KEY,
    (current) => {
      const doc = current ?? empty();
      const existing = doc.items.find((category) => category.id === id);
      if (!existing) throw notFound('Kategori tidak ditemukan');
      checkUnique(doc.items, id, input.name, slug);
      updated = {
        ...existing,
        name: input.name,
        slug,
        description: input.description,
        english: { name: input.english.name, description: input.english.description },
        color: input.color.toUpperCase(),
        updated_at: now().toISOString(),
      };
      return { ...doc, items: doc.items.map((category) => (category.id === id ? updated! : category)) };
    },
    categoryEntries,
  );
  return updated!;
}

/**
 * Deletes a category nobody uses. The decision is taken on the category's membership key, where
 * product saves join before they commit (store/members.ts): a save and a delete racing each other
 * never both succeed. Then the category leaves the categories document.
 */
export async function deleteCategory(deps: Deps, id: number, options: { settleMs?: number } = {}): Promise<void> {
  const categories = await listCategories(deps);
  if (!categories.some((category) => category.id === id)) throw notFound('Kategori tidak ditemukan');
  await retireWhenSettled(deps, id, options.settleMs ?? SETTLE_MS);
  await removeRetiredCategory(deps, id);
}

/**
 * How long a delete waits for product saves still committing into the category: a save gives up
 * OPERATION_DEADLINE_MS after it starts, and a failed one leaves the category at once, so this wait
 * ends in a moment in practice; the bound keeps the request inside the functions' time limit.
 */
const SETTLE_MS = OPERATION_DEADLINE_MS + 4_000;

/**
 * Retires the category; while the only use is a save that may be committing right now, waits for it
 * to settle and tries again, so the admin never has to "try again in a minute".
 */
async function retireWhenSettled(deps: Deps, id: number, settleMs: number): Promise<void> {
  const deadline = Date.now() + settleMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 1_000)) {
    try {
      return await retireCategory(deps, id);
    } catch (error) {
      const waiting = error instanceof CategoryInUseError && error.use.live === 0 && error.use.pending > 0;
      if (!waiting || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/** Takes a retired category out of the categories document (also the store check's repair). */
export async function removeRetiredCategory(deps: Deps, id: number): Promise<void> {
  await journaledUpdate<CategoriesDocument>(
    deps,
    CATEGORIES_KEY,
    (current) => {
      const doc = current ?? empty();
      return { ...doc, items: doc.items.filter((category) => category.id !== id) };
    },
    categoryEntries,
  );
}

export { isCategoryDeleted };
