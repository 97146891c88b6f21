import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { Deps } from '../deps.ts';
import { conflict, invalid, notFound, unauthorized } from '../errors.ts';
import { consumeRateLimit } from '../rate-limit.ts';
import { journaledUpdate, type EntryDraft } from '../activity/journal.ts';
import { Unchanged } from '../store.ts';
import { USERS_KEY, revokeTokens, type UserRecord, type UsersDocument } from './users.ts';

/*
 * Two-factor sign-in with TOTP (RFC 6238: SHA-1, 6 digits, 30 s steps, what every authenticator app
 * reads from an otpauth:// URL). One document per admin, `twofactor/{userId}`, holds the secret (a
 * pending one while enrolling) and the SHA-256 hashes of the ten recovery codes. Each accepted code is
 * claimed once with a create-only key (`twofactor/used/{userId}/{enrolment}/…`), so two requests
 * bringing the same code at the same moment cannot both get in. See docs/decisions/019-two-factor-sign-in.md.
 */

export const ISSUER = 'RawLab';
const DIGITS = 6;
const PERIOD_SECONDS = 30;
/** A code of the previous or next step is still accepted: phone clocks drift and typing takes time. */
const WINDOW_STEPS = 1;
const RECOVERY_CODE_COUNT = 10;
/** Recovery codes: 10 characters of an alphabet without look-alikes (0/O, 1/I/L), about 50 bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const OTP_REQUIRED_MESSAGE = 'Masukkan kode verifikasi dari aplikasi autentikator atau kode pemulihan.';
export const OTP_WRONG_MESSAGE = 'Kode verifikasi salah atau sudah kedaluwarsa.';
export const OTP_USED_MESSAGE = 'Kode verifikasi ini sudah dipakai. Tunggu kode berikutnya.';
const CODE_WRONG_MESSAGE = 'Kode salah atau sudah kedaluwarsa. Periksa jam ponsel Anda dan coba lagi.';

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

const recordKey = (userId: number) => `twofactor/${userId}`;
const usedKey = (userId: number, enrolment: string, what: string) => `twofactor/used/${userId}/${enrolment}/${what}`;

let codeChecks = 0;
/** How many second-factor codes this instance has checked (tests prove the limit by it, not by timing). */
export function otpChecks(): number {
  return codeChecks;
}

function totp(secret: string, label: string): TOTP {
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

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * Starts (or restarts) enrolment: a fresh secret kept as pending until a code from it is confirmed.
 * An admin who already has 2FA turns it off first, so a stolen session cannot swap the secret.
 */
export async function startEnrolment(deps: Deps, user: UserRecord): Promise<{ secret: string; otpauth_url: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const pending = { secret, enrolment: randomUUID(), createdAt: deps.now().toISOString() };
  await deps.db.update<TwoFactorRecord>(recordKey(user.id), (current) => {
    if (isEnabled(current))
      throw conflict('Verifikasi dua langkah sudah aktif. Nonaktifkan dulu untuk mendaftar ulang.');
    return { enrolment: pending.enrolment, secret: null, enabledAt: null, recoveryHashes: [], pending };
  });
  return { secret, otpauth_url: totp(secret, user.email).toString() };
}

/**
 * Confirms the pending secret with a current code: turns 2FA on and answers the recovery codes, once,
 * and the user at a new token version. Every session of the account signed in before (with the
 * password only) ends first, so a crash in between leaves the account signed out, never a
 * password-only session alive beside a second factor.
 */
export async function confirmEnrolment(
  deps: Deps,
  user: UserRecord,
  code: string,
): Promise<{ recoveryCodes: string[]; user: UserRecord }> {
  await limitCodeAttempts(deps, user);
  const current = await readTwoFactor(deps, user.id);
  if (isEnabled(current)) throw conflict('Verifikasi dua langkah sudah aktif.');
  const pending = current?.pending;
  if (!pending) throw conflict('Mulai pendaftaran verifikasi dua langkah terlebih dahulu.');
  const step = matchingStep(pending.secret, user.email, code, deps.now());
  if (
    step === null ||
    !(await deps.db.create(usedKey(user.id, pending.enrolment, `step-${step}`), { at: now(deps) }))
  ) {
    throw invalid(CODE_WRONG_MESSAGE, { code: [CODE_WRONG_MESSAGE] });
  }
  const signedOut = await revokeTokens(deps, user.id, user.tokenVersion);
  if (!signedOut) throw unauthorized('Sesi Anda tidak berlaku lagi, silakan login kembali');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await journaledUpdate<TwoFactorRecord>(
    deps,
    recordKey(user.id),
    (latest) => {
      // Another tab restarted enrolment meanwhile: the code confirmed belongs to a secret no longer shown.
      if (latest?.pending?.enrolment !== pending.enrolment)
        throw conflict('Pendaftaran diulang di tempat lain. Mulai lagi.');
      return {
        enrolment: pending.enrolment,
        secret: pending.secret,
        enabledAt: now(deps),
        recoveryHashes: codes.map(hashRecoveryCode),
        pending: null,
      };
    },
    () => [twoFactorEntry(user, '2fa_enable')],
  );
  return { recoveryCodes: codes, user: signedOut };
}

/** Turns 2FA off for the signed-in admin, who proves it with a current code (or a recovery code). */
export async function disableTwoFactor(deps: Deps, user: UserRecord, code: string): Promise<void> {
  await limitCodeAttempts(deps, user);
  const record = await readTwoFactor(deps, user.id);
  if (!isEnabled(record)) throw conflict('Verifikasi dua langkah belum aktif.');
  const outcome = await acceptCode(deps, user, record, code);
  if (outcome !== 'accepted') throw invalid(CODE_WRONG_MESSAGE, { code: [CODE_WRONG_MESSAGE] });
  await clearTwoFactor(deps, user, '2fa_disable');
}

/** An activity entry about an admin's second factor (never its secret or codes). */
function twoFactorEntry(target: Pick<UserRecord, 'id' | 'email'>, action: string): EntryDraft {
  return { entity: 'user', entity_id: target.id, action, label: target.email };
}

/**
 * Removes a second factor: the document is emptied rather than deleted, so the activity entry is
 * written in the same compare-and-swap as the change (a crash leaves both or neither).
 */
async function clearTwoFactor(deps: Deps, target: Pick<UserRecord, 'id' | 'email'>, action: string): Promise<void> {
  await journaledUpdate<TwoFactorRecord>(
    deps,
    recordKey(target.id),
    () => ({ enrolment: randomUUID(), secret: null, enabledAt: null, recoveryHashes: [], pending: null }),
    () => [twoFactorEntry(target, action)],
  );
}

/**
 * A Super Admin resets another admin's 2FA (a lost phone and lost recovery codes): the second factor
 * is removed, and the admin enrols again at the next sign-in when 2FA is required. The one entry point
 * for this action, so the activity log can record it here.
 */
export async function resetTwoFactorBySuperAdmin(deps: Deps, actor: UserRecord, targetId: number): Promise<void> {
  const users = (await deps.db.get<UsersDocument>(USERS_KEY, 'strong'))?.items ?? [];
  const target = users.find((user) => user.id === targetId);
  if (!target) throw notFound('User tidak ditemukan');
  if (targetId === actor.id) {
    throw conflict('Atur verifikasi dua langkah Anda sendiri di halaman Keamanan.');
  }
  await clearTwoFactor(deps, target, '2fa_reset');
}

/**
 * Checks a sign-in's `otp`: a code of the current step (±1) or an unused recovery code. Either is
 * accepted once: the step or the recovery code is claimed with a create-only write.
 */
export async function acceptCode(
  deps: Deps,
  user: UserRecord,
  record: TwoFactorRecord & { secret: string },
  code: string,
): Promise<'accepted' | 'used' | 'wrong'> {
  codeChecks++;
  const digits = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) {
    const step = matchingStep(record.secret, user.email, digits, deps.now());
    if (step === null) return 'wrong';
    const fresh = await deps.db.create(usedKey(user.id, record.enrolment, `step-${step}`), { at: now(deps) });
    return fresh ? 'accepted' : 'used';
  }
  const hash = hashRecoveryCode(code);
  if (normalizeRecoveryCode(code).length !== 10 || !record.recoveryHashes.includes(hash)) return 'wrong';
  const fresh = await deps.db.create(usedKey(user.id, record.enrolment, `recovery-${hash}`), { at: now(deps) });
  return fresh ? 'accepted' : 'used';
}

/** The counter of the step (current ±1) whose code matches, or null. */
function matchingStep(secret: string, label: string, code: string, at: Date): number | null {
  const generator = totp(secret, label);
  const timestamp = at.getTime();
  const delta = generator.validate({ token: code.replace(/\s/g, ''), timestamp, window: WINDOW_STEPS });
  if (delta === null) return null;
  return generator.counter({ timestamp }) + delta;
}

/** Confirming and turning off take codes too: as many tries as a sign-in, per admin per 15 minutes. */
async function limitCodeAttempts(deps: Deps, user: UserRecord): Promise<void> {
  await consumeRateLimit(
    deps,
    { scope: 'twofactor-code', subject: String(user.id), limit: 10, windowMs: 15 * 60_000 },
    (minutes) => `Terlalu banyak percobaan kode. Coba lagi dalam ${minutes} menit.`,
  );
}

const now = (deps: Deps) => deps.now().toISOString();

/** The "require 2FA for every admin" switch, kept with the users so each request reads it for free. */
export async function setTwoFactorRequired(deps: Deps, required: boolean): Promise<boolean> {
  // The users document carries activity entries: it is written through the journal like every write of it.
  await journaledUpdate<UsersDocument, boolean>(
    deps,
    USERS_KEY,
    (current) => {
      const doc = current ?? { nextId: 1, items: [] };
      if (Boolean(doc.requireTwoFactor) === required) return new Unchanged(required);
      return { ...doc, requireTwoFactor: required };
    },
    () => [
      {
        entity: 'settings',
        entity_id: 'security',
        action: '2fa_require',
        label: 'Keamanan',
        changes: [{ field: 'require_two_factor', from: !required, to: required }],
      },
    ],
  );
  return required;
}

export async function twoFactorRequired({ db }: Deps): Promise<boolean> {
  return Boolean((await db.get<UsersDocument>(USERS_KEY))?.requireTwoFactor);
}
