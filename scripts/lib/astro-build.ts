import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { projectRoot } from './runtime.ts';

/** Runs `astro build` with the current environment (which points at the running blob server). */
export function astroBuild(outDir?: string): Promise<void> {
  const args = [resolve(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'];
  if (outDir) args.push('--outDir', outDir);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`astro build exited with ${code}`))));
  });
}
