import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import { assetCache } from './caches.ts';

/*
 * A web Response written to the Node answer: its headers and cookies, compressed as Netlify's CDN
 * compresses, and the connection closed when a request's body was refused before it was read.
 */

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

export async function writeResponse(
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
