import { afterAll, describe, expect } from 'vitest';
import { freePorts } from '../support/free-ports.ts';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { jakartaDate } from '#server/services/quotes/quotation/draft.ts';
import { caughtMails, startMailCatcher, type MailCatcher } from '#scripts/lib/mail-catcher.ts';
import type { QuoteAnswer } from '#shared/quote/request.ts';
import type { AdminQuotation, QuotationDraft, QuotationSent } from '#shared/quote/quotation/schema.ts';
import { call, login, productForm, ready, userWithRole } from '../support/api.ts';
import { editForm } from '../support/product-form.ts';
import { mailReport } from '../support/mail-report.ts';
import { ensurePoppler, pdfFonts, pdfPages, pdfText } from '../support/poppler.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * Formal quotations: the draft priced by the server, 'Kirim' freezing numbered revisions behind
 * private links, the buyer's link (headers, first view, acceptance once and only while valid,
 * revision requests, guessing limited), roles, the letter PDF read back through poppler, and the
 * mails caught by MailDev. On a store of the file's own: it changes Settings.
 */

const BUYER_EMAIL = `buyer-${Date.now()}@lab.example`;
const COMPANY_EMAIL = 'sales@rawlab-quotations.test';
let ipCounter = 0;
const nextIp = () => `100.74.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let catcher: MailCatcher;
let token: string;
let product: { id: number; name: string; sku: string };

/** A quote request from the public form, as a visitor sends it. */
async function newRequest(customer: Record<string, string> = {}): Promise<QuoteAnswer> {
  const challenge = await call('/api/captcha');
  const sent = await call('/api/quotes', {
    method: 'POST',
    ip: nextIp(),
    json: {
      items: [{ product_id: product.id, quantity: 3 }],
      customer: {
        name: 'Dr. Rina Wulandari',
        institution: 'Lab Kimia Universitas Uji',
        phone: '0812-8880-4512',
        city: 'Bandung',
        email: BUYER_EMAIL,
        ...customer,
      },
      captcha: await solveCaptchaForTests(challenge.body),
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.quote as QuoteAnswer;
}

const validUntil = () => jakartaDate(new Date(), 14);

function draftBody(overrides: Record<string, unknown> = {}) {
  return {
    lines: [
      { product_id: product.id, description: product.name, quantity: 3, unit_price: 1_250_000, discount_percent: 12.5 },
      { description: 'Kalibrasi dan instalasi di lokasi', quantity: 1, unit_price: 750_000 },
    ],
    valid_until: validUntil(),
    payment_terms: '30 hari setelah barang diterima',
    delivery_time: '2 minggu',
    signatory: { name: 'Andi Pratama', title: 'Manajer Penjualan' },
    ...overrides,
  };
}

/** An answer that may be the API's error body instead. */
type Or<T> = T & { message?: string; errors?: Record<string, string[]> };

const saveDraft = (reference: string, body: unknown, as = token) =>
  call<Or<QuotationDraft>>(`/api/admin/quotes/${reference}/quotation`, { method: 'POST', token: as, json: body });
const send = (reference: string, as = token) =>
  call<Or<QuotationSent>>(`/api/admin/quotes/${reference}/quotation/send`, { method: 'POST', token: as });
const adminQuotation = async (reference: string) =>
  (await call<{ quotation: AdminQuotation }>(`/api/admin/quotes/${reference}`, { token })).body.quotation;
const pathOf = (url: string) => new URL(url).pathname;

/** A request answered as bytes (the PDF), with its headers. */
async function raw(path: string, ip = nextIp()) {
  const response = await (await ready()).invoke(new Request(`http://localhost${path}`), ip);
  return { status: response!.status, headers: response!.headers, bytes: new Uint8Array(await response!.arrayBuffer()) };
}

/**
 * Waits until exactly one caught mail's subject contains `part`. When it does not come, the failure
 * says what the mail queue held and what MailDev caught, so a missed mail can be told from a slow one.
 */
async function expectOneMail(part: string): Promise<void> {
  try {
    await expect
      .poll(async () => (await caughtMails(catcher)).filter((mail) => mail.subject.includes(part)).length)
      .toBe(1);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${await mailReport(catcher)}`);
  }
}

/** A request with a saved draft and a sent first revision. */
async function sentQuotation(customer: Record<string, string> = {}) {
  const request = await newRequest(customer);
  expect((await saveDraft(request.reference, draftBody())).status).toBe(200);
  const sent = await send(request.reference);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { reference: request.reference, sent: sent.body };
}

it.beforeAll(async () => {
  ensurePoppler();
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  catcher = await startMailCatcher({ smtpPort, webPort });
  process.env.SMTP_URL = catcher.smtpUrl;
  resetEnvCache();
  token = await login();
  const current = (await call('/api/settings', { token })).body;
  const saved = await call('/api/settings/1', {
    method: 'PUT',
    token,
    json: {
      ...current,
      whatsapp_number: '6281288804512',
      company_name: 'PT RawLab Instrumen',
      company_email: COMPANY_EMAIL,
      enable_notifications: true,
      npwp: '01.234.567.8-901.000',
      bank_accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT RawLab Instrumen' }],
      signatory_name: 'Andi Pratama',
      // PPN as rate × price: these tests check the flat arithmetic (quotation-ppn.test.ts the other mode).
      ppn_mode: 'flat',
      ppn_rate: 11,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const category = (await call('/api/categories', { token })).body[0].id;
  const created = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: productForm({
      name: `pH Meter Penawaran ${Date.now()}`,
      sku: `PHQ-${Date.now()}`,
      category_id: String(category),
      price: '1250000',
      stock: '20',
      status: 'published',
      is_active: '1',
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  product = created.body.data;
}, 60_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await catcher?.stop();
});

describe('the draft: POST /api/admin/quotes/{reference}/quotation', () => {
  it("starts from the request's lines at the catalogue's current price and Settings' terms, stored only when saved", async () => {
    const request = await newRequest();
    const current = await call(`/api/admin/products/${product.id}`, { token });
    const form = editForm(current.body.data ?? current.body, { price: '1300000' });
    // The catalogue's price moved after the request was made.
    const changed = await call(`/api/admin/products/${product.id}`, { method: 'PUT', token, body: form });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const starter = await call(`/api/admin/quotes/${request.reference}/quotation`, { token });
    expect(starter.status).toBe(200);
    expect(starter.body.saved).toBe(false);
    expect(starter.body.draft.lines).toEqual([
      expect.objectContaining({
        product_id: product.id,
        sku: product.sku,
        quantity: 3,
        unit_price: 1_300_000,
        net: 3_900_000,
      }),
    ]);
    expect(starter.body.draft).toMatchObject({
      tax_rate: 11,
      tax: 429_000,
      total: 4_329_000,
      valid_until: jakartaDate(new Date(), 30),
    });
    expect((await adminQuotation(request.reference)).draft).toBeNull();
    expect((await call(`/api/admin/quotes/${request.reference}/quotation`)).status).toBe(401);
  });

  it('answers the server arithmetic: discounted nets rounded to whole rupiah, PPN on top, Settings defaults', async () => {
    const request = await newRequest();
    const saved = await saveDraft(request.reference, {
      ...draftBody(),
      lines: [
        // 3 × 1,250,000 less 12.5 % = 3,281,250; 1 × 999 less 33.33 % = 666.03 → 666.
        {
          product_id: product.id,
          description: product.name,
          quantity: 3,
          unit_price: 1_250_000,
          discount_percent: 12.5,
        },
        { description: 'Ongkos kirim', quantity: 1, unit_price: 999, discount_percent: 33.33 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.lines.map((line) => [line.net, line.sku])).toEqual([
      [3_281_250, product.sku],
      [666, null],
    ]);
    // PPN 11 % from Settings, prices before tax: 3,281,916 × 0.11 = 361,010.76 → 361,011.
    expect(saved.body).toMatchObject({
      tax_rate: 11,
      prices_include_tax: false,
      subtotal: 3_281_916,
      tax: 361_011,
      total: 3_642_927,
      updated_by: expect.any(String),
    });
    expect((await adminQuotation(request.reference)).draft?.total).toBe(3_642_927);
  });

  it('takes PPN out of prices that include it, so tax base + PPN is exactly the total', async () => {
    const request = await newRequest();
    const saved = await saveDraft(request.reference, {
      ...draftBody(),
      lines: [{ description: 'Pelatihan operator', quantity: 1, unit_price: 1_000 }],
      tax_rate: 11,
      prices_include_tax: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ subtotal: 1_000, tax_base: 901, tax: 99, total: 1_000 });
  });

  it('refuses bad input with a JSON 4xx naming the field, never a 500', async () => {
    const request = await newRequest();
    const bad = await saveDraft(request.reference, {
      ...draftBody(),
      lines: [{ description: 'x', quantity: 0, unit_price: 1.5, discount_percent: 120 }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['lines.0.quantity', 'lines.0.unit_price', 'lines.0.discount_percent']),
    );
    const gone = await saveDraft(request.reference, {
      ...draftBody(),
      lines: [{ product_id: 987654321, description: 'Hilang', quantity: 1, unit_price: 1 }],
    });
    expect(gone.status).toBe(422);
    expect(gone.body.errors?.['lines.0.product_id']).toEqual(['Produk tidak ada lagi di katalog']);
    expect((await saveDraft('RL-0001-0001', draftBody())).status).toBe(404);
    expect(
      (await call(`/api/admin/quotes/${request.reference}/quotation`, { method: 'POST', json: draftBody() })).status,
    ).toBe(401);
    const notJson = await call(`/api/admin/quotes/${request.reference}/quotation`, {
      method: 'POST',
      token,
      body: 'x',
    });
    expect(notJson.status).toBe(415);
    // Sending without a draft is a conflict, not a crash.
    expect((await send(request.reference)).status).toBe(409);
  });
});

describe('sending: revisions and links', () => {
  it('freezes numbered revisions; the admin sees each, its links and the status; older links point to the newer', async () => {
    const { reference, sent } = await sentQuotation();
    expect(sent.revision).toBe(1);
    expect(sent.url).toMatch(/^http:\/\/localhost\/q\/[A-Za-z0-9_-]{43}$/);
    expect(sent.pdf_url).toBe(`${sent.url}/pdf`);
    const whatsapp = new URL(sent.whatsapp_url);
    expect(whatsapp.pathname).toBe('/6281288804512');
    expect(whatsapp.searchParams.get('text')).toContain(sent.url);
    expect(sent.emailed).toBe(true);

    let quotation = await adminQuotation(reference);
    expect(quotation.status).toBe('sent');
    expect(quotation.revisions.map((revision) => [revision.revision, revision.status, revision.url])).toEqual([
      [1, 'sent', sent.url],
    ]);
    expect(quotation.revisions[0]).toMatchObject({ total: 4_474_688, seller: { npwp: '01.234.567.8-901.000' } });

    // A changed draft sent again is revision 2; revision 1 stays as it was sent.
    expect((await saveDraft(reference, draftBody({ notes: 'Harga khusus' }))).status).toBe(200);
    const second = await send(reference);
    expect(second.status).toBe(201);
    expect(second.body.revision).toBe(2);
    expect(second.body.url).not.toBe(sent.url);
    quotation = await adminQuotation(reference);
    expect(quotation.revisions.map((revision) => [revision.revision, revision.notes])).toEqual([
      [1, ''],
      [2, 'Harga khusus'],
    ]);

    const old = await call(pathOf(sent.url).replace('/q/', '/api/q/'), { ip: nextIp() });
    expect(old.status).toBe(200);
    expect(old.body.newer).toEqual({ revision: 2, url: second.body.url });
    const page = await call(pathOf(sent.url), { ip: nextIp() });
    expect(page.body).toContain('Sudah ada revisi yang lebih baru (revisi 2)');
    const acceptOld = await call(`${pathOf(sent.url).replace('/q/', '/api/q/')}/accept`, {
      method: 'POST',
      ip: nextIp(),
      json: { name: 'Budi' },
    });
    expect(acceptOld.status).toBe(409);
  });

  it('lets Staff prepare but not send, unless Settings allow it; Managers send', async () => {
    const request = await newRequest();
    const staff = await userWithRole('Staff');
    expect((await saveDraft(request.reference, draftBody(), staff.token)).status).toBe(200);
    const refused = await send(request.reference, staff.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/Manager/);

    const manager = await userWithRole('Manager');
    expect((await send(request.reference, manager.token)).status).toBe(201);

    const current = (await call('/api/settings', { token })).body;
    expect(
      (await call('/api/settings/1', { method: 'PUT', token, json: { ...current, staff_can_send_quotations: true } }))
        .status,
    ).toBe(200);
    try {
      expect((await send(request.reference, staff.token)).body.revision).toBe(2);
    } finally {
      await call('/api/settings/1', { method: 'PUT', token, json: { ...current, staff_can_send_quotations: false } });
    }
  });
});

describe("the buyer's link", () => {
  it('answers the page, the JSON and the PDF privately, and records the first view with its time', async () => {
    const { reference, sent } = await sentQuotation();
    // WhatsApp's link preview, fetched when the admin sends the link, and a HEAD are not the buyer.
    const preview = await call(pathOf(sent.url), {
      ip: nextIp(),
      headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' },
    });
    expect(preview.status).toBe(200);
    expect((await call(pathOf(sent.url), { method: 'HEAD', ip: nextIp() })).status).toBe(200);
    expect((await adminQuotation(reference)).status).toBe('sent');
    const page = await call(pathOf(sent.url), { ip: nextIp() });
    const api = await call(pathOf(sent.url).replace('/q/', '/api/q/'), { ip: nextIp() });
    const pdf = await raw(pathOf(sent.pdf_url));
    for (const answer of [page, api, pdf]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('x-robots-tag')).toMatch(/noindex/);
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(page.body).toContain('Rp 4.474.688');
    expect(page.body).toContain(
      'Empat juta empat ratus tujuh puluh empat ribu enam ratus delapan puluh delapan rupiah',
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`Penawaran-${reference}-R1.pdf`);
    expect(api.body).not.toHaveProperty('token');
    expect(api.body).not.toHaveProperty('sent_by');

    const quotation = await adminQuotation(reference);
    expect(quotation.status).toBe('opened');
    const openedAt = quotation.revisions[0]!.opened_at!;
    expect(Date.now() - Date.parse(openedAt)).toBeLessThan(60_000);
    // Later views keep the first view's time.
    await call(pathOf(sent.url), { ip: nextIp() });
    expect((await adminQuotation(reference)).revisions[0]!.opened_at).toBe(openedAt);
  });

  it('is a PDF letter whose text has the reference, the total and the terbilang, with its fonts embedded', async () => {
    const { reference, sent } = await sentQuotation();
    const pdf = await raw(pathOf(sent.pdf_url));
    const text = pdfText(pdf.bytes);
    expect(text).toContain('SURAT PENAWARAN HARGA');
    expect(text).toContain(`${reference}/R1`);
    expect(text).toContain(reference);
    expect(text).toContain('Rp 4.474.688');
    expect(text).toContain('Empat juta empat ratus tujuh puluh empat ribu enam ratus delapan puluh delapan rupiah');
    expect(text).toContain('BCA 123 456 7890 a.n. PT RawLab Instrumen');
    // The letterhead's tax number, the discount, the tax and the terms a procurement office files.
    for (const part of ['NPWP 01.234.567.8-901.000', 'Diskon', '12,5%', 'Subtotal', 'PPN 11%', 'Berlaku sampai']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('30 hari setelah barang diterima');
    expect(text).toContain('Andi Pratama');
    // The buyer's number as they wrote it on the request, not its stored 62… form.
    expect(text).toContain('0812-8880-4512');
    expect(text).not.toContain('6281288804512');
    const fonts = pdfFonts(pdf.bytes).split('\n').slice(2).filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    // The "emb" column: every font is embedded.
    for (const row of fonts) expect(row).toMatch(/Inter-\w+\s+.*\byes\s+yes\s+yes\b/);
    const pages = pdfPages(pdf.bytes);
    expect(pages).toHaveLength(1);
    // An A4 page rendered at 50 dpi is 414 × 585 pixels (PNG header: width, height at bytes 16–23).
    expect([pages[0]!.readUInt32BE(16), pages[0]!.readUInt32BE(20)]).toEqual([414, 585]);
  });

  it('runs a long quotation over several A4 pages, the table head and page numbers on each', async () => {
    const request = await newRequest();
    const lines = Array.from({ length: 45 }, (_, index) => ({
      description: `Reagen uji mutu air nomor ${index + 1}, kemasan 500 mL`,
      quantity: 2,
      unit_price: 125_000,
    }));
    expect((await saveDraft(request.reference, draftBody({ lines }))).status).toBe(200);
    const sent = await send(request.reference);
    const pdf = await raw(pathOf(sent.body.url) + '/pdf');
    const pages = pdfPages(pdf.bytes);
    expect(pages.length).toBeGreaterThan(1);
    const text = pdfText(pdf.bytes);
    for (let page = 1; page <= pages.length; page++) expect(text).toContain(`halaman ${page} dari ${pages.length}`);
    // The table head is repeated where the lines continue on a new page.
    expect(text.match(/Harga satuan/g)?.length).toBeGreaterThanOrEqual(2);
    // 45 × 250,000 = 11,250,000 + 11 % PPN.
    expect(text).toContain('Rp 12.487.500');
    expect(text).toContain('Dua belas juta empat ratus delapan puluh tujuh ribu lima ratus rupiah');
  });

  it('accepts once: a replayed acceptance is a 409, and of two at once one wins', async () => {
    const { reference, sent } = await sentQuotation();
    const accept = (name: string) =>
      call(`${pathOf(sent.url).replace('/q/', '/api/q/')}/accept`, {
        method: 'POST',
        ip: nextIp(),
        json: { name, position: 'Kepala Lab', po_number: 'PO-2026-118' },
      });
    const bad = await call(`${pathOf(sent.url).replace('/q/', '/api/q/')}/accept`, {
      method: 'POST',
      ip: nextIp(),
      json: { name: '' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.name).toBeDefined();

    const results = await Promise.all([accept('Budi Santoso'), accept('Sari Dewi')]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!.body.accepted.name;
    expect(results.find((result) => result.status === 409)!.body.message).toContain(winner);
    const replay = await accept('Budi Santoso');
    expect(replay.status).toBe(409);
    // The accepted offer stands: no new revision can be sent over it.
    const over = await send(reference);
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/sudah diterima/);

    const quotation = await adminQuotation(reference);
    expect(quotation.status).toBe('accepted');
    expect(quotation.revisions[0]!.accepted).toMatchObject({
      name: winner,
      position: 'Kepala Lab',
      po_number: 'PO-2026-118',
    });
    const page = await call(pathOf(sent.url), { ip: nextIp() });
    expect(page.body).toContain('Penawaran ini telah diterima');
    expect(page.body).toContain(winner);
    expect(page.body).not.toContain('data-accept-form');

    // The company is told, by email.
    await expectOneMail(`${reference}/R1 DITERIMA`);
  });

  it('answers 410 to an acceptance after the valid-until date, and still takes a request for a new one', async () => {
    const { reference, sent } = await sentQuotation();
    // The validity passes: the revision's date moved back, as time would.
    await requestDeps().db.update<{ revisions: { valid_until: string }[] }>(`quotations/${reference}`, (current) => ({
      ...current!,
      revisions: current!.revisions.map((revision) => ({ ...revision, valid_until: jakartaDate(new Date(), -1) })),
    }));
    const api = pathOf(sent.url).replace('/q/', '/api/q/');
    const late = await call(`${api}/accept`, { method: 'POST', ip: nextIp(), json: { name: 'Budi' } });
    expect(late.status).toBe(410);
    expect((await adminQuotation(reference)).status).toBe('expired');
    const page = await call(pathOf(sent.url), { ip: nextIp() });
    expect(page.body).toContain('Masa berlaku penawaran ini sudah habis');
    expect(page.body).toContain('Minta penawaran baru');

    const ask = await call(`${api}/revision`, { method: 'POST', ip: nextIp(), json: { message: 'Mohon kirim ulang' } });
    expect(ask.status).toBe(201);
    expect((await adminQuotation(reference)).status).toBe('revision_requested');
    await expectOneMail(`revisi penawaran ${reference}/R1`);
  });

  it('answers an unknown token 404 and limits guessing per address, good links included', async () => {
    const { sent } = await sentQuotation();
    process.env.RAWLAB_QUOTATION_GUESS_LIMIT = '3';
    resetEnvCache();
    try {
      const guesser = nextIp();
      const guess = () => `/api/q/${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')}`;
      for (let i = 0; i < 3; i++) {
        const miss = await call(guess(), { ip: guesser });
        expect(miss.status).toBe(404);
        expect(miss.headers.get('cache-control')).toBe('private, no-store');
      }
      const limited = await call(guess(), { ip: guesser });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      // The right link from that address is refused too: a hit cannot be told from a miss.
      expect((await call(pathOf(sent.url), { ip: guesser })).status).toBe(429);
      // Another address opens it.
      expect((await call(pathOf(sent.url), { ip: nextIp() })).status).toBe(200);
      expect((await call('/api/q/not-a-token', { ip: nextIp() })).status).toBe(404);
    } finally {
      delete process.env.RAWLAB_QUOTATION_GUESS_LIMIT;
      resetEnvCache();
    }
  });

  it("the page's forms work without JavaScript and keep what the buyer typed on an error", async () => {
    const { reference, sent } = await sentQuotation();
    const post = (action: string, fields: Record<string, string>) =>
      call(`${pathOf(sent.url)}/${action}`, {
        method: 'POST',
        ip: nextIp(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const missing = await post('terima', { name: '', position: 'Kepala Lab Mutu', po_number: 'PO-77' });
    expect(missing.status).toBe(422);
    expect(missing.body).toContain('value="Kepala Lab Mutu"');
    expect(missing.body).toContain('value="PO-77"');
    expect(missing.body).toContain('Nama wajib diisi');
    const ask = await post('revisi', { message: 'Mohon diskon untuk 5 unit' });
    expect(ask.status).toBe(303);
    expect((await adminQuotation(reference)).revisions[0]!.revision_requests.map((item) => item.message)).toEqual([
      'Mohon diskon untuk 5 unit',
    ]);
    const done = await post('terima', { name: 'Budi <Santoso>', position: '', po_number: '' });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(pathOf(sent.url));
    const page = await call(pathOf(sent.url), { ip: nextIp() });
    expect(page.body).toContain('Budi &#60;Santoso&#62;');
    expect((await adminQuotation(reference)).status).toBe('accepted');
  });
});

describe('Settings for the letter', () => {
  it('are saved and answered to admins, but the tax number, bank accounts and permissions stay out of the public answer', async () => {
    const admin = (await call('/api/settings', { token })).body;
    expect(admin).toMatchObject({ npwp: '01.234.567.8-901.000', ppn_rate: 11, staff_can_send_quotations: false });
    expect(admin.bank_accounts).toHaveLength(1);
    const visitor = (await call('/api/settings')).body;
    expect(visitor.company_name).toBe('PT RawLab Instrumen');
    for (const key of ['npwp', 'bank_accounts', 'staff_can_send_quotations']) expect(visitor).not.toHaveProperty(key);
    const bad = await call('/api/settings/1', { method: 'PUT', token, json: { ...admin, npwp: '12', ppn_rate: 150 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['npwp', 'ppn_rate']));
  });
});

describe('the dashboard pipeline', () => {
  it('counts requests, quotations sent and accepted this month, with the accepted value and the rate', async () => {
    const pipeline = async () => (await call('/api/admin/quotation-pipeline', { token })).body;
    const before = await pipeline();
    const { sent } = await sentQuotation();
    await sentQuotation();
    const accepted = await call(`${pathOf(sent.url).replace('/q/', '/api/q/')}/accept`, {
      method: 'POST',
      ip: nextIp(),
      json: { name: 'Budi Santoso' },
    });
    expect(accepted.status).toBe(200);
    const after = await pipeline();
    expect(after.this_month.month).toBe(before.this_month.month);
    expect(after.this_month.requests - before.this_month.requests).toBe(2);
    expect(after.this_month.sent - before.this_month.sent).toBe(2);
    expect(after.this_month.accepted - before.this_month.accepted).toBe(1);
    expect(after.this_month.accepted_value - before.this_month.accepted_value).toBe(4_474_688);
    expect(after.this_month.request_to_accepted_rate).toBeCloseTo(
      Math.round((after.this_month.accepted / after.this_month.requests) * 1000) / 10,
      1,
    );
    expect(after.last_month).toMatchObject({
      requests: 0,
      accepted: 0,
      accepted_value: 0,
      request_to_accepted_rate: null,
    });
    expect((await call('/api/admin/quotation-pipeline')).status).toBe(401);
  });
});

describe('mail to the buyer', () => {
  it('emails the link with the PDF attached when the request has an email', async () => {
    const { reference, sent } = await sentQuotation();
    const mails = async () =>
      (await caughtMails(catcher)).filter(
        (mail) => mail.to.some((to) => to.address === BUYER_EMAIL) && mail.subject.includes(`${reference}/R1`),
      );
    await expect.poll(async () => (await mails()).length).toBe(1);
    const [mail] = (await mails()) as (Awaited<ReturnType<typeof mails>>[number] & {
      attachments?: { filename: string; generatedFileName: string; contentType: string }[];
    })[];
    expect(mail!.text).toContain(sent.url);
    expect(mail!.attachments?.map((file) => [file.filename, file.contentType])).toEqual([
      [`Penawaran-${reference}-R1.pdf`, 'application/pdf'],
    ]);
    // The attachment is the letter itself.
    const attached = await fetch(
      `http://127.0.0.1:${catcher.webPort}/api/email/${mail!.id}/attachment/${mail!.attachments![0]!.generatedFileName}`,
    );
    expect(pdfText(new Uint8Array(await attached.arrayBuffer()))).toContain(`${reference}/R1`);
  });

  it('sends nothing by email without an address, and still answers the WhatsApp link', async () => {
    const { sent } = await sentQuotation({ email: '' });
    expect(sent.emailed).toBe(false);
    expect(sent.whatsapp_url).toMatch(/^https:\/\/wa\.me\/6281288804512\?text=/);
  });
});
