import type { Config } from '@netlify/functions';
import { normalizeEmail } from '#shared/portal/account.ts';
import { bodyLang, linkRequestSchema } from '#shared/portal/schemas.ts';
import { requestDeps } from './_lib/deps.ts';
import { env } from './_lib/env.ts';
import { clientIp, handler, json, readJson, validate } from './_lib/http.ts';
import { consumeRateLimit } from './_lib/rate-limit.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import { createSignInLink, mailSignInLink } from './_lib/services/portal/index.ts';

/*
 * POST /api/portal/link `{ email, lang? }`: a sign-in link for the customer portal. The answer is the
 * same 202 whether or not the email is known, and takes the same work: the limits are claimed and a
 * link is stored for every email; whether the email has records (and so gets the mail) is looked up
 * after the answer.
 */

const HOUR_MS = 60 * 60_000;

const TOO_MANY = {
  ip: {
    id: (minutes: number) => `Terlalu banyak permintaan tautan dari alamat ini. Coba lagi dalam ${minutes} menit.`,
    en: (minutes: number) => `Too many link requests from this address. Try again in ${minutes} minutes.`,
  },
  email: {
    id: (minutes: number) => `Terlalu banyak tautan diminta untuk email ini. Coba lagi dalam ${minutes} menit.`,
    en: (minutes: number) => `Too many links were asked for this email. Try again in ${minutes} minutes.`,
  },
};

const SENT = {
  id: 'Jika email ini terdaftar pada kami, tautan masuk sudah dikirim. Periksa kotak masuk Anda (juga folder spam); tautan berlaku 30 menit.',
  en: 'If this email is on our records, a sign-in link is on its way. Check your inbox (and spam folder); the link is valid for 30 minutes.',
};

export default handler({
  POST: async (req, context) => {
    const deps = requestDeps();
    const body = await readJson(req);
    const lang = bodyLang(body);
    const { email } = validate(linkRequestSchema(lang), body);
    const { RAWLAB_PORTAL_IP_LIMIT, RAWLAB_PORTAL_EMAIL_LIMIT } = env();
    // Both limits are claimed before anything else, known email or not (keys hold hashes only).
    await consumeRateLimit(
      deps,
      { scope: 'portal-link-ip', subject: clientIp(req, context), limit: RAWLAB_PORTAL_IP_LIMIT, windowMs: HOUR_MS },
      TOO_MANY.ip[lang],
    );
    await consumeRateLimit(
      deps,
      {
        scope: 'portal-link-email',
        subject: normalizeEmail(email),
        limit: RAWLAB_PORTAL_EMAIL_LIMIT,
        windowMs: HOUR_MS,
      },
      TOO_MANY.email[lang],
    );
    const token = await createSignInLink(deps, email, lang);
    const origin = new URL(req.url).origin;
    context.waitUntil(
      mailSignInLink(deps, { email, lang, token, origin })
        .then((queued) => (queued ? drainMailQueue(deps) : undefined))
        .catch((error: unknown) => console.error('Portal sign-in link not mailed:', error)),
    );
    return json({ message: SENT[lang] }, 202);
  },
});

export const config: Config = {
  path: '/api/portal/link',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
