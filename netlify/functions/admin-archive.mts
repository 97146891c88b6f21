import type { Config } from '@netlify/functions';
import { ArchiveQuerySchema, RestoreInputSchema } from '#shared/catalogue/list-query.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError } from './_lib/errors.ts';
import { errorResponse, handler, idParam, json, readJson, validate } from './_lib/http.ts';
import {
  ARCHIVE_NOT_FOUND,
  archivePage,
  purgeProduct,
  RestoreConflictError,
  restoreProduct,
} from './_lib/services/catalog/index.ts';
import { requestRebuild } from './_lib/services/publishing/index.ts';

/**
 * The archive of deleted products (kept 30 days). Listing and restoring: Staff and above.
 * Deleting for good: Super Admin only.
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const params = Object.fromEntries(new URL(req.url).searchParams);
    return json(await archivePage(deps, validate(ArchiveQuerySchema, params)));
  },
  POST: async (req, context) => {
    if (context.params?.action !== 'restore') throw new HttpError(404, 'Alamat tidak ditemukan');
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', ARCHIVE_NOT_FOUND);
    // The body is optional: `{ "as_draft": true }` to come back as a draft when the slug or SKU is taken.
    const hasBody = (req.headers.get('content-type') ?? '').startsWith('application/json');
    const input = validate(RestoreInputSchema, hasBody ? await readJson(req) : {});
    try {
      const result = await restoreProduct(deps, id, { asDraft: input.as_draft });
      await requestRebuild(deps, `product ${id} restored`);
      return json(result);
    } catch (error) {
      if (error instanceof RestoreConflictError) {
        return errorResponse(error, { conflict: { field: error.field, value: error.value } });
      }
      throw error;
    }
  },
  DELETE: async (req, context) => {
    if (context.params?.action !== undefined) throw new HttpError(404, 'Alamat tidak ditemukan');
    const deps = requestDeps();
    await requireRole(req, deps, 'Super Admin');
    const id = idParam(context, 'id', ARCHIVE_NOT_FOUND);
    await purgeProduct(deps, id);
    return json({ message: 'Produk dihapus permanen' });
  },
});

export const config: Config = {
  path: ['/api/admin/archive', '/api/admin/archive/:id', '/api/admin/archive/:id/:action'],
};
