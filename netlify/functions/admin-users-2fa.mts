import type { Config } from '@netlify/functions';
import { requireRole, resetTwoFactorBySuperAdmin } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, idParam, json } from './_lib/http.ts';

/** DELETE /api/admin/users/{id}/2fa, Super Admin only: resets another admin's 2FA (a lost phone and lost recovery codes). */
export default handler({
  DELETE: async (req, context) => {
    const deps = requestDeps();
    const actor = await requireRole(req, deps, 'Super Admin');
    await resetTwoFactorBySuperAdmin(deps, actor, idParam(context, 'id', 'User tidak ditemukan'));
    return json({ message: 'Verifikasi dua langkah direset' });
  },
});

export const config: Config = { path: '/api/admin/users/:id/2fa' };
