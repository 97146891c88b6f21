import type { Config } from '@netlify/functions';
import { ProductFormError, decodeProductForm, parseVersion } from '#shared/product/form.ts';
import { AdminListQuerySchema, wantsPage } from '#shared/list-query.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';
import { requireRole } from './_lib/auth.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError, invalid } from './_lib/errors.ts';
import { MAX_PRODUCT_FORM_BYTES, handler, idParam, json, readForm, validate } from './_lib/http.ts';
import { readProductMedia } from './_lib/services/catalog/media-form.ts';
import { PRODUCT_NOT_FOUND, deleteProduct, saveProduct } from './_lib/services/catalog/operations.ts';
import { adminProductsPage } from './_lib/services/catalog/lists.ts';
import { adminProduct, adminProducts } from './_lib/services/catalog/views.ts';
import { requestRebuild } from './_lib/services/publish.ts';

/**
 * Admin product calls. Saves take the multipart product form; an update is a POST with
 * `_method=PUT` (or a real PUT). Staff and above.
 */
async function save(req: Request, id: number | undefined): Promise<Response> {
  const deps = requestDeps();
  await requireRole(req, deps, 'Staff');
  const form = await readForm(req, MAX_PRODUCT_FORM_BYTES);
  if (id !== undefined && form.has('_method') && String(form.get('_method')).toUpperCase() !== 'PUT') {
    throw new HttpError(405, 'Metode tidak diizinkan');
  }
  const { fields, version } = decodedForm(form, req);
  const parsed = validate(ProductFieldsSchema, fields);
  const media = await readProductMedia(form);
  const product = await saveProduct(deps, { id, fields: parsed, ...media, expectedVersion: version });
  await requestRebuild(deps, `product ${product.id}`);
  return json(
    { message: id === undefined ? 'Produk ditambahkan' : 'Produk diperbarui', data: product },
    id === undefined ? 201 : 200,
  );
}

/** The form's fields and the version to check: the `version` field, else an `If-Match` header. */
function decodedForm(form: FormData, req: Request) {
  try {
    const decoded = decodeProductForm(form);
    return { ...decoded, version: decoded.version ?? parseVersion(req.headers.get('if-match')) };
  } catch (error) {
    if (error instanceof ProductFormError) throw invalid(error.message, { [error.field]: [error.message] });
    throw error;
  }
}

export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    if (context.params?.id === undefined) {
      const params = new URL(req.url).searchParams;
      if (!wantsPage(params)) return json(await adminProducts(deps));
      return json(await adminProductsPage(deps, validate(AdminListQuerySchema, Object.fromEntries(params))));
    }
    return json(await adminProduct(deps, idParam(context, 'id', PRODUCT_NOT_FOUND)));
  },
  POST: async (req, context) =>
    save(req, context.params?.id === undefined ? undefined : idParam(context, 'id', PRODUCT_NOT_FOUND)),
  PUT: async (req, context) => save(req, idParam(context, 'id', PRODUCT_NOT_FOUND)),
  DELETE: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', PRODUCT_NOT_FOUND);
    // To the archive: restorable for 30 days (see admin-archive.mts).
    await deleteProduct(deps, id, user.name);
    await requestRebuild(deps, `product ${id} deleted`);
    return json({ message: 'Produk dihapus' });
  },
});

export const config: Config = {
  path: ['/api/admin/products', '/api/admin/products/:id'],
};
