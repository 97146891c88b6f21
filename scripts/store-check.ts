import { parseArgs } from 'node:util';

/**
 * `npm run store:check [-- --fix] [--idle]`: reports every inconsistency in the catalogue store (the
 * local one, or a Netlify site's with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN) and, with --fix,
 * repairs it. --idle says nothing else is writing (the site is stopped): claims of saves that may
 * still be in flight count as abandoned, and unused images are removed. Exit code 1 while anything
 * unrepaired remains.
 */
const { values } = parseArgs({ options: { fix: { type: 'boolean' }, idle: { type: 'boolean' } } });
const remote = Boolean(process.env.NETLIFY_SITE_ID && process.env.NETLIFY_AUTH_TOKEN);
const runtime = remote ? null : await (await import('./lib/runtime.ts')).startLocalRuntime({ seed: false });
try {
  const { runStoreCheck } = await import('./lib/store-check.ts');
  const remaining = await runStoreCheck({ fix: values.fix, assumeIdle: values.idle });
  process.exitCode = remaining > 0 ? 1 : 0;
} finally {
  await runtime?.blobs.stop();
}
