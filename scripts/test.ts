import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureChromium } from '../tests/support/chromium.ts';
import { projectRoot } from './lib/runtime.ts';

/**
 * `npm test`: every test (unit, API, browser, deploy rehearsal) in two phases, each its own vitest
 * processes:
 *  1. unit and API tests (API files two at a time: they are CPU bound and keep both cores busy);
 *  2. the browser tests in two halves side by side, each with its own blob store, build and server on
 *     its own port (a browser file changes shared data, so two halves never share a site), split into
 *     halves of about equal time (tests/support/e2e-shards.ts); and beside them the deploy rehearsal
 *     (Netlify's CLI builds and serves a copy of the site: its own folder, store and ports). A browser
 *     half spends part of its time waiting on its pages and its server, which leaves the rehearsal
 *     room.
 * Each other arrangement tried was slower on a two-core machine (docs/performance.md, "CI", has the
 * figures): the rehearsal beside the API files (845 s against 763 s), three browser lanes (842 s, the
 * load at 13), every browser file in one lane beside the API files, the API files beside both
 * browser halves (the load at 15, some files past their time limits).
 *
 * Each line of a lane's output is prefixed with its name; the summary at the end gives each lane's
 * time and result. With arguments (`npm test -- tests/unit/x.test.ts`), or TEST_ONE_RUN=1, it is plain
 * `vitest run` with those arguments instead.
 */

interface Run {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
/** Phases run one after the other; the lanes of a phase side by side; the runs of a lane one after the other. */
const E2E_LANES = 2;
const e2eLanes: Run[][] = Array.from({ length: E2E_LANES }, (_, index) => [
  {
    name: `e2e ${index + 1}/${E2E_LANES}`,
    args: ['--project', 'e2e', `--shard=${index + 1}/${E2E_LANES}`],
    env: { E2E_PORT: String(E2E_PORT + index) },
  },
]);
const PHASES: { name: string; lanes: Run[][] }[] = [
  { name: 'unit+api', lanes: [[{ name: 'unit+api', args: ['--project', 'unit', '--project', 'api'] }]] },
  { name: 'browser', lanes: [...e2eLanes, [{ name: 'netlify', args: ['--project', 'netlify'] }]] },
];
/**
 * A file this run writes the name of each phase to as the phase starts: CI (.ci/run) starts its
 * static checks once the browser phase has begun, to take the CPU that phase leaves idle.
 */
const phaseFile = process.env.TEST_PHASE_FILE;

const vitest = resolve(projectRoot, 'node_modules/vitest/vitest.mjs');
const extra = process.argv.slice(2);
const running = new Set<ReturnType<typeof spawn>>();
// Stopped (Ctrl-C, a CI time limit): every lane stops with it, so no server or browser is left behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

function run(lane: Run, prefix: boolean): Promise<{ lane: Run; code: number; seconds: number; tail: string[] }> {
  const started = performance.now();
  const child = spawn(process.execPath, [vitest, 'run', ...lane.args], {
    cwd: projectRoot,
    env: { ...process.env, ...lane.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  // The last lines of the lane (vitest's own summary) for the summary at the end.
  const tail: string[] = [];
  const forward = (stream: NodeJS.ReadableStream, out: NodeJS.WriteStream) => {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        out.write(prefix ? `[${lane.name}] ${line}\n` : `${line}\n`);
        tail.push(line);
        if (tail.length > 12) tail.shift();
      }
    });
    stream.on('end', () => {
      if (pending) out.write(prefix ? `[${lane.name}] ${pending}\n` : `${pending}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return new Promise((resolvePromise) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolvePromise({
        lane,
        code: code ?? (signal ? 1 : 0),
        seconds: Math.round((performance.now() - started) / 1000),
        tail,
      });
    });
  });
}

if (extra.length > 0 || process.env.TEST_ONE_RUN === '1') {
  const result = await run({ name: 'vitest', args: extra }, false);
  process.exit(result.code);
}

// Before the lanes start: two browser lanes must not both run apt-get when Chromium is missing.
ensureChromium();
const results = [];
for (const { name, lanes } of PHASES) {
  if (phaseFile) writeFileSync(phaseFile, `${name}\n`);
  const phase = await Promise.all(
    lanes.map(async (lane) => {
      const done = [];
      for (const step of lane) done.push(await run(step, true));
      return done;
    }),
  );
  results.push(...phase.flat());
}
console.log('\nTest lanes:');
for (const { lane, code, seconds, tail } of results) {
  const counts = tail
    .map((line) => line.replace(/\x1b\[[0-9;]*m/g, '').trim())
    .filter((line) => /^(Test Files|Tests)\s/.test(line));
  console.log(`  ${code === 0 ? 'passed' : 'FAILED'}  ${lane.name}: ${seconds} s  ${counts.join(' · ')}`);
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0);
