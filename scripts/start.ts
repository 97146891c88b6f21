import { astroBuild } from './lib/astro-build.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, startLocalRuntime } from './lib/runtime.ts';
import { startRebuilder } from './lib/rebuilder.ts';
import { startSiteServer } from './lib/site-server.ts';

/**
 * `npm start`: builds the static site from the local store and serves it, with the functions and
 * the store, on http://localhost:$PORT (4321). SKIP_BUILD=1 serves the existing dist/ as it is.
 */
const port = Number(process.env.PORT ?? 4321);
const runtime = await startLocalRuntime({ seed: true });
if (runtime.seeded) console.log('Seeded the demo catalogue into an empty store.');
if (process.env.SKIP_BUILD !== '1') {
  const { requestDeps } = await import('../netlify/functions/_lib/deps.ts');
  const { markBuildFinished, markBuildStarted } = await import('../netlify/functions/_lib/services/publish.ts');
  const seq = await markBuildStarted(requestDeps());
  await astroBuild();
  await markBuildFinished(requestDeps(), seq);
}
const site = await startSiteServer(port);
const rebuilder = startRebuilder();

const usingDefaults =
  process.env.ADMIN_EMAIL === DEFAULT_ADMIN_EMAIL && process.env.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD;
console.log(`
  RawLab is running at ${site.url}
    Public site:  ${site.url}/
    Catalogue:    ${site.url}/products
    Admin panel:  ${site.url}/admin/login
    API:          ${site.url}/api/products
  Data:           ${runtime.dataDir}
  Admin sign-in:  ${process.env.ADMIN_EMAIL} / ${usingDefaults ? process.env.ADMIN_PASSWORD : '(ADMIN_PASSWORD from your environment)'}
`);

const shutdown = async () => {
  rebuilder.stop();
  await site.stop();
  await runtime.blobs.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
