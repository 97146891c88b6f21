import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { projectRoot, startLocalRuntime } from './lib/runtime.ts';
import { startScheduleRunner } from './lib/schedule-runner.ts';

/** `npm run dev`: Astro's hot-reloading dev server (with Netlify's emulation, astro.config.mjs) on our store and the demo catalogue. */
const runtime = await startLocalRuntime({ seed: true });
// Scheduled publishing every minute, as on Netlify (Astro's dev server runs no scheduled functions).
const scheduleRunner = startScheduleRunner();
const child = spawn(
  process.execPath,
  [resolve(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)],
  {
    cwd: projectRoot,
    stdio: 'inherit',
    env: process.env,
  },
);
// Ctrl-C reaches both processes, but a SIGTERM (a supervisor, a test) only this one: Astro stops with
// it, instead of being left serving on the port with no store behind it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  scheduleRunner.stop();
  void runtime.blobs.stop().finally(() => process.exit(code ?? 0));
});
