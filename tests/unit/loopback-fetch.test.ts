import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackFetch } from '#server/store/loopback-fetch.ts';

/*
 * The local store client's fetch (netlify/functions/_lib/store/loopback-fetch.ts) against a raw TCP
 * server that answers each HTTP request as the test says: what it sends and receives, and which
 * failures it sends again.
 */

type Behaviour = (request: string, connection: number, index: number) => string | 'hang up';

const servers: { server: Server; sockets: Set<Socket> }[] = [];
afterEach(async () => {
  for (const { server, sockets } of servers.splice(0)) {
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  }
});

/** Serves on 127.0.0.1; each request on a connection gets `behaviour`'s answer or is hung up on. */
async function serve(behaviour: Behaviour) {
  const seen: { connection: number; request: string }[] = [];
  let connections = 0;
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    const connection = ++connections;
    let index = 0;
    let pending = '';
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      // One whole request: the head, then a body of its Content-Length.
      for (;;) {
        const headEnd = pending.indexOf('\r\n\r\n');
        if (headEnd === -1) return;
        const head = pending.slice(0, headEnd);
        // A chunked body (a streamed one) ends with its empty last chunk.
        const end = /transfer-encoding: chunked/i.test(head)
          ? pending.indexOf('0\r\n\r\n', headEnd + 4) + 5
          : headEnd + 4 + Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
        if (end < headEnd + 4 || pending.length < end) return;
        const request = pending.slice(0, end);
        pending = pending.slice(request.length);
        seen.push({ connection, request });
        const answer = behaviour(request, connection, index++);
        if (answer === 'hang up') {
          socket.destroy();
          return;
        }
        socket.write(answer);
      }
    });
  });
  servers.push({ server, sockets });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, seen };
}

const ok = (body: string, headers = '') =>
  `HTTP/1.1 200 OK\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n${headers}\r\n${body}`;

describe('loopbackFetch', () => {
  it('sends the method, headers and body, and answers status, headers and body', async () => {
    const server = await serve((request) =>
      request.startsWith('PUT')
        ? `HTTP/1.1 201 Created\r\nContent-Length: 2\r\nETag: "a1"\r\nSet-Cookie: a=1\r\nSet-Cookie: b=2\r\n\r\nok`
        : ok('{"x":1}'),
    );
    const put = await loopbackFetch(`${server.url}/site/store/key`, {
      method: 'put',
      headers: { 'if-match': '"v1"', 'content-type': 'application/json' },
      body: new TextEncoder().encode('{"name":"pH meter"}'),
    });
    expect(put.status).toBe(201);
    expect(put.headers.get('etag')).toBe('"a1"');
    expect(put.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await put.text()).toBe('ok');
    const [sent] = server.seen;
    expect(sent!.request).toMatch(/^PUT \/site\/store\/key HTTP\/1\.1\r\n/);
    expect(sent!.request).toMatch(/\r\nif-match: "v1"\r\n/i);
    expect(sent!.request.endsWith('\r\n\r\n{"name":"pH meter"}')).toBe(true);
    const get = await loopbackFetch(new URL(`${server.url}/site/store/key`));
    expect(await get.json()).toEqual({ x: 1 });
  });

  it('gives a 204 or a HEAD no body', async () => {
    const server = await serve((request) =>
      request.startsWith('HEAD') ? ok('', 'X-Kind: head\r\n') : 'HTTP/1.1 204 No Content\r\n\r\n',
    );
    const removed = await loopbackFetch(`${server.url}/k`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(removed.body).toBeNull();
    const head = await loopbackFetch(`${server.url}/k`, { method: 'HEAD' });
    expect(head.headers.get('x-kind')).toBe('head');
    expect(head.body).toBeNull();
  });

  it('keeps the connection for the next call', async () => {
    const server = await serve(() => ok('same'));
    for (let call = 0; call < 5; call += 1) expect(await (await loopbackFetch(`${server.url}/k`)).text()).toBe('same');
    expect(new Set(server.seen.map((one) => one.connection))).toEqual(new Set([1]));
  });

  it('sends a call again on a fresh connection when the server hung up on a kept-alive one', async () => {
    // The second request on any connection is hung up on, as by a server closing an idle connection
    // just as the call arrives.
    const server = await serve((_, __, index) => (index === 0 ? ok('fine') : 'hang up'));
    expect(await (await loopbackFetch(`${server.url}/a`)).text()).toBe('fine');
    const again = await loopbackFetch(`${server.url}/b`, { method: 'PUT', body: 'v' });
    expect(await again.text()).toBe('fine');
    expect(server.seen.map(({ connection, request }) => [connection, request.split(' ', 2).join(' ')])).toEqual([
      [1, 'GET /a'],
      [1, 'PUT /b'],
      [2, 'PUT /b'],
    ]);
  });

  it('does not send again a call hung up on a fresh connection', async () => {
    const server = await serve(() => 'hang up');
    await expect(loopbackFetch(`${server.url}/a`)).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(server.seen).toHaveLength(1);
  });

  it('leaves to the global fetch what it does not handle: a streamed body, an abort signal', async () => {
    const server = await serve(() => ok('from fetch'));
    const stream = new ReadableStream({
      start: (controller) => {
        controller.enqueue(new TextEncoder().encode('streamed'));
        controller.close();
      },
    });
    const streamed = await loopbackFetch(`${server.url}/s`, {
      method: 'PUT',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await streamed.text()).toBe('from fetch');
    expect(server.seen[0]!.request).toMatch(/transfer-encoding: chunked/i);
    const signalled = await loopbackFetch(`${server.url}/t`, { signal: new AbortController().signal });
    expect(await signalled.text()).toBe('from fetch');
  });
});
