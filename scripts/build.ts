import { astroBuild } from './lib/astro-build.ts';

/**
 * `npm run build`: on Netlify the build has a Blobs context of its own; locally it needs our blob
 * server running (and seeds an empty store, as `npm start` does).
 */
if (process.env.NETLIFY === 'true') {
  await astroBuild();
} else {
  const { startLocalRuntime } = await import('./lib/runtime.ts');
  const runtime = await startLocalRuntime();
  try {
    await astroBuild();
  } finally {
    await runtime.blobs.stop();
  }
}
