import { createHash, randomInt, randomUUID } from 'node:crypto';
import { HttpError } from './errors.ts';
import type { Deps } from './deps.ts';

/*
 * Fixed-window limits kept in the store, so they hold across function instances and under any
 * parallelism. A window of `limit` attempts is `limit` numbered slots
 * (`ratelimit/{scope}/{subject}/{window}/{n}`, n = 1..limit); an attempt is allowed only once it has
 * claimed a free slot with a create-only write, which the store makes atomic. The (limit+1)th attempt
 * finds every slot taken, however many arrive at once: the count is the set of claimed slots, never a
 * read-modify-write counter or a `list` (eventually consistent on Netlify).
 *
 * `list` is used only as a hint of which slots to skip. It can miss a slot just claimed (then the
 * create fails and the next slot is tried) but never invent one, so the hint can only make a limit
 * stricter for a moment, not looser. Keys hold a hash of the subject, never the raw address or email.
 * See docs/decisions/008-login-throttling.md.
 */

export function hashKey(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 40);
}

export interface RateLimit {
  scope: string;
  subject: string;
  limit: number;
  windowMs: number;
}

/** A claimed slot: `release` gives it back (an attempt that must not count, e.g. a successful sign-in). */
export interface Slot {
  release: () => Promise<void>;
}

const SWEEP_ONE_IN = 50;
const SWEEP_BATCH = 200;

/** Deletes up to SWEEP_BATCH keys of a scope's finished windows; returns how many. */
export async function sweepFinishedWindows({ db, now }: Pick<Deps, 'db' | 'now'>, scope: string, windowMs: number) {
  const windowStart = Math.floor(now().getTime() / windowMs) * windowMs;
  const prefix = `ratelimit/${scope}/`;
  const finished = (await db.keys(prefix))
    .filter((key) => Number(key.slice(prefix.length).split('/')[1]) < windowStart)
    .slice(0, SWEEP_BATCH);
  await Promise.all(finished.map((key) => db.delete(key).catch(() => undefined)));
  return finished.length;
}

/** Milliseconds until the current window ends. */
export function windowRemainingMs(now: Date, windowMs: number): number {
  const time = now.getTime();
  return Math.floor(time / windowMs) * windowMs + windowMs - time;
}

/** Claims a free slot of the current window, or returns null when all `limit` are taken. */
export async function claimSlot(
  { db, now }: Deps,
  { scope, subject, limit, windowMs }: RateLimit,
): Promise<Slot | null> {
  const time = now().getTime();
  const windowStart = Math.floor(time / windowMs) * windowMs;
  const prefix = `ratelimit/${scope}/${hashKey(subject)}/`;
  const current = `${prefix}${windowStart}/`;
  const keys = await db.keys(prefix);

  // Earlier windows are finished: tidy a few of their keys on the way, and now and then those of
  // subjects that never came back (one-off addresses would otherwise leave their keys for good).
  const stale = keys.filter((key) => !key.startsWith(current)).slice(0, 20);
  await Promise.all(stale.map((key) => db.delete(key).catch(() => undefined)));
  if (randomInt(SWEEP_ONE_IN) === 0) await sweepFinishedWindows({ db, now }, scope, windowMs);

  const listed = new Set(keys.filter((key) => key.startsWith(current)).map((key) => key.slice(current.length)));
  if (listed.size >= limit) return null;
  // Start at a random slot so a burst of attempts does not race for slot 1, then 2, and so on; walk
  // on from there (limits may be configured very high, so the slots are never listed out).
  const first = randomInt(Math.min(limit, 2 ** 47));
  for (let i = 0; i < limit; i++) {
    const n = String(((first + i) % limit) + 1);
    if (listed.has(n)) continue;
    const key = `${current}${n}`;
    if (await db.create(key, { at: time })) {
      return { release: () => db.delete(key).catch(() => undefined) };
    }
  }
  return null;
}

/** Claims a slot or throws a 429 with Retry-After and the message for the minutes left. */
export async function consumeRateLimit(
  deps: Deps,
  limit: RateLimit,
  message: (minutes: number) => string,
): Promise<Slot> {
  const slot = await claimSlot(deps, limit);
  if (slot) return slot;
  throw tooManyAttempts(windowRemainingMs(deps.now(), limit.windowMs), message);
}

export function tooManyAttempts(
  remainingMs: number,
  message: (minutes: number) => string,
  errors?: Record<string, string[]>,
): HttpError {
  return new HttpError(429, message(Math.max(1, Math.ceil(remainingMs / 60_000))), {
    errors,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(remainingMs / 1000))) },
  });
}

/**
 * Whether every slot of the current window is taken, without claiming one: a caller that counts only
 * failures (a guessed link) refuses even a good guess once the failures are used up, so a guesser
 * cannot tell a hit from a miss by the answer.
 */
export async function limitReached(
  { db, now }: Deps,
  { scope, subject, limit, windowMs }: RateLimit,
): Promise<boolean> {
  const windowStart = Math.floor(now().getTime() / windowMs) * windowMs;
  const current = `ratelimit/${scope}/${hashKey(subject)}/${windowStart}/`;
  return (await db.keys(current)).length >= limit;
}

/** A window of events that are only counted, never refused (failures that make the next proof of work dearer). */
export type EventWindow = Omit<RateLimit, 'limit'>;

function eventPrefix(now: Date, { scope, subject, windowMs }: EventWindow): string {
  const windowStart = Math.floor(now.getTime() / windowMs) * windowMs;
  return `ratelimit/${scope}/${hashKey(subject)}/${windowStart}/`;
}

/** Records one event of the current window: one create-only key each, so parallel writers never lose one. */
export async function recordEvent({ db, now }: Deps, window: EventWindow): Promise<void> {
  await db.create(`${eventPrefix(now(), window)}${randomUUID()}`, { at: now().getTime() });
}

/**
 * Events of the current window. Read with `list`, which on Netlify may lag a moment behind: a count
 * used as a price (never as a limit that must hold exactly).
 */
export async function countEvents({ db, now }: Deps, window: EventWindow): Promise<number> {
  return (await db.keys(eventPrefix(now(), window))).length;
}
