export { startBulkJob } from './bulk-job.ts';
export { exportCatalogue } from './export.ts';
export { MAX_FILE_BYTES } from './files.ts';
export { importCatalogue } from './import.ts';
export { listJobs, purgeJobs } from './jobs/housekeeping.ts';
export { JOB_NOT_FOUND, jobView, readJob } from './jobs/records.ts';
export { cancelJob, firstJobStep, runJobStep } from './jobs/run.ts';
export { PROGRESS_ID, readProgress } from './progress.ts';
export { matchingProductIds } from './selection.ts';
