import type { Config } from '@netlify/functions';
import { bodyLang, sessionRequestSchema } from '#shared/portal/schemas.ts';
import { requestDeps } from './_lib/deps.ts';
import { clientIp, handler, json, readJson, validate } from './_lib/http.ts';
import { consumeRateLimit } from './_lib/rate-limit.ts';
import { issueSession, sessionCookie, useSignInLink } from './_lib/services/portal/index.ts';

/*
 * POST /api/portal/session `{ token, lang? }`: the sign-in page's 'Masuk' button trades a mailed link
 * for a session cookie. A POST, never the link's own GET: mail scanners and link previews open links
 * (a GET) before the customer does, and would use up a single-use link.
 */

const ATTEMPTS_PER_ADDRESS = 30;
const TOO_MANY = {
  id: (minutes: number) => `Terlalu banyak percobaan masuk dari alamat ini. Coba lagi dalam ${minutes} menit.`,
  en: (minutes: number) => `Too many sign-in attempts from this address. Try again in ${minutes} minutes.`,
};

export default handler({
  POST: async (req, context) => {
    const deps = requestDeps();
    const body = await readJson(req);
    const lang = bodyLang(body);
    const { token } = validate(sessionRequestSchema(lang), body);
    await consumeRateLimit(
      deps,
      {
        scope: 'portal-session-ip',
        subject: clientIp(req, context),
        limit: ATTEMPTS_PER_ADDRESS,
        windowMs: 15 * 60_000,
      },
      TOO_MANY[lang],
    );
    const { email } = await useSignInLink(deps, token, lang);
    const session = await issueSession(deps, email);
    return json({ email }, 200, { 'Set-Cookie': sessionCookie(session, req), 'Cache-Control': 'private, no-store' });
  },
});

export const config: Config = { path: '/api/portal/session' };
