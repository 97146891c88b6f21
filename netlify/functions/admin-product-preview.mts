import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, idParam, json } from './_lib/http.ts';
import { PRODUCT_NOT_FOUND, productPreview } from './_lib/services/catalog/index.ts';

/**
 * 'Pratinjau': a product of any status in the public page's shape, for signed-in admins (Staff and
 * above). The preview page (`/products/_preview/?id=…`) renders it with the product page's own
 * component (decision 020). Private and never stored: not by the CDN, not by a shared cache, and
 * not indexed should the address ever leak.
 */
export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const preview = await productPreview(deps, idParam(context, 'id', PRODUCT_NOT_FOUND));
    return json(preview, 200, { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
  },
});

export const config: Config = { path: '/api/admin/products/:id/preview' };
