export { type CheckOptions, type CheckReport, checkStore } from './check.ts';
export { seedDemoCatalog } from './seed.ts';
