import { randomUUID } from 'node:crypto';
import type { BulkResult, ImportRowError } from '#shared/catalogue/io.ts';
import type { JobKind, JobResult, JobState, JobView } from '#shared/catalogue/jobs.ts';
import type { Deps } from '#server/deps.ts';
import { notFound } from '#server/errors.ts';
import { Unchanged } from '#server/store.ts';

/*
 * A job's record (decision 025): `jobs/{id}` holds who started it, its units of work (record shards)
 * and how many are finished, what it has done so far and its hold: the request working on it now
 * (`lease`) and until when. Its input (`job-inputs/{id}`) and the receipt of each unit
 * (`job-units/{id}/{unit}`) are keys of their own, so the record a screen polls stays small.
 *
 * A step takes the hold, works until its budget is spent, and writes its progress after every few
 * units. A hold outlives any request that could hold it (a synchronous function is stopped at 60 s),
 * so when a step crashes the next request after it ran out carries on where the receipts say.
 */

export const JOB_NOT_FOUND = 'Pekerjaan tidak ditemukan';
export const JOB_ID = /^[a-z0-9-]{8,64}$/;
/** Longer than the longest a request can run on Netlify (60 s) or here (each step stops itself). */
export const LEASE_MS = 75_000;

export interface JobRecord {
  id: string;
  kind: JobKind;
  user: { id: number; name: string };
  total: number;
  done: number;
  state: JobState;
  error: string | null;
  created_at: string;
  updated_at: string;
  lease: { owner: string; until: string } | null;
  /** The units of work in order, and how many of them are finished. */
  units: number[];
  next: number;
  changed: number;
  ok: number;
  failures: BulkResult[];
  /** An import's rows that could not be applied. */
  errors: ImportRowError[];
  result: JobResult | null;
  /** An admin asked to cancel: the next step finishes the units begun, then stops the job. */
  cancel?: boolean;
}

export const jobKey = (id: string) => `jobs/${id}`;
export const jobInputKey = (id: string) => `job-inputs/${id}`;
export const unitKey = (id: string, unit: number) => `job-units/${id}/${unit}`;

export function jobView(job: JobRecord, now: Date): JobView {
  const held = job.lease && Date.parse(job.lease.until) > now.getTime() ? job.lease.until : null;
  return {
    id: job.id,
    kind: job.kind,
    user: job.user,
    total: job.total,
    done: job.done,
    state: job.state,
    error: job.error,
    created_at: job.created_at,
    updated_at: job.updated_at,
    cancelling: job.state === 'running' && job.cancel === true,
    busy_until: job.state === 'running' ? held : null,
    result: job.result,
  };
}

/** Writes a new job and its input; the job's first step is the caller's to run. */
export async function createJob<I>(
  deps: Deps,
  job: Pick<JobRecord, 'kind' | 'user' | 'total' | 'units'>,
  input: I,
): Promise<JobRecord> {
  const at = deps.now().toISOString();
  const record: JobRecord = {
    ...job,
    id: randomUUID(),
    done: 0,
    state: 'running',
    error: null,
    created_at: at,
    updated_at: at,
    lease: null,
    next: 0,
    changed: 0,
    ok: 0,
    failures: [],
    errors: [],
    result: null,
  };
  // The input first: a job record always has its input.
  await deps.db.put(jobInputKey(record.id), input);
  await deps.db.create(jobKey(record.id), record);
  return record;
}

export async function readJob(deps: Deps, id: string): Promise<JobRecord> {
  const job = JOB_ID.test(id) ? await deps.db.get<JobRecord>(jobKey(id)) : null;
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

/**
 * Takes the job's hold for one step: the job as held, or null when it is finished or another request
 * holds it (a hold whose time ran out belongs to a step that crashed and is taken over).
 */
export async function takeLease(deps: Deps, id: string, owner: string): Promise<JobRecord | null> {
  const taken = await deps.db.update<JobRecord, null>(jobKey(id), (job) => {
    if (!job) throw notFound(JOB_NOT_FOUND);
    const now = deps.now();
    if (job.state !== 'running') return new Unchanged(null);
    if (job.lease && job.lease.owner !== owner && Date.parse(job.lease.until) > now.getTime()) {
      return new Unchanged(null);
    }
    return { ...job, lease: { owner, until: new Date(now.getTime() + LEASE_MS).toISOString() } };
  });
  return taken;
}

/** Changes the job while this step holds it; null when the hold was lost (the step then stops). */
export async function updateHeld(
  deps: Deps,
  id: string,
  owner: string,
  change: (job: JobRecord) => JobRecord,
): Promise<JobRecord | null> {
  return deps.db.update<JobRecord, null>(jobKey(id), (job) => {
    if (!job || job.lease?.owner !== owner) return new Unchanged(null);
    return { ...change(job), updated_at: deps.now().toISOString() };
  });
}
