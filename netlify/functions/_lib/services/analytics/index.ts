export { analyticsReport, recordBeacon, recordQuoteRequest } from './analytics.ts';
export { recordVisit, visitorStats } from './visits.ts';
