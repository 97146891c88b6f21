import { request as httpRequest } from 'node:http';
import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '../support/browser.ts';
import { signInSolvingChallenge } from '../support/login-challenge.ts';
import { TEST_ADMIN } from '../support/test-env.ts';

/*
 * Helpers for the admin browser tests (not a test file itself). Logins are few on purpose: the server
 * allows 30 per address per 15 minutes and scrypt makes each cost ~0.4 s, so a test signs in once
 * (through the API) and hands the token to the page the way the login screen stores it.
 */

export const TOKEN_KEY = 'rawlab.admin.token';
export const USER_KEY = 'rawlab.admin.user';

export interface Session {
  token: string;
  user: { id: number; name: string; email: string; role: string };
}

export async function apiLogin(email = TEST_ADMIN.email, password = TEST_ADMIN.password): Promise<Session> {
  const { status, body } = await signInSolvingChallenge(
    async (captcha) => {
      const response = await fetch(`${baseUrl()}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, ...(captcha ? { captcha } : {}) }),
      });
      return { status: response.status, body: await response.json() };
    },
    async () => (await fetch(`${baseUrl()}/api/login?email=${encodeURIComponent(email)}`)).json(),
  );
  if (status !== 200) throw new Error(`login as ${email} failed: ${status} ${JSON.stringify(body)}`);
  return { token: body.access_token, user: body.user };
}

/** A JSON call to the API with a bearer token; returns status and parsed body. */
export async function apiCall(
  token: string | null,
  path: string,
  init: { method?: string; json?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    body = init.form;
  }
  const response = await fetch(`${baseUrl()}${path}`, { method: init.method ?? 'GET', headers, body });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

/**
 * A catalogue import of `csv` (header line first), its job driven step by step to the end as the
 * admin's screen drives it: the import's report.
 */
export async function importCsv(token: string, csv: string, name = 'products.csv'): Promise<any> {
  const form = new FormData();
  form.set('file', new File([csv], name));
  const answer = await apiCall(token, '/api/admin/products/import', { method: 'POST', form });
  if (answer.status !== 202) return answer.body;
  let job = answer.body.job;
  while (job.state === 'running')
    job = (await apiCall(token, `/api/admin/jobs/${job.id}/run`, { method: 'POST' })).body;
  return job.result.report;
}

/** Creates an admin of a role as the Super Admin and signs it in. */
export async function userWithRole(
  admin: Session,
  role: 'Staff' | 'Manager' | 'Super Admin',
): Promise<Session & { password: string }> {
  const email = `${role.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@rawlab.test`;
  const password = 'Password-For-E2E-1';
  const created = await apiCall(admin.token, '/api/admin/users', {
    method: 'POST',
    json: { name: `${role} E2E`, email, role, password },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...(await apiLogin(email, password)), password };
}

/** A page in a fresh context, signed in as `session`, showing `path`. */
export async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  session: Session,
  path = '/admin/dashboard',
): Promise<Page> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[browser] ${error.message}`));
  await page.goto(`${baseUrl()}/admin/login`);
  await page.evaluate(
    ([tokenKey, userKey, token, user]) => {
      localStorage.setItem(tokenKey!, token!);
      localStorage.setItem(userKey!, user!);
    },
    [TOKEN_KEY, USER_KEY, session.token, JSON.stringify(session.user)],
  );
  await page.goto(`${baseUrl()}${path}`);
  return page;
}

/**
 * The one visible toast (one at a time) must carry this title and, if given, this text: sonner's, or
 * the plain one the panel draws when sonner's code could not be fetched (src/admin/lib/fallback-toast.ts).
 */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const toast = page.locator('[data-sonner-toast], [data-fallback-toast]').filter({ hasText: title }).first();
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  expect(await toast.locator('[data-title]').innerText()).toBe(title);
  if (description !== undefined) {
    const text = await toast.locator('[data-description]').innerText();
    if (typeof description === 'string') expect(text).toBe(description);
    else expect(text).toMatch(description);
  }
}

/** A valid PNG of one colour, generated here so the test needs no fixture file. */
export function makePng(width = 8, height = 8, rgb: [number, number, number] = [29, 78, 216]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed) >>> 0);
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * POST from a chosen loopback address (127.0.0.x): the contact form allows 10 messages per address
 * per hour, and a page of contacts needs more than 10.
 */
export function postJsonFrom(
  localAddress: string,
  path: string,
  json: unknown,
): Promise<{ status: number; body: any }> {
  const url = new URL(path, baseUrl());
  const payload = Buffer.from(JSON.stringify(json));
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
