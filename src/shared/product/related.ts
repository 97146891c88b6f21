import type { RelatedLink } from './fields.ts';
import type { PublicRelated } from './views.ts';

/*
 * Related products as a visitor's cards, and 'Similar instruments' worked out when the admin chose
 * none: products of the same category, the ones sharing most specifications first (a shared name
 * counts one, the same value two more), then the nearest in price.
 */

export interface RelatedCandidate {
  id: number;
  slug: string;
  name: string;
  sku: string;
  price: number;
  stock: number;
  /** Image paths, main image first. */
  images: string[];
  category_id: number;
  specifications: Array<{ name: string; value: string }>;
}

export const SIMILAR_COUNT = 4;

export const asRelated = (product: RelatedCandidate, kind: PublicRelated['kind']): PublicRelated => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  sku: product.sku,
  kind,
  price: product.price,
  stock: product.stock,
  image: product.images[0] ?? null,
});

/** The linked products among those a visitor can see, in the admin's order. */
export function visibleRelated(links: RelatedLink[], visible: ReadonlyMap<number, RelatedCandidate>): PublicRelated[] {
  return links.flatMap((link) => {
    const product = visible.get(link.id);
    return product ? [asRelated(product, link.kind)] : [];
  });
}

const normal = (text: string) => text.trim().toLowerCase();

function likeness(a: RelatedCandidate, b: RelatedCandidate): number {
  const values = new Map(a.specifications.map((spec) => [normal(spec.name), normal(spec.value)]));
  let score = 0;
  for (const spec of b.specifications) {
    const value = values.get(normal(spec.name));
    if (value === undefined) continue;
    score += value === normal(spec.value) ? 3 : 1;
  }
  return score;
}

/** Up to `count` products of the same category, most alike first; never the product itself or one it already links. */
export function similarProducts(
  product: RelatedCandidate & { related: RelatedLink[] },
  candidates: readonly RelatedCandidate[],
  count = SIMILAR_COUNT,
): PublicRelated[] {
  const linked = new Set(product.related.map((link) => link.id));
  return candidates
    .filter((other) => other.id !== product.id && other.category_id === product.category_id && !linked.has(other.id))
    .map((other) => ({ other, score: likeness(product, other), distance: Math.abs(other.price - product.price) }))
    .sort((a, b) => b.score - a.score || a.distance - b.distance || a.other.id - b.other.id)
    .slice(0, count)
    .map(({ other }) => asRelated(other, 'alternative'));
}
