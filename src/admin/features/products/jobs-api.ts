import type { JobStarted, JobView } from '#shared/jobs.ts';
import { ApiError, api } from '../../lib/api-client.ts';

/*
 * Long catalogue work runs as a job on the server (a bulk edit or an import larger than one step;
 * decision 025). The screen drives it: each call works one short step and answers the progress,
 * until the job is done. A step another request holds (one that crashed, until its hold runs out)
 * is waited for; a network blip or a busy store is tried again.
 */

const RETRIES = 5;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const isJobStarted = (answer: object): answer is JobStarted => 'job' in answer;

/** Runs the job's steps to its end, telling `onProgress` after each; answers the finished job. */
export async function driveJob(start: JobView, onProgress: (job: JobView) => void): Promise<JobView> {
  let job = start;
  let failures = 0;
  onProgress(job);
  while (job.state === 'running') {
    try {
      const before = job.done;
      job = await api.post<JobView>(`/api/admin/jobs/${job.id}/run`);
      failures = 0;
      onProgress(job);
      // Held by another request: ask again shortly rather than at once.
      if (job.state === 'running' && job.busy_until && job.done === before) await pause(2000);
    } catch (error) {
      const retriable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!retriable || ++failures > RETRIES) throw error;
      await pause(1000 * failures);
    }
  }
  if (job.state === 'failed') throw new ApiError(500, job.error ?? 'Pekerjaan berhenti');
  return job;
}
