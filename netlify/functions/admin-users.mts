import type { Config } from '@netlify/functions';
import { UserCreateSchema, UserUpdateSchema } from '#shared/accounts/user.ts';
import {
  createUser,
  deleteUser,
  isEnabled,
  listUsers,
  publicUser,
  readTwoFactor,
  requireRole,
  updateUser,
} from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError } from './_lib/errors.ts';
import { handler, idParam, json, readJsonAs } from './_lib/http.ts';

const NOT_FOUND = 'User tidak ditemukan';

/** Admin users. Super Admin only. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Super Admin');
    const users = await listUsers(deps);
    // Few admins: one read each says who signs in with a second factor (the list's 'Reset 2FA').
    const withTwoFactor = await Promise.all(users.map(async (user) => isEnabled(await readTwoFactor(deps, user.id))));
    return json(users.map((user, i) => ({ ...publicUser(user), two_factor: withTwoFactor[i] })));
  },
  POST: async (req, context) => {
    // A record is created at the collection; an id here would be silently ignored.
    if (context.params?.id !== undefined) {
      throw new HttpError(405, 'Metode tidak diizinkan', { headers: { Allow: 'PUT, DELETE' } });
    }
    const deps = requestDeps();
    await requireRole(req, deps, 'Super Admin');
    const user = await createUser(deps, await readJsonAs(req, UserCreateSchema));
    return json({ message: 'User ditambahkan', data: publicUser(user), ...publicUser(user) }, 201);
  },
  PUT: async (req, context) => {
    const deps = requestDeps();
    const actor = await requireRole(req, deps, 'Super Admin');
    const id = idParam(context, 'id', NOT_FOUND);
    const user = await updateUser(deps, id, await readJsonAs(req, UserUpdateSchema), actor.id);
    return json({ message: 'User diperbarui', data: publicUser(user) });
  },
  DELETE: async (req, context) => {
    const deps = requestDeps();
    const actor = await requireRole(req, deps, 'Super Admin');
    await deleteUser(deps, idParam(context, 'id', NOT_FOUND), actor.id);
    return json({ message: 'User dihapus' });
  },
});

export const config: Config = {
  path: ['/api/admin/users', '/api/admin/users/:id'],
};
