import { resolve } from 'node:path';

/**
 * `npm run import -- <folder>`: loads an export into an EMPTY store. Locally: the local store
 * (DATA_DIR; point it at a new folder). Netlify: set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal
 * access token). ADMIN_EMAIL / ADMIN_PASSWORD make sure one Super Admin can sign in afterwards.
 */
const source = process.argv[2];
if (!source) {
  console.error('Usage: npm run import -- <export folder>');
  process.exit(2);
}
const remote = Boolean(process.env.NETLIFY_SITE_ID && process.env.NETLIFY_AUTH_TOKEN);
const runtime = remote ? null : await (await import('./lib/runtime.ts')).startLocalRuntime({ seed: false });
try {
  const { requestDeps } = await import('#server/deps.ts');
  const { importStore } = await import('./lib/backup.ts');
  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  const counts = await importStore(requestDeps(), resolve(source), email && password ? { email, password } : null);
  console.log(`Imported from ${resolve(source)}:`, counts);
} catch (error) {
  console.error(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await runtime?.blobs.stop();
}
