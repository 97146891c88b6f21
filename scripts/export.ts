import { chmodSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/**
 * `npm run export -- <folder> [--with-password-hashes]`: writes the whole store to a folder.
 * Locally it reads the local store (DATA_DIR); with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN set it reads
 * that Netlify site's store.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'with-password-hashes': { type: 'boolean', default: false } },
});
const target = resolve(positionals[0] ?? `backup-${new Date().toISOString().slice(0, 10)}`);
const remote = Boolean(process.env.NETLIFY_SITE_ID && process.env.NETLIFY_AUTH_TOKEN);
const runtime = remote ? null : await (await import('./lib/runtime.ts')).startLocalRuntime({ seed: false });
try {
  const { requestDeps } = await import('#server/deps.ts');
  const { exportStore } = await import('./lib/backup.ts');
  const withPasswordHashes = values['with-password-hashes'];
  // Password hashes are for the owner's eyes only: every file is created 0600 (folders 0700), and
  // users.json is made so even when it existed from an earlier export.
  if (withPasswordHashes) process.umask(0o077);
  const counts = await exportStore(requestDeps(), target, { withPasswordHashes });
  if (withPasswordHashes) chmodSync(resolve(target, 'users.json'), 0o600);
  console.log(`Exported to ${target}:`, counts);
} finally {
  await runtime?.blobs.stop();
}
