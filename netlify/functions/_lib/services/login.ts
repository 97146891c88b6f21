import { z } from 'zod';
import type { LoginResponse } from '#shared/api-types.ts';
import { LoginSchema } from '#shared/schemas.ts';
import { signToken } from '../auth.ts';
import { verifyProofOfWork } from '../captcha.ts';
import type { Deps } from '../deps.ts';
import { env } from '../env.ts';
import { HttpError } from '../errors.ts';
import { hashPassword, needsRehash, unknownUserHash, verifyPassword } from '../password.ts';
import { claimSlot, consumeRateLimit, tooManyAttempts, windowRemainingMs, type Slot } from '../rate-limit.ts';
import { ensureBootstrapAdmin, findUserByEmail, recordLogin, type UserRecord } from './users.ts';

export const LOGIN_FAILED_MESSAGE = 'Email atau password salah';
export const LOGIN_CHALLENGE_MESSAGE =
  'Terlalu banyak percobaan login gagal untuk akun ini. Selesaikan verifikasi keamanan untuk melanjutkan.';
export const LOGIN_CHALLENGE_FIELD_MESSAGE = 'Selesaikan verifikasi keamanan terlebih dahulu.';

/** The sign-in body: the shared form fields plus the proof of work a throttled account asks for. */
export const LoginRequestSchema = LoginSchema.extend({
  captcha: z.string({ error: 'Captcha tidak valid' }).max(4096, 'Captcha tidak valid').optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

const ADDRESS_WINDOW_MS = 15 * 60_000;

/**
 * Sign-in (decision 008). Every limit is claimed before the password is checked:
 *  - per address: RAWLAB_LOGIN_IP_LIMIT attempts per 15 minutes; a successful sign-in gives its slot back;
 *  - per account (the email, existing or not, so the answer reveals nothing): RAWLAB_LOGIN_MAX_FAILURES
 *    free attempts per RAWLAB_LOGIN_LOCK_MINUTES; after that every attempt must bring a freshly solved
 *    ALTCHA proof of work, so a stranger can slow an account down but never lock its owner out.
 * An unknown email costs the same derivation, in the same queue, as a wrong password.
 */
export async function login(deps: Deps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  const { RAWLAB_LOGIN_IP_LIMIT, RAWLAB_LOGIN_MAX_FAILURES, RAWLAB_LOGIN_LOCK_MINUTES } = env();
  const solved = input.captcha ? await proofOfWork(deps, input.captcha) : false;

  const addressSlot = await consumeRateLimit(
    deps,
    { scope: 'login-ip', subject: ip, limit: RAWLAB_LOGIN_IP_LIMIT, windowMs: ADDRESS_WINDOW_MS },
    (minutes) => `Terlalu banyak percobaan login dari alamat ini. Coba lagi dalam ${minutes} menit.`,
  );

  let accountSlot: Slot | null = null;
  if (!solved) {
    const windowMs = RAWLAB_LOGIN_LOCK_MINUTES * 60_000;
    accountSlot = await claimSlot(deps, {
      scope: 'login-account',
      subject: input.email.trim().toLowerCase(),
      limit: RAWLAB_LOGIN_MAX_FAILURES,
      windowMs,
    });
    if (!accountSlot) {
      throw tooManyAttempts(windowRemainingMs(deps.now(), windowMs), () => LOGIN_CHALLENGE_MESSAGE, {
        captcha: [LOGIN_CHALLENGE_FIELD_MESSAGE],
      });
    }
  }

  await ensureBootstrapAdmin(deps);
  const user = await findUserByEmail(deps, input.email);
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await unknownUserHash()));
  if (!user || !passwordMatches) throw new HttpError(401, LOGIN_FAILED_MESSAGE);
  if (user.status !== 'active') {
    throw new HttpError(403, 'Akun Anda dinonaktifkan. Hubungi Super Admin.');
  }

  // A rightful sign-in is not an attempt to hold against the office or the account.
  await Promise.all([addressSlot.release(), accountSlot?.release()]);
  await recordLogin(deps, user.id, needsRehash(user.passwordHash) ? await rehash(user, input.password) : undefined);
  const { token, expiresIn } = await signToken(user, deps.now());
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: expiresIn,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
  };
}

async function proofOfWork(deps: Deps, token: string): Promise<true> {
  try {
    await verifyProofOfWork(token, { db: deps.db, now: deps.now() });
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      throw new HttpError(400, error.message, { errors: { captcha: [error.message] } });
    }
    throw error;
  }
}

/** The stored hash, upgraded to the current parameters, for the user who just proved the password. */
async function rehash(user: UserRecord, password: string): Promise<{ from: string; to: string }> {
  return { from: user.passwordHash, to: await hashPassword(password) };
}
