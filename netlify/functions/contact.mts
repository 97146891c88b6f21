import type { Config } from '@netlify/functions';
import { ContactSchema } from '#shared/inbox/contact.ts';
import { verifyCaptcha } from './_lib/captcha.ts';
import { requestDeps } from './_lib/deps.ts';
import { env } from './_lib/env.ts';
import { clientIp, handler, json, readJsonAs } from './_lib/http.ts';
import { consumeRateLimit } from './_lib/rate-limit.ts';
import { notifyNewContact, storeContact } from './_lib/services/inbox/index.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';

/**
 * The landing page's consultation request. The form reads `success` on every answer. With the
 * Settings switches on, the company is notified and the visitor gets a confirmation by email.
 */
export default handler(
  {
    POST: async (req, context) => {
      const deps = requestDeps();
      const input = await readJsonAs(req, ContactSchema);
      const ip = clientIp(req, context);
      // The captcha first, so a failed one does not use up the address's allowance; then a slot of the
      // allowance is claimed before the message is stored (decision 008).
      await verifyCaptcha(input.captcha, { db: deps.db, remoteIp: ip, now: deps.now() });
      await consumeRateLimit(
        deps,
        { scope: 'contact-ip', subject: ip, limit: env().RAWLAB_CONTACT_IP_LIMIT, windowMs: 60 * 60_000 },
        (minutes) => `Terlalu banyak pesan dari alamat ini. Coba lagi dalam ${minutes} menit.`,
      );
      const contact = await storeContact(deps, input);
      // Mail is queued, then sent after the answer (waitUntil): SMTP never delays or fails the visitor.
      if ((await notifyNewContact(deps, contact)) > 0) {
        context.waitUntil(
          drainMailQueue(deps).catch((error: unknown) => console.error('Mail drain after a contact failed:', error)),
        );
      }
      return json({ success: true, message: 'Pesan berhasil dikirim' }, 201);
    },
  },
  { success: false },
);

export const config: Config = {
  path: '/api/contact',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
