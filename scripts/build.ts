import { astroBuild } from './lib/astro-build.ts';
import { recordedBuild } from './lib/recorded-build.ts';
import { buildSetup } from '#server/env.ts';
import { requestDeps } from '#server/deps.ts';

/**
 * `npm run build`: the static site from the store.
 *  - On Netlify (its CI, or its CLI: `netlify build`, `netlify deploy`, `netlify serve`) the build reads
 *    the site's store and never seeds anything: without access to the store it stops, naming what is
 *    missing, rather than publish a site without its catalogue.
 *  - Elsewhere it reads the local store (`.data`, or DATA_DIR) through a local blob server.
 * RAWLAB_DEMO=1 seeds the demo catalogue into an empty store: the only way demo data gets in.
 */
const setup = buildSetup();

if (setup.onNetlify && !setup.store && !setup.demo) {
  console.error(`This Netlify build has no access to the site's blob store: it would publish a site without its catalogue. Stopping.
  A build on Netlify gets that access in NETLIFY_BLOBS_CONTEXT. From the CLI, set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN
  (a personal access token) for 'netlify deploy'. To build the demo catalogue instead, set RAWLAB_DEMO=1.`);
  process.exit(1);
}

if (setup.store) {
  await recordedBuild(setup, requestDeps, () => astroBuild());
} else {
  const { startLocalRuntime } = await import('./lib/runtime.ts');
  const runtime = await startLocalRuntime({ seed: setup.demo });
  if (runtime.seeded) console.log('Seeded the demo catalogue into an empty store (RAWLAB_DEMO=1).');
  try {
    await recordedBuild(setup, requestDeps, () => astroBuild());
  } finally {
    await runtime.blobs.stop();
  }
}
