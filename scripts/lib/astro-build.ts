import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { projectRoot } from './runtime.ts';

/**
 * Runs `astro build` with the current environment (which points at the running blob server).
 * `outDir` builds elsewhere than dist/ (astro.config.mjs reads ASTRO_OUT_DIR).
 */
export function astroBuild(outDir?: string, options: { quiet?: boolean } = {}): Promise<void> {
  const args = [resolve(projectRoot, 'node_modules/astro/bin/astro.mjs'), 'build'];
  const env = { ...process.env, ...(outDir ? { ASTRO_OUT_DIR: outDir } : {}) };
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      stdio: options.quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit',
      env,
    });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`astro build exited with ${code}${errors ? `: ${errors}` : ''}`)),
    );
  });
}
