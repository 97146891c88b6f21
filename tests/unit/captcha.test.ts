import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captchaProvider, createCaptchaChallenge, solveCaptchaForTests, verifyCaptcha } from '#server/captcha.ts';
import { resetEnvCache } from '#server/env.ts';
import { HttpError } from '#server/errors.ts';
import type { DocumentStore } from '#server/store.ts';

const FAILED = 'Verifikasi captcha gagal. Silakan ulangi.';
const REPLAYED = 'Captcha sudah dipakai. Silakan verifikasi ulang.';
const UNREACHABLE = 'Layanan captcha tidak dapat dihubungi. Coba lagi.';

const ENV_KEYS = [
  'JWT_SECRET',
  'ALTCHA_HMAC_KEY',
  'ALTCHA_COST',
  'TURNSTILE_SECRET_KEY',
  'PUBLIC_TURNSTILE_SITE_KEY',
  'TURNSTILE_VERIFY_URL',
] as const;
const savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
}

beforeEach(() => {
  // The smallest cost the env schema allows keeps solving fast; the cost itself is not under test.
  setEnv({
    JWT_SECRET: 'unit-test-jwt-secret-0123456789abcdefghij',
    ALTCHA_HMAC_KEY: undefined,
    ALTCHA_COST: '1000',
    TURNSTILE_SECRET_KEY: undefined,
    PUBLIC_TURNSTILE_SITE_KEY: undefined,
    TURNSTILE_VERIFY_URL: undefined,
  });
});

afterAll(() => setEnv(savedEnv));

/** The captcha module only ever calls `create`; anything else is a bug worth a loud failure. */
function fakeStore(): { db: DocumentStore; documents: Map<string, unknown> } {
  const documents = new Map<string, unknown>();
  const unexpected = (): never => {
    throw new Error('the captcha module should only call create');
  };
  const db: DocumentStore = {
    get: unexpected,
    getShared: unexpected,
    getVersioned: unexpected,
    replaceIf: unexpected,
    create: async (key, value) => {
      if (documents.has(key)) return false;
      documents.set(key, value);
      return true;
    },
    put: unexpected,
    update: unexpected,
    delete: unexpected,
    keys: unexpected,
  };
  return { db, documents };
}

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected verifyCaptcha to reject');
}

const decode = (token: string) => JSON.parse(atob(token));
const encode = (payload: unknown) => btoa(JSON.stringify(payload));

describe('ALTCHA captcha', () => {
  it('is the provider when Turnstile is not configured', () => {
    expect(captchaProvider()).toBe('altcha');
  });

  it('issues a signed challenge in the shape the altcha widget fetches, expiring in 10 minutes', async () => {
    setEnv({ ALTCHA_COST: '1234' });
    const now = new Date('2030-01-02T03:04:05.000Z');
    const challenge = (await createCaptchaChallenge(now)) as Record<string, Record<string, unknown>>;
    expect(challenge).toEqual({
      parameters: expect.objectContaining({
        algorithm: 'PBKDF2/SHA-256',
        cost: 1234,
        keyLength: 32,
        expiresAt: now.getTime() / 1000 + 600,
        nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
        salt: expect.stringMatching(/^[0-9a-f]{32}$/),
        keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('uses the tuned default cost when ALTCHA_COST is unset (solve time: npm run bench:captcha)', async () => {
    setEnv({ ALTCHA_COST: undefined });
    const challenge = (await createCaptchaChallenge()) as { parameters: { cost: number } };
    expect(challenge.parameters.cost).toBe(5_000);
  });

  it('accepts a solved challenge, submitted the way the widget submits it', async () => {
    const { db, documents } = fakeStore();
    const challenge = (await createCaptchaChallenge()) as { parameters: { expiresAt: number }; signature: string };
    const token = await solveCaptchaForTests(challenge);

    expect(decode(token)).toEqual({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution: {
        counter: expect.any(Number),
        derivedKey: expect.stringMatching(/^[0-9a-f]{64}$/),
        time: expect.any(Number),
      },
    });
    await expect(verifyCaptcha(token, { db })).resolves.toBeUndefined();
    expect([...documents]).toEqual([
      [
        expect.stringMatching(/^captcha\/used\/[0-9a-f]{64}$/),
        { expiresAt: new Date(challenge.parameters.expiresAt * 1000).toISOString() },
      ],
    ]);
  });

  it('refuses the same solution a second time, even re-encoded with another counter', async () => {
    const { db } = fakeStore();
    const token = await solveCaptchaForTests(await createCaptchaChallenge());
    await verifyCaptcha(token, { db });

    const again = await rejection(verifyCaptcha(token, { db }));
    expect([again.status, again.message]).toEqual([400, REPLAYED]);

    const payload = decode(token);
    payload.solution.counter += 1;
    payload.solution.time = 1;
    const variant = await rejection(verifyCaptcha(encode(payload), { db }));
    expect([variant.status, variant.message]).toEqual([400, REPLAYED]);
  });

  it('refuses a payload whose signed fields or solution were changed', async () => {
    const { db, documents } = fakeStore();
    const token = await solveCaptchaForTests(await createCaptchaChallenge());
    const flipHex = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);
    const tamperings: Record<string, (payload: ReturnType<typeof decode>) => void> = {
      'later expiry': (p) => (p.challenge.parameters.expiresAt += 3600),
      'lower cost': (p) => (p.challenge.parameters.cost = 1),
      'other key prefix': (p) => (p.challenge.parameters.keyPrefix = flipHex(p.challenge.parameters.keyPrefix)),
      'other nonce': (p) => (p.challenge.parameters.nonce = flipHex(p.challenge.parameters.nonce)),
      'dropped key signature': (p) => delete p.challenge.parameters.keySignature,
      'other signature': (p) => (p.challenge.signature = flipHex(p.challenge.signature)),
      'other derived key': (p) => (p.solution.derivedKey = flipHex(p.solution.derivedKey)),
    };
    for (const [name, tamper] of Object.entries(tamperings)) {
      const payload = decode(token);
      tamper(payload);
      const error = await rejection(verifyCaptcha(encode(payload), { db }));
      expect([name, error.status, error.message]).toEqual([name, 400, FAILED]);
    }
    expect(documents.size).toBe(0);
    // The untouched payload still passes, so the refusals above came from the tampering.
    await expect(verifyCaptcha(token, { db })).resolves.toBeUndefined();
  });

  it('refuses a challenge signed with another key', async () => {
    const { db } = fakeStore();
    const token = await solveCaptchaForTests(await createCaptchaChallenge());
    setEnv({ JWT_SECRET: 'another-jwt-secret-of-forty-characters!!' });
    const error = await rejection(verifyCaptcha(token, { db }));
    expect([error.status, error.message]).toEqual([400, FAILED]);
  });

  it('refuses a challenge after its 10 minutes, and accepts it before', async () => {
    const { db, documents } = fakeStore();
    const issuedAt = new Date();
    const token = await solveCaptchaForTests(await createCaptchaChallenge(issuedAt));
    const minutesLater = (minutes: number) => new Date(issuedAt.getTime() + minutes * 60_000);

    const late = await rejection(verifyCaptcha(token, { db, now: minutesLater(10.05) }));
    expect([late.status, late.message]).toEqual([400, FAILED]);
    expect(documents.size).toBe(0);
    await expect(verifyCaptcha(token, { db, now: minutesLater(9.9) })).resolves.toBeUndefined();
  });

  it('refuses a challenge issued more than 10 minutes ago', async () => {
    const { db } = fakeStore();
    const token = await solveCaptchaForTests(await createCaptchaChallenge(new Date(Date.now() - 11 * 60_000)));
    const error = await rejection(verifyCaptcha(token, { db }));
    expect([error.status, error.message]).toEqual([400, FAILED]);
  });

  it('refuses a token longer than 4 KB without reading it, even around a valid solution', async () => {
    const { db } = fakeStore();
    const token = await solveCaptchaForTests(await createCaptchaChallenge());
    const padded = encode({ ...decode(token), padding: 'x'.repeat(4096) });
    const error = await rejection(verifyCaptcha(padded, { db }));
    expect([error.status, error.message]).toEqual([400, FAILED]);
    await expect(verifyCaptcha(token, { db })).resolves.toBeUndefined();
  });

  it.each([
    ['an empty string', ''],
    ['a short word', 'abc'],
    ['text that is not base64', '%%% not base64 %%%'],
    ['characters outside Latin-1', '€€€€'],
    ['base64 of non-JSON', btoa('this is not JSON')],
    ['base64 of JSON null', btoa('null')],
    ['base64 of an empty object', encode({})],
    ["the widget's test-mode payload", encode({ challenge: null, solution: null, test: true })],
    ['fields of the wrong types', encode({ challenge: { parameters: 'x', signature: 5 }, solution: [] })],
    ['a huge string', 'A'.repeat(5_000_000)],
  ])('refuses %s with a 400', async (_name, token) => {
    const { db, documents } = fakeStore();
    const error = await rejection(verifyCaptcha(token, { db }));
    expect([error.status, error.message]).toEqual([400, FAILED]);
    expect(documents.size).toBe(0);
  });
});

describe('Turnstile captcha', () => {
  interface SiteverifyRequest {
    contentType: string | undefined;
    fields: Record<string, string>;
  }
  const requests: SiteverifyRequest[] = [];
  let server: Server;
  let verifyUrl: string;

  beforeAll(async () => {
    // Stands in for https://challenges.cloudflare.com/turnstile/v0/siteverify.
    server = createServer((req, res) => {
      void text(req).then((body) => {
        const fields = Object.fromEntries(new URLSearchParams(body));
        requests.push({ contentType: req.headers['content-type'], fields });
        const success = fields.response === 'pass-token';
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }));
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });

  afterAll(async () => {
    server.close();
    await once(server, 'close');
  });

  beforeEach(() => {
    requests.length = 0;
    setEnv({
      TURNSTILE_SECRET_KEY: 'turnstile-test-secret',
      PUBLIC_TURNSTILE_SITE_KEY: 'turnstile-test-site-key',
      TURNSTILE_VERIFY_URL: verifyUrl,
    });
  });

  afterEach(() => {
    setEnv({ TURNSTILE_SECRET_KEY: undefined, PUBLIC_TURNSTILE_SITE_KEY: undefined, TURNSTILE_VERIFY_URL: undefined });
  });

  it('is the provider only when both keys are set', () => {
    expect(captchaProvider()).toBe('turnstile');
    setEnv({ PUBLIC_TURNSTILE_SITE_KEY: undefined });
    expect(captchaProvider()).toBe('altcha');
    setEnv({ PUBLIC_TURNSTILE_SITE_KEY: 'turnstile-test-site-key', TURNSTILE_SECRET_KEY: undefined });
    expect(captchaProvider()).toBe('altcha');
  });

  it('accepts a token siteverify confirms, sending secret, response and remoteip as form fields', async () => {
    const { db, documents } = fakeStore();
    await expect(verifyCaptcha('pass-token', { db, remoteIp: '203.0.113.7' })).resolves.toBeUndefined();
    expect(requests).toEqual([
      {
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
        fields: { secret: 'turnstile-test-secret', response: 'pass-token', remoteip: '203.0.113.7' },
      },
    ]);
    expect(documents.size).toBe(0);
  });

  it('refuses a token siteverify rejects', async () => {
    const { db } = fakeStore();
    const error = await rejection(verifyCaptcha('fail-token', { db }));
    expect([error.status, error.message]).toEqual([400, FAILED]);
    expect(requests.map((request) => request.fields.response)).toEqual(['fail-token']);
  });

  it('refuses an ALTCHA payload, which only siteverify could judge', async () => {
    const { db } = fakeStore();
    const token = await solveCaptchaForTests(await createCaptchaChallenge());
    const error = await rejection(verifyCaptcha(token, { db }));
    expect([error.status, error.message]).toEqual([400, FAILED]);
    expect(requests).toHaveLength(1);
  });

  it('answers 503 when siteverify cannot be reached', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const port = (closed.address() as AddressInfo).port;
    closed.close();
    await once(closed, 'close');
    setEnv({ TURNSTILE_VERIFY_URL: `http://127.0.0.1:${port}/siteverify` });

    const { db } = fakeStore();
    const error = await rejection(verifyCaptcha('pass-token', { db }));
    expect([error.status, error.message]).toEqual([503, UNREACHABLE]);
  });
});
