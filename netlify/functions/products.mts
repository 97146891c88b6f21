import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, jsonText } from './_lib/http.ts';
import { publishedProductBySlug, publishedProductsJson } from './_lib/services/products.ts';

/** Public catalogue reads: published, active products only. */
export default handler({
  GET: async (_req, context) => {
    const deps = requestDeps();
    const slug = context.params?.slug;
    if (slug === undefined) return jsonText(await publishedProductsJson(deps), 200, { 'Cache-Control': 'no-cache' });
    if (!/^[a-z0-9-]{1,160}$/.test(slug)) return json({ message: 'Product not found' }, 404);
    return json(await publishedProductBySlug(deps, slug), 200, { 'Cache-Control': 'no-cache' });
  },
});

export const config: Config = { path: ['/api/products', '/api/products/:slug'] };
