import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http';

/*
 * The store client's `fetch` for the local blob server (RAWLAB_BLOBS_URL: plain HTTP on this
 * machine), where every store call of a local run goes. Node's own HTTP client on kept-alive
 * connections, the whole answer read before it is handed over: Node's global fetch (undici) cost
 * about 0.2 ms more CPU a call (3,000 reads of a 2 KB document: 2.2 against 2.8 s, the server's part
 * included), and the API tests alone make about 226,000 store calls. On Netlify the store client keeps
 * the platform's fetch. What this does not handle (a streamed body, an abort signal, another
 * protocol) goes to the global fetch.
 */

// Idle connections close after 4 s, well before the local blob server's keep-alive timeout, and do not
// keep a process alive.
const agent = new Agent({ keepAlive: true, timeout: 4_000 });

type Body = string | ArrayBuffer | ArrayBufferView | Blob | null | undefined;

async function bytesOf(body: Body): Promise<string | Buffer | undefined> {
  if (body === null || body === undefined || typeof body === 'string') return body ?? undefined;
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  return Buffer.from(await body.arrayBuffer());
}

const handled = (body: unknown): body is Body =>
  body === null ||
  body === undefined ||
  typeof body === 'string' ||
  body instanceof ArrayBuffer ||
  ArrayBuffer.isView(body) ||
  body instanceof Blob;

interface Answer {
  response: IncomingMessage;
  bytes: Buffer;
}

function send(url: string, method: string, headers: Record<string, string>, body: string | Buffer | undefined) {
  let call: ClientRequest | undefined;
  const answer = new Promise<Answer>((resolve, reject) => {
    call = request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, bytes: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
  return { answer, reused: () => call?.reusedSocket === true };
}

/**
 * A kept-alive connection can be closed by the server just as a call is put on it (the server
 * restarted, or this process was too busy to notice the close in time): the call fails before any
 * answer. Sent again once, on a fresh connection, as Node's documentation advises for reused sockets.
 */
async function sendOnce(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
) {
  const first = send(url, method, headers, body);
  try {
    return await first.answer;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!first.reused() || (code !== 'ECONNRESET' && code !== 'EPIPE')) throw error;
    return send(url, method, headers, body).answer;
  }
}

export const loopbackFetch: typeof fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
  if (!url?.startsWith('http://') || !handled(init?.body) || init?.signal) return fetch(input, init);
  const body = await bytesOf(init?.body);
  const headers = Object.fromEntries(new Headers(init?.headers));
  const method = (init?.method ?? 'GET').toUpperCase();
  const answer = await sendOnce(url, method, headers, body);
  const status = answer.response.statusCode ?? 502;
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.response.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
  }
  // A status without a body (204, 304) takes none.
  const withoutBody = status === 204 || status === 304 || method === 'HEAD';
  return new Response(
    withoutBody
      ? null
      : new Uint8Array(answer.bytes.buffer as ArrayBuffer, answer.bytes.byteOffset, answer.bytes.length),
    { status, statusText: answer.response.statusMessage, headers: responseHeaders },
  );
};
