import { createHash, randomBytes } from 'node:crypto';
import { HttpError } from './errors.ts';
import type { Deps } from './deps.ts';

/*
 * Fixed-window rate limits kept in the store, so they hold across function instances. Each request
 * is its own key (`ratelimit/{scope}/{subject}/{window}/{id}`) and the window is counted with one
 * `list`: a burst from one address never contends for a shared counter (Netlify's advice against hot
 * read-modify-write keys; a counter document lost the race under 200 simultaneous requests). Under a
 * burst the limit may overshoot by the requests in flight; that is fine for abuse control. Keys hold a
 * hash, never the raw address. Netlify's platform rate limits (config.rateLimit) sit in front.
 */

export function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}

export async function consumeRateLimit(
  { db, now }: Deps,
  scope: string,
  subject: string,
  limit: number,
  windowMs: number,
  message: (minutes: number) => string,
): Promise<void> {
  const time = now().getTime();
  const windowStart = Math.floor(time / windowMs) * windowMs;
  const prefix = `ratelimit/${scope}/${hashKey(subject)}/`;
  const keys = await db.keys(prefix);
  const current = `${prefix}${windowStart}/`;
  const used = keys.filter((key) => key.startsWith(current)).length;
  // Earlier windows are finished: tidy a few of their keys on the way.
  const stale = keys.filter((key) => !key.startsWith(current)).slice(0, 20);
  await Promise.all(stale.map((key) => db.delete(key).catch(() => undefined)));
  if (used >= limit) {
    const remainingMs = windowStart + windowMs - time;
    throw new HttpError(429, message(Math.max(1, Math.ceil(remainingMs / 60_000))), {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(remainingMs / 1000))) },
    });
  }
  await db.put(`${current}${time.toString(36)}-${randomBytes(4).toString('hex')}`, 1);
}
