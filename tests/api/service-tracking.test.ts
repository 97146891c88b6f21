import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { storeServiceRequest } from '#server/services/service-desk/index.ts';
import { ServiceRequestSchema } from '#shared/service/request.ts';
import { call } from '../support/api.ts';
import { test as it } from './fixtures.ts';

/*
 * The customer's private tracking link: the page /s/{token} (headers that keep it private, its
 * language, no script, escaping), its JSON twin /api/s/{token}, messages from the customer by JSON and
 * by the page's plain form (303 back, or the typed text kept with the error), unknown tokens 404 and
 * guessing limited per address.
 */

let ipCounter = 0;
const nextIp = () => `100.76.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function newRequest(lang: 'id' | 'en' = 'id') {
  const input = ServiceRequestSchema.parse({
    kind: 'perbaikan',
    serial_number: 'TB-1001',
    description: 'Layar turbidimeter mati <b>total</b>',
    name: 'Budi <script>',
    email: 'budi@lab.example',
    captcha: 'checked by the function',
    lang,
  });
  const stored = await storeServiceRequest(requestDeps(), input, [], 'http://localhost');
  const path = new URL(stored.url).pathname;
  return { ...stored, path, token: path.slice('/s/'.length) };
}

const expectPrivate = (headers: Headers) => {
  expect(headers.get('cache-control')).toBe('private, no-store');
  expect(headers.get('x-robots-tag')).toBe('noindex');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
};

describe('GET /s/{token}', () => {
  it('shows the request in its language, private, without any script', async () => {
    const { path, reference } = await newRequest('en');
    const page = await call(path, { ip: nextIp() });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expectPrivate(page.headers);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain(`<h1 data-reference>${reference}</h1>`);
    expect(page.body).toContain('Repair');
    expect(page.body).toContain('TB-1001');
    expect(page.body).toContain('data-status="diterima">Received</span>');
    expect(page.body).toMatch(/<li data-status-step="diterima"><b>Received<\/b>/);
    expect(page.body).not.toMatch(/<script/i);
    // What the team keeps to itself and the customer's contact details are not on the page.
    expect(page.body).not.toContain('budi@lab.example');
    const indonesian = await call((await newRequest('id')).path, { ip: nextIp() });
    expect(indonesian.body).toContain('<html lang="id">');
    expect(indonesian.body).toContain('data-status="diterima">Diterima</span>');
  });

  it('answers an unknown token 404 and limits guessing per address, good links included', async () => {
    const { path } = await newRequest();
    process.env.RAWLAB_SERVICE_GUESS_LIMIT = '3';
    resetEnvCache();
    try {
      const guesser = nextIp();
      const guess = () => `/s/${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')}`;
      for (let i = 0; i < 3; i++) {
        const miss = await call(guess(), { ip: guesser });
        expect(miss.status).toBe(404);
        expectPrivate(miss.headers);
        expect(miss.body).toContain('Permintaan layanan tidak ditemukan');
      }
      const limited = await call(guess(), { ip: guesser });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // The right link from that address is refused too: a hit cannot be told from a miss.
      expect((await call(path, { ip: guesser })).status).toBe(429);
      expect((await call(path, { ip: nextIp() })).status).toBe(200);
      const api = await call('/api/s/not-a-token', { ip: nextIp() });
      expect(api.status).toBe(404);
      expectPrivate(api.headers);
      expect(api.body.message).toMatch(/^Permintaan layanan tidak ditemukan/);
    } finally {
      delete process.env.RAWLAB_SERVICE_GUESS_LIMIT;
      resetEnvCache();
    }
  });
});

describe("the customer's messages", () => {
  it('POST /api/s/{token}/messages adds one, shown on the page and escaped', async () => {
    const { path, token } = await newRequest();
    const ip = nextIp();
    const sent = await call(`/api/s/${token}/messages`, {
      method: 'POST',
      ip,
      json: { message: 'Kapan teknisi datang? <img src=x onerror=alert(1)>' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expectPrivate(sent.headers);
    expect(sent.body.messages).toEqual([
      { from: 'customer', text: 'Kapan teknisi datang? <img src=x onerror=alert(1)>', at: expect.any(String) },
    ]);
    expect(sent.body.certificates).toEqual([]);
    expect(Object.keys(sent.body)).not.toContain('email');
    const page = await call(path, { ip });
    expect(page.body).toContain('Kapan teknisi datang? &#60;img src=x onerror=alert(1)&#62;');
    expect(page.body).not.toContain('<img src=x');
    const empty = await call(`/api/s/${token}/messages`, { method: 'POST', ip, json: { message: '  ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['Pesan wajib diisi']);
  });

  it("the page's form works without JavaScript: 303 back with a notice, or the typed text kept with the error", async () => {
    const { path } = await newRequest('en');
    const ip = nextIp();
    const form = (message: string) =>
      call(`${path}/pesan`, {
        method: 'POST',
        ip,
        body: new URLSearchParams({ message }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const posted = await form('The probe reads 2 pH units low.');
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`${path}?sent=1`);
    expectPrivate(posted.headers);
    const after = await call(`${path}?sent=1`, { ip });
    expect(after.body).toContain('Your message was sent.');
    expect(after.body).toMatch(/data-message="customer"><span class="muted"><b>You<\/b>/);
    expect(after.body).toContain('The probe reads 2 pH units low.');
    const long = 'x'.repeat(2001);
    const refused = await form(long);
    expect(refused.status).toBe(422);
    expect(refused.body).toContain('Message: at most 2000 characters');
    expect(refused.body).toContain(`>${long}</textarea>`);
  });
});
