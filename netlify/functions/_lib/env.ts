import { z } from 'zod';
import { HttpError } from './errors.ts';

/*
 * The only module that reads environment variables, so each has one check. Each variable is validated on
 * its own, when first read: a feature fails with a message naming its variable, and an invalid admin
 * secret never takes down the public pages, the public reads or the build, which do not read it.
 */

/** The default hourly bound of product views from one address (the reasoning is in docs/public-site.md). */
export const TRACK_VIEWS_PER_ADDRESS_HOUR = 1_200;

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
  /**
   * scrypt's cost as log2 of N for new password hashes: 17 (OWASP ASVS 5) unless set. Lower values
   * (down to 12, about 100 times cheaper) only under a test runner (NODE_ENV=test), where hundreds of
   * accounts are created and signed in; the tests of the password queue set 17 again.
   */
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(12)
    .max(20)
    .default(17)
    .refine((cost) => cost >= 17 || process.env.NODE_ENV === 'test', {
      message: 'PASSWORD_HASH_COST below 17 is for tests only (NODE_ENV=test)',
    }),
  BUILD_HOOK_URL: z.url().optional(),
  /** The site's address where no request gives one (a scheduled function's mail links); Netlify sets URL. */
  SITE_URL: z.url().optional(),
  URL: z.url().optional(),
  RAWLAB_BLOBS_URL: z.url().optional(),
  RAWLAB_BLOBS_TOKEN: z.string().optional(),
  RAWLAB_SITE_ID: z.string().default('rawlab-local'),
  NETLIFY_SITE_ID: z.string().optional(),
  NETLIFY_AUTH_TOKEN: z.string().optional(),
  RAWLAB_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  RAWLAB_LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  RAWLAB_LOGIN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Authenticator codes an account may get wrong a day; then only a recovery code signs in (two-factor-cap.ts). */
  RAWLAB_OTP_DAILY_LIMIT: z.coerce.number().int().min(1).default(20),
  RAWLAB_CONTACT_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Analytics beacons per address a minute (each browser on it also has its own, smaller bound). */
  RAWLAB_TRACK_IP_LIMIT: z.coerce.number().int().min(1).default(120),
  /**
   * Product views per address an hour: an office of 40 browsing the whole catalogue in one hour
   * (docs/public-site.md, 'Visits and views from one address').
   */
  RAWLAB_TRACK_IP_VIEWS_PER_HOUR: z.coerce.number().int().min(1).default(TRACK_VIEWS_PER_ADDRESS_HOUR),
  RAWLAB_QUOTE_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Unknown quotation links an address may try an hour before every link answers it 429. */
  RAWLAB_QUOTATION_GUESS_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Requests one quotation link answers an hour (page, PDF, JSON and forms together). */
  RAWLAB_QUOTATION_LINK_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Portal sign-in links one address may ask for an hour (the customer portal). */
  RAWLAB_PORTAL_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Portal sign-in links one email may be sent an hour, whoever asks. */
  RAWLAB_PORTAL_EMAIL_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Service requests per address an hour (`POST /api/service-requests`). */
  RAWLAB_SERVICE_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Unknown tracking links (`/s/{token}`) an address may try an hour before every link answers it 429. */
  RAWLAB_SERVICE_GUESS_LIMIT: z.coerce.number().int().min(1).default(20),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 30)
    .default(12),
  // Outgoing mail (notifications, auto-replies): SMTP_URL, or SMTP_HOST with the parts beside it.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().min(3).default('RawLab <no-reply@rawlab.co.id>'),
  // Set by Netlify (and its CLI) around a build: what the build may read and record.
  NETLIFY: z.string().optional(),
  NETLIFY_LOCAL: z.string().optional(),
  CONTEXT: z.string().optional(),
  DEPLOY_ID: z.string().optional(),
  NETLIFY_BLOBS_CONTEXT: z.string().optional(),
  /**
   * Record shards (32 products each) one step of a catalogue job commits at most: a step also stops
   * starting shards after 8 s, so each request stays far inside a function's 60 s (decision 025).
   */
  RAWLAB_JOB_STEP_SHARDS: z.coerce.number().int().min(1).max(500).default(64),
  // Builds and `npm start` seed the demo catalogue into an empty store only when this is 1.
  RAWLAB_DEMO: z.enum(['0', '1']).optional(),
});
export type Env = z.infer<typeof EnvSchema>;
type EnvName = keyof Env;

const cached = new Map<EnvName, unknown>();

function read<K extends EnvName>(name: K): Env[K] {
  if (cached.has(name)) return cached.get(name) as Env[K];
  const raw = process.env[name];
  const parsed = EnvSchema.shape[name].safeParse(raw === '' ? undefined : raw);
  if (!parsed.success) {
    const detail = `${name}: ${parsed.error.issues[0]?.message ?? 'invalid value'}`;
    console.error(`Invalid environment variable ${detail}`);
    throw new HttpError(503, `Konfigurasi server tidak valid (${detail}).`);
  }
  cached.set(name, parsed.data);
  return parsed.data as Env[K];
}

/**
 * The environment, each variable validated when it is read (so `const { A } = env()` checks A only).
 * An invalid variable throws a 503 naming it.
 */
export function env(): Env {
  return view;
}

/** One view for every caller: each property reads (and caches) its variable when asked. */
const view = {} as Env;
for (const name of Object.keys(EnvSchema.shape) as EnvName[]) {
  Object.defineProperty(view, name, { enumerable: true, get: () => read(name) });
}

/** The site's public address without a trailing slash: SITE_URL, else Netlify's URL, else the local server's. */
export function siteOrigin(): string {
  return (env().SITE_URL ?? env().URL ?? 'http://localhost:4321').replace(/\/+$/, '');
}

/** Tests change the environment between cases. */
export function resetEnvCache(): void {
  cached.clear();
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
  const ALTCHA_HMAC_KEY = read('ALTCHA_HMAC_KEY');
  if (ALTCHA_HMAC_KEY) return ALTCHA_HMAC_KEY;
  const JWT_SECRET = read('JWT_SECRET');
  const key = JWT_SECRET ? `altcha:${JWT_SECRET}` : undefined;
  if (!key) throw new HttpError(503, 'Server belum dikonfigurasi: ALTCHA_HMAC_KEY atau JWT_SECRET belum diatur.');
  return key;
}

export function bootstrapAdmin(): { email: string; password: string; name: string } | null {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = env();
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return null;
  return { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: ADMIN_NAME ?? 'Super Admin' };
}

/** How the server reaches its SMTP server; null when mail is not configured (nothing is queued then). */
export interface SmtpSettings {
  url?: string;
  host?: string;
  port?: number;
  secure?: boolean;
  auth?: { user: string; pass: string };
  from: string;
}

export function smtpSettings(): SmtpSettings | null {
  const { SMTP_URL, SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE, MAIL_FROM } = env();
  if (SMTP_URL) return { url: SMTP_URL, from: MAIL_FROM };
  if (!SMTP_HOST) return null;
  const port = SMTP_PORT ?? (SMTP_SECURE === 'true' ? 465 : 587);
  return {
    host: SMTP_HOST,
    port,
    secure: SMTP_SECURE ? SMTP_SECURE === 'true' : port === 465,
    ...(SMTP_USER ? { auth: { user: SMTP_USER, pass: SMTP_PASS ?? '' } } : {}),
    from: MAIL_FROM,
  };
}

export type BuildStoreAccess = 'netlify-context' | 'api-token' | 'local-server';

/** What a build runs in, and how it reaches the store (null: it cannot). */
export interface BuildSetup {
  /** A Netlify build, in its CI (NETLIFY) or through its CLI (NETLIFY_LOCAL). */
  onNetlify: boolean;
  /** production, deploy-preview, branch-deploy, … (null outside Netlify). */
  context: string | null;
  deployId: string | null;
  store: BuildStoreAccess | null;
  /** The demo catalogue was asked for (RAWLAB_DEMO=1). */
  demo: boolean;
}

export function buildSetup(): BuildSetup {
  const { NETLIFY, NETLIFY_LOCAL, CONTEXT, DEPLOY_ID, NETLIFY_BLOBS_CONTEXT, RAWLAB_BLOBS_URL, RAWLAB_DEMO } = env();
  const { NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN } = env();
  const store: BuildStoreAccess | null = RAWLAB_BLOBS_URL
    ? 'local-server'
    : NETLIFY_SITE_ID && NETLIFY_AUTH_TOKEN
      ? 'api-token'
      : NETLIFY_BLOBS_CONTEXT
        ? 'netlify-context'
        : null;
  return {
    onNetlify: NETLIFY === 'true' || NETLIFY_LOCAL === 'true',
    context: CONTEXT ?? null,
    deployId: DEPLOY_ID ?? null,
    store,
    demo: RAWLAB_DEMO === '1',
  };
}
