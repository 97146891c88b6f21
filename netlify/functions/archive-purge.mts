import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { purgeExpired } from './_lib/services/catalog/archive.ts';

/** Daily on Netlify: products deleted more than 30 days ago leave the archive for good. */
export default async () => {
  try {
    const purged = await purgeExpired(requestDeps());
    if (purged.length) console.log(`Purged ${purged.length} archived products: ${purged.join(', ')}`);
  } catch (error) {
    console.error('Scheduled archive purge failed:', error);
  }
};

export const config: Config = { schedule: '@daily' };
