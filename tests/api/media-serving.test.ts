import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-ports.ts';
import { startSiteServer, type SiteServer } from '#scripts/lib/site-server.ts';
import { imageStore } from '#server/store.ts';
import { imageUrl, pictureSources } from '#shared/product/image-url.ts';
import { MAX_DOCUMENT_BYTES } from '#shared/product/fields.ts';
import { putDocument } from '#server/services/catalog/media/documents.ts';
import { pdfOf, pngOf } from '../support/sample-files.ts';
import { ready } from '../support/api.ts';

/*
 * What the local production-like server (`npm start`) serves of product media. PDFs: a 10 MB one
 * whole, streamed from the store (a buffered function answer is capped at 6 MB on Netlify), with the
 * headers of any PDF. Pictures: the local image CDN (`/.netlify/images`, Netlify's emulator resizing with sharp) answers the URLs
 * the pages carry: AVIF for the `<picture>`'s first source, WebP for the second and the `<img>`, each
 * at the width asked, so `npm start` shows what Netlify's Image CDN serves. The choice between them
 * is the browser's (`<picture>` sources by type): the emulator does not pick a format from `Accept`
 * (without `fm` it answers the original PNG), so the pages never leave it to the server.
 */

let site: SiteServer;
let base: string;
let path: string;

beforeAll(async () => {
  await ready();
  const publishDir = mkdtempSync(join(tmpdir(), 'rawlab-images-test-'));
  writeFileSync(join(publishDir, 'index.html'), '<!doctype html><title>home</title>');
  // A real port: the emulator's image handler fetches the original from the server's own address.
  const port = await freePort();
  site = await startSiteServer(port, '127.0.0.1', { publishDir });
  base = `http://localhost:${port}`;
  const png = pngOf(640, 480, [30, 120, 200]);
  const key = `${createHash('sha256').update(png).digest('hex')}.png`;
  await imageStore().put(key, png.buffer as ArrayBuffer, 'image/png');
  path = `/uploads/${key}`;
});

afterAll(async () => {
  await site?.stop();
});

/** The format by the file's own bytes, not its header: an ISO-BMFF `ftyp` box of brand avif, or RIFF WEBP. */
function sniff(bytes: Uint8Array): string {
  const text = Buffer.from(bytes.subarray(0, 16)).toString('latin1');
  if (text.slice(4, 8) === 'ftyp' && /avi[fs]/.test(text.slice(8, 12))) return 'avif';
  if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP') return 'webp';
  if (text.startsWith('\x89PNG')) return 'png';
  return 'unknown';
}

describe('product PDFs', () => {
  it('serves a 10 MB PDF whole: application/pdf, inline under its name, sandboxed, nosniff, cached a year', async () => {
    const pdf = pdfOf(`served ${Date.now()}`, MAX_DOCUMENT_BYTES);
    const { sha256 } = await putDocument({ images: imageStore() }, pdf);
    const response = await fetch(`${base}/uploads/${sha256}/manual-ph-700.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="manual-ph-700.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Not compressed on the way (a PDF is compressed inside), so the length is the file's.
    expect(response.headers.get('content-encoding')).toBeNull();
    const body = new Uint8Array(await response.arrayBuffer());
    expect(body.length).toBe(MAX_DOCUMENT_BYTES);
    expect(Buffer.from(body).equals(Buffer.from(pdf))).toBe(true);

    const head = await fetch(`${base}/uploads/${sha256}/manual-ph-700.pdf`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(MAX_DOCUMENT_BYTES));
  });
});

describe('local image CDN', () => {
  it.for(['avif', 'webp'] as const)('answers fm=%s with that format, resized', async (format) => {
    const response = await fetch(`${base}${imageUrl(path, 320, format)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(`image/${format}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(sniff(bytes)).toBe(format);
    expect(bytes.length).toBeGreaterThan(0);
  });

  it('serves every width of both <picture> sources, AVIF first', async () => {
    const sources = pictureSources(path, [80, 160]);
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      for (const candidate of source.srcSet.split(', ')) {
        const [url] = candidate.split(' ');
        const response = await fetch(`${base}${url}`);
        expect(response.headers.get('content-type')).toBe(source.type);
        expect(sniff(new Uint8Array(await response.arrayBuffer()))).toBe(source.type.slice(6));
      }
    }
  });

  it('an SVG goes as it is: no sources, no CDN URL', () => {
    expect(pictureSources('/placeholder.svg', [80])).toEqual([]);
    expect(imageUrl('/placeholder.svg', 80, 'avif')).toBe('/placeholder.svg');
  });
});
