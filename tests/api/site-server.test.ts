import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer, type SiteServer } from '#scripts/lib/site-server.ts';
import { ready } from '../support/api.ts';

/*
 * The local production-like server (scripts/lib/site-server.ts) at the HTTP level: methods on static
 * paths, request targets that look like hosts, and the connection after a refused body.
 */

let site: SiteServer;
let port: number;

beforeAll(async () => {
  await ready();
  const publishDir = mkdtempSync(join(tmpdir(), 'rawlab-site-test-'));
  mkdirSync(join(publishDir, 'products'));
  writeFileSync(join(publishDir, 'index.html'), '<!doctype html><title>home</title><p>home page</p>');
  writeFileSync(join(publishDir, 'products', 'index.html'), '<!doctype html><title>products</title>');
  writeFileSync(join(publishDir, '404.html'), '<!doctype html><title>404</title><p>not found page</p>');
  site = await startSiteServer(0, '127.0.0.1', { publishDir });
  port = (site.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await site?.stop();
});

/** Sends raw bytes on one connection and collects everything the server answers until it closes or goes quiet. */
function raw(payload: string | Buffer, idleMs = 1500): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed });
    };
    const idle = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), idleMs);
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      idle();
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', (error) => (text ? finish(true) : reject(error)));
    socket.write(payload);
    idle();
  });
}

describe('local site server', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s on a static page is a 405 in plain text', async (method) => {
    const response = await fetch(`http://127.0.0.1:${port}/products`, {
      method,
      body: method === 'DELETE' ? undefined : 'x',
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('a non-GET on an /api path no function serves is a 405 in JSON', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/nothing-here`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await response.json()).message).toEqual(expect.any(String));
  });

  it('GET and HEAD still serve the page', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/products`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('a //host/path request target is a path on this site, never a host', async () => {
    const { text } = await raw('GET //evil.example/products HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
    expect([404]).toContain(status);
    expect(text).not.toMatch(/evil\.example/i);
  });

  it('after a 413 the connection is closed cleanly or still answers the next request', async () => {
    const body = Buffer.alloc(100 * 1024, 'a');
    const request = Buffer.concat([
      Buffer.from(
        `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      ),
      body,
      Buffer.from('GET /products HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    ]);
    const { text, closed } = await raw(request);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    const answeredNext = /HTTP\/1\.1 200[\s\S]*<title>products<\/title>/.test(text);
    const closedCleanly = /connection: close/i.test(text.split('\r\n\r\n')[0]!) && closed;
    expect(answeredNext || closedCleanly, text.slice(0, 600)).toBe(true);
    expect(text).not.toMatch(/HTTP\/1\.1 400/);
  });

  it('a 413 before the body is read announces and does what it does: Connection: close, then closes', async () => {
    // 10 MB declared, 256 KB of it sent: the function refuses it from the declared size alone.
    const request = Buffer.concat([
      Buffer.from(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\nConnection: keep-alive\r\n\r\n',
      ),
      Buffer.alloc(256 * 1024, 'a'),
    ]);
    const { text, closed } = await raw(request);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    const head = text.split('\r\n\r\n')[0]!;
    expect(head).toMatch(/^connection: close$/im);
    expect(head).not.toMatch(/keep-alive/i);
    expect(closed).toBe(true);
  });

  it('a chunked body over the limit gets its 413, and the server keeps serving', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++) controller.enqueue(new Uint8Array(16 * 1024).fill(97));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).message).toEqual(expect.any(String));
    expect((await fetch(`http://127.0.0.1:${port}/products`)).status).toBe(200);
  });
});
