import { journaledUpdate } from '../activity/index.ts';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';
import { emptyUsers, USERS_KEY, type UserRecord, type UsersDocument } from './user-records.ts';

/*
 * What signing in and out writes to a user: the time of the last sign-in (with a stronger hash of the
 * same password), and the token version that ends every session.
 */

/**
 * Notes a sign-in and, when given, swaps a hash for the same password at stronger parameters (only
 * if the password did not change meanwhile).
 */
export async function recordLogin(deps: Deps, id: number, rehash?: { from: string; to: string }): Promise<void> {
  const { now } = deps;
  // Not recorded, but through the journal all the same: it copies the entries the document carries.
  await journaledUpdate<UsersDocument>(deps, USERS_KEY, (current) => {
    const doc = current ?? emptyUsers();
    const timestamp = now().toISOString();
    const signedIn = (user: UserRecord): UserRecord => ({
      ...user,
      lastLogin: timestamp,
      passwordHash: rehash && user.passwordHash === rehash.from ? rehash.to : user.passwordHash,
    });
    return { ...doc, items: doc.items.map((user) => (user.id === id ? signedIn(user) : user)) };
  });
}

/**
 * Ends every session of a user (logout, 2FA turned on): tokens carry the version they were issued
 * under. Answers the user at the new version, or null when that version had already moved on.
 */
export async function revokeTokens(deps: Deps, id: number, version: number): Promise<UserRecord | null> {
  const { now } = deps;
  let updated: UserRecord | null = null;
  await journaledUpdate<UsersDocument, void>(deps, USERS_KEY, (current) => {
    const doc = current ?? emptyUsers();
    const existing = doc.items.find((user) => user.id === id);
    // Already revoked (a second logout, or a password change in between): nothing to do.
    if (!existing || existing.tokenVersion !== version) return new Unchanged(undefined);
    const next = { ...existing, tokenVersion: existing.tokenVersion + 1, updated_at: now().toISOString() };
    updated = next;
    return { ...doc, items: doc.items.map((user) => (user.id === id ? next : user)) };
  });
  return updated;
}
