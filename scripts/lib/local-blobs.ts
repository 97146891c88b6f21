import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { BlobsServer } from '@netlify/blobs/server';

/*
 * Netlify's own local blob server, with its two concurrency gaps closed so that it behaves like
 * production (docs/decisions/002-storage-layout-and-consistency.md):
 *  - reads of a key return an ETag, as Netlify does, so compare-and-swap is possible;
 *  - a conditional write is atomic: writes of one key run one at a time (check, then write), and the
 *    ETag is a hash of the content, so two writes in the same millisecond never share an ETag.
 * The file layout on disk is unchanged, so the same directory works with the stock server.
 */

/** The parts of BlobsServer this file builds on; its type declarations mark them private. */
interface BlobsServerInternals {
  address: string;
  put(req: Request): Promise<Response>;
  get(req: Request): Promise<Response>;
  delete(req: Request): Promise<Response>;
  getLocalPaths(url: URL): { dataPath?: string; key?: string };
  parseAPIRequest(req: Request): unknown;
  start(): Promise<{ address: string; port: number }>;
  stop(): Promise<void>;
}
const Base = BlobsServer as unknown as new (options: {
  directory: string;
  token: string;
  port?: number;
}) => BlobsServerInternals;

class AtomicBlobsServer extends Base {
  private readonly queues = new Map<string, Promise<unknown>>();

  private serialize<T>(path: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(path) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    this.queues.set(path, tail);
    void tail.then(() => {
      if (this.queues.get(path) === tail) this.queues.delete(path);
    });
    return run;
  }

  private dataPathOf(req: Request): string | undefined {
    const url = new URL(req.url ?? '', this.address);
    return this.getLocalPaths(url).dataPath;
  }

  private static etagOf(bytes: Uint8Array): string {
    return `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`;
  }

  private static async contentEtag(path: string): Promise<string | undefined> {
    try {
      return AtomicBlobsServer.etagOf(await fs.readFile(path));
    } catch {
      return undefined;
    }
  }

  override async put(req: Request): Promise<Response> {
    const path = this.dataPathOf(req);
    if (!path || this.parseAPIRequest(req)) return super.put(req);
    return this.serialize(path, async () => {
      const ifMatch = req.headers.get('if-match');
      const ifNoneMatch = req.headers.get('if-none-match');
      const current = await AtomicBlobsServer.contentEtag(path);
      if (ifNoneMatch === '*' && current) return new Response(null, { status: 412 });
      if (ifMatch && ifMatch !== current) return new Response(null, { status: 412 });
      const headers = new Headers(req.headers);
      headers.delete('if-match');
      headers.delete('if-none-match');
      const body = await req.arrayBuffer();
      const response = await super.put(new Request(req.url, { method: 'PUT', headers, body }));
      if (!response.ok) return response;
      const etag = await AtomicBlobsServer.contentEtag(path);
      return new Response(null, { status: 200, headers: etag ? { etag } : {} });
    });
  }

  override async get(req: Request): Promise<Response> {
    const path = this.dataPathOf(req);
    const url = new URL(req.url ?? '', this.address);
    const { key } = this.getLocalPaths(url);
    if (!path || !key || this.parseAPIRequest(req)) return super.get(req);
    // Writes replace the file by rename, so a read sees one whole version; hashing the bytes it
    // returns gives that version's ETag without queueing reads behind each other.
    const response = await super.get(req);
    if (!response.ok) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('etag', AtomicBlobsServer.etagOf(bytes));
    return new Response(bytes, { status: response.status, headers });
  }

  override async delete(req: Request): Promise<Response> {
    const path = this.dataPathOf(req);
    if (!path || this.parseAPIRequest(req)) return super.delete(req);
    return this.serialize(path, () => super.delete(req));
  }
}

export interface LocalBlobs {
  url: string;
  token: string;
  port: number;
  stop: () => Promise<void>;
}

/** Starts the blob server on `directory` (a free port unless given) and returns how to reach it. */
export async function startLocalBlobs(directory: string, port?: number): Promise<LocalBlobs> {
  const token = createHash('sha256').update(`${directory}:${process.pid}:${Date.now()}`).digest('hex').slice(0, 32);
  const server = new AtomicBlobsServer({ directory, token, port });
  const { port: actualPort } = await server.start();
  return {
    // An address, not a name: no DNS lookup for each new connection.
    url: `http://127.0.0.1:${actualPort}`,
    token,
    port: actualPort,
    stop: () => server.stop(),
  };
}
