import { describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { markForInbox } from '#server/services/inbox/inbox-fold.ts';
import { newContactId } from '#server/services/inbox/contacts.ts';
import { call, login, userWithRole } from '../support/api.ts';
import { test as it } from './fixtures.ts';

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
      phone: '',
      message: '',
      status: 'new',
      status_updated_at: null,
      status_updated_by: null,
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

  it('50 simultaneous messages all land', async ({ token }) => {
    // Other files send messages meanwhile: count this burst's own.
    const burst = `burst-${Date.now()}`;
    const landed = async () =>
      (await call('/api/admin/contacts', { token })).body.filter((item: { email: string }) =>
        item.email.startsWith(`${burst}-`),
      ).length;
    const captchas = await Promise.all(Array.from({ length: 50 }, () => solvedCaptcha()));
    const results = await Promise.all(
      captchas.map((captcha, i) =>
        call('/api/contact', {
          method: 'POST',
          ip: nextIp(),
          json: { fullName: `Burst ${i}`, email: `${burst}-${i}@lab.example`, company: '', captcha },
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(50).fill(201));
    expect(await landed()).toBe(50);
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

describe('the contact message as a lead', () => {
  it("keeps phone (as 62…) and the visitor's needs; bad ones are refused with 422", async () => {
    const email = `lead-fields-${Date.now()}@lab.example`;
    const sent = await call('/api/contact', {
      method: 'POST',
      ip: nextIp(),
      json: {
        fullName: 'Budi',
        email,
        company: '',
        phone: '+62 812-8880-4512',
        message: '  Kalibrasi 4 turbidimeter.  ',
        captcha: await solvedCaptcha(),
      },
    });
    expect(sent.status).toBe(201);
    const token = await login();
    const stored = (await call('/api/admin/contacts', { token })).body.find(
      (item: { email: string }) => item.email === email,
    );
    expect(stored).toMatchObject({ phone: '6281288804512', message: 'Kalibrasi 4 turbidimeter.', status: 'new' });
    expect((await call(`/api/admin/contacts/${stored.id}`, { token })).body).toEqual(stored);

    for (const [field, value] of [
      ['phone', 'telepon saya'],
      ['phone', '12'],
      ['message', 'x'.repeat(2001)],
    ] as const) {
      const json = { fullName: 'A', email: 'a@b.co', captcha: 'x', [field]: value };
      const refused = await call('/api/contact', { method: 'POST', ip: nextIp(), json });
      expect(refused.status, `${field}=${value.slice(0, 20)}`).toBe(422);
      expect(refused.body.errors[field]).toBeDefined();
    }
  });

  it('changes status with who and when; bad input is refused', async () => {
    const staff = await userWithRole('Staff', 'contact-staff');
    const email = `status-${Date.now()}@lab.example`;
    expect(
      (
        await call('/api/contact', {
          method: 'POST',
          ip: nextIp(),
          json: { fullName: 'Status', email, captcha: await solvedCaptcha() },
        })
      ).status,
    ).toBe(201);
    const list = (await call('/api/admin/contacts', { token: staff.token })).body;
    const { id } = list.find((item: { email: string }) => item.email === email);
    const before = (await call('/api/admin/contacts/summary', { token: staff.token })).body;
    expect(before.unread).toBeGreaterThanOrEqual(1);

    const changed = await call(`/api/admin/contacts/${id}`, {
      method: 'PATCH',
      token: staff.token,
      json: { status: 'in_progress' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id,
      email,
      status: 'in_progress',
      status_updated_by: 'Staff Tester',
      status_updated_at: expect.any(String),
    });
    // Other files add messages at the same time: this one no longer counts, whatever else arrived.
    const after = (await call('/api/admin/contacts', { token: staff.token })).body;
    expect(after.find((item: { id: string }) => item.id === id).status).toBe('in_progress');

    const json = { status: 'in_progress' };
    expect((await call(`/api/admin/contacts/${id}`, { method: 'PATCH', json })).status).toBe(401);
    const bad = await call(`/api/admin/contacts/${id}`, { method: 'PATCH', token: staff.token, json: { status: 'x' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.status).toEqual(['Status harus Baru, Ditindaklanjuti atau Selesai']);
    const missing = await call('/api/admin/contacts/0000000aa-00000000', { method: 'PATCH', token: staff.token, json });
    expect(missing.status).toBe(404);
  });

  it('status changes racing on one message all land one after another; no field is lost', async ({ token }) => {
    const email = `race-${Date.now()}@lab.example`;
    await call('/api/contact', {
      method: 'POST',
      ip: nextIp(),
      json: { fullName: 'Race', email, phone: '0812 1111 2222', captcha: await solvedCaptcha() },
    });
    const { id } = (await call('/api/admin/contacts', { token })).body.find(
      (item: { email: string }) => item.email === email,
    );
    const statuses = ['in_progress', 'done', 'new'] as const;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(`/api/admin/contacts/${id}`, { method: 'PATCH', token, json: { status: statuses[index % 3] } }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(20).fill(200));
    const final = (await call(`/api/admin/contacts/${id}`, { token })).body;
    expect(final).toMatchObject({ email, full_name: 'Race', phone: '6281211112222' });
    expect(statuses).toContain(final.status);
  });

  it('reads a message stored before phone, message and status existed as Baru with empty fields', async ({ token }) => {
    const id = newContactId(new Date());
    const old = {
      id,
      full_name: 'Lama',
      email: 'lama@lab.example',
      company: 'PT Lama',
      created_at: new Date().toISOString(),
    };
    await requestDeps().db.put(`contacts/${id}`, old);
    // As a backup's import does: the inbox indexes it like a new message.
    await markForInbox(requestDeps(), id);
    expect((await call(`/api/admin/contacts/${id}`, { token })).body).toEqual({
      ...old,
      phone: '',
      message: '',
      status: 'new',
      status_updated_at: null,
      status_updated_by: null,
    });
    const done = await call(`/api/admin/contacts/${id}`, { method: 'PATCH', token, json: { status: 'done' } });
    expect(done.body.data).toMatchObject({ ...old, status: 'done' });
    expect((await call(`/api/admin/contacts/${id}`, { method: 'DELETE', token })).status).toBe(200);
  });
});
