import type { AdminUser } from '#shared/api-types.ts';
import type { OwnPasswordChangeInput, Role, UserCreateInput, UserUpdateInput } from '#shared/schemas.ts';
import { bootstrapAdmin } from '../../env.ts';
import { HttpError, conflict, invalid, notFound } from '../../errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { consumeRateLimit } from '../../rate-limit.ts';
import { diffChanges, journaledUpdate } from '../activity/index.ts';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';

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

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const emptyUsers = (): UsersDocument => ({ nextId: 1, items: [] });

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

function activeSuperAdmins(items: UserRecord[]): UserRecord[] {
  return items.filter((user) => user.role === 'Super Admin' && user.status === 'active');
}

/** The users document's changes for the activity log (passwords, hashes and token versions never). */
function userEntries(before: UsersDocument | null, after: UsersDocument) {
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

export async function createUser(deps: Deps, input: UserCreateInput): Promise<UserRecord> {
  const { now } = deps;
  refuseBlankPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  let created: UserRecord | undefined;
  await journaledUpdate<UsersDocument>(
    deps,
    USERS_KEY,
    (current) => {
      const doc = current ?? emptyUsers();
      if (doc.items.some((user) => sameEmail(user.email, input.email))) {
        throw invalid('Email sudah terdaftar', { email: ['Email sudah terdaftar'] });
      }
      const timestamp = now().toISOString();
      created = {
        id: doc.nextId,
        name: input.name,
        email: input.email.toLowerCase(),
        role: input.role,
        status: input.status,
        passwordHash,
        tokenVersion: 1,
        lastLogin: null,
        created_at: timestamp,
        updated_at: timestamp,
      };
      return { nextId: doc.nextId + 1, items: [...doc.items, created] };
    },
    userEntries,
  );
  return created!;
}

export async function updateUser(deps: Deps, id: number, input: UserUpdateInput, actorId: number): Promise<UserRecord> {
  refuseBlankPassword(input.password);
  const { now } = deps;
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  let updated: UserRecord | undefined;
  await journaledUpdate<UsersDocument>(
    deps,
    USERS_KEY,
    (current) => {
      const doc = current ?? emptyUsers();
      const existing = doc.items.find((user) => user.id === id);
      if (!existing) throw notFound('User tidak ditemukan');
      if (doc.items.some((user) => user.id !== id && sameEmail(user.email, input.email))) {
        throw invalid('Email sudah terdaftar', { email: ['Email sudah terdaftar'] });
      }
      const losesSuperAdmin =
        existing.role === 'Super Admin' &&
        existing.status === 'active' &&
        (input.role !== 'Super Admin' || input.status !== 'active');
      if (losesSuperAdmin && activeSuperAdmins(doc.items).length <= 1) {
        throw conflict('Tidak dapat mengubah: harus ada minimal satu Super Admin aktif');
      }
      if (id === actorId && input.status !== 'active') {
        throw conflict('Anda tidak dapat menonaktifkan akun Anda sendiri');
      }
      const revokes = Boolean(passwordHash) || (existing.status === 'active' && input.status !== 'active');
      updated = {
        ...existing,
        name: input.name,
        email: input.email.toLowerCase(),
        role: input.role,
        status: input.status,
        passwordHash: passwordHash ?? existing.passwordHash,
        tokenVersion: existing.tokenVersion + (revokes ? 1 : 0),
        updated_at: now().toISOString(),
      };
      return { ...doc, items: doc.items.map((user) => (user.id === id ? updated! : user)) };
    },
    userEntries,
  );
  return updated!;
}

export async function deleteUser(deps: Deps, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw conflict('Anda tidak dapat menghapus akun Anda sendiri');
  await journaledUpdate<UsersDocument>(
    deps,
    USERS_KEY,
    (current) => {
      const doc = current ?? emptyUsers();
      const existing = doc.items.find((user) => user.id === id);
      if (!existing) throw notFound('User tidak ditemukan');
      const remaining = doc.items.filter((user) => user.id !== id);
      if (
        existing.role === 'Super Admin' &&
        existing.status === 'active' &&
        activeSuperAdmins(remaining).length === 0
      ) {
        throw conflict('Tidak dapat menghapus Super Admin aktif terakhir');
      }
      return { ...doc, items: remaining };
    },
    userEntries,
  );
}

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

export const BLANK_PASSWORD_MESSAGE = 'Password tidak boleh hanya berisi spasi';
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

/** A password of only spaces (or other blanks) passes a length check but is no secret at all. */
function refuseBlankPassword(password: string | undefined): void {
  if (password && password.trim() === '') {
    throw invalid(BLANK_PASSWORD_MESSAGE, { password: [BLANK_PASSWORD_MESSAGE] });
  }
}

/**
 * The first admin: on an empty user list, creates the Super Admin named by ADMIN_EMAIL and
 * ADMIN_PASSWORD. Without them (production has no default) sign-in explains what to set.
 */
export async function ensureBootstrapAdmin(deps: Deps): Promise<void> {
  const users = await listUsers(deps);
  if (users.length > 0) return;
  const admin = bootstrapAdmin();
  if (!admin) {
    console.error('No admin user exists and ADMIN_EMAIL / ADMIN_PASSWORD are not set.');
    throw new HttpError(503, 'Belum ada admin. Atur ADMIN_EMAIL dan ADMIN_PASSWORD di environment server.');
  }
  try {
    await createUser(deps, { ...admin, role: 'Super Admin', status: 'active' });
  } catch (error) {
    // Two first logins at once: the other one created the admin.
    if (!(error instanceof HttpError && error.status === 422)) throw error;
  }
}
