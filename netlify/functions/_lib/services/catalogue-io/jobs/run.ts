import { randomUUID } from 'node:crypto';
import pMap from 'p-map';
import type { BulkResult } from '#shared/catalogue/io.ts';
import type { JobKind, JobResult } from '#shared/catalogue/jobs.ts';
import { actingAs } from '../../activity/index.ts';
import type { Deps } from '#server/deps.ts';
import { env } from '#server/env.ts';
import { HttpError, conflict, notFound } from '#server/errors.ts';
import { Unchanged } from '#server/store.ts';
import { LostHold, type JobType } from './types.ts';
import { bulkJob } from '../bulk-job.ts';
import { importJob } from '../import-job.ts';
import { stopCancelled } from './cancel.ts';
import {
  JOB_NOT_FOUND,
  jobInputKey,
  jobKey,
  readJob,
  takeLease,
  unitKey,
  updateHeld,
  type JobRecord,
} from './records.ts';

/*
 * One step of a job (decision 025): take the job's hold, work its next units a few at a time until
 * the step's budget is spent (8 s, or RAWLAB_JOB_STEP_SHARDS units), writing the progress after every
 * few, then give the hold back. The step that works the last unit finishes the job: one publish for
 * all of it, its receipts and input removed, its result recorded. Each request of the admin's screen
 * runs one step, so no request comes near a function's time limit however large the job.
 */

/** A step's work: batches start only while they can end within it. */
export const STEP_BUDGET_MS = 8_000;
const TYPES: Record<JobKind, JobType<never>> = { bulk: bulkJob, import: importJob };
export const JOB_FINISHED = 'Pekerjaan ini sudah selesai; tidak ada yang dibatalkan';
export const JOB_FAILED =
  'Pekerjaan berhenti karena kesalahan server. Perubahan yang sudah diterapkan tetap tersimpan.';

/**
 * The first step of a job just recorded: a store that did not answer meanwhile leaves the job for
 * the next call (the caller answers it with the job, so the client carries it on rather than
 * starting the same work twice).
 */
export async function firstJobStep(deps: Deps, id: string, budgetMs = STEP_BUDGET_MS): Promise<JobRecord> {
  try {
    return await runJobStep(deps, id, budgetMs);
  } catch (error) {
    if (error instanceof HttpError && error.status >= 500) return readJob(deps, id);
    throw error;
  }
}

/** Runs one step of the job and answers it as it then stands (at once when another request holds it). */
export async function runJobStep(deps: Deps, id: string, budgetMs = STEP_BUDGET_MS): Promise<JobRecord> {
  const owner = randomUUID();
  const held = await takeLease(deps, id, owner);
  if (!held) return readJob(deps, id);
  const stillHeld = async () => {
    const job = await deps.db.get<JobRecord>(jobKey(id));
    return job?.state === 'running' && job.lease?.owner === owner;
  };
  try {
    return await actingAs(held.user, () => work(deps, held, owner, stillHeld, budgetMs));
  } catch (error) {
    if (error instanceof LostHold) return readJob(deps, id);
    const failed = !(error instanceof HttpError);
    // A store that did not answer is tried again by the next step; anything else stops the job.
    await updateHeld(deps, id, owner, (job) =>
      failed ? { ...job, state: 'failed', error: JOB_FAILED, lease: null } : { ...job, lease: null },
    ).catch(() => null);
    throw error;
  }
}

/**
 * Asks the job to stop and runs the step that stops it: at once, unless another request holds the
 * job (that step stops after its current units, and the job answers `cancelling` until then).
 */
export async function cancelJob(deps: Deps, id: string): Promise<JobRecord> {
  await readJob(deps, id);
  await deps.db.update<JobRecord, null>(jobKey(id), (job) => {
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.state !== 'running') throw conflict(JOB_FINISHED);
    if (job.cancel) return new Unchanged(null);
    return { ...job, cancel: true, updated_at: deps.now().toISOString() };
  });
  return runJobStep(deps, id);
}

async function work(
  deps: Deps,
  held: JobRecord,
  owner: string,
  stillHeld: () => Promise<boolean>,
  budgetMs: number,
): Promise<JobRecord> {
  const type = TYPES[held.kind] as JobType<unknown>;
  const input = await deps.db.get<unknown>(jobInputKey(held.id));
  if (!input) throw new Error(`job ${held.id} has no input`);
  const started = Date.now();
  const limit = type.unitsPerStep(env().RAWLAB_JOB_STEP_SHARDS);
  let job = held;
  let worked = 0;
  // A batch starts only when one as long as the longest so far still ends within the budget, so a
  // step stays near 8 s rather than 8 s plus a batch.
  let longest = 0;
  while (
    !job.cancel &&
    job.next < job.units.length &&
    worked < limit &&
    (worked === 0 || Date.now() - started + longest <= budgetMs)
  ) {
    const batchStarted = Date.now();
    const batch = job.units.slice(job.next, job.next + Math.min(type.sideBySide, limit - worked));
    const outcomes = await pMap(batch, (unit) => type.run(deps, job, input, unit, stillHeld), {
      concurrency: type.sideBySide,
    });
    worked += batch.length;
    longest = Math.max(longest, Date.now() - batchStarted);
    const results = outcomes.flatMap((outcome) => outcome.results ?? []);
    const failures: BulkResult[] = results.filter((result) => !result.ok);
    const updated = await updateHeld(deps, job.id, owner, (current) => ({
      ...current,
      next: current.next + batch.length,
      done: current.done + outcomes.reduce((sum, outcome) => sum + outcome.done, 0),
      ok: current.ok + results.length - failures.length,
      changed: current.changed + outcomes.reduce((sum, outcome) => sum + outcome.changed, 0),
      failures: [...current.failures, ...failures],
      errors: [...current.errors, ...outcomes.flatMap((outcome) => outcome.errors ?? [])],
    }));
    if (!updated) return readJob(deps, job.id);
    job = updated;
  }
  if (job.cancel && job.next < job.units.length) {
    const stopped = await stopCancelled(deps, job, owner, type, input, stillHeld);
    if (!stopped) return readJob(deps, job.id);
    await deps.db.delete(jobInputKey(job.id));
    return stopped;
  }
  if (job.next < job.units.length) {
    return (await updateHeld(deps, job.id, owner, (current) => ({ ...current, lease: null }))) ?? readJob(deps, job.id);
  }
  // The last unit is done: one publish for the whole job (a step that crashed after it asks again:
  // harmless), the receipts go, and the result is recorded.
  const result: JobResult = await type.finish(deps, job, input);
  await pMap(job.units, (unit) => deps.db.delete(unitKey(job.id, unit)), { concurrency: 16 });
  const finished = await updateHeld(deps, job.id, owner, (current) => ({
    ...current,
    state: 'done',
    lease: null,
    result,
  }));
  if (!finished) return readJob(deps, job.id);
  await deps.db.delete(jobInputKey(job.id));
  return finished;
}
