import { z } from '../common/zod.ts';
import { email, requiredText } from '../common/fields.ts';
import { isSafeName, UNSAFE_NAME_MESSAGE } from '../common/text.ts';
import { PASSWORD_HINT, PASSWORD_MIN } from './password-rules.ts';

/* An admin account: its roles, the Super Admin's create and edit payloads, the list's row, and an admin changing their own password. */

export const ROLES = ['Staff', 'Manager', 'Super Admin'] as const;
export type Role = (typeof ROLES)[number];
export const USER_STATUSES = ['active', 'inactive'] as const;

const password = z
  .string({ error: 'Password wajib diisi' })
  .min(PASSWORD_MIN, PASSWORD_HINT)
  .max(256, 'Password maksimal 256 karakter');

export const UserCreateSchema = z.object({
  name: requiredText('Nama', 120).refine(isSafeName, `Nama ${UNSAFE_NAME_MESSAGE}`),
  email: email(),
  role: z.enum(ROLES, { error: 'Role harus Staff, Manager atau Super Admin' }).default('Staff'),
  status: z.enum(USER_STATUSES, { error: 'Status harus active atau inactive' }).default('active'),
  password,
});
export type UserCreateInput = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z.object({
  name: requiredText('Nama', 120).refine(isSafeName, `Nama ${UNSAFE_NAME_MESSAGE}`),
  email: email(),
  role: z.enum(ROLES, { error: 'Role harus Staff, Manager atau Super Admin' }),
  status: z.enum(USER_STATUSES, { error: 'Status harus active atau inactive' }).default('active'),
  /** Empty or absent keeps the current password. */
  password: z.union([z.literal(''), password]).optional(),
});
export type UserUpdateInput = z.infer<typeof UserUpdateSchema>;

/** PUT /api/admin/me/password: an admin changes their own password, proving the current one. */
export const OwnPasswordChangeSchema = z
  .object({
    current_password: z
      .string({ error: 'Password saat ini wajib diisi' })
      .min(1, 'Password saat ini wajib diisi')
      .max(256, 'Password maksimal 256 karakter'),
    password,
  })
  .refine((input) => input.password !== input.current_password, {
    path: ['password'],
    message: 'Password baru harus berbeda dari password saat ini',
  });
export type OwnPasswordChangeInput = z.infer<typeof OwnPasswordChangeSchema>;

export interface AdminUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  status: 'active' | 'inactive';
  lastLogin: string | null;
  created_at: string;
  /** Set in the Super Admin's users list: whether the admin has turned on two-factor sign-in. */
  two_factor?: boolean;
}
