import pMap from 'p-map';
import { isLive, isPublic } from '#shared/product/record.ts';
import { similarProducts } from '#shared/product/related.ts';
import type { ProductPreview } from '#shared/product/preview.ts';
import { toPublic } from '#shared/product/views.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { categoryById, listCategories } from './category-records.ts';
import { readRecord, readSummaries } from './store/records.ts';
import { publicRelated } from './related.ts';
import { PRODUCT_NOT_FOUND } from './views.ts';

/**
 * Any live product (draft, scheduled, inactive or published) in the public page's shape, as the build
 * would make it if the product were published now: the same projection (`toPublic`), the related
 * products a visitor can see, and the similar products worked out as the build does (same category,
 * when the admin chose no alternative). A product without an existing category has no public page.
 */
export async function productPreview(deps: Deps, id: number): Promise<ProductPreview> {
  const [record, categories] = await Promise.all([readRecord(deps, id), listCategories(deps)]);
  if (!record || !isLive(record)) throw notFound(PRODUCT_NOT_FOUND);
  const category = categoryById(categories, record.category_id);
  if (!category) throw notFound('Produk ini belum punya kategori yang ada: pilih kategori lalu simpan.');
  const product = toPublic(record, category, await publicRelated(deps, record, categories, 'strong'));
  const hasAlternative = record.related.some((link) => link.kind === 'alternative');
  const similar = hasAlternative ? [] : await similarInCategory(deps, record);
  const { status, is_active, publish_at, unpublish_at } = record;
  return { product, similar, state: { status, is_active, publish_at, unpublish_at } };
}

async function similarInCategory(deps: Deps, record: Parameters<typeof similarProducts>[0]) {
  const peers = (await readSummaries(deps)).filter(
    (summary) => isPublic(summary) && summary.category_id === record.category_id && summary.id !== record.id,
  );
  // Similarity compares specifications, which only the records carry.
  const candidates = await pMap(peers, (peer) => readRecord(deps, peer.id), { concurrency: 8 });
  return similarProducts(
    record,
    candidates.filter(
      (candidate): candidate is NonNullable<typeof candidate> => candidate !== null && isPublic(candidate),
    ),
  );
}
