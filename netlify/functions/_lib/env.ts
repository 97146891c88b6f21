import { z } from 'zod';
import { HttpError } from './errors.ts';

/*
 * The only module that reads environment variables (STYLE.md habit 3). Each getter validates its
 * variable when first needed, so a function that does not need a secret still runs without it, and
 * one that does fails with a message naming the variable.
 */

const EnvSchema = z.object({
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ADMIN_NAME: z.string().min(1).optional(),
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  PUBLIC_TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  TURNSTILE_VERIFY_URL: z.url().default('https://challenges.cloudflare.com/turnstile/v0/siteverify'),
  ALTCHA_HMAC_KEY: z.string().min(16).optional(),
  ALTCHA_COST: z.coerce.number().int().min(1000).max(5_000_000).default(5_000),
  BUILD_HOOK_URL: z.url().optional(),
  RAWLAB_BLOBS_URL: z.url().optional(),
  RAWLAB_BLOBS_TOKEN: z.string().optional(),
  RAWLAB_SITE_ID: z.string().default('rawlab-local'),
  NETLIFY_SITE_ID: z.string().optional(),
  NETLIFY_AUTH_TOKEN: z.string().optional(),
  RAWLAB_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  RAWLAB_LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  RAWLAB_LOGIN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  RAWLAB_CONTACT_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(12),
});
export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    console.error(`Invalid environment: ${detail}`);
    throw new HttpError(503, `Konfigurasi server tidak valid (${detail}).`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change the environment between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}

export function jwtSecret(): Uint8Array {
  const secret = env().JWT_SECRET;
  if (!secret) {
    console.error('JWT_SECRET is not set: admin sign-in is unavailable until it is.');
    throw new HttpError(503, 'Server belum dikonfigurasi: JWT_SECRET belum diatur.');
  }
  return new TextEncoder().encode(secret);
}

export function altchaKey(): string {
  const { ALTCHA_HMAC_KEY, JWT_SECRET } = env();
  const key = ALTCHA_HMAC_KEY ?? (JWT_SECRET ? `altcha:${JWT_SECRET}` : undefined);
  if (!key) throw new HttpError(503, 'Server belum dikonfigurasi: ALTCHA_HMAC_KEY atau JWT_SECRET belum diatur.');
  return key;
}

export function bootstrapAdmin(): { email: string; password: string; name: string } | null {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return null;
  return { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME ?? 'Super Admin' };
}
