import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { IMAGE_KEY_PATTERN } from './_lib/services/catalog/index.ts';

/** Uploaded product images. Keys are content hashes, so a URL never changes meaning: cache forever. */
export default handler({
  GET: async (_req, context) => {
    const key = context.params?.key ?? '';
    if (!IMAGE_KEY_PATTERN.test(key)) return json({ message: 'Gambar tidak ditemukan' }, 404);
    const image = await requestDeps().images.get(key);
    if (!image) return json({ message: 'Gambar tidak ditemukan' }, 404);
    return new Response(image.data, {
      headers: {
        'Content-Type': image.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Netlify-CDN-Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
      },
    });
  },
});

export const config: Config = { path: '/uploads/:key' };
