import { describe, expect } from 'vitest';
import { call, login } from '../support/api.ts';
import {
  COMPLETE_LETTER_SETTINGS,
  adminQuote,
  apiPathOf,
  changeSettings,
  draftBody,
  newRequest,
  nextIp,
  pathOf,
  saveDraft,
  sendQuotation,
  sentQuotation,
  testProduct,
  type TestProduct,
} from '../support/quotation-api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * A quotation leaves complete and its request follows it: 'Kirim' is refused while Settings lack
 * what the letter needs (and the draft says so first), sending moves the request to 'Diproses' and
 * the buyer's acceptance to 'Selesai', a draft keeps Settings' default terms, and an older revision
 * takes no revision request. On a store of the file's own: it changes Settings and counts new requests.
 */

let token: string;
let product: TestProduct;

it.beforeAll(async () => {
  token = await login();
  await changeSettings(token, { ...COMPLETE_LETTER_SETTINGS, whatsapp_number: '6281288804512' });
  product = await testProduct(token);
}, 60_000);

describe('a quotation cannot leave incomplete', () => {
  it("refuses 'Kirim' with 422 naming each missing Settings field, and the draft names them first", async () => {
    const before = await changeSettings(token, { npwp: '', bank_accounts: [], signatory_name: '' });
    try {
      const request = await newRequest(product);
      const starter = await call(`/api/admin/quotes/${request.reference}/quotation`, { token });
      expect(starter.status).toBe(200);
      expect(starter.body.missing).toEqual(['npwp', 'bank_accounts', 'signatory_name']);
      // A signatory typed in the draft does not stand in for the company's own in Settings.
      const saved = await saveDraft(
        request.reference,
        draftBody(product, { signatory: { name: 'Andi', title: '' } }),
        token,
      );
      expect(saved.status).toBe(200);
      const refused = await sendQuotation(request.reference, token);
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(['bank_accounts', 'npwp', 'signatory_name']);
      expect(refused.body.message).toMatch(/Pengaturan/);
      expect((await adminQuote(request.reference, token)).quotation.revisions).toEqual([]);

      // One field filled, the others are still named.
      await changeSettings(token, { npwp: COMPLETE_LETTER_SETTINGS.npwp });
      const still = await sendQuotation(request.reference, token);
      expect(still.status).toBe(422);
      expect(Object.keys(still.body.errors ?? {}).sort()).toEqual(['bank_accounts', 'signatory_name']);

      await changeSettings(token, COMPLETE_LETTER_SETTINGS);
      expect((await call(`/api/admin/quotes/${request.reference}/quotation`, { token })).body.missing).toEqual([]);
      expect((await sendQuotation(request.reference, token)).status).toBe(201);
    } finally {
      await changeSettings(token, { ...COMPLETE_LETTER_SETTINGS, whatsapp_number: before.whatsapp_number });
    }
  });
});

describe('the request follows its quotation', () => {
  it("moves from 'baru' to 'diproses' when sent (the badge counts one less) and to 'selesai' when accepted", async () => {
    const badge = async () => (await call('/api/admin/quotes/summary', { token })).body.new as number;
    const request = await newRequest(product);
    expect((await adminQuote(request.reference, token)).status).toBe('baru');
    const waiting = await badge();
    expect((await saveDraft(request.reference, draftBody(product), token)).status).toBe(200);
    const sent = await sendQuotation(request.reference, token);
    expect(sent.status).toBe(201);
    const processing = await adminQuote(request.reference, token);
    expect(processing.status).toBe('diproses');
    expect(processing.status_by).toBeTruthy();
    expect(await badge()).toBe(waiting - 1);
    const listed = await call(`/api/admin/quotes?status=diproses&q=${request.reference}`, { token });
    expect(listed.body.data.map((row: { reference: string }) => row.reference)).toEqual([request.reference]);

    const accepted = await call(`${apiPathOf(sent.body.url)}/accept`, {
      method: 'POST',
      ip: nextIp(),
      json: { name: 'Budi Santoso', position: 'Kepala Lab' },
    });
    expect(accepted.status).toBe(200);
    const done = await adminQuote(request.reference, token);
    expect(done.status).toBe('selesai');
    expect(done.status_by).toContain('Budi Santoso');
  });

  it('leaves a request the admin already moved on where it is', async () => {
    const request = await newRequest(product);
    const cancelled = await call(`/api/admin/quotes/${request.reference}`, {
      method: 'PUT',
      token,
      json: { status: 'batal', from: 'baru' },
    });
    expect(cancelled.status).toBe(200);
    expect((await saveDraft(request.reference, draftBody(product), token)).status).toBe(200);
    expect((await sendQuotation(request.reference, token)).status).toBe(201);
    expect((await adminQuote(request.reference, token)).status).toBe('batal');
  });
});

describe('drafts and revisions', () => {
  it("stores Settings' default terms for a draft saved without them", async () => {
    await changeSettings(token, {
      quotation_payment_terms: 'DP 50%, pelunasan sebelum pengiriman.',
      quotation_delivery_time: '3 minggu setelah PO.',
    });
    const request = await newRequest(product);
    const { payment_terms: _p, delivery_time: _d, ...body } = draftBody(product) as Record<string, unknown>;
    const saved = await saveDraft(request.reference, body, token);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      payment_terms: 'DP 50%, pelunasan sebelum pengiriman.',
      delivery_time: '3 minggu setelah PO.',
      notes: '',
    });
    expect((await adminQuote(request.reference, token)).quotation.draft).toMatchObject({
      payment_terms: 'DP 50%, pelunasan sebelum pengiriman.',
      delivery_time: '3 minggu setelah PO.',
    });
    // Terms the admin cleared on purpose stay cleared.
    const cleared = await saveDraft(request.reference, { ...body, payment_terms: '' }, token);
    expect(cleared.body.payment_terms).toBe('');
  });

  it('refuses control and bidirectional-control characters in text fields, keeping line breaks and tabs', async () => {
    const request = await newRequest(product);
    const hostile = await saveDraft(
      request.reference,
      draftBody(product, {
        notes: 'Harga\u0000 khusus',
        payment_terms: 'Transfer \u202Efdp.exe',
        lines: [{ description: 'Kalibrasi\u0007', quantity: 1, unit_price: 1 }],
      }),
      token,
    );
    expect(hostile.status).toBe(422);
    expect(hostile.body.errors).toMatchObject({
      notes: ['Catatan tidak boleh berisi karakter kontrol atau pengatur arah teks'],
      payment_terms: ['Syarat pembayaran tidak boleh berisi karakter kontrol atau pengatur arah teks'],
      'lines.0.description': [expect.stringMatching(/karakter kontrol/)],
    });
    expect((await adminQuote(request.reference, token)).quotation.draft).toBeNull();
    const settings = await call('/api/settings/1', {
      method: 'PUT',
      token,
      json: { ...(await call('/api/settings', { token })).body, quotation_delivery_time: '2 minggu\u202E' },
    });
    expect(settings.status).toBe(422);
    expect(Object.keys(settings.body.errors)).toEqual(['quotation_delivery_time']);

    const multiline = await saveDraft(
      request.reference,
      draftBody(product, { notes: 'Baris satu\nBaris dua\r\n\tberinden' }),
      token,
    );
    expect(multiline.status).toBe(200);
    expect(multiline.body.notes).toBe('Baris satu\nBaris dua\r\n\tberinden');
  });

  it('refuses a revision request on a superseded revision, on the API and on the page', async () => {
    const { reference, sent } = await sentQuotation(product, token);
    expect((await saveDraft(reference, draftBody(product, { notes: 'Harga khusus' }), token)).status).toBe(200);
    expect((await sendQuotation(reference, token)).status).toBe(201);
    const ask = await call(`${apiPathOf(sent.url)}/revision`, {
      method: 'POST',
      ip: nextIp(),
      json: { message: 'Mohon diskon' },
    });
    expect(ask.status).toBe(409);
    expect(ask.body.message).toMatch(/revisi penawaran yang lebih baru/);
    const form = await call(`${pathOf(sent.url)}/revisi`, {
      method: 'POST',
      ip: nextIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'message=Mohon+diskon',
    });
    expect(form.status).toBe(409);
    expect((await adminQuote(reference, token)).quotation.revisions[0]!.revision_requests).toEqual([]);
  });

  it('answers the page, the JSON and the PDF with nosniff', async () => {
    const { sent } = await sentQuotation(product, token);
    for (const path of [pathOf(sent.url), apiPathOf(sent.url), pathOf(sent.pdf_url)]) {
      const answer = await call(path, { ip: nextIp() });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    const unknown = await call(`/q/${'A'.repeat(43)}`, { ip: nextIp() });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
