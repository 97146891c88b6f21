import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '#shared/accounts/user.ts';
import { env, jwtSecret } from '../../env.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import type { Deps } from '../../deps.ts';
import { setActor } from '../activity/index.ts';
import { listUsersDocument, roleRank, type UserRecord } from './user-records.ts';

/*
 * Admin tokens: HS256 JWTs with a required expiry. Each carries the user's `tokenVersion`; a request
 * is accepted only while the user exists, is active and still has that version, so deleting,
 * deactivating or changing the password of a user revokes their tokens at once.
 * See docs/decisions/003-admin-tokens.md.
 */

const ALGORITHM = 'HS256';
const ISSUER = 'rawlab';
const AUDIENCE = 'rawlab-admin';
/** Clocks of function instances may differ a little; a token from further ahead was not made here. */
const CLOCK_SKEW_SECONDS = 60;

/**
 * `secondFactor`: the token was issued after a second factor was checked (a 2FA sign-in, or the
 * enrolment that just turned 2FA on). While 2FA is required for every admin, a token without it opens
 * only the calls that enrol (`authenticate`), not the admin API (`requireRole`).
 */
export async function signToken(
  user: UserRecord,
  now: Date,
  { secondFactor = false }: { secondFactor?: boolean } = {},
): Promise<{ token: string; expiresIn: number }> {
  const expiresIn = Math.round(env().TOKEN_TTL_HOURS * 3600);
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ role: user.role, tv: user.tokenVersion, sf: secondFactor })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + expiresIn)
    .sign(jwtSecret());
  return { token, expiresIn };
}

function bearerToken(req: Request): string {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Token tidak ditemukan, silakan login');
  return match[1];
}

export interface Session {
  user: UserRecord;
  /** The token was issued after a second factor was checked. */
  secondFactor: boolean;
  /** Every admin must sign in with a second factor. */
  twoFactorRequired: boolean;
}

/** The signed-in user behind the request's bearer token, or a 401. */
export async function authenticate(req: Request, deps: Deps): Promise<UserRecord> {
  return (await session(req, deps)).user;
}

/** The signed-in user and how they signed in, or a 401. */
export async function session(req: Request, deps: Deps): Promise<Session> {
  const token = bearerToken(req);
  let subject: string | undefined;
  let version: unknown;
  let secondFactor = false;
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub', 'iat'],
      currentDate: deps.now(),
    });
    // Only tokens this server could have issued: not from the future, not living longer than the TTL.
    const nowSeconds = Math.floor(deps.now().getTime() / 1000);
    const lifetime = (payload.exp ?? 0) - (payload.iat ?? 0);
    if (
      (payload.iat ?? 0) > nowSeconds + CLOCK_SKEW_SECONDS ||
      lifetime > Math.round(env().TOKEN_TTL_HOURS * 3600) + CLOCK_SKEW_SECONDS
    ) {
      throw unauthorized();
    }
    subject = payload.sub;
    version = payload.tv;
    secondFactor = payload.sf === true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ERR_JWT_EXPIRED') {
      throw unauthorized('Sesi Anda telah berakhir, silakan login kembali');
    }
    throw unauthorized();
  }
  const id = Number(subject);
  const users = Number.isInteger(id) ? await listUsersDocument(deps) : null;
  const user = users?.items.find((item) => item.id === id);
  if (!user || user.status !== 'active' || user.tokenVersion !== version) {
    throw unauthorized('Sesi Anda tidak berlaku lagi, silakan login kembali');
  }
  // What this request changes is recorded in the activity log as this user's doing.
  setActor(user);
  return { user, secondFactor, twoFactorRequired: Boolean(users?.requireTwoFactor) };
}

export const TWO_FACTOR_ENROLMENT_MESSAGE =
  'Verifikasi dua langkah wajib untuk semua admin. Aktifkan di halaman Keamanan terlebih dahulu.';

/**
 * Authenticates and checks the role: Staff < Manager < Super Admin (README, "Who may do what"). While
 * 2FA is required, a session signed in without a second factor is sent to enrol first (403 with
 * `errors.two_factor`).
 */
export async function requireRole(req: Request, deps: Deps, minimum: Role): Promise<UserRecord> {
  const { user, secondFactor, twoFactorRequired } = await session(req, deps);
  if (twoFactorRequired && !secondFactor) {
    throw forbidden(TWO_FACTOR_ENROLMENT_MESSAGE, { two_factor: [TWO_FACTOR_ENROLMENT_MESSAGE] });
  }
  if (roleRank[user.role] < roleRank[minimum]) {
    throw forbidden(`Hanya ${minimum}${minimum === 'Super Admin' ? '' : ' ke atas'} yang dapat melakukan tindakan ini`);
  }
  return user;
}

/**
 * The caller if a valid token came with the request, else null (for reads that show more to admins).
 * While 2FA is required, a session signed in with the password only is a visitor here, as it is
 * refused by `requireRole`: the password alone must not read what only admins see.
 */
export async function optionalUser(req: Request, deps: Deps): Promise<UserRecord | null> {
  if (!req.headers.get('authorization')) return null;
  try {
    const { user, secondFactor, twoFactorRequired } = await session(req, deps);
    return twoFactorRequired && !secondFactor ? null : user;
  } catch {
    return null;
  }
}
