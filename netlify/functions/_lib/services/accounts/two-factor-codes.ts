import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Deps } from '../../deps.ts';
import { claimCodeGuess } from './two-factor-cap.ts';
import type { UserRecord } from './user-records.ts';

/*
 * The codes of two-factor sign-in: TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, what every
 * authenticator app reads from an otpauth:// URL) and ten one-time recovery codes, kept as SHA-256
 * hashes in the admin's document `twofactor/{userId}`. Each accepted code is claimed once with a
 * create-only key (`twofactor/used/{userId}/{enrolment}/…`), so two requests bringing the same code at
 * the same moment cannot both get in. See docs/decisions/019-two-factor-sign-in.md.
 */

export const ISSUER = 'RawLab';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** A code of the previous or next step is still accepted: phone clocks drift and typing takes time. */
const WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), about 50 bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const OTP_REQUIRED_MESSAGE = 'Masukkan kode verifikasi dari aplikasi autentikator atau kode pemulihan.';
export const OTP_WRONG_MESSAGE = 'Kode verifikasi salah atau sudah kedaluwarsa.';
export const OTP_USED_MESSAGE = 'Kode verifikasi ini sudah dipakai. Tunggu kode berikutnya.';
export const RECOVERY_USED_MESSAGE =
  'Kode pemulihan ini sudah pernah dipakai. Setiap kode pemulihan hanya berlaku sekali: pakai kode lain.';
export const OTP_CAPPED_MESSAGE =
  'Terlalu banyak kode verifikasi salah hari ini. Untuk keamanan, masuk dengan salah satu kode pemulihan.';

export interface TwoFactorRecord {
  /** Changes with every enrolment, so codes used under an earlier secret never block a new one. */
  enrolment: string;
  /** Base32 secret of the active enrolment, or null while only a pending one exists. */
  secret: string | null;
  enabledAt: string | null;
  recoveryHashes: string[];
  /** The secret shown on the security screen, waiting for its first code. */
  pending: { secret: string; enrolment: string; createdAt: string } | null;
}

export const recordKey = (userId: number) => `twofactor/${userId}`;
export const usedKey = (userId: number, enrolment: string, what: string) =>
  `twofactor/used/${userId}/${enrolment}/${what}`;

let codeChecks = 0;
/** How many second-factor codes this instance has checked (tests prove the limit by it, not by timing). */
export function otpChecks(): number {
  return codeChecks;
}

export function totp(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

export async function readTwoFactor({ db }: Deps, userId: number): Promise<TwoFactorRecord | null> {
  return db.get<TwoFactorRecord>(recordKey(userId), 'strong');
}

/** True when the admin has a confirmed second factor. */
export function isEnabled(record: TwoFactorRecord | null): record is TwoFactorRecord & { secret: string } {
  return Boolean(record?.secret);
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A fresh set of recovery codes, as the admin is shown them once (only their hashes are kept). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** The counter of the step (current ±1) whose code matches, or null. */
export function matchingStep(secret: string, label: string, code: string, at: Date): number | null {
  const generator = totp(secret, label);
  const timestamp = at.getTime();
  const delta = generator.validate({ token: code.replace(/\s/g, ''), timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  return generator.counter({ timestamp }) + delta;
}

/**
 * What became of a code: accepted (once), a code of the app already used (`used`), a recovery code
 * already used (`recovery-used`), wrong, or not checked because the account's app codes are closed for
 * the day (`capped`: only a recovery code works until the window ends).
 */
export type CodeOutcome = 'accepted' | 'used' | 'recovery-used' | 'wrong' | 'capped';

/**
 * Checks a code brought to sign in or to change the second factor: a code of the current step (±1) or
 * an unused recovery code. Either is accepted once: the step or the recovery code is claimed with a
 * create-only write. A code of the app first claims a slot of the account's daily cap (two-factor-cap.ts),
 * given back when the code is right, so wrong codes are counted before any is checked.
 */
export async function acceptCode(
  deps: Deps,
  user: UserRecord,
  record: TwoFactorRecord & { secret: string },
  code: string,
): Promise<{ outcome: CodeOutcome; recovery: boolean }> {
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const guess = await claimCodeGuess(deps, user);
    if (!guess) return { outcome: 'capped', recovery: false };
    codeChecks++;
    const step = matchingStep(record.secret, user.email, digits, deps.now());
    const fresh =
      step !== null && (await deps.db.create(usedKey(user.id, record.enrolment, `step-${step}`), { at: now(deps) }));
    if (fresh) {
      await guess.release();
      return { outcome: 'accepted', recovery: false };
    }
    await guess.counted();
    return { outcome: step === null ? 'wrong' : 'used', recovery: false };
  }
  codeChecks++;
  const hash = hashRecoveryCode(code);
  if (normalizeRecoveryCode(code).length !== 10 || !record.recoveryHashes.includes(hash)) {
    return { outcome: 'wrong', recovery: false };
  }
  const fresh = await deps.db.create(usedKey(user.id, record.enrolment, `recovery-${hash}`), { at: now(deps) });
  return { outcome: fresh ? 'accepted' : 'recovery-used', recovery: true };
}

/** The recovery codes of the active enrolment not used yet (one strong read of each code's claim). */
export async function recoveryCodesLeft(deps: Deps, userId: number, record: TwoFactorRecord): Promise<number> {
  const used = await Promise.all(
    record.recoveryHashes.map((hash) => deps.db.get(usedKey(userId, record.enrolment, `recovery-${hash}`), 'strong')),
  );
  return used.filter((claim) => claim === null).length;
}

/** The message a refused code is answered with, under `otp` (sign-in) or `code` (the security screen). */
export function refusedCodeMessage(outcome: Exclude<CodeOutcome, 'accepted'>): string {
  if (outcome === 'used') return OTP_USED_MESSAGE;
  if (outcome === 'recovery-used') return RECOVERY_USED_MESSAGE;
  if (outcome === 'capped') return OTP_CAPPED_MESSAGE;
  return OTP_WRONG_MESSAGE;
}

const now = (deps: Deps) => deps.now().toISOString();
