import type { ProductRevision } from '#shared/activity/entry.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { readRecord } from './store/records.ts';
import { ensureCopied, productRevisions } from './store/revisions.ts';
import { PRODUCT_NOT_FOUND } from './views.ts';

/*
 * A product's history as the admin reads it. A commit writes the version with its activity entry and
 * copies both right after; a process stopped between the two leaves the copies to the next writer, so
 * a history read first copies the product's current version itself: the change just made is listed.
 */

/** The stored versions of a product, newest first, its current one included; a 404 for an unknown id. */
export async function productHistory(deps: Deps, id: number): Promise<ProductRevision[]> {
  const record = await readRecord(deps, id);
  if (!record) throw new HttpError(404, PRODUCT_NOT_FOUND);
  await ensureCopied(deps, record);
  return productRevisions(deps, id);
}

/** Makes sure a product's current version is in the activity log before the log is read. */
export async function settleProductActivity(deps: Deps, id: number): Promise<void> {
  await ensureCopied(deps, await readRecord(deps, id));
}
