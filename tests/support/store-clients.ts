import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { resolve } from 'node:path';

/** One answer of an independent store client (tests/support/workers/store-worker.ts). */
export interface WorkerAnswer {
  seq: number;
  ok: boolean;
  status: number;
  body: any;
  /** Compare-and-swap conflicts this command met at the store. */
  conflicts: number;
}

export interface StoreClient {
  send(command: Record<string, unknown>): Promise<WorkerAnswer>;
  close(): void;
}

const WORKER = resolve(import.meta.dirname, 'workers/store-worker.ts');

/** Starts a store client in its own process, pointed at a blob server. */
export async function startStoreClient(env: Record<string, string>): Promise<StoreClient> {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [WORKER], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const pending = new Map<number, (answer: WorkerAnswer) => void>();
  let ready: () => void;
  const started = new Promise<void>((resolvePromise) => (ready = resolvePromise));
  createInterface({ input: child.stdout }).on('line', (line) => {
    const message = JSON.parse(line) as WorkerAnswer & { ready?: boolean };
    if (message.ready) return ready();
    pending.get(message.seq)?.(message);
    pending.delete(message.seq);
  });
  child.on('exit', (code) => {
    for (const settle of pending.values()) {
      settle({ seq: -1, ok: false, status: 0, body: { message: `worker exited ${code}: ${stderr}` }, conflicts: 0 });
    }
  });
  await started;
  let seq = 0;
  return {
    send: (command) =>
      new Promise((resolvePromise) => {
        seq += 1;
        pending.set(seq, resolvePromise);
        child.stdin.write(`${JSON.stringify({ ...command, seq })}\n`);
      }),
    close: () => child.kill(),
  };
}
