import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { Readable, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { loadFunctions } from './function-host.ts';
import { projectRoot } from './runtime.ts';

/*
 * The production-like local server: Netlify's own emulator (@netlify/dev) serves the built `dist/`
 * and applies netlify.toml redirects and headers; the functions run in this process through
 * function-host.ts (the emulator rebuilds them on every request); blobs come from our blob server
 * (scripts/lib/local-blobs.ts). See docs/decisions/005-local-runtime.md.
 */

export interface SiteServer {
  url: string;
  server: Server;
  stop: () => Promise<void>;
}

export interface SiteServerOptions {
  /**
   * The built site to serve; default `dist/`. Tests and benchmarks build elsewhere so that two runs
   * on one checkout never serve each other's half-written build.
   */
  publishDir?: string;
}

export async function startSiteServer(
  port: number,
  // Loopback unless asked: the demo Super Admin's password is in the README.
  host = '127.0.0.1',
  { publishDir = resolve(projectRoot, 'dist') }: SiteServerOptions = {},
): Promise<SiteServer> {
  const url = `http://localhost:${port}`;
  const root = emulatorRoot(publishDir);
  const netlify = new NetlifyDev({
    projectRoot: root.path,
    serverAddress: url,
    skipGitignore: true,
    blobs: { enabled: false },
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    aiGateway: { enabled: false },
    geolocation: { enabled: false },
    environmentVariables: { enabled: false },
    functions: { enabled: false },
  });
  const functions = await loadFunctions(resolve(projectRoot, 'netlify', 'functions'));
  await netlify.start();

  // Requests still being handled (a client may hang up first); stop() lets them finish.
  let inFlight = 0;
  let drained: (() => void) | undefined;
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    inFlight++;
    try {
      // Only a path is taken from the request target: `//host/x` is the path //host/x of this site.
      req.url = pathOnly(req.url ?? '/');
      const request = toWebRequest(req, url);
      const ip = req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
      const asset = assetCache.lookup(req) ?? imageCache.lookup(req);
      if (asset) {
        res.writeHead(asset.status, asset.headers);
        res.end(asset.body);
        return;
      }
      const route = functions.match(request)?.route;
      if (route && !route.preferStatic) {
        const response = await functions.invoke(request, ip);
        if (response) return await writeResponse(response, res, req);
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        // Static files take only GET and HEAD; the API answers JSON, pages plain text.
        const headers = { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' };
        if (new URL(request.url).pathname.startsWith('/api/')) {
          res.writeHead(405, { ...headers, 'Content-Type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify({ message: 'Metode tidak diizinkan' }));
        } else {
          res.writeHead(405, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('Method not allowed');
        }
        return;
      }
      if (route?.preferStatic && !hasFile(publishDir, new URL(request.url).pathname)) {
        // No file at this URL: the function that prefers static files answers, before netlify.toml's
        // redirect rules (the Indonesian 404 rule covers /id/…, where new products' pages live).
        const response = await functions.invoke(request, ip);
        if (response) return await writeResponse(response, res, req);
      }
      const result = await netlify.handleAndIntrospectNodeRequest(req);
      if (!result && route?.preferStatic) {
        // No file at this URL: the function that prefers static files answers (like Netlify).
        const response = await functions.invoke(request, ip);
        if (response) return await writeResponse(response, res, req);
      }
      if (!result) {
        // Netlify serves the site's 404.html with status 404 and the headers of netlify.toml; under the
        // Indonesian addresses, the Indonesian one (netlify.toml's 404 rules).
        const page = await netlify.handle(new Request(new URL(notFoundPage(new URL(request.url).pathname), url)));
        if (page?.ok) {
          const headers = new Headers(page.headers);
          headers.delete('content-length');
          return await writeResponse(new Response(page.body, { status: 404, headers }), res, req);
        }
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('Not found');
        return;
      }
      const pathname = new URL(request.url).pathname;
      if (notFoundPage(pathname) !== '/404.html' && result.response.ok && !hasFile(publishDir, pathname)) {
        // The emulator applies netlify.toml's 404 rules (the Indonesian not-found page) as rewrites
        // with status 200; Netlify answers them with their 404.
        const headers = new Headers(result.response.headers);
        headers.delete('content-length');
        return await writeResponse(new Response(result.response.body, { status: 404, headers }), res, req);
      }
      const imageKey = imageCache.keyFor(req);
      if (imageKey && result.response.status === 200) {
        const image = await imageCache.keep(imageKey, result.response);
        res.writeHead(image.status, image.headers);
        res.end(image.body);
        return;
      }
      await writeResponse(result.response, res, req, assetCache.keyFor(req));
    } catch (error) {
      console.error(`${req.method} ${req.url} failed in the local server:`, error);
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Server lokal gagal memproses permintaan' }));
    } finally {
      if (--inFlight === 0) drained?.();
    }
  };
  // handle answers every failure itself (502 above), so its promise never rejects.
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolvePromise) => server.listen(port, host, resolvePromise));
  return {
    url,
    server,
    stop: async () => {
      await new Promise<void>((resolvePromise) => server.close(() => resolvePromise()));
      if (inFlight > 0) {
        await new Promise<void>((resolvePromise) => {
          drained = resolvePromise;
          setTimeout(resolvePromise, 30_000).unref();
        });
      }
      await netlify.stop();
      root.remove();
    },
  };
}

/**
 * The emulator serves the publish folder that netlify.toml names (`dist`) under its project root. For
 * another folder it gets a scratch root: the same netlify.toml, and `dist` linking to that folder.
 */
function emulatorRoot(publishDir: string): { path: string; remove: () => void } {
  if (resolve(publishDir) === resolve(projectRoot, 'dist')) return { path: projectRoot, remove: () => {} };
  const path = mkdtempSync(join(tmpdir(), 'rawlab-site-'));
  copyFileSync(resolve(projectRoot, 'netlify.toml'), join(path, 'netlify.toml'));
  symlinkSync(resolve(publishDir), join(path, 'dist'), 'dir');
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Whether the build has a file for a path, as Netlify looks for one: the file, or its folder's index.html. */
function hasFile(publishDir: string, pathname: string): boolean {
  const path = join(publishDir, decodeURIComponent(pathname));
  return (
    (existsSync(path) && statSync(path).isFile()) || existsSync(join(path, 'index.html')) || existsSync(`${path}.html`)
  );
}

/**
 * The not-found page for a path: the Indonesian one under the Indonesian addresses (`/id/…`,
 * `/penawaran/…`), as netlify.toml's 404 rules answer on Netlify; the English `/404.html` elsewhere.
 */
export function notFoundPage(pathname: string): string {
  return /^\/(id|penawaran)(\/|$)/.test(pathname) ? '/id/404/index.html' : '/404.html';
}

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

function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of [value].flat()) headers.append(key, item);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyStream(req);
  return new Request(`${origin}${req.url ?? '/'}`, { method, headers, body, duplex: 'half' } as RequestInit);
}

/** What Netlify's CDN compresses: text, scripts, JSON, SVG, XML (the Lottie file is JSON). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Netlify's CDN answers with brotli or gzip when the browser accepts it; so does this server, so
 * that local Lighthouse figures and transfer sizes match production (not only the raw bytes).
 */
function compressor(response: Response, req: IncomingMessage): { encoding: string; stream: Transform } | null {
  if (!response.body || response.headers.has('content-encoding') || req.method === 'HEAD') return null;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return {
      encoding: 'br',
      stream: createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', stream: createGzip({ level: 6 }) };
  return null;
}

/**
 * Built assets under /_astro/ are named by their content, so their compressed answer never changes:
 * like Netlify's CDN, the server compresses each once and keeps it (up to ASSET_CACHE_BYTES), instead
 * of compressing the panel's and the islands' scripts again for every visitor.
 */
const ASSET_CACHE_BYTES = 64 * 1024 * 1024;
interface CachedAsset {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}
const assetCache = (() => {
  const entries = new Map<string, CachedAsset>();
  let bytes = 0;
  const keyFor = (req: IncomingMessage): string | undefined => {
    if (req.method !== 'GET' || !req.url?.startsWith('/_astro/') || req.url.includes('?')) return undefined;
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    return encoding && `${encoding} ${req.url}`;
  };
  return {
    keyFor,
    lookup: (req: IncomingMessage) => {
      const key = keyFor(req);
      return key === undefined ? undefined : entries.get(key);
    },
    store: (key: string, asset: CachedAsset) => {
      if (entries.has(key) || bytes + asset.body.length > ASSET_CACHE_BYTES) return;
      entries.set(key, asset);
      bytes += asset.body.length;
    },
  };
})();

/**
 * Netlify's Image CDN keeps each transformation it made (a width, format and quality of one
 * picture) at the edge, so only the first request of it waits for the encoding. The emulator encodes
 * again on every request: a product page's nine AVIF pictures took 10–24 s on a busy machine, and
 * the local Lighthouse figures measured that instead of the page. This keeps the answers for
 * pictures under /uploads/, whose names are their content's hash (a changed picture is a new URL),
 * up to IMAGE_CACHE_BYTES.
 */
const IMAGE_CACHE_BYTES = 128 * 1024 * 1024;
const imageCache = (() => {
  const entries = new Map<string, CachedAsset>();
  let bytes = 0;
  const keyFor = (req: IncomingMessage): string | undefined => {
    if (req.method !== 'GET' || !req.url?.startsWith('/.netlify/images?')) return undefined;
    const source = new URLSearchParams(req.url.slice(req.url.indexOf('?'))).get('url') ?? '';
    return source.startsWith('/uploads/') ? req.url : undefined;
  };
  return {
    keyFor,
    lookup: (req: IncomingMessage) => {
      const key = keyFor(req);
      return key === undefined ? undefined : entries.get(key);
    },
    keep: async (key: string, response: Response): Promise<CachedAsset> => {
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') headers[name] = value;
      });
      const image = { status: 200, headers, body: Buffer.from(await response.arrayBuffer()) };
      if (!entries.has(key) && bytes + image.body.length <= IMAGE_CACHE_BYTES) {
        entries.set(key, image);
        bytes += image.body.length;
      }
      return image;
    },
  };
})();

async function writeResponse(
  response: Response,
  res: ServerResponse,
  req: IncomingMessage,
  cacheKey?: string,
): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  const compress = compressor(response, req);
  if (compress) {
    delete headers['content-length'];
    headers['content-encoding'] = compress.encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  }
  if (compress && cacheKey && response.status === 200) {
    const raw = Buffer.from(await response.arrayBuffer());
    const body =
      compress.encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(raw, { level: 6 });
    assetCache.store(cacheKey, { status: 200, headers, body });
    res.writeHead(200, headers);
    res.end(body);
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD' && !req.complete) {
    // Answered before the body was read (a 413 for a declared size over the limit): the rest of the
    // body is still on its way, so the connection cannot carry another request. Say so, and discard
    // what still arrives until the socket closes, so the client reads this answer instead of a reset.
    headers.connection = 'close';
    req.resume();
  }
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  await new Promise<void>((resolvePromise, reject) => {
    (compress ? body.on('error', reject).pipe(compress.stream) : body)
      .on('error', reject)
      .pipe(res)
      .on('finish', resolvePromise)
      .on('error', reject);
  });
}
