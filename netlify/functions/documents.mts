import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { DOCUMENT_PATH_PATTERN } from './_lib/services/catalog/index.ts';

/**
 * Product PDFs. The hash names the content, so a URL never changes meaning: cached for a year. Shown
 * in the browser's viewer (inline) and saved under the readable name of the URL; `nosniff` keeps a
 * browser from reading the bytes as anything but a PDF, and `Content-Security-Policy: sandbox` opens
 * the file in a sandbox of its own origin, so a viewer that runs a PDF's scripts (uploads carrying
 * them are refused; older files may) reaches nothing of the site. Chromium's viewer shows PDFs so.
 */
export default handler({
  GET: async (req) => {
    const match = DOCUMENT_PATH_PATTERN.exec(new URL(req.url).pathname);
    const document = match ? await requestDeps().images.stream(`${match[1]}.pdf`) : null;
    if (!match || !document || document.contentType !== 'application/pdf') {
      void document?.body.cancel();
      return json({ message: 'Document not found' }, 404);
    }
    // Streamed from the store: a PDF of up to 10 MB is over the 6 MB a buffered function answer may be.
    return new Response(document.body, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${match[2]}.pdf"`,
        ...(document.size === undefined ? {} : { 'Content-Length': String(document.size) }),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Netlify-CDN-Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': 'sandbox',
      },
    });
  },
});

export const config: Config = { path: '/uploads/:hash/:name' };
