import pMap from 'p-map';
import type { BulkEdit, BulkResult } from '#shared/catalogue/io.ts';
import { isLive } from '#shared/product/record.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, invalid } from '../../errors.ts';
import {
  applyBulkEdit,
  BulkEditTakenOver,
  categoryById,
  CHANGED_MEANWHILE,
  commitGroups,
  deleteProduct,
  listCategories,
  readProducts,
} from '../catalog/index.ts';
import { requestRebuild } from '../publishing/index.ts';
import { createJob, unitKey, type JobRecord } from './jobs/records.ts';
import { LostHold, type JobType } from './jobs/types.ts';

/*
 * The product list's bulk edit as a job (decision 025): its units are the groups the catalogue commits
 * its products in, each applied exactly once by the catalog (`applyBulkEdit`). Archiving is the usual
 * delete, product by product.
 */

/** A unit's receipt while it is archived (a field edit's is the catalog's own, at the same key). */
interface ArchiveReceipt {
  state: 'intent' | 'done';
  token: string;
  /** When the unit began: a product deleted since was archived by this job. */
  at: string;
  versions: Record<string, number>;
  /** The products archived. */
  writes: number[];
  results: BulkResult[];
}

/** Records a bulk edit as a job; the caller runs its first step. */
export async function startBulkJob(deps: Deps, edit: BulkEdit, user: { id: number; name: string }) {
  if (edit.action === 'set_category' && !categoryById(await listCategories(deps), edit.value)) {
    throw invalid('Kategori tujuan tidak ditemukan', { value: ['Kategori tujuan tidak ditemukan'] });
  }
  const ids = [...new Set(edit.ids)];
  const units = [...commitGroups(ids).keys()].sort((a, b) => a - b);
  return createJob<BulkEdit>(deps, { kind: 'bulk', user, total: ids.length, units }, { ...edit, ids });
}

/** The job's products by unit, worked out once per input read. */
const byUnit = new WeakMap<BulkEdit, Map<number, number[]>>();
const idsOf = (edit: BulkEdit, unit: number) => {
  let groups = byUnit.get(edit);
  if (!groups) byUnit.set(edit, (groups = commitGroups(edit.ids)));
  return groups.get(unit) ?? [];
};

export const bulkJob: JobType<BulkEdit> = {
  sideBySide: 4,
  unitsPerStep: (shards) => shards,
  run: async (deps, job, edit, unit, stillHeld) => {
    const ids = idsOf(edit, unit);
    const key = unitKey(job.id, unit);
    const expected = edit.versions ?? {};
    const { results, changed } =
      edit.action === 'archive'
        ? await archiveUnit(deps, key, ids, expected, job, stillHeld)
        : await applyBulkEdit(deps, edit, { ids, expected, receiptKey: key, stillHeld }).catch((error: unknown) => {
            // Another step holds the job now and finishes this unit.
            throw error instanceof BulkEditTakenOver ? new LostHold() : error;
          });
    return { done: ids.length, changed, results };
  },
  finish: async (deps, job, edit) => {
    if (job.changed > 0) await requestRebuild(deps, `bulk ${edit.action}: ${job.changed} products`);
    const verb = edit.action === 'archive' ? 'diarsipkan' : 'diperbarui';
    return {
      message: `${job.ok} dari ${job.total} produk ${verb}`,
      changed: job.changed,
      ok: job.ok,
      failures: job.failures,
    };
  },
};

/**
 * Archives one unit's products through the usual delete. A product this job archived before a
 * crash (deleted since the unit's receipt was first written) counts as archived.
 */
async function archiveUnit(
  deps: Deps,
  key: string,
  ids: readonly number[],
  expected: Record<string, number>,
  job: JobRecord,
  stillHeld: () => Promise<boolean>,
): Promise<{ results: BulkResult[]; changed: number }> {
  const found = await deps.db.get<ArchiveReceipt>(key);
  if (found?.state === 'done') return { results: found.results, changed: found.writes.length };
  if (!(await stillHeld())) throw new LostHold();
  const receipt: ArchiveReceipt = found ?? {
    state: 'intent',
    token: job.id,
    at: deps.now().toISOString(),
    versions: {},
    writes: [],
    results: [],
  };
  if (!found) await deps.db.put(key, receipt);
  const stored = await readProducts(deps, ids);
  const results = await pMap(
    ids,
    async (id): Promise<BulkResult> => {
      const record = stored.get(id);
      if (record && !isLive(record) && record.deleted_at && record.deleted_at >= receipt.at) return { id, ok: true };
      const version = expected[String(id)];
      if (record && version !== undefined && record.version !== version) {
        return { id, ok: false, message: CHANGED_MEANWHILE };
      }
      try {
        await deleteProduct(deps, id, job.user.name);
        return { id, ok: true };
      } catch (error) {
        if (error instanceof HttpError) return { id, ok: false, message: error.message };
        throw error;
      }
    },
    { concurrency: 8 },
  );
  const archived = results.filter((result) => result.ok).map((result) => result.id);
  await deps.db.put<ArchiveReceipt>(key, { ...receipt, state: 'done', writes: archived, results });
  return { results, changed: archived.length };
}
