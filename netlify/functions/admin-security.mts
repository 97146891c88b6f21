import type { Config } from '@netlify/functions';
import { SecuritySettingsSchema } from '#shared/accounts/sign-in.ts';
import {
  isEnabled,
  readTwoFactor,
  requireRole,
  setTwoFactorRequired,
  twoFactorRequired,
} from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { conflict } from './_lib/errors.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';

/** GET/PUT /api/admin/security `{ require_two_factor }`, Super Admin only: every admin must sign in with a second factor (decision 019). */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Super Admin');
    return json({ require_two_factor: await twoFactorRequired(deps) });
  },
  PUT: async (req) => {
    const deps = requestDeps();
    const actor = await requireRole(req, deps, 'Super Admin');
    const { require_two_factor } = await readJsonAs(req, SecuritySettingsSchema);
    // Requiring it without having it would shut the Super Admin out of the admin API at once.
    if (require_two_factor && !isEnabled(await readTwoFactor(deps, actor.id))) {
      throw conflict('Aktifkan verifikasi dua langkah untuk akun Anda sendiri terlebih dahulu.');
    }
    return json({
      message: 'Pengaturan keamanan disimpan',
      require_two_factor: await setTwoFactorRequired(deps, require_two_factor),
    });
  },
});

export const config: Config = { path: '/api/admin/security' };
