import type { Config } from '@netlify/functions';
import { triggerBuildIfNeeded } from './_lib/build-hook.ts';
import { requestDeps } from './_lib/deps.ts';

/** Every minute on Netlify: one build hook call per burst of admin changes (decision 004). */
export default async () => {
  try {
    const result = await triggerBuildIfNeeded(requestDeps());
    if (result === 'requested') console.log('Requested a rebuild through the build hook.');
  } catch (error) {
    console.error('Scheduled publish check failed:', error);
  }
};

export const config: Config = { schedule: '* * * * *' };
