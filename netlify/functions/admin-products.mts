import type { Config } from '@netlify/functions';
import { ProductFormError, decodeProductForm, parseVersion } from '#shared/product/form.ts';
import { AdminListQuerySchema, wantsPage } from '#shared/catalogue/list-query.ts';
import { BulkEditSchema, ProductExportQuerySchema, ProductSelectionQuerySchema } from '#shared/catalogue/io.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError, invalid } from './_lib/errors.ts';
import { MAX_PRODUCT_FORM_BYTES, handler, idParam, json, readForm, readJson, validate } from './_lib/http.ts';
import {
  adminProduct,
  adminProducts,
  adminProductsPage,
  deleteProduct,
  PRODUCT_NOT_FOUND,
  readProductMedia,
  saveProduct,
} from './_lib/services/catalog/index.ts';
import { requestRebuild } from './_lib/services/publishing/index.ts';
import {
  exportCatalogue,
  firstJobStep,
  importCatalogue,
  jobView,
  matchingProductIds,
  MAX_FILE_BYTES,
  PROGRESS_ID,
  readProgress,
  startBulkJob,
} from './_lib/services/catalogue-io/index.ts';
import { progressMessage, type JobStarted } from '#shared/catalogue/jobs.ts';

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

/** The catalogue as a CSV or XLSX file, filtered as the admin list is (docs/catalogue-files.md). */
async function exportFile(req: Request): Promise<Response> {
  const deps = requestDeps();
  await requireRole(req, deps, 'Staff');
  const query = validate(ProductExportQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  const file = await exportCatalogue(deps, query, query.format);
  return new Response(file.body, {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Every product id the admin list's filters match ('select all N matching' for a bulk edit). */
async function selection(req: Request): Promise<Response> {
  const deps = requestDeps();
  await requireRole(req, deps, 'Staff');
  const query = validate(ProductSelectionQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
  return json({ ids: await matchingProductIds(deps, query) });
}

/**
 * A catalogue file in: `?dry_run=1` answers what it would do and writes nothing; without it, the
 * rows are applied (docs/catalogue-files.md). Manager and above.
 */
async function importFile(req: Request): Promise<Response> {
  const deps = requestDeps();
  const user = await requireRole(req, deps, 'Manager');
  const dryRun = ['1', 'true'].includes(new URL(req.url).searchParams.get('dry_run') ?? '');
  const form = await readForm(req, MAX_FILE_BYTES + 64 * 1024);
  const answer = await importCatalogue(deps, form, dryRun, { id: user.id, name: user.name });
  if ('dry_run' in answer) return json(answer);
  const view = jobView(answer, deps.now());
  return json({ message: progressMessage(view), job: view } satisfies JobStarted, 202, {
    Location: `/api/admin/jobs/${view.id}`,
  });
}

/**
 * One action on many products (`{ ids, action, value }`), as a job (decision 025) whose first step
 * runs here: an edit that step finishes answers one result per id at once; a larger one answers 202
 * with the job, whose next steps `POST /api/admin/jobs/{id}/run` runs. Manager and above.
 */
async function bulk(req: Request): Promise<Response> {
  const deps = requestDeps();
  const user = await requireRole(req, deps, 'Manager');
  // 10,000 ids and their versions.
  const edit = validate(BulkEditSchema, await readJson(req, 512 * 1024));
  const started = await startBulkJob(deps, edit, { id: user.id, name: user.name });
  const job = await firstJobStep(deps, started.id);
  if (job.state === 'done' && job.result) {
    const failed = new Map(job.result.failures.map((failure) => [failure.id, failure]));
    const results = [...new Set(edit.ids)].map((id) => failed.get(id) ?? { id, ok: true });
    return json({ message: job.result.message, results });
  }
  const view = jobView(job, deps.now());
  return json({ message: progressMessage(view), job: view } satisfies JobStarted, 202, {
    Location: `/api/admin/jobs/${job.id}`,
  });
}

/** How far the import with this progress id has come. */
async function importProgress(req: Request, id: string): Promise<Response> {
  const deps = requestDeps();
  await requireRole(req, deps, 'Manager');
  if (!PROGRESS_ID.test(id)) throw invalid('progress tidak valid', { progress: ['progress tidak valid'] });
  return json(await readProgress(deps, id));
}

export default handler({
  GET: async (req, context) => {
    if (context.params?.id === 'export') return exportFile(req);
    if (context.params?.id === 'import')
      return importProgress(req, new URL(req.url).searchParams.get('progress') ?? '');
    if (context.params?.id === 'ids') return selection(req);
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    if (context.params?.id === undefined) {
      const params = new URL(req.url).searchParams;
      if (!wantsPage(params)) return json(await adminProducts(deps));
      return json(await adminProductsPage(deps, validate(AdminListQuerySchema, Object.fromEntries(params))));
    }
    return json(await adminProduct(deps, idParam(context, 'id', PRODUCT_NOT_FOUND)));
  },
  POST: async (req, context) => {
    if (context.params?.id === 'import') return importFile(req);
    if (context.params?.id === 'bulk') return bulk(req);
    return save(req, context.params?.id === undefined ? undefined : idParam(context, 'id', PRODUCT_NOT_FOUND));
  },
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
