import type { IncomingMessage } from 'node:http';

/*
 * A Node request as the functions and the emulator take it: the path of its target, and a web Request
 * whose body stream reads the rest of an unwanted body instead of resetting the connection.
 */

/**
 * The path and query of a request target. An origin-form target keeps its slashes as a path; an
 * absolute-form one (`http://host/x`, allowed by HTTP/1.1) gives only its path; anything else is `/`.
 * Leading slashes are collapsed so that nothing downstream reads `//host/x` as a host.
 */
export function pathOnly(target: string): string {
  let path = '/';
  if (target.startsWith('/')) {
    const parsed = new URL(`http://localhost${target}`);
    path = `${parsed.pathname}${parsed.search}`;
  } else if (/^https?:\/\//i.test(target)) {
    try {
      const parsed = new URL(target);
      path = `${parsed.pathname}${parsed.search}`;
    } catch {
      path = '/';
    }
  }
  return path.replace(/^\/{2,}/, '/');
}

/**
 * The request body as a web stream. Unlike `Readable.toWeb`, cancelling it (a function refusing a
 * body that is too large) does not destroy the socket: the rest of the body is read and discarded,
 * so the 413 reaches the client and the keep-alive connection stays in step for the next request.
 */
function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      req.on('data', (chunk: Buffer) => {
        if (done) return;
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on('end', () => {
        if (!done) controller.close();
        done = true;
      });
      req.on('error', (error) => {
        if (!done) controller.error(error);
        done = true;
      });
    },
    pull() {
      req.resume();
    },
    cancel() {
      done = true;
      req.resume();
    },
  });
}

export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(key, item);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyStream(req);
  return new Request(`${origin}${req.url ?? '/'}`, { method, headers, body, duplex: 'half' } as RequestInit);
}
