import { describe, expect, it } from 'vitest';
import { solveCaptchaForTests } from '../../netlify/functions/_lib/captcha.ts';
import { call, login } from '../support/api.ts';

async function solvedCaptcha(): Promise<string> {
  const challenge = await call('/api/captcha');
  expect(challenge.status).toBe(200);
  return solveCaptchaForTests(challenge.body);
}

let ipCounter = 0;
const nextIp = () => `100.64.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe('POST /api/contact', () => {
  it('stores a message with a solved captcha; the admin sees it and can delete it', async () => {
    const email = `lead-${Date.now()}@lab.example`;
    const sent = await call('/api/contact', {
      method: 'POST',
      ip: nextIp(),
      json: { fullName: 'Siti Rahma', email, company: 'PT Lab Sejahtera', captcha: await solvedCaptcha() },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.success).toBe(true);
    const token = await login();
    const list = await call('/api/admin/contacts', { token });
    const message = list.body.find((item: { email: string }) => item.email === email);
    expect(message).toEqual({
      id: expect.any(String),
      full_name: 'Siti Rahma',
      email,
      company: 'PT Lab Sejahtera',
      created_at: expect.any(String),
    });
    expect((await call(`/api/admin/contacts/${message.id}`, { method: 'DELETE', token })).status).toBe(200);
    expect((await call(`/api/admin/contacts/${message.id}`, { method: 'DELETE', token })).status).toBe(404);
  });

  it('refuses a missing captcha with the message, and success false', async () => {
    const { status, body } = await call('/api/contact', {
      method: 'POST',
      ip: nextIp(),
      json: { fullName: 'A', email: 'a@b.co', company: '', captcha: '' },
    });
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(body.errors.captcha).toEqual(['⚠️ Silakan verifikasi captcha terlebih dahulu.']);
  });

  it('refuses a replayed captcha solution', async () => {
    const captcha = await solvedCaptcha();
    const json = { fullName: 'Replay', email: 'replay@lab.example', company: '', captcha };
    expect((await call('/api/contact', { method: 'POST', ip: nextIp(), json })).status).toBe(201);
    const replay = await call('/api/contact', { method: 'POST', ip: nextIp(), json });
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual({ success: false, message: 'Captcha sudah dipakai. Silakan verifikasi ulang.' });
  });

  it.each([
    ['invalid email', { email: 'not-an-email' }, 'email'],
    ['missing name', { fullName: '' }, 'fullName'],
    ['name too long', { fullName: 'x'.repeat(500) }, 'fullName'],
    ['wrong type', { email: ['a@b.co'] }, 'email'],
  ])('rejects %s with 422', async (_label, override, field) => {
    const json = { fullName: 'A', email: 'a@b.co', company: '', captcha: 'x', ...override };
    const { status, body } = await call('/api/contact', { method: 'POST', ip: nextIp(), json });
    expect(status).toBe(422);
    expect(body.errors[field]).toBeDefined();
  });

  it('stores text as text: markup comes back unchanged, for the pages to escape', async () => {
    const fullName = '<script>alert(1)</script> Ñandú ';
    const email = `xss-${Date.now()}@lab.example`;
    expect(
      (
        await call('/api/contact', {
          method: 'POST',
          ip: nextIp(),
          json: { fullName, email, company: '<b>x</b>', captcha: await solvedCaptcha() },
        })
      ).status,
    ).toBe(201);
    const list = await call('/api/admin/contacts', { token: await login() });
    expect(list.body.find((item: { email: string }) => item.email === email).full_name).toBe(fullName.trim());
  });

  it.each([
    ['NUL', 'Siti\u0000Rahma'],
    ['right-to-left override', 'Siti \u202eamhaR'],
  ])('refuses a %s in a name with 422', async (_label, fullName) => {
    const json = { fullName, email: 'a@b.co', company: 'PT \u202e', captcha: 'x' };
    const { status, body } = await call('/api/contact', { method: 'POST', ip: nextIp(), json });
    expect(status).toBe(422);
    expect(body.errors.fullName).toBeDefined();
    expect(body.errors.company).toBeDefined();
  });

  it('50 simultaneous messages all land', async () => {
    const token = await login();
    const before = (await call('/api/admin/contacts', { token })).body.length;
    const captchas = await Promise.all(Array.from({ length: 50 }, () => solvedCaptcha()));
    const results = await Promise.all(
      captchas.map((captcha, i) =>
        call('/api/contact', {
          method: 'POST',
          ip: nextIp(),
          json: { fullName: `Burst ${i}`, email: `burst${i}@lab.example`, company: '', captcha },
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(201));
    expect((await call('/api/admin/contacts', { token })).body.length).toBe(before + 50);
  });

  it('the contact list needs a token', async () => {
    expect((await call('/api/admin/contacts')).status).toBe(401);
  });
});

describe('contact rate limit', () => {
  it('allows 10 messages an hour from one address, then answers 429', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const json = { fullName: 'Flood', email: 'flood@lab.example', company: '', captcha: await solvedCaptcha() };
      statuses.push((await call('/api/contact', { method: 'POST', ip: '100.100.100.100', json })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
