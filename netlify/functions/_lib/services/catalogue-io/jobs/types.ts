import type { BulkResult, ImportRowError } from '#shared/catalogue/io.ts';
import type { JobResult } from '#shared/catalogue/jobs.ts';
import type { Deps } from '#server/deps.ts';
import type { JobRecord } from './records.ts';

/** What one unit of a job did. */
export interface UnitOutcome {
  /** Products or rows the unit covered. */
  done: number;
  /** Products written. */
  changed: number;
  /** A bulk edit's result per product. */
  results?: BulkResult[];
  /** An import's rows that could not be applied. */
  errors?: ImportRowError[];
}

/** A kind of job: how its units are worked and what its result is. */
export interface JobType<I> {
  /** Units worked side by side within a step. */
  sideBySide: number;
  /** Units one step works at most, given RAWLAB_JOB_STEP_SHARDS. */
  unitsPerStep: (shards: number) => number;
  /** Works one unit; exactly once in effect however often it is called. */
  run: (deps: Deps, job: JobRecord, input: I, unit: number, stillHeld: () => Promise<boolean>) => Promise<UnitOutcome>;
  /** After the last unit: the job's one publish and its result. */
  finish: (deps: Deps, job: JobRecord, input: I) => Promise<JobResult>;
}

/** Thrown by a unit whose step lost the job's hold (it stalled past it and another step took over): this step stops. */
export class LostHold extends Error {}
