import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { sweepStagedUploads } from './_lib/services/catalog/index.ts';

/** Hourly on Netlify: staged uploads older than a day (an editor closed half-way) are removed. */
export default async () => {
  try {
    await sweepStagedUploads(requestDeps());
  } catch (error) {
    console.error('Scheduled sweep of staged uploads failed:', error);
  }
};

export const config: Config = { schedule: '@hourly' };
