import type { AdminProduct } from '#shared/product/views.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';
import { isLive } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, conflict, notFound } from '../../errors.ts';
import { readRevision } from './store/revisions.ts';
import { PRODUCT_CONFLICT_MESSAGE, PRODUCT_NOT_FOUND, saveProduct } from './operations.ts';
import { readRecord } from './store/records.ts';

export const REVISION_NOT_FOUND = 'Versi produk tidak ditemukan';
export const REVISION_CONFLICT_MESSAGE =
  'Produk ini sudah diubah sejak riwayatnya dibuka, jadi versi tidak dipulihkan. Muat ulang lalu coba lagi.';

/**
 * Makes a stored version of a product current again, as a new version: its fields, pictures and
 * documents, through the same save as the form (slug, SKU and category claimed as a save claims
 * them), committed by compare-and-swap at the version the admin saw (`expectedVersion`, else the
 * version read now): a product changed meanwhile is a 409 and nothing is written.
 */
export async function revertProduct(
  deps: Deps,
  id: number,
  revision: number,
  expectedVersion?: number,
): Promise<AdminProduct> {
  const current = await readRecord(deps, id);
  if (!current || !isLive(current)) throw notFound(PRODUCT_NOT_FOUND);
  if (expectedVersion !== undefined && current.version !== expectedVersion) throw conflict(REVISION_CONFLICT_MESSAGE);
  const stored = await readRevision(deps, id, revision);
  if (!stored || stored.id !== id) throw notFound(REVISION_NOT_FOUND);
  const fields = ProductFieldsSchema.parse(stored);
  try {
    return await saveProduct(deps, {
      id,
      fields,
      expectedVersion: expectedVersion ?? current.version,
      restoredMedia: { images: stored.images, image_alts: stored.image_alts, documents: stored.documents ?? [] },
      action: 'revert',
    });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409 && error.message === PRODUCT_CONFLICT_MESSAGE) {
      throw conflict(REVISION_CONFLICT_MESSAGE);
    }
    throw error;
  }
}
