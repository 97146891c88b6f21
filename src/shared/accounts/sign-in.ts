import { z } from '../common/zod.ts';
import type { FieldWords } from '../activity/field-words.ts';
import { email } from '../common/fields.ts';
import type { Role } from './user.ts';

/* Signing in: the password step, its answer, the second factor and the Super Admin's switch for it. */

export const LoginSchema = z.object({
  email: email(),
  password: z
    .string({ error: 'Password wajib diisi' })
    .min(1, 'Password wajib diisi')
    .max(256, 'Password terlalu panjang'),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export interface LoginResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  user: { id: number; name: string; email: string; role: Role };
  /**
   * Whether this admin signs in with a second factor, and whether every admin must; after a sign-in
   * with a recovery code, how many unused ones are left.
   */
  two_factor?: { enabled: boolean; required: boolean; recovery_codes_left?: number };
}

/** A second-factor code: six digits from the authenticator app, or a recovery code. */
export const TwoFactorCodeSchema = z.object({
  code: z.string({ error: 'Kode wajib diisi' }).trim().min(1, 'Kode wajib diisi').max(64, 'Kode terlalu panjang'),
});
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeSchema>;

/** The Super Admin's switch: every admin must sign in with a second factor. */
export const SecuritySettingsSchema = z.object({
  require_two_factor: z.boolean({ error: 'Nilai harus ya atau tidak' }),
});
export type SecuritySettingsInput = z.infer<typeof SecuritySettingsSchema>;

/** The switch's words in the activity log (settings/schema.ts says why a model owns them). */
export const SECURITY_SETTINGS_WORDS = {
  require_two_factor: { label: 'Wajibkan verifikasi dua langkah', kind: 'yesno' },
} as const satisfies Record<keyof SecuritySettingsInput, FieldWords>;
