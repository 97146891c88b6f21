import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { jwtSecret } from '../../env.ts';
import { hashKey } from '../../rate-limit.ts';

/*
 * Device tokens (OWASP "Slow brute force" device cookies): after a successful sign-in the browser gets
 * an httpOnly cookie holding a JWT that names the account it signed in to. A later sign-in to the same
 * account from that browser is throttled per device (its own slots, its own place at the front of the
 * password queue) instead of per address and per account, so a stranger flooding the sign-in, or an
 * office address shared with an attacker, cannot keep the owner out. The token opens nothing by itself:
 * the password (and the second factor) are checked as always. See docs/decisions/019-two-factor-sign-in.md.
 */

export const DEVICE_COOKIE = 'rawlab_device';
const AUDIENCE = 'rawlab-device';
const ISSUER = 'rawlab';
const ALGORITHM = 'HS256';
export const DEVICE_TOKEN_DAYS = 180;

export interface DeviceToken {
  /** Identifies this browser's token: its failed attempts are counted under it. */
  id: string;
  userId: number;
}

/** The account a device token is bound to: a hash of the email, so the cookie does not carry it. */
const accountOf = (email: string) => hashKey(`device:${email.trim().toLowerCase()}`);

export async function issueDeviceToken(user: { id: number; email: string }, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ acct: accountOf(user.email) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(randomUUID())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + DEVICE_TOKEN_DAYS * 86_400)
    .sign(jwtSecret());
}

/** The device token in the request's cookie if it is valid and bound to `email`, else null. */
export async function knownDevice(req: Request, email: string, now: Date): Promise<DeviceToken | null> {
  const token = readCookie(req.headers.get('cookie'), DEVICE_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'jti'],
      currentDate: now,
    });
    if (payload.acct !== accountOf(email) || !payload.jti) return null;
    return { id: payload.jti, userId: Number(payload.sub) };
  } catch {
    return null;
  }
}

/** The Set-Cookie value: only sent back to the sign-in call, never readable by scripts. */
export function deviceCookie(token: string, req: Request): string {
  const secure = new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https';
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/login',
    `Max-Age=${DEVICE_TOKEN_DAYS * 86_400}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}
