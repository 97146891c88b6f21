import type { BulkResult, ImportReport } from './io.ts';

/*
 * Long catalogue work (a bulk edit of thousands of products) runs as a job: a record in the store
 * and its work in short steps, each one request well inside a function's time limit, which the
 * admin's screen drives and polls (docs/catalogue-files.md, decision 025).
 */

export const JOB_KINDS = ['bulk', 'import'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** 'cancelled': stopped on an admin's request after the units it had begun; what they applied stays. */
export type JobState = 'running' | 'done' | 'failed' | 'cancelled';

/** What `GET /api/admin/jobs/{id}` answers. */
export interface JobView {
  id: string;
  kind: JobKind;
  /** Who started it. */
  user: { id: number; name: string };
  /** Products (a bulk edit) or file rows to apply (an import) in the job, and how many are done. */
  total: number;
  done: number;
  state: JobState;
  /** Why the job stopped ('failed'), else null. */
  error: string | null;
  created_at: string;
  updated_at: string;
  /** Cancelling was asked for: the job stops once the units it has begun are finished. */
  cancelling: boolean;
  /** While another request is working on it: until when (a crashed step's hold runs out then). */
  busy_until: string | null;
  /** The outcome once `state` is 'done' or 'cancelled'. */
  result: JobResult | null;
}

export interface JobResult {
  message: string;
  /** Products that were written (an action leaving a value as it was writes nothing). */
  changed: number;
  ok: number;
  /** Every product a bulk edit could not be applied to, with the reason. */
  failures: BulkResult[];
  /** An import's report, as `POST /api/admin/products/import` answers one that finishes at once. */
  report?: ImportReport;
}

/** `GET /api/admin/jobs`: unfinished jobs and those finished in the last day, newest first. */
export interface JobList {
  items: JobView[];
}

/** A bulk edit or import that did not finish in its first step: 202 with the job. */
export interface JobStarted {
  message: string;
  job: JobView;
}

const count = (value: number) => value.toLocaleString('id-ID');

/** The progress line the admin's screen shows: "Memproses 3.200 dari 10.000 produk…". */
export const progressMessage = (job: Pick<JobView, 'done' | 'total' | 'kind'>) =>
  `Memproses ${count(job.done)} dari ${count(job.total)} ${job.kind === 'import' ? 'baris' : 'produk'}…`;
