import { resolve } from 'node:path';
import { inject } from 'vitest';
import { loadFunctions, type FunctionHost } from '#scripts/lib/function-host.ts';
import { resetEnvCache } from '#server/env.ts';
import { signInSolvingChallenge } from './login-challenge.ts';
import { TEST_ADMIN, isolateTestEnvironment } from './test-env.ts';

/*
 * Calls the real functions through the same host `npm start` uses, against the run's blob server.
 * Each call gets a fresh Request, as it would over HTTP.
 */

let host: FunctionHost | undefined;

// The e2e project's setup points SMTP_URL at its own mail catcher in the shared main process; an API
// test file that sends mail starts a catcher of its own, and the others run without mail.
delete process.env.SMTP_URL;

/** Points this worker at the run's blob server and loads the functions (once). */
export async function ready(): Promise<FunctionHost> {
  if (host) return host;
  isolateTestEnvironment('api-worker');
  // The e2e project's setup raises the per-address limits in the shared main process; API tests check them.
  delete process.env.RAWLAB_CONTACT_IP_LIMIT;
  delete process.env.RAWLAB_QUOTE_IP_LIMIT;
  delete process.env.RAWLAB_LOGIN_IP_LIMIT;
  delete process.env.RAWLAB_TRACK_IP_LIMIT;
  delete process.env.RAWLAB_TRACK_IP_VIEWS_PER_HOUR;
  delete process.env.RAWLAB_PORTAL_IP_LIMIT;
  process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
  process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
  process.env.ALTCHA_COST = '1000';
  host = await loadFunctions(resolve(import.meta.dirname, '../../netlify/functions'));
  return host;
}

export interface CallOptions {
  method?: string;
  token?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  ip?: string;
}

export interface CallResult<T = any> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = any>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }
  const request = new Request(`http://localhost${path}`, { method: options.method ?? 'GET', headers, body });
  const response = await (await ready()).invoke(request, options.ip ?? '203.0.113.10');
  if (!response) return { status: 404, headers: new Headers(), body: { message: 'no function' } as T };
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: leave as text so a test can assert on it
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

const tokens = new Map<string, string>();

/**
 * A token for an account on the store this file is using now (cached: scrypt makes each login cost
 * ~0.4 s). A file that moves to a store of its own signs in there afresh.
 */
export async function login(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<string> {
  const key = `${process.env.RAWLAB_BLOBS_URL}|${email}:${password}`;
  const cached = tokens.get(key);
  if (cached) return cached;
  const ip = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const result = await signInSolvingChallenge(
    (captcha) => call('/api/login', { method: 'POST', json: { email, password, ...(captcha ? { captcha } : {}) }, ip }),
    async () => (await call(`/api/login?email=${encodeURIComponent(email)}`, { ip })).body,
  );
  if (result.status !== 200)
    throw new Error(`login as ${email} failed: ${result.status} ${JSON.stringify(result.body)}`);
  tokens.set(key, result.body.access_token);
  return result.body.access_token;
}

/** Creates an admin user of a role (as the seeded Super Admin) and returns its token. */
export async function userWithRole(
  role: 'Staff' | 'Manager' | 'Super Admin',
  label: string = role,
): Promise<{ id: number; email: string; token: string }> {
  const superToken = await login();
  const email = `${label.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@rawlab.test`;
  const password = 'Password-For-Tests-1';
  const created = await call('/api/admin/users', {
    method: 'POST',
    token: superToken,
    json: { name: `${role} Tester`, email, role, password },
  });
  if (created.status !== 201) throw new Error(`could not create ${role}: ${JSON.stringify(created.body)}`);
  return { id: created.body.data.id, email, token: await login(email, password) };
}

export function productForm(
  fields: Record<string, string | Blob>,
  file?: { name: string; type: string; bytes: Uint8Array<ArrayBuffer> },
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (file) form.set('main_image', new File([file.bytes], file.name, { type: file.type }));
  return form;
}

/**
 * Runs `work` with new password hashes (and the unknown-email stand-in) at a scrypt cost of its own:
 * the suite's cheap cost (2^12, a few milliseconds) would drain a sign-in flood before it could fill
 * the password queue, and a test of rehashing needs a cost above what it stored.
 */
export async function withPasswordCost<T>(cost: number, work: () => Promise<T>): Promise<T> {
  const before = process.env.PASSWORD_HASH_COST;
  process.env.PASSWORD_HASH_COST = String(cost);
  resetEnvCache();
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = before;
    resetEnvCache();
  }
}
