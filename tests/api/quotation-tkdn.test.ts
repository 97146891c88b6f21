import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { quotationKey, type QuotationDocument } from '#server/services/quotes/quotation/document.ts';
import type { QuotationDraft, QuotationSent } from '#shared/quote/quotation/schema.ts';
import { quotationPdfStore } from '#server/store.ts';
import { call, login, productForm, ready } from '../support/api.ts';
import { ensurePoppler, pdfText } from '../support/poppler.ts';
import {
  COMPLETE_LETTER_SETTINGS,
  adminQuote,
  changeSettings,
  newRequest,
  nextIp,
  pathOf,
  saveDraft,
  sendQuotation,
  type TestProduct,
} from '../support/quotation-api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * TKDN and AKL/AKD on a formal quotation: a catalogue line carries its product's registrations,
 * frozen when the draft is saved; the buyer's page and the PDF write them under the line's name,
 * and the letter states the offer's TKDN weighted by line value when every line has one. On a store
 * of the file's own: it rewrites Settings.
 */

let token: string;
/** TKDN 41.5 % with its certificate (and a BMP the line does not add), no AKL. */
let meter: Registered;
/** TKDN 60 % and an AKL number. */
let centrifuge: Registered;

type Registered = TestProduct & { form: Record<string, string> };

const CERTIFICATE = '1045/SJ-IND.8/TKDN/2025';

async function product(name: string, price: string, fields: Record<string, string>): Promise<Registered> {
  const category = (await call('/api/categories', { token })).body[0].id;
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const form = {
    name: `${name} ${stamp}`,
    sku: `TK-${stamp}`,
    category_id: String(category),
    price,
    stock: '5',
    status: 'published',
    is_active: '1',
    ...fields,
  };
  const created = await call('/api/admin/products', { method: 'POST', token, body: productForm(form) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...created.body.data, form };
}

/** Saves the product with these form fields changed (the admin's 'Simpan'). */
async function updateProduct(item: Registered, fields: Record<string, string>) {
  const current = (await call(`/api/admin/products/${item.id}`, { token })).body;
  const body = productForm({
    ...item.form,
    ...fields,
    slug: current.slug,
    _method: 'PUT',
    version: String(current.version),
  });
  const updated = await call(`/api/admin/products/${item.id}`, { method: 'POST', token, body });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
}

const lineOf = (item: TestProduct, quantity: number, unit_price: number, discount_percent = 0) => ({
  product_id: item.id,
  description: item.name,
  quantity,
  unit_price,
  discount_percent,
});

/** 3 × 1,250,000 less 10 % at 41.5 and 750,000 at 60: (3,375,000 × 41.5 + 750,000 × 60) ÷ 4,125,000 = 44.86… */
const TKDN_LINES = () => [lineOf(meter, 3, 1_250_000, 10), lineOf(centrifuge, 1, 750_000)];
const SHIPPING = { description: 'Ongkos kirim ke Bandung', quantity: 1, unit_price: 500_000 };
const validUntil = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

async function requestBoth(lang: 'id' | 'en' = 'id') {
  return newRequest(
    meter,
    {},
    {
      lang,
      items: [
        { product_id: meter.id, quantity: 3 },
        { product_id: centrifuge.id, quantity: 1 },
      ],
    },
  );
}

async function send(reference: string, lines: unknown[]) {
  const saved = await saveDraft(reference, { lines, valid_until: validUntil() }, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await sendQuotation(reference, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { draft: saved.body as QuotationDraft, sent: sent.body as QuotationSent };
}

const pageOf = async (sent: QuotationSent) => (await call<string>(pathOf(sent.url), { ip: nextIp() })).body;
async function pdfOf(sent: QuotationSent): Promise<string> {
  const response = await (await ready()).invoke(new Request(`http://localhost${pathOf(sent.pdf_url)}`), nextIp());
  expect(response!.status).toBe(200);
  return pdfText(new Uint8Array(await response!.arrayBuffer()));
}

it.beforeAll(async () => {
  ensurePoppler();
  token = await login();
  await changeSettings(token, COMPLETE_LETTER_SETTINGS);
  meter = await product('pH Meter', '1250000', {
    tkdn_percent: '41.5',
    tkdn_certificate: CERTIFICATE,
    bmp_percent: '7.5',
  });
  centrifuge = await product('Sentrifus', '750000', { tkdn_percent: '60', akl_number: 'akl20101520345' });
}, 60_000);

const REGISTERED_METER = { tkdn_percent: 41.5, tkdn_certificate: CERTIFICATE, akl_number: '' };
const REGISTERED_CENTRIFUGE = { tkdn_percent: 60, tkdn_certificate: '', akl_number: 'AKL 20101520345' };
const FREE = { sku: null, tkdn_percent: null, tkdn_certificate: '', akl_number: '' };

describe('quotation lines with TKDN and AKL/AKD', () => {
  it("carry their product's TKDN (without BMP) and AKL in the starter and the saved draft; free lines none", async () => {
    const request = await requestBoth();
    const starter = await call<{ draft: QuotationDraft; saved: boolean }>(
      `/api/admin/quotes/${request.reference}/quotation`,
      { token },
    );
    expect(starter.body.saved).toBe(false);
    expect(starter.body.draft.lines).toMatchObject([REGISTERED_METER, REGISTERED_CENTRIFUGE]);

    const saved = await saveDraft(
      request.reference,
      { lines: [...TKDN_LINES(), SHIPPING], valid_until: validUntil() },
      token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.lines).toMatchObject([REGISTERED_METER, REGISTERED_CENTRIFUGE, FREE]);
  });

  it('show them under the line names and the combined share, on the page and in the PDF, and keep them as sent', async () => {
    const request = await requestBoth();
    const { sent } = await send(request.reference, TKDN_LINES());
    const page = await pageOf(sent);
    expect(page).toContain(`<span class="muted reg" data-registrations>TKDN 41,5 % (sertifikat ${CERTIFICATE})</span>`);
    expect(page).toContain('<span class="muted reg" data-registrations>TKDN 60 % · AKL 20101520345</span>');
    expect(page).toContain(
      '<p class="muted" data-combined-tkdn>Nilai TKDN gabungan penawaran ini: 44,9 % (tertimbang menurut nilai baris).</p>',
    );
    // pdfkit wraps the certificate's number at a slash; read the cell without its line breaks.
    const pdf = await pdfOf(sent);
    expect(pdf.replaceAll('/ ', '/')).toContain(`SKU ${meter.sku} TKDN 41,5 % (sertifikat ${CERTIFICATE})`);
    expect(pdf).toContain(`SKU ${centrifuge.sku} TKDN 60 % AKL 20101520345`);
    expect(pdf).toContain('Nilai TKDN gabungan penawaran ini: 44,9 % (tertimbang menurut nilai baris).');

    // The product's TKDN changes later: the sent letter keeps what it offered.
    await updateProduct(meter, { tkdn_percent: '25' });
    try {
      expect(await pageOf(sent)).toContain('TKDN 41,5 %');
      expect(await pageOf(sent)).not.toContain('TKDN 25 %');
    } finally {
      await updateProduct(meter, {});
    }
  });

  it('write them in English on an English quotation', async () => {
    const request = await requestBoth('en');
    const { sent } = await send(request.reference, TKDN_LINES());
    const page = await pageOf(sent);
    expect(page).toContain(`TKDN 41.5 % (certificate ${CERTIFICATE})`);
    expect(page).toContain('Combined TKDN of this offer: 44.9 % (weighted by line value).');
    const pdf = await pdfOf(sent);
    expect(pdf).toContain(`TKDN 60 % AKL 20101520345`);
    expect(pdf).toContain('Combined TKDN of this offer: 44.9 % (weighted by line value).');
  });

  it('state no combined share once a free line without TKDN is added', async () => {
    const request = await requestBoth();
    const first = await send(request.reference, TKDN_LINES());
    const second = await send(request.reference, [...TKDN_LINES(), SHIPPING]);
    const page = await pageOf(second.sent);
    expect(page).toContain('TKDN 41,5 %');
    expect(page).not.toContain('TKDN gabungan');
    const pdf = await pdfOf(second.sent);
    expect(pdf).toContain('TKDN 60 % AKL 20101520345');
    expect(pdf).not.toContain('TKDN gabungan');
    // The first revision was sent with the share and keeps it.
    expect(await pageOf(first.sent)).toContain('Nilai TKDN gabungan penawaran ini: 44,9 %');
  });

  it('read a quotation stored before lines carried them as having none: page and letter as before', async () => {
    const request = await requestBoth();
    const { sent } = await send(request.reference, TKDN_LINES());
    // As an install before these fields stored it: lines with no TKDN, certificate or AKL.
    const { db } = requestDeps();
    const stored = (await db.get<QuotationDocument>(quotationKey(request.reference)))!;
    const bare = (lines: QuotationDraft['lines']) =>
      lines.map(({ tkdn_percent: _t, tkdn_certificate: _c, akl_number: _a, ...rest }) => rest);
    await db.put(quotationKey(request.reference), {
      ...stored,
      draft: { ...stored.draft!, lines: bare(stored.draft!.lines) },
      revisions: stored.revisions.map((revision) => ({ ...revision, lines: bare(revision.lines) })),
    });
    const quotation = (await adminQuote(request.reference, token)).quotation;
    expect(quotation.draft!.lines).toMatchObject([FREE_CATALOGUE, FREE_CATALOGUE]);
    expect(quotation.revisions[0]!.lines).toMatchObject([FREE_CATALOGUE, FREE_CATALOGUE]);
    const page = await pageOf(sent);
    expect(page).toContain(`SKU ${meter.sku}`);
    expect(page).not.toContain('data-registrations');
    expect(page).not.toContain('TKDN');
    // The letter made again from the stored revision (as after a layout change) is the old one too.
    await quotationPdfStore().delete(`v1/${request.reference}/R1.pdf`);
    const pdf = await pdfOf(sent);
    expect(pdf).toContain(`SKU ${meter.sku}`);
    expect(pdf).not.toContain('TKDN');
  });
});

/** A catalogue line stored without registrations: its SKU stays, TKDN and AKL read as none. */
const FREE_CATALOGUE = { tkdn_percent: null, tkdn_certificate: '', akl_number: '' };
