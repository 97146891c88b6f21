import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { HttpError } from './_lib/errors.ts';
import { handler } from './_lib/http.ts';
import { publishedProductBySlug } from './_lib/services/catalog/index.ts';

/*
 * A product URL with no prerendered page. Prerendered pages win (`preferStatic`); what reaches this
 * function is either a product published after the last build, or an address that is no product
 * (never was, or was deleted and the site republished since). Both get the client-rendered fallback
 * page, which shows the product or 'Product Not Found', but with the right status: 200 for a live
 * product, 404 otherwise, so a deleted product's URL leaves search indexes instead of lingering as a
 * soft 404. An Indonesian address (`/id/products/…`) gets the Indonesian fallback page.
 */
async function fallbackPage(req: Request, slug: string | undefined): Promise<Response> {
  let live = false;
  if (slug && /^[a-z0-9-]{1,160}$/.test(slug)) {
    try {
      await publishedProductBySlug(requestDeps(), slug);
      live = true;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 404)) throw error;
    }
  }
  const indonesian = new URL(req.url).pathname.startsWith('/id/');
  const page = await fetch(new URL(indonesian ? '/id/products/_fallback/' : '/products/_fallback/', req.url));
  if (!page.ok) throw new HttpError(502, 'Fallback page missing');
  const headers = new Headers(page.headers);
  for (const name of ['content-length', 'content-encoding', 'etag', 'last-modified', 'age']) headers.delete(name);
  headers.set('Cache-Control', 'no-cache');
  return new Response(await page.arrayBuffer(), { status: live ? 200 : 404, headers });
}

export default handler({
  GET: async (req, context) => fallbackPage(req, context.params?.slug),
});

export const config: Config = {
  path: ['/products/:slug', '/products/:slug/', '/id/products/:slug', '/id/products/:slug/'],
  preferStatic: true,
};
