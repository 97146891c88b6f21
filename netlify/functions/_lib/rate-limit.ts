import { createHash } from 'node:crypto';
import { HttpError } from './errors.ts';
import type { Deps } from './deps.ts';

/*
 * Fixed-window counters kept in the store, so they hold across function instances. Keys hold a
 * hash, never the raw address. Netlify's platform rate limits (netlify.toml / config.rateLimit) sit
 * in front of these.
 */

interface Window {
  start: number;
  count: number;
}

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
  const key = `ratelimit/${scope}/${hashKey(subject)}`;
  const time = now().getTime();
  const window = await db.update<Window>(key, (current) => {
    if (!current || time - current.start >= windowMs) return { start: time, count: 1 };
    return { start: current.start, count: current.count + 1 };
  });
  if (window.count > limit) {
    const minutes = Math.max(1, Math.ceil((window.start + windowMs - time) / 60_000));
    throw new HttpError(429, message(minutes), {
      headers: { 'Retry-After': String(Math.ceil((window.start + windowMs - time) / 1000)) },
    });
  }
}
