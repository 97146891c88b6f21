import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { PublicListQuerySchema, wantsPage } from '#shared/catalogue/list-query.ts';
import { handler, json, jsonText, validate } from './_lib/http.ts';
import {
  parseSlugs,
  publicProductsPage,
  publishedProductBySlug,
  publishedProductsBySlugs,
  publishedProductsJson,
} from './_lib/services/catalog/index.ts';

/**
 * Public catalogue reads: published, active products only. `/api/products` alone answers the whole
 * list as an array (its cost grows with the catalogue: about 0.7 KB a product); with a page, search or
 * filter parameter it answers one page, `{ data, total, page, per_page, facets }`, at a cost that does
 * not depend on the catalogue's size. `?slugs=a,b,c` answers up to four whole products at once
 * (`{ data, missing }`, for /compare).
 */
export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    const slug = context.params?.slug;
    if (slug === undefined) {
      const params = new URL(req.url).searchParams;
      const slugs = params.get('slugs');
      if (slugs !== null) {
        return json(await publishedProductsBySlugs(deps, parseSlugs(slugs)), 200, { 'Cache-Control': 'no-cache' });
      }
      if (wantsPage(params)) {
        const query = validate(PublicListQuerySchema, Object.fromEntries(params));
        return json(await publicProductsPage(deps, query), 200, { 'Cache-Control': 'no-cache' });
      }
      return jsonText(await publishedProductsJson(deps), 200, { 'Cache-Control': 'no-cache' });
    }
    if (!/^[a-z0-9-]{1,160}$/.test(slug)) return json({ message: 'Product not found' }, 404);
    return json(await publishedProductBySlug(deps, slug), 200, { 'Cache-Control': 'no-cache' });
  },
});

export const config: Config = { path: ['/api/products', '/api/products/:slug'] };
