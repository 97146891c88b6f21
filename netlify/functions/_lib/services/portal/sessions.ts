import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { normalizeEmail } from '#shared/portal/account.ts';
import type { Deps } from '../../deps.ts';
import { jwtSecret } from '../../env.ts';
import { unauthorized } from '../../errors.ts';
import { hashKey } from '../../rate-limit.ts';

/*
 * Portal sessions: a cookie holding an HS256 JWT (jose, algorithm, issuer and audience pinned, expiry
 * required) that names the customer's email and the email's session generation. Signed with a key of
 * its own, derived from JWT_SECRET for this purpose only, and with an audience of its own, so an admin
 * token is never a portal session and a portal session never an admin token. Every request reads the
 * email's generation (`portal/sessions/{hash of the email}`, a strong read); 'Keluar dari semua
 * perangkat' moves it on, and every session issued before stops at once, on every device.
 */

export const PORTAL_COOKIE = 'rawlab_portal';
export const SESSION_DAYS = 7;
const SESSION_SECONDS = SESSION_DAYS * 86_400;
const ALGORITHM = 'HS256';
const ISSUER = 'rawlab';
const AUDIENCE = 'rawlab-portal';
const CLOCK_SKEW_SECONDS = 60;

export const SIGNED_OUT_MESSAGE = 'Silakan masuk ke akun pelanggan Anda terlebih dahulu.';

const sessionKey = () => createHmac('sha256', jwtSecret()).update('rawlab customer portal sessions').digest();
const generationKey = (email: string) => `portal/sessions/${hashKey(`portal-session:${normalizeEmail(email)}`)}`;

interface Generation {
  generation: number;
}

async function currentGeneration(deps: Deps, email: string): Promise<number> {
  return (await deps.db.get<Generation>(generationKey(email), 'strong'))?.generation ?? 0;
}

/** A session token for this email, valid SESSION_DAYS. */
export async function issueSession(deps: Deps, email: string): Promise<string> {
  const issuedAt = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({ gen: await currentGeneration(deps, email) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(normalizeEmail(email))
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SESSION_SECONDS)
    .sign(sessionKey());
}

/** The signed-in customer's email, or a 401 (no cookie, a bad or expired token, signed out everywhere). */
export async function portalSession(req: Request, deps: Deps): Promise<{ email: string }> {
  const token = readCookie(req.headers.get('cookie'), PORTAL_COOKIE);
  if (!token) throw unauthorized(SIGNED_OUT_MESSAGE);
  // Outside the try: a server without JWT_SECRET answers its 503, not a 401 that sends the customer to sign in.
  const key = sessionKey();
  let email: string;
  let generation: unknown;
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'iat'],
      currentDate: deps.now(),
    });
    const nowSeconds = Math.floor(deps.now().getTime() / 1000);
    // Only tokens this server could have issued: not from the future, not living longer than a session.
    if (payload.iat! > nowSeconds + CLOCK_SKEW_SECONDS || payload.exp! - payload.iat! > SESSION_SECONDS) {
      throw unauthorized(SIGNED_OUT_MESSAGE);
    }
    email = payload.sub!;
    generation = payload.gen;
  } catch {
    throw unauthorized(SIGNED_OUT_MESSAGE);
  }
  if (generation !== (await currentGeneration(deps, email))) throw unauthorized(SIGNED_OUT_MESSAGE);
  return { email };
}

/** Ends every session of this email, on every device (the next request of each answers 401). */
export async function signOutEverywhere(deps: Deps, email: string): Promise<void> {
  await deps.db.update<Generation>(generationKey(email), (current) => ({
    generation: (current?.generation ?? 0) + 1,
  }));
}

/** Secure wherever the site is served over HTTPS (production), not on http://localhost. */
const isHttps = (req: Request) =>
  new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';

/** The Set-Cookie of a new session: sent with every request to the site, never readable by scripts. */
export function sessionCookie(token: string, req: Request): string {
  return [
    `${PORTAL_COOKIE}=${token}`,
    'Path=/',
    `Max-Age=${SESSION_SECONDS}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(req) ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie that removes the session from this browser. */
export function clearedSessionCookie(req: Request): string {
  return [
    `${PORTAL_COOKIE}=`,
    'Path=/',
    'Max-Age=0',
    'HttpOnly',
    'SameSite=Lax',
    ...(isHttps(req) ? ['Secure'] : []),
  ].join('; ');
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}
