import type { OwnPasswordChangeInput } from '#shared/accounts/user.ts';
import { HttpError, invalid } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { journaledUpdate } from '../activity/index.ts';
import type { Deps } from '../../deps.ts';
import { emptyUsers, USERS_KEY, userEntries, type UserRecord, type UsersDocument } from './user-records.ts';
import { refuseBlankPassword } from './users.ts';

/*
 * An admin changing their own password: the current one checked under an hourly limit, then every
 * session of the account ended.
 */

export const WRONG_CURRENT_PASSWORD = 'Password saat ini salah';
/** Current-password checks an account may make an hour: a stolen session cannot guess the password. */
export const OWN_PASSWORD_ATTEMPTS_PER_HOUR = 10;

/**
 * An admin changes their own password. The current password is checked first (each check takes a
 * slot of a per-account hourly limit before the hash is computed, as sign-ins do), then the new
 * hash is stored and the token version bumped: every session of the account ends, and the caller
 * signs a fresh token for the session that made the change.
 */
export async function changeOwnPassword(
  deps: Deps,
  user: UserRecord,
  input: OwnPasswordChangeInput,
): Promise<UserRecord> {
  refuseBlankPassword(input.password);
  await consumeRateLimit(
    deps,
    { scope: 'own-password', subject: String(user.id), limit: OWN_PASSWORD_ATTEMPTS_PER_HOUR, windowMs: 3_600_000 },
    (minutes) => `Terlalu banyak percobaan mengganti password. Coba lagi dalam ${minutes} menit.`,
  );
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw invalid(WRONG_CURRENT_PASSWORD, { current_password: [WRONG_CURRENT_PASSWORD] });
  }
  const passwordHash = await hashPassword(input.password);
  let updated: UserRecord | undefined;
  // Through the journal like every write of the users document: the change is recorded (the password
  // as changed, never its value) in the same compare-and-swap.
  await journaledUpdate<UsersDocument>(
    deps,
    USERS_KEY,
    (current) => {
      const doc = current ?? emptyUsers();
      const existing = doc.items.find((item) => item.id === user.id);
      // Deactivated, deleted or signed out everywhere meanwhile: this session is no longer valid.
      if (!existing || existing.status !== 'active' || existing.tokenVersion !== user.tokenVersion) {
        throw new HttpError(401, 'Sesi Anda telah berakhir atau tidak valid. Silakan masuk kembali.');
      }
      updated = {
        ...existing,
        passwordHash,
        tokenVersion: existing.tokenVersion + 1,
        updated_at: deps.now().toISOString(),
      };
      return { ...doc, items: doc.items.map((item) => (item.id === user.id ? updated! : item)) };
    },
    userEntries,
  );
  return updated!;
}
