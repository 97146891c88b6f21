import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { NetlifyDev } from '@netlify/dev';
import { loadFunctions } from './function-host.ts';
import { projectRoot } from './runtime.ts';
import { assetCache, imageCache } from './site-server/caches.ts';
import { pathOnly, toWebRequest } from './site-server/request.ts';
import { writeResponse } from './site-server/response.ts';

/*
 * The production-like local server: Netlify's own emulator (@netlify/dev) serves the built `dist/`
 * and applies netlify.toml redirects and headers; the functions run in this process through
 * function-host.ts (the emulator rebuilds them on every request); blobs come from our blob server
 * (scripts/lib/local-blobs.ts). See docs/decisions/005-local-runtime.md. This file routes a request
 * as Netlify does; in site-server/: the request's translation (request.ts), the answer's writing and
 * compression (response.ts) and what the server keeps in memory like the CDN (caches.ts).
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
