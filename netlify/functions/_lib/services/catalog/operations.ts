import pMap from 'p-map';
import type { AdminProduct } from '#shared/product/views.ts';
import { isLive, type ProductRecord } from '#shared/product/record.ts';
import type { ProductFields } from '#shared/product/fields.ts';
import { toAdmin } from '#shared/product/views.ts';
import { applySchedule } from '#shared/product/schedule.ts';
import { slugify } from '#shared/common/slug.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, StoreUnavailableError, conflict, invalid, notFound } from '../../errors.ts';
import { documentEntry, storeDocument, type CheckedDocument } from './media/documents.ts';
import { imagePath, storeImage, type CheckedImage } from './media/images.ts';
import type { DocumentMeta } from '#shared/product/media.ts';
import { nextMedia, type MediaChange } from './media/product-media.ts';
import { adminRelated, checkRelated } from './related.ts';
import { categoryById, listCategories } from './category-records.ts';
import { OPERATION_DEADLINE_MS } from './store/keys.ts';
import { joinCategory, joinCategoryInBulk, leaveCategory } from './store/members.ts';
import { claimPointer, releaseOwnClaim, releasePointer, type Pointer, type PointerKind } from './store/pointers.ts';
import {
  allocateProductId,
  commitNewRecords,
  commitRecord,
  publishSummaries,
  publishSummary,
  readRecord,
  reserveProductIds,
} from './store/records.ts';
import { indexSchedule } from './schedule.ts';
import { PRODUCT_NOT_FOUND } from './views.ts';

/*
 * Product writes. Each has one commit point, the compare-and-swap of the product's record shard;
 * what comes before it only claims (category membership, slug and SKU pointers), what comes after it
 * only follows (the list view, releasing what the product no longer uses). A crash before the commit
 * leaves claims that expire; a crash after it leaves a list view the store check brings up to date.
 */

export const UNPUBLISH_BEFORE_PUBLISH_MESSAGE = 'Jadwal berhenti tayang harus sesudah jadwal terbit';

export const PRODUCT_CONFLICT_MESSAGE =
  'Produk ini sudah diubah oleh admin lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru.';
export { PRODUCT_NOT_FOUND };

export interface SaveProduct {
  /** Absent for a new product. */
  id?: number;
  fields: ProductFields;
  /** The original form's `main_image`: becomes the first image. */
  image?: CheckedImage;
  /** The gallery: stored paths to keep in order (absent = all), then new images. */
  keepImages?: string[];
  newImages?: CheckedImage[];
  keepDocuments?: string[];
  newDocuments?: Array<{ document: CheckedDocument; meta: DocumentMeta }>;
  /**
   * Fields the form did not send, which keep their stored value instead of their default: a client
   * of the original form knows nothing of alt texts or related products and must not erase them.
   */
  keepFields?: ReadonlyArray<'image_alts' | 'related'>;
  /** The version the editor loaded; when given, a newer stored version is a 409. */
  expectedVersion?: number;
  /** A stored version made current again: its pictures and documents exactly as they were. */
  restoredMedia?: Pick<ProductRecord, 'images' | 'image_alts' | 'documents'>;
  /** The activity log's action, when not a plain create or update ('revert'). */
  action?: string;
}

export async function saveProduct(
  deps: Deps,
  {
    id,
    fields,
    image,
    keepImages,
    newImages = [],
    keepDocuments,
    newDocuments = [],
    keepFields = [],
    expectedVersion,
    restoredMedia,
    action,
  }: SaveProduct,
): Promise<AdminProduct> {
  const started = deps.now().getTime();
  // The cached list answers most saves; a category it does not know yet (just created elsewhere) is
  // looked up again. Whether the category may take the product is decided by its member list below.
  let categories = await listCategories(deps, 'eventual');
  if (!categoryById(categories, fields.category_id)) categories = await listCategories(deps);
  if (!categoryById(categories, fields.category_id)) {
    throw invalid('Kategori tidak ditemukan', { category_id: ['Kategori tidak ditemukan'] });
  }
  const slug = fields.slug || slugify(fields.name);
  if (!slug) {
    throw invalid('Nama produk harus mengandung huruf atau angka', {
      name: ['Nama produk harus mengandung huruf atau angka'],
    });
  }

  if (fields.publish_at && fields.unpublish_at && Date.parse(fields.unpublish_at) <= Date.parse(fields.publish_at)) {
    throw invalid(UNPUBLISH_BEFORE_PUBLISH_MESSAGE, { unpublish_at: [UNPUBLISH_BEFORE_PUBLISH_MESSAGE] });
  }

  const before = id === undefined ? null : await readRecord(deps, id);
  if (id !== undefined && (!before || !isLive(before))) throw notFound(PRODUCT_NOT_FOUND);
  if (before && expectedVersion !== undefined && before.version !== expectedVersion) {
    throw conflict(PRODUCT_CONFLICT_MESSAGE);
  }
  const keepsRelated = keepFields.includes('related');
  if (!keepsRelated) await checkRelated(deps, id, fields.related);
  // Uploads are content-addressed, so their paths are known before they are stored: the final lists
  // are worked out against the record read above first, and a save they refuse (a ninth picture, alt
  // texts that do not match) stores nothing. The commit works them out again over what it commits on.
  const mediaChange: MediaChange = {
    mainImage: image ? imagePath(image) : undefined,
    keepImages,
    newImages: newImages.map(imagePath),
    imageAlts: keepFields.includes('image_alts') ? undefined : fields.image_alts,
    keepDocuments,
    newDocuments: newDocuments.map(({ document, meta }) => documentEntry(document, meta)),
  };
  if (!restoredMedia) nextMedia(before, mediaChange);
  const productId = id ?? (await allocateProductId(deps));
  // Content-addressed: harmless if the save fails later; the store check removes uploads nobody uses.
  await pMap([...(image ? [image] : []), ...newImages], (checked) => storeImage(deps, checked), { concurrency: 4 });
  await pMap(newDocuments, ({ document, meta }) => storeDocument(deps, document, meta), { concurrency: 2 });

  const claimed: Array<[PointerKind, string, Pointer]> = [];
  const fromVersion = before?.version ?? 0;
  let joined: string | undefined;
  let committed = false;
  try {
    if (!before || before.category_id !== fields.category_id) {
      joined = await joinCategory(deps, fields.category_id, productId, fromVersion);
    }
    if (!before || before.slug !== slug) {
      claimed.push(['slug', slug, await claimPointer(deps, 'slug', slug, productId, fromVersion)]);
    }
    if (!before || before.sku.toLowerCase() !== fields.sku.toLowerCase()) {
      claimed.push(['sku', fields.sku, await claimPointer(deps, 'sku', fields.sku, productId, fromVersion)]);
    }
    // The schedule index before the record that carries the times: a crash between the two leaves an
    // entry the scheduled run prunes, never a time nobody applies.
    await indexSchedule(deps, productId, applySchedule(fields, deps.now()));
    // Claims younger than the grace period are safe from takeover; a save slower than this gives up.
    if (deps.now().getTime() - started > OPERATION_DEADLINE_MS) {
      throw new HttpError(503, 'Penyimpanan terlalu lama; perubahan tidak disimpan. Coba lagi.');
    }

    const saved = (await commitRecord<never>(
      deps,
      productId,
      (current) => {
        if (id === undefined && current) throw new StoreUnavailableError(`product id ${productId} is taken`);
        if (id !== undefined && (!current || !isLive(current))) throw notFound(PRODUCT_NOT_FOUND);
        if (current && expectedVersion !== undefined && current.version !== expectedVersion) {
          throw conflict(PRODUCT_CONFLICT_MESSAGE);
        }
        // Another save landed since `before` was read. Its commit settled the claims this save made
        // (they no longer count as in flight), and it may have moved the product elsewhere: a save that
        // claimed anything starts over instead (a 409 tells the editor to reload).
        if (current && before && current.version !== before.version) {
          if (claimed.length > 0 || current.category_id !== fields.category_id)
            throw conflict(PRODUCT_CONFLICT_MESSAGE);
        }
        const timestamp = deps.now().toISOString();
        const media = restoredMedia ?? nextMedia(current, mediaChange);
        const record: ProductRecord = {
          // A time already passed applies now; a publish time ahead keeps the product a draft until then.
          ...applySchedule(fields, deps.now()),
          id: productId,
          slug,
          related: keepsRelated ? (current?.related ?? []) : fields.related,
          ...media,
          version: (current?.version ?? 0) + 1,
          created_at: current?.created_at ?? timestamp,
          updated_at: timestamp,
        };
        return record;
      },
      { action },
    )) as ProductRecord;
    committed = true;

    await followCommit(deps, saved, before);
    return toAdmin(saved, categoryById(categories, saved.category_id), await adminRelated(deps, saved));
  } catch (error) {
    // Nothing committed: free what this save claimed, unless another save claimed it again since.
    for (const [kind, value, claim] of claimed) await releaseOwnClaim(deps, kind, value, claim);
    if (joined !== undefined && !committed) await leaveCategory(deps, fields.category_id, productId, joined);
    throw error;
  }
}

/** After a commit: the list view follows, and what the product no longer uses is freed. */
async function followCommit(deps: Deps, saved: ProductRecord, before: ProductRecord | null): Promise<void> {
  try {
    await publishSummary(deps, saved);
  } catch (error) {
    // Committed all the same: the store check brings the list view up to date.
    console.error(`Product ${saved.id} saved, but its list entry was not updated:`, error);
  }
  if (before && before.slug !== saved.slug) await releasePointer(deps, 'slug', before.slug, saved.id);
  if (before && before.sku.toLowerCase() !== saved.sku.toLowerCase()) {
    await releasePointer(deps, 'sku', before.sku, saved.id);
  }
}

/**
 * Deletes a product: its record becomes a tombstone (kept as an archive) in one compare-and-swap,
 * which a concurrent save meets, so the product is gone everywhere or not at all; then the list view
 * follows and its slug and SKU are freed.
 */
export async function deleteProduct(deps: Deps, id: number, deletedBy?: string): Promise<void> {
  const deleted = (await commitRecord<never>(deps, id, (current) => {
    if (!current || !isLive(current)) throw notFound(PRODUCT_NOT_FOUND);
    const timestamp = deps.now().toISOString();
    return {
      ...current,
      version: current.version + 1,
      updated_at: timestamp,
      deleted_at: timestamp,
      ...(deletedBy ? { deleted_by: deletedBy } : {}),
    };
  })) as ProductRecord;
  try {
    await publishSummary(deps, deleted);
  } catch (error) {
    console.error(`Product ${id} deleted, but its list entry was not updated:`, error);
  }
  await releasePointer(deps, 'slug', deleted.slug, id);
  await releasePointer(deps, 'sku', deleted.sku, id);
}

/**
 * Writes whole records at once (demo seed, backup import) into an empty catalogue, with their own
 * ids: claims first, then one commit per record shard, then the list view, so a failure half-way
 * leaves nothing listed without a record.
 */
export async function importProducts(deps: Deps, records: ProductRecord[]): Promise<void> {
  await reserveProductIds(
    deps,
    records.reduce((max, record) => Math.max(max, record.id), 0),
  );
  const live = records.filter(isLive);
  const byCategory = Map.groupBy(live, (record) => record.category_id);
  for (const [categoryId, members] of byCategory) {
    await joinCategoryInBulk(
      deps,
      categoryId,
      members.map((record) => record.id),
    );
  }
  await pMap(
    live,
    async (record) => {
      await claimPointer(deps, 'slug', record.slug, record.id);
      await claimPointer(deps, 'sku', record.sku, record.id);
    },
    { concurrency: 16 },
  );
  await commitNewRecords(deps, records);
  await publishSummaries(deps, records);
}
