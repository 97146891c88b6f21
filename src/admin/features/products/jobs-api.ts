import { useQuery } from '@tanstack/react-query';
import type { JobKind, JobList, JobStarted, JobView } from '#shared/catalogue/jobs.ts';
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

/** Like driveJob, for a screen that started the job: one cancelled meanwhile (from another tab) is an error saying so. */
export async function driveToResult(start: JobView, onProgress: (job: JobView) => void): Promise<JobView> {
  const job = await driveJob(start, onProgress);
  if (job.state === 'cancelled') throw new ApiError(409, job.result?.message ?? 'Pekerjaan dibatalkan');
  return job;
}

/** Asks the job to stop after the units it has begun, and drives it until it has. */
export async function cancelJob(job: JobView, onProgress: (job: JobView) => void): Promise<JobView> {
  const asked = await api.post<JobView>(`/api/admin/jobs/${job.id}/cancel`);
  return driveJob(asked, onProgress);
}

/**
 * The jobs of one kind that wait for someone to carry them on (their tab was closed), read once when
 * the screen opens: a job this screen starts later is driven by the screen itself.
 */
export function useWaitingJobs(kind: JobKind) {
  return useQuery({
    queryKey: ['jobs', kind],
    queryFn: async () =>
      (await api.get<JobList>(`/api/admin/jobs?kind=${kind}`)).items.filter((job) => job.state === 'running'),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
