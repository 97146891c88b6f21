import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { env } from '../../env.ts';
import { HttpError } from '../../errors.ts';

/*
 * scrypt at OWASP ASVS 5 strength (N = 2^17, r = 8, p = 1; PASSWORD_HASH_COST sets the 17, lower only
 * under a test runner). The format records the parameters, so they can be raised later and old hashes
 * still verify (and are rehashed at the next sign-in).
 *
 * Every derivation waits its turn in one bounded queue: scrypt runs on libuv's thread pool (4 threads),
 * which the blob client's file and DNS work shares, and each run holds 128 MiB. Running one at a time
 * keeps three threads and the event loop free for every other call, so a flood of sign-ins makes
 * sign-ins slow, not the whole server (decision 008). A full queue answers 503 rather than growing.
 */

const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAXMEM = 256 * 1024 * 1024;

/** Derivations running at once, and waiting at most: beyond that a sign-in is told to come back. */
export const KDF_CONCURRENCY = 1;
export const KDF_QUEUE_LIMIT = 64;

/**
 * Sign-ins from a browser that signed in to the same account before (a device token) wait in a lane
 * of their own, served before the others: a flood of sign-ins for unknown emails fills the main queue
 * but never stands in front of the owner. Bounded too, since a device token is not hard to get for an
 * account of one's own.
 */
export const KDF_KNOWN_DEVICE_QUEUE_LIMIT = 16;
export type KdfLane = 'known-device' | 'other';

export const KDF_BUSY_MESSAGE = 'Server sedang sibuk memproses login lain. Coba lagi sebentar lagi.';

let running = 0;
const waiting: Array<() => void> = [];
const waitingKnown: Array<() => void> = [];
let derivations = 0;

/** How many password derivations this instance has run (tests prove limits by it, not by timing). */
export function passwordDerivations(): number {
  return derivations;
}

/** Derivations running and waiting now (for monitoring, and for tests that load the queue). */
export function kdfQueue(): { running: number; waiting: number } {
  return { running, waiting: waiting.length + waitingKnown.length };
}

async function inQueue<T>(work: () => Promise<T>, lane: KdfLane = 'other'): Promise<T> {
  if (running >= KDF_CONCURRENCY) {
    const queue = lane === 'known-device' ? waitingKnown : waiting;
    if (queue.length >= (lane === 'known-device' ? KDF_KNOWN_DEVICE_QUEUE_LIMIT : KDF_QUEUE_LIMIT)) {
      throw new HttpError(503, KDF_BUSY_MESSAGE, { headers: { 'Retry-After': '5' } });
    }
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // Hand the running slot straight to the next in line (so `running` never dips and lets a newcomer jump it).
    const next = waitingKnown.shift() ?? waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
  lane: KdfLane = 'other',
): Promise<Buffer> {
  return inQueue(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        derivations++;
        scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: MAXMEM }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
    lane,
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const nLog2 = env().PASSWORD_HASH_COST;
  const key = await derive(password, salt, { N: 2 ** nLog2, r: R, p: P }, KEY_LENGTH);
  return `scrypt$${nLog2}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string, lane: KdfLane = 'other'): Promise<boolean> {
  const [scheme, nLog2, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !nLog2 || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: 2 ** Number(nLog2), r: Number(r), p: Number(p) },
    expected.length,
    lane,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than new hashes do: rehash it after a good sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, nLog2, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(nLog2) < env().PASSWORD_HASH_COST || Number(r) < R || Number(p) < P;
}

/**
 * A hash of a random password, verified against when the email is unknown, so a failed login costs
 * the same time (and the same place in the queue) whether or not the account exists.
 */
let dummy: { cost: number; hash: Promise<string> } | undefined;
export function unknownUserHash(): Promise<string> {
  // Made again when the cost changes, so an unknown email keeps costing what a known one does.
  const cost = env().PASSWORD_HASH_COST;
  if (dummy?.cost !== cost) {
    const hash = hashPassword(randomBytes(24).toString('base64url')).catch((error: unknown) => {
      if (dummy?.hash === hash) dummy = undefined;
      throw error;
    });
    dummy = { cost, hash };
  }
  return dummy.hash;
}
