import { createHash, createHmac, randomInt } from 'node:crypto';
import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { altchaKey, env } from './env.ts';
import { HttpError } from './errors.ts';
import type { DocumentStore } from './store.ts';

/*
 * The human check of the public contact form. Self-hosted ALTCHA proof of work by default; Cloudflare
 * Turnstile when both of its keys are configured.
 *
 * ALTCHA runs in "deterministic" mode: the server picks a secret counter in [COUNTER_MIN, COUNTER_MAX]
 * and the browser has to count up to it, one PBKDF2 derivation of ALTCHA_COST iterations per step. The
 * work is therefore bounded (no unlucky multi-second tail as with a random key prefix), and solve time
 * grows linearly with ALTCHA_COST. PBKDF2 rather than iterated SHA: the widget runs each PBKDF2 step
 * natively inside WebCrypto, while its SHA mode awaits one `crypto.subtle.digest` per iteration, so a
 * phone wastes most of its time on call overhead that a bot's native code does not pay.
 */

export const CAPTCHA_FAILED_MESSAGE = 'Verifikasi captcha gagal. Silakan ulangi.';
export const CAPTCHA_REPLAYED_MESSAGE = 'Captcha sudah dipakai. Silakan verifikasi ulang.';
export const CAPTCHA_UNREACHABLE_MESSAGE = 'Layanan captcha tidak dapat dihubungi. Coba lagi.';

const ALGORITHM = 'PBKDF2/SHA-256';
const COUNTER_MIN = 50;
const COUNTER_MAX = 250;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** Real payloads are under 1 KB; anything this long is refused before it is decoded. */
const MAX_TOKEN_LENGTH = 4096;
const TURNSTILE_TIMEOUT_MS = 10_000;

/** What the widget puts, base64-encoded, in its hidden form field. Parameters stay loose: all are signed. */
const AltchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

const TurnstileResponseSchema = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

export function captchaProvider(): 'altcha' | 'turnstile' {
  const { TURNSTILE_SECRET_KEY, PUBLIC_TURNSTILE_SITE_KEY } = env();
  return TURNSTILE_SECRET_KEY && PUBLIC_TURNSTILE_SITE_KEY ? 'turnstile' : 'altcha';
}

/** A second secret for the derived-key signature, so verifying needs one HMAC instead of a PBKDF2 run. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

/** The JSON the `<altcha-widget challenge="…">` fetches: `{ parameters, signature }`. */
export async function createCaptchaChallenge(
  now = new Date(),
  options: { cost?: number; data?: Record<string, string> } = {},
): Promise<unknown> {
  const hmacKey = altchaKey();
  return createChallenge({
    algorithm: ALGORITHM,
    cost: options.cost ?? env().ALTCHA_COST,
    ...(options.data ? { data: options.data } : {}),
    counter: randomInt(COUNTER_MIN, COUNTER_MAX + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  });
}

export async function verifyCaptcha(
  token: string,
  options: { db: DocumentStore; remoteIp?: string; now?: Date },
): Promise<void> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);
  }
  if (captchaProvider() === 'turnstile') return verifyTurnstile(token, options.remoteIp);
  await verifyAltcha(token, options.db, options.now ?? new Date());
}

/**
 * The proof of work a throttled sign-in must bring (decision 008): always ALTCHA, even when the
 * contact form uses Turnstile, so the admin panel never depends on a third party to let its owner in.
 */
export async function verifyProofOfWork(
  token: string,
  options: { db: DocumentStore; now?: Date },
): Promise<SolvedChallenge> {
  if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
    throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);
  }
  return verifyAltcha(token, options.db, options.now ?? new Date());
}

function decodeAltchaPayload(token: string): z.infer<typeof AltchaPayloadSchema> | null {
  try {
    const parsed = AltchaPayloadSchema.safeParse(JSON.parse(atob(token)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a verified proof of work was asked for: its signed cost and data. */
export interface SolvedChallenge {
  cost: number;
  data: Record<string, unknown>;
}

async function verifyAltcha(token: string, db: DocumentStore, now: Date): Promise<SolvedChallenge> {
  // Outside the try below: a missing key is a 503 configuration error, not a bad captcha.
  const hmacKey = altchaKey();
  const payload = decodeAltchaPayload(token);
  if (!payload) throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);

  const { challenge, solution } = payload;
  const expiresAtMs = challenge.parameters.expiresAt * 1000;
  // The library checks expiry against the real clock only; `now` lets callers and tests move time.
  if (!(expiresAtMs > now.getTime())) throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);

  let verified = false;
  try {
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(hmacKey),
    });
    verified = result.verified;
  } catch {
    // Malformed values the schema let through (odd-length hex and the like) make the library throw.
    verified = false;
  }
  if (!verified) throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);

  // A solved payload verifies again and again; the signature names the challenge, so claim it once.
  const key = `captcha/used/${createHash('sha256').update(challenge.signature).digest('hex')}`;
  const claimed = await db.create(key, { expiresAt: new Date(expiresAtMs).toISOString() });
  if (!claimed) throw new HttpError(400, CAPTCHA_REPLAYED_MESSAGE);
  const data = challenge.parameters.data;
  return {
    cost: challenge.parameters.cost,
    data: data && typeof data === 'object' ? (data as Record<string, unknown>) : {},
  };
}

async function verifyTurnstile(token: string, remoteIp: string | undefined): Promise<void> {
  const { TURNSTILE_SECRET_KEY, TURNSTILE_VERIFY_URL } = env();
  const form = new URLSearchParams({ secret: TURNSTILE_SECRET_KEY ?? '', response: token });
  if (remoteIp) form.set('remoteip', remoteIp);

  let outcome: z.infer<typeof TurnstileResponseSchema>;
  try {
    const response = await fetch(TURNSTILE_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(TURNSTILE_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
    outcome = TurnstileResponseSchema.parse(await response.json());
  } catch (error) {
    console.error('Turnstile siteverify could not be reached:', error);
    throw new HttpError(503, CAPTCHA_UNREACHABLE_MESSAGE, { headers: { 'Retry-After': '5' } });
  }
  if (outcome.success !== true) {
    const codes = outcome['error-codes'] ?? [];
    if (codes.some((code) => code.includes('secret'))) {
      console.error(`Turnstile rejected the server's secret key: ${codes.join(', ')}`);
    }
    throw new HttpError(400, CAPTCHA_FAILED_MESSAGE);
  }
}

/**
 * Does what the browser widget does: takes the challenge as fetched JSON, really solves the proof of
 * work, and returns the base64 payload the widget would put in its form field.
 */
export async function solveCaptchaForTests(challenge: unknown): Promise<string> {
  const fetched = JSON.parse(JSON.stringify(challenge)) as Challenge;
  if (!fetched?.parameters || typeof fetched.signature !== 'string') {
    throw new Error('solveCaptchaForTests: not an ALTCHA challenge');
  }
  const solution = await solveChallenge({ challenge: fetched, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('solveCaptchaForTests: no solution found before the timeout');
  return btoa(
    JSON.stringify({ challenge: { parameters: fetched.parameters, signature: fetched.signature }, solution }),
  );
}
