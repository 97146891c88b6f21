import pMap from 'p-map';
import type { RelatedLink } from '#shared/product/fields.ts';
import { isLive, isPublic, type ProductRecord } from '#shared/product/record.ts';
import type { PublicRelated, RelatedRef } from '#shared/product/views.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import type { Consistency } from '../../store.ts';
import { categoryById, type CategoryRecord } from './category-records.ts';
import { readRecord } from './store/records.ts';

/*
 * Accessories and alternatives: a product lists other products by id and kind. A save checks that
 * each exists and is not the product itself; a read names the ones still there (a deleted one simply
 * drops out), and a visitor's read only the ones a visitor can see.
 */

const READ_CONCURRENCY = 8;

async function linkedRecords(
  deps: Deps,
  links: RelatedLink[],
  consistency: Consistency,
): Promise<Array<[RelatedLink, ProductRecord | null]>> {
  return pMap(links, async (link) => [link, await readRecord(deps, link.id, consistency)] as const, {
    concurrency: READ_CONCURRENCY,
  });
}

/** Refuses a link to the product itself or to a product that does not exist (or was deleted). */
export async function checkRelated(deps: Deps, productId: number | undefined, links: RelatedLink[]): Promise<void> {
  if (productId !== undefined && links.some((link) => link.id === productId)) {
    const message = 'Produk tidak bisa menjadi produk terkait dirinya sendiri';
    throw invalid(message, { related: [message] });
  }
  const missing = (await linkedRecords(deps, links, 'strong'))
    .filter(([, record]) => !record || !isLive(record))
    .map(([link]) => link.id);
  if (missing.length > 0) {
    const message = `Produk terkait tidak ditemukan: ${missing.join(', ')}`;
    throw invalid(message, { related: [message] });
  }
}

export async function adminRelated(deps: Deps, record: ProductRecord): Promise<RelatedRef[]> {
  return (await linkedRecords(deps, record.related, 'strong')).flatMap(([link, linked]) =>
    linked && isLive(linked)
      ? [{ id: linked.id, slug: linked.slug, name: linked.name, sku: linked.sku, kind: link.kind }]
      : [],
  );
}

export async function publicRelated(
  deps: Deps,
  record: ProductRecord,
  categories: CategoryRecord[],
  consistency: Consistency,
): Promise<PublicRelated[]> {
  return (await linkedRecords(deps, record.related, consistency)).flatMap(([link, linked]) =>
    linked && isPublic(linked) && categoryById(categories, linked.category_id)
      ? [
          {
            id: linked.id,
            slug: linked.slug,
            name: linked.name,
            sku: linked.sku,
            kind: link.kind,
            price: linked.price,
            stock: linked.stock,
            image: linked.images[0] ?? null,
          },
        ]
      : [],
  );
}
