import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, inject } from 'vitest';
import { resetEnvCache } from '#server/env.ts';
import { startLocalBlobs, type LocalBlobs } from '#scripts/lib/local-blobs.ts';

/*
 * The crash tests' shared start-up. A store folder of the test file's own is served in turns: by a
 * worker process (tests/support/workers/*, which starts its own blob server on CRASH_DIR as `npm start`
 * does, and is SIGKILLed part-way), then by the test itself to look at what the kill left. Only one
 * blob server serves the folder at a time, as after a real crash and restart.
 */

export const workerPath = (name: string) => resolve(import.meta.dirname, 'workers', name);

export interface CrashStore {
  /** The store's folder, handed to workers as CRASH_DIR. */
  dir: string;
  /** Serves the folder while `task` runs, with this process's store pointed at it. */
  withStore: <T>(task: () => Promise<T>) => Promise<T>;
  /** Points this process back at the run's store (for afterAll). */
  restore: () => void;
}

export function crashStore(label: string): CrashStore {
  const dir = mkdtempSync(join(tmpdir(), `rawlab-${label}-`));
  return {
    dir,
    withStore: async (task) => {
      const blobs: LocalBlobs = await startLocalBlobs(dir);
      process.env.RAWLAB_BLOBS_URL = blobs.url;
      process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
      resetEnvCache();
      try {
        return await task();
      } finally {
        await blobs.stop();
      }
    },
    restore: () => {
      process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
      process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
      resetEnvCache();
    },
  };
}

/**
 * Runs a worker on the store, handing each JSON line it prints to `onLine` with a `kill` that
 * SIGKILLs it (after `delayMs`). Answers 'killed', or 'finished' when it exited on its own with 0;
 * any other exit rejects with the worker's error output.
 */
export function runWorker<L>(
  worker: string,
  store: CrashStore,
  env: Record<string, string>,
  onLine: (line: L, kill: (delayMs?: number) => void) => void,
): Promise<'killed' | 'finished'> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [workerPath(worker)], {
      env: { ...process.env, ...env, CRASH_DIR: store.dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let killing = false;
    const kill = (delayMs = 0) => {
      if (killing) return;
      killing = true;
      if (delayMs > 0) setTimeout(() => child.kill('SIGKILL'), delayMs);
      else child.kill('SIGKILL');
    };
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    createInterface({ input: child.stdout }).on('line', (line) => onLine(JSON.parse(line) as L, kill));
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolvePromise('killed');
      else if (code === 0) resolvePromise('finished');
      else reject(new Error(`${worker} exited ${code}: ${stderr}`));
    });
  });
}

/**
 * Runs the steps of the job `jobId` in a worker (workers/job-worker.ts) until `steps` were reported,
 * then SIGKILLs the next one `share` of the way in, as a share of the step before's duration (a share,
 * not a fixed delay, so a faster or slower machine still kills mid-step). Answers how many units were
 * done at the last report.
 */
export async function stepAndKill(store: CrashStore, jobId: string, steps: number, share: number): Promise<number> {
  let seen = 0;
  let done = 0;
  const ended = await runWorker<{ done: number; ms: number }>(
    'job-worker.ts',
    store,
    { JOB_ID: jobId },
    (line, kill) => {
      done = line.done;
      seen += 1;
      if (seen === steps) kill(Math.max(1, Math.round(line.ms * share)));
    },
  );
  expect(ended, 'the job finished before the kill').toBe('killed');
  return done;
}
