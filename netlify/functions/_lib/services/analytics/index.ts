export { analyticsReport, recordBeacon, recordQuoteRequest } from './analytics.ts';
export { recordVisit, visitorStats } from './visits.ts';
export { claimVitalsAttempt, recordVitals } from './vitals/raw-reports.ts';
export { pruneVitals, vitalsReport } from './vitals/report.ts';
