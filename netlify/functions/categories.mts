import type { Config } from '@netlify/functions';
import { CategoryInputSchema } from '#shared/catalogue/category.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError } from './_lib/errors.ts';
import { handler, idParam, json, readJsonAs, validate } from './_lib/http.ts';
import { CategoryListQuerySchema, CategoryMoveSchema } from '#shared/catalogue/list-query.ts';
import {
  categoriesWithCounts,
  categoriesWithoutCounts,
  createCategory,
  deleteCategory,
  deleteCategoryMovingProducts,
  updateCategory,
} from './_lib/services/catalog/index.ts';
import { requestRebuild } from './_lib/services/publishing/index.ts';

const NOT_FOUND = 'Kategori tidak ditemukan';

/** Admin categories. Staff and above. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const { counts } = validate(CategoryListQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(counts === '1' ? await categoriesWithCounts(deps) : await categoriesWithoutCounts(deps));
  },
  POST: async (req, context) => {
    // A record is created at the collection; an id here would be silently ignored.
    if (context.params?.id !== undefined) {
      throw new HttpError(405, 'Metode tidak diizinkan', { headers: { Allow: 'PUT, DELETE' } });
    }
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const category = await createCategory(deps, await readJsonAs(req, CategoryInputSchema));
    await requestRebuild(deps, `category ${category.id}`);
    return json({ message: 'Kategori ditambahkan', data: { ...category, productCount: 0 } }, 201);
  },
  PUT: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', NOT_FOUND);
    const category = await updateCategory(deps, id, await readJsonAs(req, CategoryInputSchema));
    await requestRebuild(deps, `category ${id}`);
    return json({ message: 'Kategori diperbarui', data: category });
  },
  DELETE: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', NOT_FOUND);
    const params = new URL(req.url).searchParams;
    if (params.has('move_to')) {
      // Moves the category's products (up to 200 a call), then deletes it; 202 while more remain.
      const { move_to } = validate(CategoryMoveSchema, Object.fromEntries(params));
      const result = await deleteCategoryMovingProducts(deps, id, move_to);
      if (result.moved > 0 || result.deleted) await requestRebuild(deps, `category ${id} products moved`);
      return json(result, result.deleted ? 200 : 202);
    }
    await deleteCategory(deps, id);
    await requestRebuild(deps, `category ${id} deleted`);
    return json({ message: 'Kategori dihapus' });
  },
});

export const config: Config = {
  path: ['/api/categories', '/api/categories/:id'],
};
