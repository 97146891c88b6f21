import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { SETTINGS_KEY } from '#server/services/settings/index.ts';
import { quotationKey, type QuotationDocument } from '#server/services/quotes/quotation/document.ts';
import type { Settings } from '#shared/settings/schema.ts';
import type { QuotationSent } from '#shared/quote/quotation/schema.ts';
import { call, login, ready } from '../support/api.ts';
import { ensurePoppler, pdfText } from '../support/poppler.ts';
import {
  COMPLETE_LETTER_SETTINGS,
  adminQuote,
  changeSettings,
  draftBody,
  newRequest,
  nextIp,
  pathOf,
  saveDraft,
  sendQuotation,
  testProduct,
  type TestProduct,
} from '../support/quotation-api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * How PPN is written (PMK 131/2024): Settings' `ppn_mode` ('flat' or 'dpp_nilai_lain'), its
 * defaults (a new install writes DPP nilai lain, an install whose stored Settings predate the choice
 * keeps 'flat'), the draft's figures in both modes against the regulation computed here apart, a sent
 * quotation kept as sent when the mode changes, and the page and PDF rows. On a store of the file's
 * own: it rewrites Settings.
 */

let token: string;
let product: TestProduct;

/** One line of Rp 12,345,677: written as DPP nilai lain its PPN is a rupiah above the flat 11 %. */
const ODD_LINE = [{ description: 'Spektrofotometer UV-Vis', quantity: 1, unit_price: 12_345_677 }];

/** n ÷ d rounded half up, from quotient and remainder. */
const roundHalfUp = (n: bigint, d: bigint) => (2n * (n % d) >= d ? n / d + 1n : n / d);

function regulation(subtotal: number) {
  const base = roundHalfUp(11n * BigInt(subtotal), 12n);
  const tax = Number(roundHalfUp(12n * base, 100n));
  return { subtotal, tax_base: Number(base), tax, total: subtotal + tax };
}

const settingsNow = async () => (await call<Settings>('/api/settings', { token })).body;

/** A request with the draft saved (any terms given) and sent as revision 1. */
async function sentWith(body: Record<string, unknown>, lang: 'id' | 'en' = 'id') {
  const request = await newRequest(product, {}, { lang });
  const saved = await saveDraft(request.reference, draftBody(product, body), token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await sendQuotation(request.reference, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { reference: request.reference, draft: saved.body, sent: sent.body as QuotationSent };
}

async function pdfOf(sent: QuotationSent): Promise<string> {
  const response = await (await ready()).invoke(new Request(`http://localhost${pathOf(sent.pdf_url)}`), nextIp());
  expect(response!.status).toBe(200);
  return pdfText(new Uint8Array(await response!.arrayBuffer())).replace(/\s+/g, ' ');
}

/**
 * The letter's totals as pdftotext reads them: the labels of the column, then their amounts in the
 * same order (Subtotal, base, PPN, Total).
 */
const totalsBlock = (base: string, tax: string, amounts: readonly string[]) =>
  `Subtotal ${base} ${tax} Total ${amounts.join(' ')}`;
const DPP_AMOUNTS = ['Rp 12.345.677', 'Rp 11.316.871', 'Rp 1.358.025', 'Rp 13.703.702'];

const pageOf = async (sent: QuotationSent) => (await call<string>(pathOf(sent.url), { ip: nextIp() })).body;

it.beforeAll(async () => {
  ensurePoppler();
  token = await login();
  await changeSettings(token, { ...COMPLETE_LETTER_SETTINGS, whatsapp_number: '6281288804512' });
  product = await testProduct(token);
}, 60_000);

describe("Settings' ppn_mode: PUT /api/settings/1", () => {
  it("starts a new install (the seeded store, or no stored Settings at all) at 'dpp_nilai_lain'", async () => {
    expect((await settingsNow()).ppn_mode).toBe('dpp_nilai_lain');
    const { db } = requestDeps();
    const stored = await db.get<Settings>(SETTINGS_KEY);
    await db.delete(SETTINGS_KEY);
    try {
      expect((await settingsNow()).ppn_mode).toBe('dpp_nilai_lain');
    } finally {
      await db.put(SETTINGS_KEY, stored);
    }
  });

  it('saves either mode and refuses another value with a 4xx in Indonesian, keeping what was stored', async () => {
    await changeSettings(token, { ppn_mode: 'flat' });
    expect((await settingsNow()).ppn_mode).toBe('flat');
    await changeSettings(token, { ppn_mode: 'dpp_nilai_lain' });
    expect((await settingsNow()).ppn_mode).toBe('dpp_nilai_lain');

    const bad = await call('/api/settings/1', {
      method: 'PUT',
      token,
      json: { ...(await settingsNow()), ppn_mode: 'dpp' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(/Cara menulis PPN/);
    expect(Object.keys(bad.body.errors)).toEqual(['ppn_mode']);
    expect((await settingsNow()).ppn_mode).toBe('dpp_nilai_lain');
  });

  it("reads stored Settings without the field as 'flat', so an existing install's quotations keep their figures", async () => {
    const { db } = requestDeps();
    const stored = (await db.get<Settings>(SETTINGS_KEY))!;
    const { ppn_mode: _mode, ...before } = stored;
    await db.put(SETTINGS_KEY, { ...before, ppn_rate: 11 });
    try {
      expect((await settingsNow()).ppn_mode).toBe('flat');
      const request = await newRequest(product);
      const draft = await saveDraft(request.reference, draftBody(product, { lines: ODD_LINE }), token);
      expect(draft.body).toMatchObject({
        ppn_mode: 'flat',
        tax_rate: 11,
        subtotal: 12_345_677,
        tax_base: 12_345_677,
        tax: 1_358_024, // 11 % of 12,345,677 = 1,358,024.47
        total: 13_703_701,
      });
      // Saving other Settings keeps it 'flat' (the mode is not taken from the new-install default).
      await changeSettings(token, { company_phone: '+62 21 5093 1188' });
      expect((await settingsNow()).ppn_mode).toBe('flat');
    } finally {
      await db.put(SETTINGS_KEY, stored);
    }
  });
});

describe('the draft in each mode: POST /api/admin/quotes/{reference}/quotation', () => {
  it('writes DPP nilai lain as the regulation computes it: base 11/12, PPN 12 % of it, a rupiah from flat', async () => {
    await changeSettings(token, { ppn_mode: 'dpp_nilai_lain', ppn_rate: 11 });
    for (const lines of [ODD_LINE, draftBody(product).lines]) {
      const request = await newRequest(product);
      const saved = await saveDraft(request.reference, draftBody(product, { lines }), token);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body).toMatchObject({ ppn_mode: 'dpp_nilai_lain', tax_rate: 12, prices_include_tax: false });
      expect(saved.body).toMatchObject(regulation(saved.body.subtotal));
    }
    const request = await newRequest(product);
    const odd = await saveDraft(request.reference, draftBody(product, { lines: ODD_LINE }), token);
    expect(odd.body).toMatchObject({ tax_base: 11_316_871, tax: 1_358_025, total: 13_703_702 });
    // The starter draft follows Settings too.
    const starter = await call(`/api/admin/quotes/${request.reference}/quotation`, { token });
    expect(starter.body.draft).toMatchObject({ ppn_mode: 'dpp_nilai_lain', tax_rate: 12 });
  });

  it('answers tax_base equal to the subtotal in flat mode (prices before tax)', async () => {
    const request = await newRequest(product);
    const flat = await saveDraft(
      request.reference,
      draftBody(product, { lines: ODD_LINE, ppn_mode: 'flat', tax_rate: 11 }),
      token,
    );
    expect(flat.body).toMatchObject({ ppn_mode: 'flat', tax_rate: 11, tax_base: 12_345_677, total: 13_703_701 });
    // A client that names only a rate (it knows no modes) gets rate × price, as it previews.
    const rateOnly = await saveDraft(request.reference, draftBody(product, { lines: ODD_LINE, tax_rate: 11 }), token);
    expect(rateOnly.body).toMatchObject({ ppn_mode: 'flat', tax: 1_358_024 });
  });

  it('takes PPN out of prices that include it in DPP nilai lain: PPN is 12 % of the base shown', async () => {
    const request = await newRequest(product);
    const saved = await saveDraft(
      request.reference,
      draftBody(product, { lines: [{ description: 'Pelatihan', quantity: 1, unit_price: 1_110_000 }] }),
      token,
    );
    expect(saved.body.total).toBe(1_232_100);
    const included = await saveDraft(
      request.reference,
      draftBody(product, {
        lines: [{ description: 'Pelatihan', quantity: 1, unit_price: 1_110_000 }],
        prices_include_tax: true,
      }),
      token,
    );
    // 1,110,000 ÷ 1.11 = 1,000,000 before tax; 11/12 of it 916,666.67 → 916,667; 12 % → 110,000.04.
    expect(included.body).toMatchObject({ subtotal: 1_110_000, tax_base: 916_667, tax: 110_000, total: 1_110_000 });
  });

  it('refuses a mode it does not know and a rate other than 12 % with DPP nilai lain, naming the field', async () => {
    const request = await newRequest(product);
    const unknown = await saveDraft(request.reference, draftBody(product, { ppn_mode: 'nilai_lain' }), token);
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['ppn_mode']);
    const rate = await saveDraft(
      request.reference,
      draftBody(product, { ppn_mode: 'dpp_nilai_lain', tax_rate: 11 }),
      token,
    );
    expect(rate.status).toBe(422);
    expect(rate.body.errors?.tax_rate?.[0]).toMatch(/DPP nilai lain tarif PPN tetap 12%/);
  });
});

describe('a sent quotation keeps the mode it was sent with', () => {
  it('shows DPP nilai lain on the page and in the PDF, and still does after Settings turn flat', async () => {
    await changeSettings(token, { ppn_mode: 'dpp_nilai_lain' });
    const { reference, sent } = await sentWith({ lines: ODD_LINE });
    const page = await pageOf(sent);
    for (const row of [
      '<dt>DPP nilai lain (11/12)</dt><dd>Rp 11.316.871</dd>',
      '<dt>PPN 12%</dt><dd>Rp 1.358.025</dd>',
    ]) {
      expect(page).toContain(row);
    }
    expect(page).toContain('Rp 13.703.702');
    expect(await pdfOf(sent)).toContain(totalsBlock('DPP nilai lain (11/12)', 'PPN 12%', DPP_AMOUNTS));

    await changeSettings(token, { ppn_mode: 'flat', ppn_rate: 11 });
    try {
      const revision = (await adminQuote(reference, token)).quotation.revisions[0]!;
      expect(revision).toMatchObject({ ppn_mode: 'dpp_nilai_lain', tax_rate: 12, tax: 1_358_025, total: 13_703_702 });
      expect(await pageOf(sent)).toContain('DPP nilai lain (11/12)');
      expect(await pdfOf(sent)).toContain(totalsBlock('DPP nilai lain (11/12)', 'PPN 12%', DPP_AMOUNTS));
      // A new quotation follows the new Settings.
      const flat = await sentWith({ lines: ODD_LINE });
      const flatPage = await pageOf(flat.sent);
      expect(flatPage).toContain('PPN 11%');
      expect(flatPage).not.toContain('DPP nilai lain');
      expect(await pdfOf(flat.sent)).toContain('Subtotal PPN 11% Total Rp 12.345.677 Rp 1.358.024 Rp 13.703.701');
    } finally {
      await changeSettings(token, { ppn_mode: 'dpp_nilai_lain' });
    }
  });

  it("writes an English quotation's rows in English: 'Tax base (11/12)' and 'VAT (PPN) 12%'", async () => {
    const { sent } = await sentWith({ lines: ODD_LINE }, 'en');
    const page = await pageOf(sent);
    expect(page).toContain('<dt>Tax base (11/12)</dt><dd>Rp 11.316.871</dd>');
    expect(page).toContain('<dt>VAT (PPN) 12%</dt><dd>Rp 1.358.025</dd>');
    expect(page).not.toContain('DPP nilai lain');
    expect(await pdfOf(sent)).toContain(totalsBlock('Tax base (11/12)', 'VAT (PPN) 12%', DPP_AMOUNTS));
  });

  it("reads a quotation stored before the mode existed as 'flat', figures and rows unchanged", async () => {
    const { reference, sent } = await sentWith({ lines: ODD_LINE, ppn_mode: 'flat', tax_rate: 11 });
    // As an install before the choice stored it: no ppn_mode on the draft or the revision.
    const { db } = requestDeps();
    const stored = (await db.get<QuotationDocument>(quotationKey(reference)))!;
    const withoutMode = ({ ppn_mode: _mode, ...rest }: { ppn_mode?: unknown }) => rest;
    await db.put(quotationKey(reference), {
      ...stored,
      draft: withoutMode(stored.draft!),
      revisions: stored.revisions.map(withoutMode),
    });
    const quotation = (await adminQuote(reference, token)).quotation;
    expect(quotation.draft).toMatchObject({ ppn_mode: 'flat', tax: 1_358_024 });
    expect(quotation.revisions[0]).toMatchObject({ ppn_mode: 'flat', tax_rate: 11, total: 13_703_701 });
    expect(await pageOf(sent)).toContain('PPN 11%');
  });
});
