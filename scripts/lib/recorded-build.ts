import type { BuildSetup } from '#server/env.ts';
import type { Deps } from '#server/deps.ts';
import { bookkeeping, markBuildFinished, markBuildStarted } from '#server/services/publishing/index.ts';

/**
 * Runs `build` and records in the publishing state the change sequence it took, so the dashboard and
 * the scheduler know what is live (docs/decisions/004).
 *  - Outside Netlify the build is the publication: start and finish are recorded around it.
 *  - On Netlify only a production build records anything, and only its start: `astro build` ends
 *    before Netlify bundles and uploads, so the publish is recorded when the deploy has succeeded
 *    (netlify/functions/deploy-succeeded.mts). Deploy previews and branch deploys leave it alone.
 * None of these writes can fail the build: a failed one is logged and the build goes on.
 */
export async function recordedBuild(
  { onNetlify, context, deployId }: Pick<BuildSetup, 'onNetlify' | 'context' | 'deployId'>,
  deps: () => Deps,
  build: () => Promise<void>,
): Promise<void> {
  const records = !onNetlify || context === 'production';
  if (!records) console.log(`Context ${context ?? '(none)'}: this build leaves the publishing state alone.`);
  const seq = records
    ? await bookkeeping('the build start', () => markBuildStarted(deps(), deployId ?? undefined))
    : undefined;
  try {
    await build();
  } catch (error) {
    if (seq !== undefined) {
      await bookkeeping('the failed build', () => markBuildFinished(deps(), seq, String(error)));
    }
    throw error;
  }
  if (seq === undefined) return;
  if (onNetlify) console.log(`Built change ${seq}: it counts as published once Netlify reports the deploy succeeded.`);
  else await bookkeeping('the finished build', () => markBuildFinished(deps(), seq));
}
