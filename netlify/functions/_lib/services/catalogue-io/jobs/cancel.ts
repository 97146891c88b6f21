import pMap from 'p-map';
import type { JobResult } from '#shared/catalogue/jobs.ts';
import type { Deps } from '#server/deps.ts';
import { requestRebuild } from '../../publishing/index.ts';
import { unitKey, updateHeld, type JobRecord } from './records.ts';
import type { JobType } from './types.ts';

/*
 * Cancelling a job (decision 025) stops it at a unit boundary. A unit is begun when its receipt is
 * written, before anything of it is committed; the step that stops the job first finishes the units
 * begun but not yet counted (those a crashed or stalled step left, a few at most), so no record shard
 * or window is left half-applied. Everything applied stays applied, is published, and the result
 * says how much; the rest is never started.
 */

const count = (value: number) => value.toLocaleString('id-ID');

export function cancelledResult(job: JobRecord): JobResult {
  if (job.kind === 'import') {
    const applied = job.done - new Set(job.errors.map((error) => error.row)).size;
    return {
      message: `Impor dibatalkan: ${count(applied)} dari ${count(job.total)} baris sudah diterapkan dan tetap tersimpan; sisanya tidak diimpor.`,
      changed: job.changed,
      ok: applied,
      failures: [],
    };
  }
  return {
    message: `Dibatalkan: ${count(job.ok)} dari ${count(job.total)} produk sudah diubah dan tetap tersimpan; sisanya tidak diubah.`,
    changed: job.changed,
    ok: job.ok,
    failures: job.failures,
  };
}

/** Finishes the units begun, publishes what the job applied, and records it as cancelled. */
export async function stopCancelled(
  deps: Deps,
  held: JobRecord,
  owner: string,
  type: JobType<unknown>,
  input: unknown,
  stillHeld: () => Promise<boolean>,
): Promise<JobRecord | null> {
  const next = held.units.slice(held.next, held.next + type.sideBySide);
  const receipts = await Promise.all(next.map((unit) => deps.db.get(unitKey(held.id, unit))));
  const begun = next.filter((_, index) => receipts[index] !== null);
  const outcomes = await pMap(begun, (unit) => type.run(deps, held, input, unit, stillHeld), { concurrency: 4 });
  const results = outcomes.flatMap((outcome) => outcome.results ?? []);
  const counted = await updateHeld(deps, held.id, owner, (current) => ({
    ...current,
    next: current.next + begun.length,
    done: current.done + outcomes.reduce((sum, outcome) => sum + outcome.done, 0),
    ok: current.ok + results.filter((result) => result.ok).length,
    changed: current.changed + outcomes.reduce((sum, outcome) => sum + outcome.changed, 0),
    failures: [...current.failures, ...results.filter((result) => !result.ok)],
    errors: [...current.errors, ...outcomes.flatMap((outcome) => outcome.errors ?? [])],
  }));
  if (!counted) return null;
  if (counted.changed > 0) await requestRebuild(deps, `${counted.kind} cancelled: ${counted.changed} products`);
  await pMap(counted.units, (unit) => deps.db.delete(unitKey(counted.id, unit)), { concurrency: 16 });
  return updateHeld(deps, counted.id, owner, (current) => ({
    ...current,
    state: 'cancelled',
    lease: null,
    result: cancelledResult(current),
  }));
}
