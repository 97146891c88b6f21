import type { Config } from '@netlify/functions';
import { ServiceRequestSchema } from '#shared/service/request.ts';
import { verifyCaptcha } from './_lib/captcha.ts';
import { requestDeps } from './_lib/deps.ts';
import { env } from './_lib/env.ts';
import { clientIp, handler, json, MAX_PRODUCT_FORM_BYTES, readForm, readJsonAs, validate } from './_lib/http.ts';
import { consumeRateLimit } from './_lib/rate-limit.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import {
  checkPhotos,
  mailServiceLink,
  notifyNewServiceRequest,
  storeServiceRequest,
} from './_lib/services/service-desk/index.ts';

/** Whether the body is a form (with photos) rather than JSON. */
const isForm = (req: Request) =>
  /^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(req.headers.get('content-type') ?? '');

/**
 * A service or calibration request from '/layanan' or '/en/service': JSON, or the same fields as a
 * multipart form with up to three `photos`. Every field and photo is checked before the captcha is
 * spent; then, as the contact form, the captcha and a slot of the address's allowance. The answer is
 * the reference and the private tracking link, which is also mailed when an email was given.
 */
export default handler({
  POST: async (req, context) => {
    const deps = requestDeps();
    let input;
    let photos: Awaited<ReturnType<typeof checkPhotos>> = [];
    if (isForm(req)) {
      // The whole form within what one function request carries: three 2 MB photos do not fit, 4.5 MB does.
      const form = await readForm(req, MAX_PRODUCT_FORM_BYTES);
      const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
      delete fields.photos;
      input = validate(ServiceRequestSchema, fields);
      photos = await checkPhotos(form);
    } else {
      input = await readJsonAs(req, ServiceRequestSchema);
    }
    const ip = clientIp(req, context);
    await verifyCaptcha(input.captcha, { db: deps.db, remoteIp: ip, now: deps.now() });
    await consumeRateLimit(
      deps,
      { scope: 'service-ip', subject: ip, limit: env().RAWLAB_SERVICE_IP_LIMIT, windowMs: 60 * 60_000 },
      (minutes) => `Terlalu banyak permintaan layanan dari alamat ini. Coba lagi dalam ${minutes} menit.`,
    );
    const { captcha: _captcha, ...request } = input;
    const stored = await storeServiceRequest(deps, request, photos, new URL(req.url).origin);
    // Mail is queued, then sent after the answer (waitUntil): SMTP never delays or fails the customer.
    const queued = await Promise.all([
      mailServiceLink(deps, stored.record, stored.url).catch((error: unknown) => {
        console.error(`Service request ${stored.reference} stored; its link mail was not queued:`, error);
        return false;
      }),
      notifyNewServiceRequest(deps, stored.record),
    ]);
    if (queued[0] || queued[1] > 0) {
      context.waitUntil(
        drainMailQueue(deps).catch((error: unknown) =>
          console.error('Mail drain after a service request failed:', error),
        ),
      );
    }
    return json({ reference: stored.reference, url: stored.url }, 201);
  },
});

export const config: Config = {
  path: '/api/service-requests',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
