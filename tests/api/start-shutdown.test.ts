import { spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../support/free-ports.ts';
import { TEST_ADMIN } from '../support/test-env.ts';

/*
 * `npm start` after real traffic: a signal lets the requests in flight finish (their store writes
 * included) and the process exits within a few seconds, even with browsers' keep-alive connections
 * still open.
 */

const projectRoot = resolve(import.meta.dirname, '../..');

/** A request over a kept-alive connection, as a browser makes it. */
function send(agent: Agent, port: number, method: string, path: string, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolvePromise, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers: body ? { 'content-type': 'application/json' } : {} },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

it('npm start exits within 5 s of SIGTERM after serving traffic, finishing the request in flight', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/start.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rawlab-start-')),
      RAWLAB_BLOBS_URL: '',
      RAWLAB_BLOBS_TOKEN: '',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolvePromise) => child.on('exit', (code) => resolvePromise(code)));
  try {
    await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('RawLab is running');

    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const reads = await Promise.all(Array.from({ length: 8 }, () => send(agent, port, 'GET', '/api/products')));
    expect(reads.every((read) => read.status === 200)).toBe(true);
    expect((await send(agent, port, 'POST', '/api/login', TEST_ADMIN)).status).toBe(200);

    // A sign-in (scrypt, then store writes) is in flight when the signal comes: the server has taken
    // the request (it answered 100 Continue) and its body follows the signal.
    let accepted: () => void = () => {};
    const taken = new Promise<void>((resolvePromise) => (accepted = resolvePromise));
    const inFlight = new Promise<number>((resolvePromise, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/login',
          agent,
          headers: { 'content-type': 'application/json', expect: '100-continue' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolvePromise(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.on('continue', () => {
        accepted();
        void signalledOnce.then(() => req.end(JSON.stringify(TEST_ADMIN)));
      });
      req.flushHeaders();
    });
    let signalledAt = 0;
    const signalledOnce = taken.then(() => {
      signalledAt = Date.now();
      child.kill('SIGTERM');
    });
    await signalledOnce;
    expect(await inFlight.catch((error: Error) => `${error.message}\n${output}`)).toBe(200);
    const signalled = signalledAt;
    const code = await exited;
    expect(Date.now() - signalled).toBeLessThan(5_000);
    expect(code, output).toBe(0);
    agent.destroy();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  // Room for the minute the start-up poll allows, and the requests after it, while other files run.
}, 120_000);
