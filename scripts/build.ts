import { astroBuild } from './lib/astro-build.ts';

/**
 * `npm run build`: on Netlify the build has a Blobs context of its own; locally it needs our blob
 * server running (and seeds an empty store, as `npm start` does).
 */
import { requestDeps } from '../netlify/functions/_lib/deps.ts';
import { markBuildFinished, markBuildStarted } from '../netlify/functions/_lib/services/publish.ts';

/** A build records the change sequence it took, so the dashboard and the scheduler know what is live. */
async function recordedBuild(): Promise<void> {
  const seq = await markBuildStarted(requestDeps());
  try {
    await astroBuild();
  } catch (error) {
    await markBuildFinished(requestDeps(), seq, String(error));
    throw error;
  }
  await markBuildFinished(requestDeps(), seq);
}

if (process.env.NETLIFY === 'true') {
  await recordedBuild();
} else {
  const { startLocalRuntime } = await import('./lib/runtime.ts');
  const runtime = await startLocalRuntime();
  try {
    await recordedBuild();
  } finally {
    await runtime.blobs.stop();
  }
}
