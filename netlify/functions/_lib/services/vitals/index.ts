/*
 * Real visitors' speed (decision 028): a report per page view as one create-only key, the hourly
 * and daily roll-ups, p75 per page type and language, and the bytes a view transferred (the traffic
 * estimate's page weight). A domain of its own: it knows no product, so publishing can read it.
 */
export { claimVitalsAttempt, recordVitals } from './raw-reports.ts';
export { pruneVitals, vitalsReport, vitalsWindow } from './report.ts';
export { transferredBytes } from './tally.ts';
