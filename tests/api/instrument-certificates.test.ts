import { randomUUID } from 'node:crypto';
import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { storeServiceRequest } from '#server/services/service-desk/index.ts';
import { ServiceRequestSchema } from '#shared/service/request.ts';
import { call, userWithRole } from '../support/api.ts';
import { pdfWith } from '../support/pdf-samples.ts';
import { test as it } from './fixtures.ts';

/*
 * Calibration certificates: an admin uploads a PDF (checked by its content) with its number and
 * dates to an instrument, which moves its calibration due date; the customer downloads it by the
 * link on the tracking page only, a link no one can guess; the admin's answers never carry it.
 */

let ipCounter = 0;
const nextIp = () => `100.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const unique = () => randomUUID().slice(0, 8).toUpperCase();

async function newInstrument(token: string) {
  const created = await call('/api/admin/instruments', {
    method: 'POST',
    token,
    json: {
      product_id: 1,
      serial_number: `CAL-${unique()}`,
      customer: { name: 'Lab Kalibrasi', email: 'qc@lab.example' },
      delivered_on: '2024-01-31',
      warranty_months: 12,
      calibration_interval_months: 12,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

function upload(
  token: string | undefined,
  id: number,
  fields: Record<string, string>,
  file: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string } | null = { bytes: pdfWith({ label: 'KAL' }) },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file)
    form.set('file', new File([file.bytes], file.name ?? 'sertifikat.pdf', { type: file.type ?? 'application/pdf' }));
  return call(`/api/admin/instruments/${id}/certificates`, { method: 'POST', token, body: form });
}

const fields = (change: Record<string, string> = {}) => ({
  number: `KAL/${unique()}`,
  issued_on: '2025-02-03',
  next_due: '2026-02-03',
  ...change,
});

async function trackingLink(serial: string, lang: 'id' | 'en') {
  const input = ServiceRequestSchema.parse({
    kind: 'kalibrasi',
    serial_number: serial,
    description: 'Kalibrasi tahunan',
    name: 'Budi',
    email: 'budi@lab.example',
    captcha: 'checked by the function',
    lang,
  });
  const stored = await storeServiceRequest(requestDeps(), input, [], 'http://localhost');
  return new URL(stored.url).pathname;
}

describe('POST /api/admin/instruments/{id}/certificates', () => {
  it('stores the certificate, moves the due date, and the customer downloads it through the tracking page only', async ({
    token,
  }) => {
    const instrument = await newInstrument(token);
    expect(instrument.calibration_due).toBe('2025-01-31');
    expect(instrument.certificates).toEqual([]);
    const pdf = pdfWith({ label: 'Sertifikat kalibrasi 001' });
    const number = `KAL/2025 "${unique()}"`;
    const uploaded = await upload(token, instrument.id, fields({ number }), { bytes: pdf });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.message).toBe('Sertifikat kalibrasi disimpan');
    expect(uploaded.body.data).toMatchObject({
      calibration_due: '2026-02-03',
      version: instrument.version,
      certificates: [
        { id: expect.any(String), number, issued_on: '2025-02-03', next_due: '2026-02-03', bytes: pdf.byteLength },
      ],
    });
    // The admin's answers never carry the customer's key.
    const read = await call(`/api/admin/instruments/${instrument.id}`, { token });
    expect(read.body.calibration_due).toBe('2026-02-03');
    expect(JSON.stringify(read.body)).not.toContain('download_token');
    const listed = await call(`/api/admin/instruments?q=${instrument.serial_number}`, { token });
    expect(listed.body.data[0].certificates).toHaveLength(1);
    expect(JSON.stringify(listed.body)).not.toContain('download_token');

    // The tracking page of a request for this serial lists it, in each language, with its link.
    const ip = nextIp();
    const english = await call(await trackingLink(instrument.serial_number, 'en'), { ip });
    expect(english.body).toContain('<h2>Calibration certificates</h2>');
    expect(english.body).toContain('Issued 3 February 2025 · next calibration 3 February 2026');
    const page = await call(await trackingLink(instrument.serial_number, 'id'), { ip });
    expect(page.body).toContain('<h2>Sertifikat kalibrasi</h2>');
    expect(page.body).toContain('Terbit 3 Februari 2025 · kalibrasi berikutnya 3 Februari 2026');
    const href = /<a href="(\/api\/certificates\/[A-Za-z0-9_-]{43})" download>/.exec(page.body)?.[1];
    expect(href, page.body).toBeDefined();
    expect(JSON.stringify(read.body)).not.toContain(href!.split('/').pop());

    const download = await call(href!, { ip });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="sertifikat-KAL-2025-[A-Z0-9]{8}\.pdf"$/,
    );
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toBe('sandbox');
    expect(download.headers.get('x-robots-tag')).toBe('noindex');
    expect(download.headers.get('referrer-policy')).toBe('no-referrer');
    expect(Buffer.from(download.body, 'latin1').subarray(0, 8).toString('latin1')).toBe('%PDF-1.5');

    // The admin downloads with the session; the PDF has no public address of its own.
    const certId = uploaded.body.data.certificates[0].id;
    const admin = await call(`/api/admin/instruments/${instrument.id}/certificates/${certId}`, { token });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toBe('application/pdf');
    expect((await call(`/api/admin/instruments/${instrument.id}/certificates/${certId}`)).status).toBe(401);
    expect((await call(`/uploads/certificates%2F${instrument.id}%2F${certId}.pdf`)).status).toBe(404);

    // The JSON twin of the page lists it too; the same number again is refused.
    const json = await call(`/api/s/${(await trackingLink(instrument.serial_number, 'id')).slice(3)}`, { ip });
    expect(json.body.certificates).toEqual([{ number, issued_on: '2025-02-03', next_due: '2026-02-03', url: href }]);
    const again = await upload(token, instrument.id, fields({ number }));
    expect(again.status).toBe(409);
    expect(again.body.errors.number[0]).toContain('sudah tersimpan pada instrumen ini');

    // The public warranty check follows the new due date; the upload is in the activity log.
    const warranty = await call(`/api/warranty/${instrument.serial_number}`, { ip: nextIp() });
    expect(warranty.body.calibration_due).toBe('2026-02-03');
    const history = await call(`/api/admin/activity?entity=instrument&id=${instrument.id}`, { token });
    expect(history.body.map((entry: { action: string }) => entry.action).sort()).toEqual(['certificate', 'create']);

    // A form opened before the upload still saves at its version, and the certificate stays.
    const saved = await call(`/api/admin/instruments/${instrument.id}`, {
      method: 'PUT',
      token,
      json: {
        product_id: 1,
        serial_number: instrument.serial_number,
        customer: { name: 'Lab Kalibrasi Baru' },
        delivered_on: '2024-01-31',
        warranty_months: 12,
        version: instrument.version,
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ calibration_due: '2026-02-03', certificates: [{ number }] });
  });

  it('refuses a text file named .pdf by its content, and bad fields with Indonesian messages', async ({ token }) => {
    const instrument = await newInstrument(token);
    const text = new Uint8Array(Buffer.from('Ini bukan PDF, hanya teks.\n%%EOF'));
    const fake = await upload(token, instrument.id, fields(), { bytes: text, name: 'sertifikat.pdf' });
    expect(fake.status).toBe(422);
    expect(fake.body).toEqual({
      message: 'File dokumen harus berupa PDF',
      errors: { file: ['File dokumen harus berupa PDF'] },
    });
    const script = await upload(token, instrument.id, fields(), {
      bytes: pdfWith({
        label: 'x',
        catalog: '/OpenAction 6 0 R',
        objects: ['<< /S /JavaScript /JS (app.alert(1)) >>'],
      }),
    });
    expect(script.status).toBe(422);
    expect(script.body.errors.file[0]).toContain('JavaScript');

    const bad = await upload(
      token,
      instrument.id,
      { number: '', issued_on: '2025-02-30', next_due: '2025-01-01' },
      null,
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      number: ['Nomor sertifikat wajib diisi'],
      issued_on: ['Tanggal terbit tidak valid'],
      file: ['Pilih file PDF sertifikat'],
    });
    const order = await upload(token, instrument.id, fields({ issued_on: '2025-05-01', next_due: '2025-05-01' }));
    expect(order.status).toBe(422);
    expect(order.body.errors).toEqual({ next_due: ['Kalibrasi berikutnya harus setelah tanggal terbit'] });
    const long = await upload(token, instrument.id, fields({ number: 'N'.repeat(61) }));
    expect(long.body.errors.number).toEqual(['Nomor sertifikat maksimal 60 karakter']);
    const large = await upload(token, instrument.id, fields(), { bytes: pdfWith({ label: 'big', padTo: 4_400_000 }) });
    expect(large.status).toBe(413);
    expect(large.body.errors).toEqual({ file: ['Ukuran sertifikat maksimal 4 MB'] });
    const json = await call(`/api/admin/instruments/${instrument.id}/certificates`, {
      method: 'POST',
      token,
      json: fields(),
    });
    expect(json.status).toBe(415);
    // Nothing was stored, and the due date did not move.
    const read = await call(`/api/admin/instruments/${instrument.id}`, { token });
    expect(read.body).toMatchObject({ certificates: [], calibration_due: '2025-01-31' });
    expect((await upload(token, 999_999_999, fields())).status).toBe(404);
  });

  it('takes Staff and above: no token 401', async () => {
    const staff = await userWithRole('Staff');
    const instrument = await newInstrument(staff.token);
    expect((await upload(undefined, instrument.id, fields())).status).toBe(401);
    expect((await upload('not-a-token', instrument.id, fields())).status).toBe(401);
    const stored = await upload(staff.token, instrument.id, fields());
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
  });
});

describe('GET /api/certificates/{token}', () => {
  it('answers an unknown token 404 and limits guessing per address, good links included', async ({ token }) => {
    const instrument = await newInstrument(token);
    await upload(token, instrument.id, fields());
    const page = await call(await trackingLink(instrument.serial_number, 'id'), { ip: nextIp() });
    const href = /<a href="(\/api\/certificates\/[^"]+)" download>/.exec(page.body)![1]!;
    process.env.RAWLAB_SERVICE_GUESS_LIMIT = '3';
    resetEnvCache();
    try {
      const guesser = nextIp();
      const guess = () =>
        `/api/certificates/${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')}`;
      for (let i = 0; i < 3; i++) {
        const miss = await call(guess(), { ip: guesser });
        expect(miss.status).toBe(404);
        expect(miss.body).toEqual({ message: 'Sertifikat tidak ditemukan' });
        expect(miss.headers.get('cache-control')).toBe('private, no-store');
        expect(miss.headers.get('referrer-policy')).toBe('no-referrer');
      }
      const limited = await call(guess(), { ip: guesser });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await call(href, { ip: guesser })).status).toBe(429);
      expect((await call(href, { ip: nextIp() })).status).toBe(200);
      expect((await call('/api/certificates/short', { ip: nextIp() })).status).toBe(404);
    } finally {
      delete process.env.RAWLAB_SERVICE_GUESS_LIMIT;
      resetEnvCache();
    }
  });
});
