import type { Role } from '#shared/accounts/user.ts';
import type { SessionUser } from './session.ts';

/** The same ladder the functions enforce: Staff < Manager < Super Admin. */
const RANK: Record<Role, number> = { Staff: 1, Manager: 2, 'Super Admin': 3 };

export function hasRole(user: SessionUser | null, minimum: Role): boolean {
  return user !== null && (RANK[user.role] ?? 0) >= RANK[minimum];
}

/** PUT /api/settings/1 needs Manager or above. */
export const canManageSettings = (user: SessionUser | null) => hasRole(user, 'Manager');

/** /api/admin/users needs Super Admin. */
export const canManageUsers = (user: SessionUser | null) => hasRole(user, 'Super Admin');

/** POST /api/admin/publish ('Publikasikan sekarang') needs Manager or above. */
export const canPublish = (user: SessionUser | null) => hasRole(user, 'Manager');

/** GET /api/admin/feed (the 'Feed' screen) needs Manager or above. */
export const canSeeFeeds = (user: SessionUser | null) => hasRole(user, 'Manager');
