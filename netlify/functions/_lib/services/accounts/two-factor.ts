import { randomUUID } from 'node:crypto';
import { Secret } from 'otpauth';
import type { Deps } from '../../deps.ts';
import { conflict, invalid, notFound, unauthorized } from '../../errors.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { type EntryDraft, journaledUpdate } from '../activity/index.ts';
import { Unchanged } from '../../store.ts';
import {
  acceptCode,
  hashRecoveryCode,
  isEnabled,
  matchingStep,
  newRecoveryCodes,
  readTwoFactor,
  recordKey,
  refusedCodeMessage,
  totp,
  usedKey,
  type TwoFactorRecord,
} from './two-factor-codes.ts';
import { USERS_KEY, type UserRecord, type UsersDocument } from './user-records.ts';
import { revokeTokens } from './user-sessions.ts';

export { isEnabled, otpChecks, readTwoFactor, recoveryCodesLeft, type TwoFactorRecord } from './two-factor-codes.ts';

/*
 * Two-factor sign-in for each admin: enrolment, turning it off, new recovery codes, a Super Admin's
 * reset and the "require for all" switch. The codes themselves are checked in two-factor-codes.ts.
 * See docs/decisions/019-two-factor-sign-in.md.
 */

const CODE_WRONG_MESSAGE = 'Kode salah atau sudah kedaluwarsa. Periksa jam ponsel Anda dan coba lagi.';

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
  const codes = newRecoveryCodes();
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
  await proveSecondFactor(deps, user, record, code);
  await clearTwoFactor(deps, user, '2fa_disable');
}

/** A code that proves the admin holds the second factor (the app's or a recovery code), or a 422 on `code`. */
async function proveSecondFactor(
  deps: Deps,
  user: UserRecord,
  record: TwoFactorRecord & { secret: string },
  code: string,
): Promise<void> {
  const { outcome } = await acceptCode(deps, user, record, code);
  if (outcome === 'accepted') return;
  const message = outcome === 'wrong' ? CODE_WRONG_MESSAGE : refusedCodeMessage(outcome);
  throw invalid(message, { code: [message] });
}

/**
 * Ten new recovery codes for the signed-in admin, who proves it with a current code (or one of the old
 * recovery codes); the old ones stop working in the same write. Answered once, kept only hashed.
 */
export async function renewRecoveryCodes(deps: Deps, user: UserRecord, code: string): Promise<string[]> {
  await limitCodeAttempts(deps, user);
  const record = await readTwoFactor(deps, user.id);
  if (!isEnabled(record)) throw conflict('Verifikasi dua langkah belum aktif.');
  await proveSecondFactor(deps, user, record, code);
  const codes = newRecoveryCodes();
  await journaledUpdate<TwoFactorRecord>(
    deps,
    recordKey(user.id),
    (latest) => {
      // Turned off or enrolled anew meanwhile: the code proved a second factor that is no longer there.
      if (!isEnabled(latest) || latest.enrolment !== record.enrolment)
        throw conflict('Verifikasi dua langkah berubah di tempat lain. Muat ulang halaman.');
      return { ...latest, recoveryHashes: codes.map(hashRecoveryCode) };
    },
    () => [twoFactorEntry(user, '2fa_recovery_codes')],
  );
  return codes;
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
