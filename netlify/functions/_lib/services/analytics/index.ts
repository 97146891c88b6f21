export { recordBeacon, recordQuoteRequest } from './analytics.ts';
export { analyticsReport } from './report.ts';
export { recordVisit, visitorStats } from './visits.ts';
