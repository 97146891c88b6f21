import { resetEnvCache } from '#server/env.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';

/*
 * A job's steps to be killed (tests/api/bulk-job-crash.test.ts, tests/api/import-job-crash.test.ts):
 * its own blob server on CRASH_DIR (as `npm start` does), then the steps of the job JOB_ID one after
 * another, one record shard each (an import: a window of four rows), printing one JSON line after
 * each step with how long it took. The test SIGKILLs it part-way, at a different moment of a step
 * each time, then finishes the job itself.
 */

const blobs = await startLocalBlobs(process.env.CRASH_DIR!);
process.env.RAWLAB_BLOBS_URL = blobs.url;
process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
process.env.RAWLAB_JOB_STEP_SHARDS = '1';
resetEnvCache();
const { requestDeps } = await import('#server/deps.ts');
const { runJobStep } = await import('#server/services/catalogue-io/jobs/run.ts');

const deps = requestDeps();
for (;;) {
  const started = performance.now();
  const job = await runJobStep(deps, process.env.JOB_ID!);
  const ms = Math.round(performance.now() - started);
  process.stdout.write(`${JSON.stringify({ done: job.done, total: job.total, state: job.state, ms })}\n`);
  if (job.state !== 'running') break;
}
await blobs.stop();
