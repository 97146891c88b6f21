import type { Config } from '@netlify/functions';
import { SignOutSchema } from '#shared/portal/schemas.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJson, validate } from './_lib/http.ts';
import { clearedSessionCookie, portalSession, signOutEverywhere } from './_lib/services/portal/index.ts';

/*
 * POST /api/portal/sign-out `{ everywhere? }`: clears this browser's session cookie; with
 * `everywhere: true` (signed in) every session of the email ends, on every device.
 */
export default handler({
  POST: async (req) => {
    const deps = requestDeps();
    const { everywhere } = validate(SignOutSchema, await readJson(req));
    if (everywhere) {
      const { email } = await portalSession(req, deps);
      await signOutEverywhere(deps, email);
    }
    return json({ message: 'Anda sudah keluar.' }, 200, { 'Set-Cookie': clearedSessionCookie(req) });
  },
});

export const config: Config = { path: '/api/portal/sign-out' };
