import type { PublicProduct } from '#shared/product/views.ts';

/*
 * The comparison's specification rows: every specification name any of the products has, in the
 * order they first appear, each with one value per product (null where a product does not say), and
 * whether the values differ. Names match without regard to case or spacing.
 */

/**
 * The table's cell classes, shared by the drawn table (compare-page.ts) and its frame in the
 * prerendered page (ComparePage.astro), so the data fills the frame in place.
 */
export const COMPARE_CELL = 'min-w-40 px-4 py-3 align-top text-sm sm:min-w-52';
export const COMPARE_HEAD_CELL =
  'sticky left-0 z-10 w-28 min-w-28 bg-white px-3 py-3 text-left align-top text-xs font-semibold text-slate-500 sm:w-44 sm:text-sm';
export const COMPARE_PICTURE_BOX = 'aspect-square w-full max-w-44 rounded-xl bg-slate-50';

export interface CompareRow {
  name: string;
  values: Array<string | null>;
  differs: boolean;
}

const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

export function specificationRows(
  products: Array<{
    specifications: ReadonlyArray<Pick<PublicProduct['specifications'][number], 'name' | 'value'> & { id?: number }>;
  }>,
): CompareRow[] {
  const names = new Map<string, string>();
  for (const product of products) {
    for (const spec of product.specifications)
      if (!names.has(normal(spec.name))) names.set(normal(spec.name), spec.name);
  }
  return [...names].map(([key, name]) => {
    const values = products.map(
      (product) => product.specifications.find((spec) => normal(spec.name) === key)?.value ?? null,
    );
    return { name, values, differs: new Set(values.map((value) => (value === null ? null : normal(value)))).size > 1 };
  });
}

/** The slugs of `?products=a,b,c`: at most four, no repeats, nothing that cannot be a slug. */
export function slugsFromSearch(search: string, max = 4): string[] {
  const raw = new URLSearchParams(search).get('products') ?? '';
  const slugs = raw
    .split(',')
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => /^[a-z0-9][a-z0-9-]*$/.test(slug));
  return [...new Set(slugs)].slice(0, max);
}
