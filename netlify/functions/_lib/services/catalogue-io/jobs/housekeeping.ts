import pMap from 'p-map';
import type { JobKind, JobView } from '#shared/catalogue/jobs.ts';
import type { Deps } from '#server/deps.ts';
import { jobInputKey, jobKey, jobView, type JobRecord } from './records.ts';

/*
 * The jobs an admin can come back to, and their removal (decision 025). A job nobody drives (its tab
 * was closed) stays `running` and is listed with its progress, for the screen it started from to
 * offer 'Lanjutkan' and 'Batalkan'. The daily purge removes a job's record, input and receipts once
 * it is old: a finished one (done, failed, cancelled) a week after it ended, an abandoned one (still
 * running, no step for 30 days) then too. Its work stays applied either way.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** A finished job is listed this long after it ended, so the screen can show its result. */
export const RECENT_MS = DAY_MS;
/** A finished job's record is kept this long after it ended. */
export const KEEP_FINISHED_MS = 7 * DAY_MS;
/** A job no step worked on for this long is abandoned and removed. */
export const KEEP_ABANDONED_MS = 30 * DAY_MS;

const JOB_PREFIX = 'jobs/';

async function readJobs(deps: Deps): Promise<JobRecord[]> {
  const keys = await deps.db.keys(JOB_PREFIX);
  const jobs = await pMap(keys, (key) => deps.db.get<JobRecord>(key), { concurrency: 8 });
  return jobs.filter((job): job is JobRecord => job !== null);
}

/** Unfinished jobs and those that ended in the last day (of one kind if asked), newest first. */
export async function listJobs(deps: Deps, kind?: JobKind): Promise<JobView[]> {
  const now = deps.now();
  return (await readJobs(deps))
    .filter((job) => !kind || job.kind === kind)
    .filter((job) => job.state === 'running' || now.getTime() - Date.parse(job.updated_at) <= RECENT_MS)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((job) => jobView(job, now));
}

/** Removes old jobs: receipts and input first, the record last (a purge cut short is finished by the next). */
export async function purgeJobs(deps: Deps): Promise<string[]> {
  const now = deps.now().getTime();
  const old = (await readJobs(deps)).filter((job) => {
    const age = now - Date.parse(job.updated_at);
    return job.state === 'running' ? age > KEEP_ABANDONED_MS : age > KEEP_FINISHED_MS;
  });
  for (const job of old) {
    const receipts = await deps.db.keys(`job-units/${job.id}/`);
    await pMap(receipts, (key) => deps.db.delete(key), { concurrency: 16 });
    await deps.db.delete(jobInputKey(job.id));
    await deps.db.delete(jobKey(job.id));
  }
  return old.map((job) => job.id);
}
