export { type CheckReport, checkStore } from './check.ts';
export { type CheckOptions } from './store-check/findings.ts';
export { seedDemoCatalog } from './seed.ts';
