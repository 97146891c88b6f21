import type { ProductRecord } from '#shared/product/record.ts';
import type { Deps } from '#server/deps.ts';
import { documentKey } from '../../catalog/media/documents.ts';
import { UPLOAD_PREFIX } from '../../catalog/media/images.ts';
import { revisionMedia } from '../../catalog/store/revisions.ts';
import { repairIf, type CheckOptions, type Finding } from './findings.ts';

/*
 * The store check's part on uploads: an image or PDF that no product and no older version of one
 * names is reported, and deleted only while nothing else writes.
 */

export async function checkImages(
  deps: Deps,
  records: ProductRecord[],
  options: CheckOptions,
  note: (finding: Finding) => Finding,
): Promise<void> {
  const used = new Set(records.flatMap((record) => record.images).filter((path) => path.startsWith(UPLOAD_PREFIX)));
  // PDFs share the uploads store under their own keys ({sha256}.pdf).
  for (const record of records) {
    for (const document of record.documents) {
      const key = documentKey(document.path);
      if (key) used.add(`${UPLOAD_PREFIX}${key}`);
    }
  }
  const candidates = (await deps.images.keys()).filter((key) => !used.has(`${UPLOAD_PREFIX}${key}`));
  // A file an older version of a product names stays: restoring that version brings it back.
  if (candidates.length > 0) {
    for (const path of await revisionMedia(deps)) {
      if (path.startsWith(UPLOAD_PREFIX)) used.add(path);
      const key = documentKey(path);
      if (key) used.add(`${UPLOAD_PREFIX}${key}`);
    }
  }
  for (const key of candidates) {
    if (used.has(`${UPLOAD_PREFIX}${key}`)) continue;
    const finding = note({ kind: 'unreferenced-image', detail: `image ${key} is used by no product` });
    // Only while nothing else writes: a save stores its image before its record commits.
    if (options.assumeIdle) await repairIf(options, finding, () => deps.images.delete(key));
  }
}
