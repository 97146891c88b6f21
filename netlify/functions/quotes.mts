import type { Config } from '@netlify/functions';
import { QuoteRequestSchema } from '#shared/quote/request-schema.ts';
import { verifyCaptcha } from './_lib/captcha.ts';
import { requestDeps } from './_lib/deps.ts';
import { env } from './_lib/env.ts';
import { clientIp, handler, json, readJsonAs } from './_lib/http.ts';
import { consumeRateLimit } from './_lib/rate-limit.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import { recordQuoteRequest } from './_lib/services/analytics/index.ts';
import { notifyNewQuote, storeQuoteRequest } from './_lib/services/quotes/index.ts';

/**
 * A visitor's quote request ('Daftar Penawaran'), stored as a lead before WhatsApp opens. The server
 * prices it; the answer carries the reference and the priced lines the WhatsApp message is made from.
 */
export default handler(
  {
    POST: async (req, context) => {
      const deps = requestDeps();
      const input = await readJsonAs(req, QuoteRequestSchema);
      const ip = clientIp(req, context);
      // As the contact form: the captcha first, then a slot of the address's allowance (decision 008).
      await verifyCaptcha(input.captcha, { db: deps.db, remoteIp: ip, now: deps.now() });
      await consumeRateLimit(
        deps,
        { scope: 'quote-ip', subject: ip, limit: env().RAWLAB_QUOTE_IP_LIMIT, windowMs: 60 * 60_000 },
        (minutes) => `Terlalu banyak permintaan penawaran dari alamat ini. Coba lagi dalam ${minutes} menit.`,
      );
      const quote = await storeQuoteRequest(deps, input);
      // Counted for 'which products sell'; a failed count never fails the visitor's request.
      const requested = quote.lines.filter((line) => line.status !== 'unavailable').map((line) => line.product_id);
      await recordQuoteRequest(deps, requested, input.utm).catch((error: unknown) =>
        console.error(`Quote ${quote.reference} stored, but not counted:`, error),
      );
      // Mail is queued, then sent after the answer (waitUntil): SMTP never delays or fails the visitor.
      if ((await notifyNewQuote(deps, quote)) > 0) {
        context.waitUntil(
          drainMailQueue(deps).catch((error: unknown) => console.error('Mail drain after a quote failed:', error)),
        );
      }
      return json({ success: true, quote }, 201);
    },
  },
  { success: false },
);

export const config: Config = {
  path: '/api/quotes',
  rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
