import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { projectRoot, startLocalRuntime } from './lib/runtime.ts';

/** `npm run dev`: Astro's hot-reloading dev server (with Netlify's emulation, astro.config.mjs) on our store and the demo catalogue. */
const runtime = await startLocalRuntime({ seed: true });
const child = spawn(
  process.execPath,
  [resolve(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)],
  {
    cwd: projectRoot,
    stdio: 'inherit',
    env: process.env,
  },
);
child.on('exit', (code) => {
  void runtime.blobs.stop().finally(() => process.exit(code ?? 0));
});
