export { feedReport } from './report.ts';
