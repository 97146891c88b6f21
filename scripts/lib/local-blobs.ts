import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { BlobsServer } from '@netlify/blobs/server';
import { isTemporary, listUnder, sweepTemporaryFiles, writeAtomically } from './local-blobs-disk.ts';

/*
 * Netlify's own local blob server, with the gaps closed that make it unlike production
 * (docs/decisions/002-storage-layout-and-consistency.md):
 *  - reads of a key return an ETag, as Netlify does, so compare-and-swap is possible, and a read
 *    that names the current ETag (If-None-Match) is answered 304 without the body;
 *  - a conditional write is atomic: writes of one key run one at a time (check, then write), and the
 *    ETag is a hash of the content, so two writes in the same millisecond never share an ETag;
 *  - a write is a temporary file renamed into place, metadata first, and a process killed mid-write
 *    leaves only a temporary file that listings never return and the next start removes;
 *  - a list walks only the folders its prefix can reach (the stock walk stats every file of the
 *    store's folders on the way, a second or more per list once a rate limit has seen a few thousand
 *    addresses; Netlify answers a prefix from an index);
 *  - it listens on 127.0.0.1 only, and stopping it closes idle connections at once;
 *  - it runs in a thread of its own (scripts/lib/local-blobs-thread.ts), as Netlify's store is a
 *    service apart: the site and its functions do not wait for the store's own work, nor it for theirs.
 * The file layout on disk is unchanged, so the same directory works with the stock server.
 */

/** The parts of BlobsServer this file builds on; its type declarations mark them private. */
interface BlobsServerInternals {
  address: string;
  directory: string;
  put(req: Request): Promise<Response>;
  get(req: Request): Promise<Response>;
  delete(req: Request): Promise<Response>;
  listBlobs(options: { url: URL; rootPath: string }): Promise<Response>;
  handleRequest(req: Request): Promise<Response>;
  getLocalPaths(url: URL): { dataPath?: string; key?: string; metadataPath?: string };
  parseAPIRequest(req: Request): unknown;
}
const Base = BlobsServer as unknown as new (options: {
  directory: string;
  token: string;
  port?: number;
}) => BlobsServerInternals;

const METADATA_HEADER = 'x-amz-meta-user';
function decodeMetadata(header: string | null): unknown {
  if (!header?.startsWith('b64;')) return null;
  return JSON.parse(Buffer.from(header.slice(4), 'base64').toString());
}

export class AtomicBlobsServer extends Base {
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

  private pathsOf(req: Request) {
    return this.getLocalPaths(new URL(req.url ?? '', this.address));
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
    const { dataPath, metadataPath, key } = this.pathsOf(req);
    if (!dataPath || !metadataPath || !key || this.parseAPIRequest(req)) return super.put(req);
    if (isTemporary(key)) return new Response(null, { status: 400 });
    const body = new Uint8Array(await req.arrayBuffer());
    this.hashed.delete(dataPath);
    return this.serialize(dataPath, async () => {
      const ifMatch = req.headers.get('if-match');
      const ifNoneMatch = req.headers.get('if-none-match');
      const current = await AtomicBlobsServer.contentEtag(dataPath);
      if (ifNoneMatch === '*' && current) return new Response(null, { status: 412 });
      if (ifMatch && ifMatch !== current) return new Response(null, { status: 412 });
      const metadata = decodeMetadata(req.headers.get(METADATA_HEADER));
      if (metadata) await writeAtomically(metadataPath, Buffer.from(JSON.stringify(metadata)));
      await writeAtomically(dataPath, body);
      return new Response(null, { status: 200, headers: { etag: AtomicBlobsServer.etagOf(body) } });
    });
  }

  /**
   * Each key's last hashed version, by the identity of its file (inode, size, times): a read naming
   * that ETag is answered 304 from a stat, without reading and hashing the file again. Writes rename
   * a new file into place, so a file's identity changes with its content; but an inode number can be
   * reused at once and file times are taken from a coarse clock (a few ms), so only a file last
   * written a second or more before it was hashed is remembered (a later write cannot share its
   * times), and this server's own writes forget the key. At 10,000 products the
   * admin list's 40 summary shards are 11 MB, which every list call read and hashed here (about
   * 150–250 ms of this thread at a load average of 8) only to learn that nothing had changed.
   */
  private readonly hashed = new Map<string, { identity: string; etag: string }>();

  private static async identityOf(path: string): Promise<string | undefined> {
    try {
      const stat = await fs.stat(path, { bigint: true });
      return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
    } catch {
      return undefined;
    }
  }

  private static settled(identity: string): boolean {
    const changedNs = BigInt(identity.split(':')[3]!);
    return BigInt(Date.now()) * 1_000_000n - changedNs > 1_000_000_000n;
  }

  override async get(req: Request): Promise<Response> {
    const { dataPath, key, metadataPath } = this.pathsOf(req);
    if (!dataPath || !key || this.parseAPIRequest(req)) return super.get(req);
    if (isTemporary(key)) return new Response(null, { status: 404 });
    const ifNoneMatch = req.headers.get('if-none-match');
    const identity = await AtomicBlobsServer.identityOf(dataPath);
    const known = identity ? this.hashed.get(dataPath) : undefined;
    if (ifNoneMatch && known && known.identity === identity && known.etag === ifNoneMatch) {
      const headers = new Headers({ etag: known.etag });
      // The metadata as the stock server sends it with the data.
      const metadata: unknown = metadataPath
        ? JSON.parse(await fs.readFile(metadataPath, 'utf8').catch(() => 'null'))
        : null;
      if (metadata) headers.set(METADATA_HEADER, `b64;${Buffer.from(JSON.stringify(metadata)).toString('base64')}`);
      return new Response(null, { status: 304, headers });
    }
    // Writes replace the file by rename, so a read sees one whole version; hashing the bytes it
    // returns gives that version's ETag without queueing reads behind each other.
    const response = await super.get(req);
    if (!response.ok) return response;
    const bytes = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const etag = AtomicBlobsServer.etagOf(bytes);
    headers.set('etag', etag);
    // The bytes are the version found at the first stat only if the file is still that file.
    if (
      identity &&
      AtomicBlobsServer.settled(identity) &&
      identity === (await AtomicBlobsServer.identityOf(dataPath))
    ) {
      this.hashed.set(dataPath, { identity, etag });
    }
    // A reader that already holds this version is told so (as Netlify answers a matching If-None-Match).
    if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
    return new Response(bytes, { status: response.status, headers });
  }

  override async delete(req: Request): Promise<Response> {
    const { dataPath } = this.pathsOf(req);
    if (!dataPath || this.parseAPIRequest(req)) return super.delete(req);
    this.hashed.delete(dataPath);
    return this.serialize(dataPath, () => super.delete(req));
  }

  /** Netlify's list answer from a walk that starts where the prefix points, temporary files left out. */
  override async listBlobs(options: { url: URL; rootPath: string }): Promise<Response> {
    const { searchParams } = options.url;
    const result = await listUnder(
      options.rootPath,
      searchParams.get('prefix') ?? '',
      searchParams.get('directories') === 'true',
    );
    return Response.json({
      blobs: result.blobs.filter((blob) => !isTemporary(blob.key)),
      directories: result.directories.filter((directory) => !isTemporary(directory)),
    });
  }

  /** Serves on 127.0.0.1 (never other interfaces); the returned stop closes every connection. */
  async listen(port = 0): Promise<{ port: number; close: () => Promise<void> }> {
    await fs.mkdir(this.directory, { recursive: true });
    const swept = await sweepTemporaryFiles(this.directory);
    if (swept) console.log(`Blob store: removed ${swept} temporary file(s) left by an interrupted write.`);
    const server: Server = createServer((req, res) => void this.serve(req, res));
    // Clients keep connections open between calls (the store client's loopback fetch closes its idle
    // ones after 4 s): the server keeps them longer, so it is never the one closing a connection a
    // client is about to use.
    server.keepAliveTimeout = 30_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    this.address = `http://127.0.0.1:${actual}`;
    return {
      port: actual,
      close: async () => {
        // Requests in flight finish (their writes are whole files or nothing); idle sockets go at once.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        const timer = setTimeout(() => server.closeAllConnections(), 2_000);
        await closed;
        clearTimeout(timer);
      },
    };
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const request = new Request(new URL(req.url ?? '/', this.address), {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
        duplex: 'half',
      } as RequestInit);
      const response = await this.handleRequest(request);
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      console.error('Blob store request failed:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  }
}

export interface LocalBlobs {
  url: string;
  token: string;
  port: number;
  stop: () => Promise<void>;
}

/**
 * Starts the blob server on `directory` (a free port unless given) in a thread of its own and returns
 * how to reach it. The thread ends with `stop`, or with the process (a kill leaves what a kill of the
 * old in-process server left: whole files, or temporary files the next start removes).
 */
export async function startLocalBlobs(directory: string, port?: number): Promise<LocalBlobs> {
  const token = createHash('sha256').update(`${directory}:${process.pid}:${Date.now()}`).digest('hex').slice(0, 32);
  const thread = new Worker(new URL('./local-blobs-thread.ts', import.meta.url), {
    workerData: { directory, token, port },
  });
  const listening = await new Promise<number>((resolve, reject) => {
    const started = (message: { port?: number; error?: string }) => {
      settle();
      if (message.port) resolve(message.port);
      else reject(new Error(`Blob store could not start: ${message.error}`));
    };
    const failed = (error: Error) => {
      settle();
      reject(error);
    };
    const ended = (code: number) => failed(new Error(`Blob store thread ended at start (exit code ${code})`));
    // Only these listeners come off: the Worker's own (which keep its port referenced) stay.
    const settle = () => {
      thread.off('message', started);
      thread.off('error', failed);
      thread.off('exit', ended);
    };
    thread.on('message', started);
    thread.on('error', failed);
    thread.on('exit', ended);
  });
  let stopped: Promise<void> | undefined;
  return {
    // An address, not a name: no DNS lookup for each new connection.
    url: `http://127.0.0.1:${listening}`,
    token,
    port: listening,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        thread.once('message', () => resolve());
        thread.once('exit', () => resolve());
        thread.postMessage('stop');
      }).then(async () => {
        await thread.terminate();
      })),
  };
}
