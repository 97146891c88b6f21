import type { AdminUser } from '#shared/accounts/user.ts';
import type { Role } from '#shared/accounts/user.ts';
import { diffChanges } from '../activity/index.ts';
import type { Deps } from '../../deps.ts';

/*
 * Admin users live in one document (`users/index`): there are few of them, login reads them in one
 * request, and uniqueness of email and the "last Super Admin" rule are checked atomically by the
 * compare-and-swap write.
 */

export const USERS_KEY = 'users/index';

export interface UserRecord {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: 'active' | 'inactive';
  passwordHash: string;
  /** Bumped when a password changes or the account is deactivated: older tokens stop working. */
  tokenVersion: number;
  lastLogin: string | null;
  created_at: string;
  updated_at: string;
}

export interface UsersDocument {
  nextId: number;
  items: UserRecord[];
  /** Every admin must sign in with a second factor (set by a Super Admin; two-factor.ts). */
  requireTwoFactor?: boolean;
}

export const roleRank: Record<Role, number> = { Staff: 1, Manager: 2, 'Super Admin': 3 };

export function publicUser(user: UserRecord): AdminUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    lastLogin: user.lastLogin,
    created_at: user.created_at,
  };
}

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
export const emptyUsers = (): UsersDocument => ({ nextId: 1, items: [] });

export async function listUsersDocument({ db }: Deps): Promise<UsersDocument | null> {
  return db.get<UsersDocument>(USERS_KEY);
}

export async function listUsers({ db }: Deps): Promise<UserRecord[]> {
  return (await db.get<UsersDocument>(USERS_KEY))?.items ?? [];
}

export async function findUserById(deps: Deps, id: number): Promise<UserRecord | undefined> {
  return (await listUsers(deps)).find((user) => user.id === id);
}

export async function findUserByEmail(deps: Deps, email: string): Promise<UserRecord | undefined> {
  return (await listUsers(deps)).find((user) => sameEmail(user.email, email));
}

export function activeSuperAdmins(items: UserRecord[]): UserRecord[] {
  return items.filter((user) => user.role === 'Super Admin' && user.status === 'active');
}

/** The users document's changes for the activity log (passwords, hashes and token versions never). */
export function userEntries(before: UsersDocument | null, after: UsersDocument) {
  const old = new Map((before?.items ?? []).map((user) => [user.id, user]));
  const ids = new Set(after.items.map((user) => user.id));
  // A sign-in (lastLogin, a stronger hash of the same password) and a logout are no admin change.
  const ignore = ['id', 'created_at', 'updated_at', 'lastLogin', 'tokenVersion'];
  return [
    ...after.items.flatMap((user) => {
      const previous = old.get(user.id);
      if (!previous) return [{ entity: 'user' as const, entity_id: user.id, action: 'create', label: user.email }];
      const changes = diffChanges(previous, user, ignore);
      return changes.length
        ? [{ entity: 'user' as const, entity_id: user.id, action: 'update', label: user.email, changes }]
        : [];
    }),
    ...(before?.items ?? [])
      .filter((user) => !ids.has(user.id))
      .map((user) => ({ entity: 'user' as const, entity_id: user.id, action: 'delete', label: user.email })),
  ];
}
