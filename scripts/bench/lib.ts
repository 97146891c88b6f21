import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** What several benchmarks share: the load generator and the measured build. */

const root = resolve(import.meta.dirname, '../..');

export interface Scenario {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface AutocannonResult {
  requests: { average: number };
  latency: Record<string, number>;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** The load generator runs in its own process, so it does not share the server's event loop. */
export function loadFromAnotherProcess(
  scenario: Scenario,
  duration: number,
  connections = 20,
): Promise<AutocannonResult> {
  const args = [
    resolve(import.meta.dirname, '../../node_modules/autocannon/autocannon.js'),
    '-c',
    String(connections),
    '-d',
    String(duration),
    '-j',
    '-m',
    scenario.method ?? 'GET',
  ];
  for (const [key, value] of Object.entries(scenario.headers ?? {})) args.push('-H', `${key}=${value}`);
  if (scenario.body) {
    const file = join(tmpdir(), `rawlab-bench-body-${process.pid}`);
    writeFileSync(file, scenario.body);
    args.push('-i', file);
  }
  args.push(scenario.url);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolvePromise(JSON.parse(output) as AutocannonResult)
        : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

/** autocannon reports p90 and p97.5; p95 is interpolated between them. */
export function percentile95(latency: Record<string, number>): number {
  return latency.p90! + ((latency.p97_5! - latency.p90!) * (95 - 90)) / (97.5 - 90);
}

/** Runs `astro build` and samples the peak resident memory (VmHWM) of the build process. */
export function buildMeasuringMemory(outDir: string, onOutput?: (text: string) => void): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(root, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd: root,
      env: { ...process.env, ASTRO_OUT_DIR: outDir },
      stdio: ['ignore', onOutput ? 'pipe' : 'ignore', 'inherit'],
    });
    child.stdout?.on('data', (chunk: Buffer) => onOutput?.(chunk.toString()));
    let peak = 0;
    const sample = setInterval(() => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        peak = Math.max(peak, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // the process has just exited
      }
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sample);
      if (code === 0) resolvePromise(peak);
      else reject(new Error(`astro build exited with ${code}`));
    });
  });
}
