import type { IncomingMessage } from 'node:http';

/*
 * What the local server keeps in memory, as Netlify's CDN does: the compressed answers of built assets
 * and the transformed pictures of the Image CDN, both named by their content.
 */

/**
 * Built assets under /_astro/ are named by their content, so their compressed answer never changes:
 * like Netlify's CDN, the server compresses each once and keeps it (up to ASSET_CACHE_BYTES), instead
 * of compressing the panel's and the islands' scripts again for every visitor.
 */
const ASSET_CACHE_BYTES = 64 * 1024 * 1024;
export interface CachedAsset {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}
export const assetCache = (() => {
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
export const imageCache = (() => {
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
