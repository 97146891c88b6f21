import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError } from './_lib/errors.ts';
import { handler, idParam, json, readJson, validate } from './_lib/http.ts';
import { PRODUCT_NOT_FOUND, productHistory, revertProduct, REVISION_NOT_FOUND } from './_lib/services/catalog/index.ts';
import { requestRebuild } from './_lib/services/publishing/index.ts';

/*
 * A product's saved versions: `GET …/revisions` answers `[{ revision, at, user, action }]` newest
 * first; `POST …/revisions/{revision}/restore` makes one current again as a new version, at the
 * version the admin saw (`{ "version": n }` or `If-Match: n`; a product changed since is a 409).
 * Staff and above, as the product form.
 */

const RestoreSchema = z.object({
  version: z.coerce.number({ error: 'version harus angka' }).int('version harus bilangan bulat').positive().optional(),
});

async function expectedVersion(req: Request): Promise<number | undefined> {
  const header = req.headers.get('if-match');
  const body = (req.headers.get('content-type') ?? '').startsWith('application/json') ? await readJson(req) : {};
  const parsed = validate(RestoreSchema, body ?? {});
  if (parsed.version !== undefined) return parsed.version;
  if (header === null) return undefined;
  return validate(RestoreSchema, { version: header.replaceAll('"', '') }).version;
}

export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    if (context.params?.revision !== undefined) throw new HttpError(405, 'Metode tidak diizinkan');
    const id = idParam(context, 'id', PRODUCT_NOT_FOUND);
    return json(await productHistory(deps, id));
  },
  POST: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', PRODUCT_NOT_FOUND);
    if (context.params?.revision === undefined) throw new HttpError(405, 'Metode tidak diizinkan');
    const revision = idParam(context, 'revision', REVISION_NOT_FOUND);
    const product = await revertProduct(deps, id, revision, await expectedVersion(req));
    await requestRebuild(deps, `product ${id} restored to version ${revision}`);
    return json({ message: `Versi ${revision} dipulihkan`, data: product });
  },
});

export const config: Config = {
  path: ['/api/admin/products/:id/revisions', '/api/admin/products/:id/revisions/:revision/restore'],
};
