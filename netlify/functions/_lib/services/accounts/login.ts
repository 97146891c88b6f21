import { z } from 'zod';
import type { LoginResponse } from '#shared/accounts/sign-in.ts';
import { LoginSchema } from '#shared/accounts/sign-in.ts';
import { signToken } from './auth.ts';
import { createCaptchaChallenge, verifyProofOfWork } from '../../captcha.ts';
import type { Deps } from '../../deps.ts';
import { issueDeviceToken, type DeviceToken } from './device-token.ts';
import { env } from '../../env.ts';
import { HttpError } from '../../errors.ts';
import { hashPassword, needsRehash, unknownUserHash, verifyPassword } from './password.ts';
import {
  claimSlot,
  consumeRateLimit,
  countEvents,
  hashKey,
  recordEvent,
  tooManyAttempts,
  windowRemainingMs,
  type Slot,
} from '../../rate-limit.ts';
import {
  OTP_REQUIRED_MESSAGE,
  acceptCode,
  isEnabled,
  readTwoFactor,
  recoveryCodesLeft,
  refusedCodeMessage,
} from './two-factor-codes.ts';
import { findUserByEmail, listUsersDocument, type UserRecord } from './user-records.ts';
import { recordLogin } from './user-sessions.ts';
import { ensureBootstrapAdmin } from './users.ts';

export const LOGIN_FAILED_MESSAGE = 'Email atau password salah';
export const LOGIN_CHALLENGE_MESSAGE =
  'Terlalu banyak percobaan login gagal untuk akun ini. Selesaikan verifikasi keamanan untuk melanjutkan.';
export const LOGIN_CHALLENGE_FIELD_MESSAGE = 'Selesaikan verifikasi keamanan terlebih dahulu.';
export const LOGIN_CHALLENGE_STALE_MESSAGE = 'Verifikasi keamanan perlu diulang untuk akun ini.';

/** The sign-in body: the shared form fields, the proof of work a throttled account asks for, the second factor. */
export const LoginRequestSchema = LoginSchema.extend({
  captcha: z.string({ error: 'Captcha tidak valid' }).max(4096, 'Captcha tidak valid').optional(),
  otp: z.string({ error: 'Kode verifikasi tidak valid' }).max(64, 'Kode verifikasi tidak valid').optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

const ADDRESS_WINDOW_MS = 15 * 60_000;
/** The proof of work grows by one base cost per failure past the free ones, up to this many times. */
export const POW_GROWTH_CAP = 16;

export interface SignInResult {
  answer: LoginResponse;
  /** A fresh device token for this browser (set as an httpOnly cookie by the function). */
  deviceToken: string;
}

const accountSubject = (email: string) => email.trim().toLowerCase();
const accountWindowMs = () => env().RAWLAB_LOGIN_LOCK_MINUTES * 60_000;

/** Failed sign-ins that came with a proof of work: each one makes the account's next challenge dearer. */
const powFailures = (email: string) => ({
  scope: 'login-pow-failures',
  subject: accountSubject(email),
  windowMs: accountWindowMs(),
});

/**
 * The proof of work an account's next attempt must bring: ALTCHA_COST, one more ALTCHA_COST for every
 * failed attempt past the free ones in this window (up to POW_GROWTH_CAP times), so each further guess
 * at one account costs its sender more than the last.
 */
export async function requiredProofOfWorkCost(deps: Deps, email: string): Promise<number> {
  const failures = await countEvents(deps, powFailures(email));
  return env().ALTCHA_COST * Math.min(POW_GROWTH_CAP, 1 + failures);
}

/** GET /api/login: the challenge for the account named (bound to it, at its current cost), or a plain one. */
export async function loginChallenge(deps: Deps, email: string | null): Promise<unknown> {
  if (!email) return createCaptchaChallenge(deps.now());
  return createCaptchaChallenge(deps.now(), {
    cost: await requiredProofOfWorkCost(deps, email),
    data: { account: hashKey(`pow:${accountSubject(email)}`) },
  });
}

/** The sign-in as the API answers it (kept for callers that need no device token). */
export async function login(deps: Deps, input: LoginRequest, ip: string): Promise<LoginResponse> {
  return (await signIn(deps, input, ip, null)).answer;
}

/**
 * Sign-in (decisions 008 and 019). Every limit is claimed before the password is checked:
 *  - from a known device (a valid device token bound to this email): RAWLAB_LOGIN_MAX_FAILURES attempts
 *    per device per window, and a place at the front of the password queue; neither the address nor
 *    the account limit applies, so neither an attacker sharing the address nor one guessing at the
 *    account can keep the owner out. A device whose own attempts are used up falls back to the rest:
 *  - per address: RAWLAB_LOGIN_IP_LIMIT attempts per 15 minutes; a successful sign-in gives its slot back;
 *  - per account (the email, existing or not, so the answer reveals nothing): RAWLAB_LOGIN_MAX_FAILURES
 *    free attempts per RAWLAB_LOGIN_LOCK_MINUTES; after that every attempt must bring a freshly solved
 *    ALTCHA proof of work, bound to the account and dearer after each further failure.
 * With 2FA on, the right password alone answers 401 with `errors.otp`; a wrong code counts exactly like a
 * wrong password (it used the same slots, claimed before anything was checked), and app codes also
 * count against the account's daily cap (two-factor-cap.ts), past which only a recovery code works.
 * An unknown email costs the same derivation, in the same queue, as a wrong password.
 */
export async function signIn(
  deps: Deps,
  input: LoginRequest,
  ip: string,
  device: DeviceToken | null,
): Promise<SignInResult> {
  const { RAWLAB_LOGIN_IP_LIMIT, RAWLAB_LOGIN_MAX_FAILURES } = env();
  const windowMs = accountWindowMs();
  const slots: Slot[] = [];

  const deviceSlot = device
    ? await claimSlot(deps, { scope: 'login-device', subject: device.id, limit: RAWLAB_LOGIN_MAX_FAILURES, windowMs })
    : null;
  let solved = false;
  if (deviceSlot) {
    slots.push(deviceSlot);
  } else {
    solved = input.captcha ? await proofOfWork(deps, input.captcha, input.email) : false;
    slots.push(
      await consumeRateLimit(
        deps,
        { scope: 'login-ip', subject: ip, limit: RAWLAB_LOGIN_IP_LIMIT, windowMs: ADDRESS_WINDOW_MS },
        (minutes) => `Terlalu banyak percobaan login dari alamat ini. Coba lagi dalam ${minutes} menit.`,
      ),
    );
    if (!solved) {
      const accountSlot = await claimSlot(deps, {
        scope: 'login-account',
        subject: accountSubject(input.email),
        limit: RAWLAB_LOGIN_MAX_FAILURES,
        windowMs,
      });
      if (!accountSlot) {
        throw tooManyAttempts(windowRemainingMs(deps.now(), windowMs), () => LOGIN_CHALLENGE_MESSAGE, {
          captcha: [LOGIN_CHALLENGE_FIELD_MESSAGE],
        });
      }
      slots.push(accountSlot);
    }
  }
  // A failure paid with a proof of work makes the account's next challenge dearer.
  const failed = async (error: HttpError): Promise<never> => {
    if (solved) await recordEvent(deps, powFailures(input.email));
    throw error;
  };

  await ensureBootstrapAdmin(deps);
  const user = await findUserByEmail(deps, input.email);
  const lane = deviceSlot && device && user?.id === device.userId ? 'known-device' : 'other';
  const passwordMatches = await verifyPassword(input.password, user?.passwordHash ?? (await unknownUserHash()), lane);
  if (!user || !passwordMatches) return failed(new HttpError(401, LOGIN_FAILED_MESSAGE));
  if (user.status !== 'active') {
    throw new HttpError(403, 'Akun Anda dinonaktifkan. Hubungi Super Admin.');
  }

  const twoFactor = await readTwoFactor(deps, user.id);
  let codesLeft: number | undefined;
  if (isEnabled(twoFactor)) {
    const otp = input.otp?.trim();
    if (!otp) {
      // The password was right: asking for the code is the normal first step, not a failed attempt.
      await Promise.all(slots.map((slot) => slot.release()));
      throw new HttpError(401, OTP_REQUIRED_MESSAGE, { errors: { otp: [OTP_REQUIRED_MESSAGE] } });
    }
    const { outcome, recovery } = await acceptCode(deps, user, twoFactor, otp);
    if (outcome !== 'accepted') {
      const message = refusedCodeMessage(outcome);
      // Past the daily cap the app's codes are not even checked: 429, and the code field says why.
      return failed(new HttpError(outcome === 'capped' ? 429 : 401, message, { errors: { otp: [message] } }));
    }
    // Signed in with a recovery code: the answer says how many are left, so the panel can prompt for new ones.
    if (recovery) codesLeft = await recoveryCodesLeft(deps, user.id, twoFactor);
  }

  // A rightful sign-in is not an attempt to hold against the office, the account or the device.
  await Promise.all(slots.map((slot) => slot.release()));
  await recordLogin(deps, user.id, needsRehash(user.passwordHash) ? await rehash(user, input.password) : undefined);
  const required = Boolean((await listUsersDocument(deps))?.requireTwoFactor);
  const { token, expiresIn } = await signToken(user, deps.now(), { secondFactor: isEnabled(twoFactor) });
  return {
    answer: {
      access_token: token,
      token_type: 'Bearer',
      expires_in: expiresIn,
      user: { id: user.id, name: user.name, email: user.email, role: user.role },
      two_factor: {
        enabled: isEnabled(twoFactor),
        required,
        ...(codesLeft === undefined ? {} : { recovery_codes_left: codesLeft }),
      },
    },
    deviceToken: await issueDeviceToken(user, deps.now()),
  };
}

async function proofOfWork(deps: Deps, token: string, email: string): Promise<true> {
  try {
    const solved = await verifyProofOfWork(token, { db: deps.db, now: deps.now() });
    // Solved at (at least) the cost the account asks for now: a cheap challenge fetched before the
    // latest failures does not pay for a guess here, nor one bound to another account.
    const account = hashKey(`pow:${accountSubject(email)}`);
    const otherAccount = solved.data.account !== undefined && solved.data.account !== account;
    if (otherAccount || solved.cost < (await requiredProofOfWorkCost(deps, email))) {
      throw new HttpError(400, LOGIN_CHALLENGE_STALE_MESSAGE);
    }
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
