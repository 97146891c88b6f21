import type { UserCreateInput, UserUpdateInput } from '#shared/accounts/user.ts';
import { bootstrapAdmin } from '../../env.ts';
import { HttpError, conflict, invalid, notFound } from '../../errors.ts';
import { hashPassword } from './password.ts';
import { journaledUpdate } from '../activity/index.ts';
import type { Deps } from '../../deps.ts';
import {
  activeSuperAdmins,
  emptyUsers,
  listUsers,
  sameEmail,
  USERS_KEY,
  userEntries,
  type UserRecord,
  type UsersDocument,
} from './user-records.ts';

/*
 * Managing the admin users: a Super Admin creates, changes and deletes them (never the last active
 * Super Admin, never oneself), and the first admin comes from the environment.
 */

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

export const BLANK_PASSWORD_MESSAGE = 'Password tidak boleh hanya berisi spasi';
/** A password of only spaces (or other blanks) passes a length check but is no secret at all. */
export function refuseBlankPassword(password: string | undefined): void {
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
