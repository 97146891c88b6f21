import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { storeServiceRequest } from '#server/services/service-desk/index.ts';
import { readRecord } from '#server/services/service-desk/records.ts';
import { caughtMails, startMailCatcher, type MailCatcher } from '#scripts/lib/mail-catcher.ts';
import { ServiceRequestSchema } from '#shared/service/request.ts';
import { freePorts } from '../support/free-ports.ts';
import { call, login } from '../support/api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * POST /api/service-requests: the captcha and the address's allowance as the contact form, every field
 * and photo checked (photos by their content), the reference numbered per month without a duplicate
 * under racing submissions, the private link's token of 256 random bits, and the link mailed in the
 * request's language. On a store of the file's own: the race counts a month's references.
 */

const COMPANY_EMAIL = 'service@rawlab-service.test';
const PHOTO = new Uint8Array(readFileSync(resolve(import.meta.dirname, '../support/photos/phone.jpg')));
let ipCounter = 0;
const nextIp = () => `100.75.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let catcher: MailCatcher;

async function solvedCaptcha(): Promise<string> {
  const challenge = await call('/api/captcha');
  expect(challenge.status).toBe(200);
  return solveCaptchaForTests(challenge.body);
}

const request = (overrides: Record<string, unknown> = {}) => ({
  kind: 'kalibrasi',
  serial_number: 'ph7-00421',
  description: 'Kalibrasi tahunan pH meter, buffer 4/7/10.',
  name: 'Dr. Rina Wulandari',
  institution: 'Lab QC Uji',
  email: `rina-${Date.now()}@lab.example`,
  ...overrides,
});

function formOf(fields: Record<string, string>, photos: Array<[Uint8Array<ArrayBuffer>, string, string]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [bytes, name, type] of photos) form.append('photos', new File([bytes], name, { type }));
  return form;
}

it.beforeAll(async () => {
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  catcher = await startMailCatcher({ smtpPort, webPort });
  process.env.SMTP_URL = catcher.smtpUrl;
  resetEnvCache();
  const token = await login();
  const current = (await call('/api/settings', { token })).body;
  const saved = await call('/api/settings/1', {
    method: 'PUT',
    token,
    json: { ...current, company_name: 'PT RawLab Servis', company_email: COMPANY_EMAIL, enable_notifications: true },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}, 60_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await catcher?.stop();
});

describe('POST /api/service-requests', () => {
  it('answers 201 with SV-YYMM-NNNN and a private link whose token carries 256 random bits, and mails it', async () => {
    const body = request({ lang: 'en' });
    const sent = await call('/api/service-requests', {
      method: 'POST',
      ip: nextIp(),
      json: { ...body, captcha: await solvedCaptcha() },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(Object.keys(sent.body).sort()).toEqual(['reference', 'url']);
    expect(sent.body.reference).toMatch(/^SV-\d{4}-\d{4}$/);
    const url = new URL(sent.body.url);
    const token = url.pathname.replace(/^\/s\//, '');
    expect(url.pathname).toBe(`/s/${token}`);
    // 43 base64url characters are 32 bytes: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const stored = await readRecord(requestDeps(), sent.body.reference);
    expect(stored).toMatchObject({ kind: 'kalibrasi', serial_number: 'PH7-00421', lang: 'en', photos: [] });
    await expect
      .poll(async () => (await caughtMails(catcher)).filter((mail) => mail.to.some((to) => to.address === body.email)))
      .toHaveLength(1);
    const [mail] = (await caughtMails(catcher)).filter((mail) => mail.to.some((to) => to.address === body.email));
    expect(mail!.subject).toBe(`Service request ${sent.body.reference} received - PT RawLab Servis`);
    expect(mail!.text).toContain(sent.body.url);
    // The company is told too, in Indonesian.
    await expect
      .poll(async () =>
        (await caughtMails(catcher)).some((mail) =>
          mail.subject.startsWith(`Permintaan layanan baru ${sent.body.reference}`),
        ),
      )
      .toBe(true);
  });

  it('gives every request its own token: no two of 40 alike, and together they look random', async () => {
    const deps = requestDeps();
    const input = ServiceRequestSchema.parse({ ...request(), captcha: 'checked by the function' });
    const tokens: string[] = [];
    for (let i = 0; i < 40; i++) {
      const { url } = await storeServiceRequest(deps, input, [], 'http://localhost');
      tokens.push(url.slice('http://localhost/s/'.length));
    }
    expect(new Set(tokens).size).toBe(40);
    // Every base64url character position takes many values across the tokens (a counter or a clock would not).
    const bits = Buffer.concat(tokens.map((token) => Buffer.from(token, 'base64url')));
    let ones = 0;
    for (const byte of bits) for (let i = 0; i < 8; i++) ones += (byte >> i) & 1;
    expect(ones / (bits.length * 8)).toBeGreaterThan(0.45);
    expect(ones / (bits.length * 8)).toBeLessThan(0.55);
  });

  it("refuses a request without the captcha, and a wrong captcha, with the contact form's messages", async () => {
    const none = await call('/api/service-requests', { method: 'POST', ip: nextIp(), json: request() });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('⚠️ Silakan verifikasi captcha terlebih dahulu.');
    const wrong = await call('/api/service-requests', {
      method: 'POST',
      ip: nextIp(),
      json: { ...request(), captcha: 'bm90IGEgc29sdXRpb24=' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Verifikasi captcha gagal. Silakan ulangi.');
  });

  it.each([
    [
      'no email or phone',
      { email: '', phone: '' },
      'email',
      'Isi email atau nomor telepon/WhatsApp agar tim kami dapat menghubungi Anda',
    ],
    [
      'an unknown kind',
      { kind: 'servis' },
      'kind',
      'Pilih jenis layanan: perbaikan, kalibrasi, instalasi atau pelatihan',
    ],
    ['no description', { description: ' ' }, 'description', 'Keterangan wajib diisi'],
    ['a bad phone', { phone: '12' }, 'phone', 'Nomor telepon tidak valid, mis. 0812-8880-4512'],
    ['a product id that is no number', { product_id: 'abc' }, 'product_id', 'Produk tidak valid'],
  ])('refuses %s with a 422 naming the field', async (_name, change, field, message) => {
    const answer = await call('/api/service-requests', {
      method: 'POST',
      ip: nextIp(),
      json: { ...request(change), captcha: 'never checked: the fields are wrong' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[field]).toEqual([message]);
  });

  it('takes up to three photos as a multipart form, checked by their content', async () => {
    const fields = { ...request(), captcha: await solvedCaptcha() } as Record<string, string>;
    const sent = await call('/api/service-requests', {
      method: 'POST',
      ip: nextIp(),
      body: formOf(fields, [[PHOTO, 'probe.jpg', 'image/jpeg']]),
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const stored = await readRecord(requestDeps(), sent.body.reference);
    expect(stored!.photos).toHaveLength(1);
    expect(stored!.photos[0]).toMatchObject({ type: 'image/jpeg' });
    // Kept privately: not under /uploads/, whose keys are content hashes alone.
    expect(stored!.photos[0]!.key).toMatch(new RegExp(`^service-photos/${sent.body.reference}/[a-f0-9]{64}\\.jpg$`));
    expect(await requestDeps().images.get(stored!.photos[0]!.key)).not.toBeNull();
    // The desk sees it, signed in; nobody else does.
    const photoPath = `/api/admin/service-requests/${sent.body.reference}/photos/0`;
    const seen = await call(photoPath, { token: await login() });
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/jpeg');
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect((await call(photoPath)).status).toBe(401);
    expect((await call(photoPath.replace(/0$/, '1'), { token: await login() })).status).toBe(404);
  });

  it('refuses a .jpg that is really text, and a fourth photo, before the captcha is spent', async () => {
    const captcha = await solvedCaptcha();
    const fields = { ...request(), captcha } as Record<string, string>;
    const text = Uint8Array.from(Buffer.from('this is not a picture at all, only text'));
    const fake = await call('/api/service-requests', {
      method: 'POST',
      ip: nextIp(),
      body: formOf(fields, [[text, 'probe.jpg', 'image/jpeg']]),
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors.photos).toEqual(['File harus berupa gambar PNG, JPG atau WebP']);
    const four = await call('/api/service-requests', {
      method: 'POST',
      ip: nextIp(),
      body: formOf(
        fields,
        Array.from(
          { length: 4 },
          (_, i) => [PHOTO, `p${i}.jpg`, 'image/jpeg'] as [Uint8Array<ArrayBuffer>, string, string],
        ),
      ),
    });
    expect(four.status).toBe(422);
    expect(four.body.errors.photos).toEqual(['Maksimal 3 foto']);
    // The same captcha still sends the corrected request.
    const fixed = await call('/api/service-requests', { method: 'POST', ip: nextIp(), body: formOf(fields, []) });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(201);
  });

  it('lets an address send 10 an hour, then answers 429 with Retry-After', async () => {
    const ip = nextIp();
    const captchas = await Promise.all(Array.from({ length: 11 }, () => solvedCaptcha()));
    const answers = [];
    for (const captcha of captchas) {
      answers.push(
        await call('/api/service-requests', {
          method: 'POST',
          ip,
          json: { ...request({ email: '', phone: '0812-8880-4512' }), captcha },
        }),
      );
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(answers[10]!.status).toBe(429);
    expect(answers[10]!.body.message).toMatch(/^Terlalu banyak permintaan layanan dari alamat ini/);
    expect(Number(answers[10]!.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 60_000);

  it('numbers 30 racing requests of one month SV-YYMM-0001 … 0030, each once', async () => {
    const deps = { ...requestDeps(), now: () => new Date('2031-03-10T03:00:00.000Z') };
    const input = ServiceRequestSchema.parse({ ...request(), captcha: 'checked by the function' });
    const stored = await Promise.all(
      Array.from({ length: 30 }, () => storeServiceRequest(deps, input, [], 'http://localhost')),
    );
    const references = stored.map((entry) => entry.reference).sort();
    expect(references).toEqual(Array.from({ length: 30 }, (_, i) => `SV-3103-${String(i + 1).padStart(4, '0')}`));
  }, 60_000);

  it('ties a request to the unit its serial number names, and through it to the product', async () => {
    const token = await login();
    const serial = `SVLINK-${Date.now()}`;
    const unit = await call('/api/admin/instruments', {
      method: 'POST',
      token,
      json: {
        product_id: 2,
        serial_number: serial,
        customer: { name: 'Lab Mutu', institution: '', email: '', phone: '' },
        delivered_on: '2025-01-15',
        warranty_months: 24,
        calibration_interval_months: 12,
      },
    });
    expect(unit.status, JSON.stringify(unit.body)).toBe(201);
    const input = ServiceRequestSchema.parse({
      ...request({ serial_number: serial.toLowerCase() }),
      captcha: 'checked by the function',
    });
    const { record } = await storeServiceRequest(requestDeps(), input, [], 'http://localhost');
    expect(record).toMatchObject({ instrument_id: unit.body.data.id, product_id: 2 });
    // A serial the company never recorded keeps the request as typed.
    const unknown = ServiceRequestSchema.parse({ ...request({ serial_number: 'NOPE-1' }), captcha: 'x' });
    expect((await storeServiceRequest(requestDeps(), unknown, [], 'http://localhost')).record).toMatchObject({
      instrument_id: null,
      product_id: null,
    });
  });
});
