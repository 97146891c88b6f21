import type { Config } from '@netlify/functions';
import type { WarrantyAnswer } from '#shared/service/instrument.ts';
import { requestDeps } from './_lib/deps.ts';
import { notFound } from './_lib/errors.ts';
import { clientIp, handler, json } from './_lib/http.ts';
import { consumeRateLimit } from './_lib/rate-limit.ts';
import { findInstrumentBySerial } from './_lib/services/instruments/index.ts';

/** Lookups an address may make in an hour: plenty for a lab checking its units, few for guessing serials. */
const WARRANTY_IP_LIMIT = 30;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * The public warranty check: a serial number in, its product, warranty and next calibration out, and
 * nothing about who owns it. Serial numbers are guessable, so every lookup (a miss included) takes one
 * of the address's hourly allowance before the store is read; past it, a 429 with Retry-After.
 */
export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await consumeRateLimit(
      deps,
      { scope: 'warranty-ip', subject: clientIp(req, context), limit: WARRANTY_IP_LIMIT, windowMs: 60 * 60_000 },
      (minutes) => `Terlalu banyak pencarian dari alamat ini. Coba lagi dalam ${minutes} menit.`,
    );
    const found = await findInstrumentBySerial(deps, decoded(context.params?.serial ?? '').slice(0, 200));
    if (!found) throw notFound('Nomor seri tidak ditemukan');
    const answer: WarrantyAnswer = {
      product: { name: found.product?.name ?? '', slug: found.product?.slug ?? '' },
      warranty_until: found.warranty_until,
      warranty_active: found.warranty_active,
      calibration_due: found.calibration_due,
    };
    return json(answer);
  },
});

export const config: Config = {
  path: '/api/warranty/:serial',
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
