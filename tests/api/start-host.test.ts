import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from '../support/free-ports.ts';
import { TEST_ADMIN } from '../support/test-env.ts';

/*
 * `npm start` serves a demo Super Admin whose password is in the README: it listens on loopback only,
 * unless HOST says otherwise. Checked by asking from this machine's own non-loopback address.
 */

const projectRoot = resolve(import.meta.dirname, '../..');
const outside = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

/** Whether a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = createConnection(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

async function withStart(env: Record<string, string>, check: (port: number) => Promise<void>) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/start.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      SKIP_BUILD: '1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'rawlab-host-')),
      RAWLAB_BLOBS_URL: '',
      RAWLAB_BLOBS_TOKEN: '',
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolvePromise) => child.on('exit', resolvePromise));
  try {
    await expect.poll(() => output, { timeout: 60_000, interval: 200 }).toContain('RawLab is running');
    await check(port);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe.skipIf(!outside)('npm start and HOST', () => {
  it('listens on loopback only by default', async () => {
    await withStart({ HOST: '' }, async (port) => {
      expect(await reachable('127.0.0.1', port)).toBe(true);
      expect(await reachable(outside!, port)).toBe(false);
    });
  }, 90_000);

  it('HOST=0.0.0.0 opens it to the network', async () => {
    await withStart({ HOST: '0.0.0.0' }, async (port) => {
      expect(await reachable(outside!, port)).toBe(true);
    });
  }, 90_000);
});
