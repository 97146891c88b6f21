import type { Config } from '@netlify/functions';
import { TrackBeaconSchema } from '#shared/analytics/events.ts';
import { requestDeps } from './_lib/deps.ts';
import { altchaKey, env } from './_lib/env.ts';
import { HttpError } from './_lib/errors.ts';
import { clientIp, handler, json, readJson, validate } from './_lib/http.ts';
import { recordBeacon } from './_lib/services/analytics/index.ts';

/** Beacons are tiny: an event, up to 100 product ids and three UTM values. */
const MAX_BEACON_BYTES = 4 * 1024;

/**
 * POST /api/track: the analytics beacon of the public pages (a product view, a WhatsApp order,
 * quote or chat click). Sent with navigator.sendBeacon, whose string body arrives as text/plain.
 */
export default handler({
  POST: async (req, context) => {
    // Another site's page may not count clicks here (browsers send this header with every request).
    if (req.headers.get('sec-fetch-site') === 'cross-site')
      throw new HttpError(403, 'Sumber permintaan tidak diizinkan');
    const beacon = validate(
      TrackBeaconSchema,
      await readJson(req, MAX_BEACON_BYTES, ['application/json', 'text/plain']),
    );
    const counted = await recordBeacon(requestDeps(), beacon, {
      ip: clientIp(req, context),
      userAgent: req.headers.get('user-agent') ?? '',
      secret: `track:${altchaKey()}`,
      addressLimit: env().RAWLAB_TRACK_IP_LIMIT,
      hourlyViewLimit: env().RAWLAB_TRACK_IP_VIEWS_PER_HOUR,
    });
    return json({ counted }, 202);
  },
});

export const config: Config = {
  path: '/api/track',
  rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
