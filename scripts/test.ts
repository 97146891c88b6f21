import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { ensureChromium } from '../tests/support/chromium.ts';
import { ensurePoppler } from '../tests/support/poppler.ts';

/**
 * `npm test`: every test, in two vitest runs side by side.
 *
 * The browser tests run one file at a time and spend much of it waiting on a page, so one core is
 * mostly idle under them; the API tests keep both cores busy. One after the other they took about
 * 16 minutes on a two-core machine; side by side the API tests fill the browser tests' idle time.
 * They cannot share one vitest run: vitest runs projects of one group with one worker count, and the
 * browser files must run one at a time (they share a server and its store) while the API files run
 * two at a time. Each run has its own store, server and ports, so neither sees the other.
 *
 * With arguments (`npm test -- tests/unit`, `npm test -- --project api`) it is one plain `vitest run`.
 */

const vitest = resolve(import.meta.dirname, '../node_modules/vitest/vitest.mjs');
const args = process.argv.slice(2);

function run(
  label: string,
  vitestArgs: string[],
  env: Record<string, string> = {},
): { child: ChildProcess; done: Promise<number> } {
  const child = spawn(process.execPath, [vitest, 'run', ...vitestArgs], {
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (label) {
    // Each line says which run wrote it: the two runs' reports interleave.
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        if (lines.length) process.stdout.write(lines.map((line) => `[${label}] ${line}\n`).join(''));
      });
      stream.on('end', () => {
        if (rest) process.stdout.write(`[${label}] ${rest}\n`);
      });
    }
  }
  const done = new Promise<number>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(`[${label}] could not start vitest:`, error);
      resolve(1);
    });
  });
  return { child, done };
}

if (args.length > 0) {
  process.exitCode = await run('', args).done;
} else {
  // Both runs need these; installed once, here, so two apt-get never run at once.
  ensureChromium();
  ensurePoppler();
  const started = Date.now();
  const runs = {
    // One API file at a time: beside the browser run, two would starve its pages (see vitest.config.ts).
    api: run('api', ['--project', 'api'], { RAWLAB_API_WORKERS: '1' }),
    browser: run('browser', ['--project', 'unit', '--project', 'e2e', '--project', 'netlify']),
  };
  const stop = () => {
    for (const { child } of Object.values(runs)) child.kill('SIGTERM');
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const codes = await Promise.all(Object.values(runs).map(({ done }) => done));
  const seconds = Math.round((Date.now() - started) / 1000);
  const names = Object.keys(runs);
  console.log(
    `\nnpm test: ${names.map((name, index) => `${name} ${codes[index] === 0 ? 'passed' : `FAILED (exit ${codes[index]})`}`).join(', ')} in ${seconds} s`,
  );
  process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
}
