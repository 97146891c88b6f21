import type { Config } from '@netlify/functions';
import { triggerBuildIfNeeded } from './_lib/services/publishing/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { runDueSchedules } from './_lib/services/catalog/index.ts';

/**
 * Every minute on Netlify: first the products whose publish or unpublish time has come (decision
 * 020; visitors see them at once through the API and the pages' fresh layer), then a build hook call
 * when the publishing policy allows one (decision 026: quiet period, daily cap, monthly budget). Locally `npm start` runs this same handler every minute
 * (scripts/lib/schedule-runner.ts): the emulator runs no schedules by itself.
 */
export default async () => {
  const deps = requestDeps();
  try {
    const run = await runDueSchedules(deps);
    if (run.applied.length > 0) {
      console.log(`Scheduled publishing: ${run.applied.map((item) => `${item.id} → ${item.status}`).join(', ')}`);
    }
  } catch (error) {
    // The build hook below still runs: a store hiccup here must not hold back other changes.
    console.error('Scheduled publishing failed (retried next minute):', error);
  }
  try {
    const result = await triggerBuildIfNeeded(deps);
    if (result === 'requested') console.log('Requested a rebuild through the build hook.');
  } catch (error) {
    console.error('Scheduled publish check failed:', error);
  }
};

export const config: Config = { schedule: '* * * * *' };
