import sharp from 'sharp';
import { afterAll, describe, expect } from 'vitest';
import { freePorts } from '../support/free-ports.ts';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { resetEnvCache } from '#server/env.ts';
import { quotationPdfStore } from '#server/store.ts';
import { caughtMails, startMailCatcher, type MailCatcher } from '#scripts/lib/mail-catcher.ts';
import type { QuotationSent } from '#shared/quote/quotation/schema.ts';
import { call, login, ready } from '../support/api.ts';
import { ensurePoppler, pdfPages, pdfText } from '../support/poppler.ts';
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
  sentQuotation,
  testProduct,
  type TestProduct,
} from '../support/quotation-api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The buyer's letter: made once per revision and kept (a link opened or probed many times costs a
 * read, not a render), a HEAD answered without the letter, a bounded number of requests per link,
 * and the letter, page and mail in the language of the page the request came from (PDF text read
 * through poppler, mails caught by MailDev). On a store of the file's own: it changes Settings.
 */

const BUYER_EMAIL = `buyer-letter-${Date.now()}@lab.example`;
let token: string;
let product: TestProduct;
let catcher: MailCatcher;

it.beforeAll(async () => {
  ensurePoppler();
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  catcher = await startMailCatcher({ smtpPort, webPort });
  process.env.SMTP_URL = catcher.smtpUrl;
  resetEnvCache();
  token = await login();
  await changeSettings(token, {
    ...COMPLETE_LETTER_SETTINGS,
    whatsapp_number: '6281288804512',
    company_name: 'PT RawLab Instrumen',
    // PPN as rate × price: the letters here say 'VAT (PPN) 11%' (quotation-ppn.test.ts the other mode).
    ppn_mode: 'flat',
    ppn_rate: 11,
  });
  product = await testProduct(token);
}, 60_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await catcher?.stop();
});

/** A request answered as bytes (the PDF), with its headers. */
async function raw(path: string, method = 'GET') {
  const response = await (await ready()).invoke(new Request(`http://localhost${path}`, { method }), nextIp());
  return { status: response!.status, headers: response!.headers, bytes: new Uint8Array(await response!.arrayBuffer()) };
}

const keptKey = (reference: string, revision: number) => `v1/${reference}/R${revision}.pdf`;

describe('the letter is made once per revision', () => {
  it('keeps the letter made when sent and serves that one on every download', async () => {
    const { reference, sent } = await sentQuotation(product, token);
    const kept = await quotationPdfStore().get(keptKey(reference, 1));
    expect(kept?.contentType).toBe('application/pdf');
    expect(pdfText(new Uint8Array(kept!.data))).toContain(`${reference}/R1`);
    // What is served is what is kept: replaced in the store, the download is the replacement.
    const marker = new TextEncoder().encode('%PDF-1.4 kept letter');
    await quotationPdfStore().put(keptKey(reference, 1), marker.buffer as ArrayBuffer, 'application/pdf');
    for (let i = 0; i < 3; i++) {
      const download = await raw(pathOf(sent.pdf_url));
      expect(download.status).toBe(200);
      expect(new TextDecoder().decode(download.bytes)).toBe('%PDF-1.4 kept letter');
    }
  });

  it('answers a HEAD without making the letter, and makes a missing one again on the first GET', async () => {
    const { reference, sent } = await sentQuotation(product, token);
    await quotationPdfStore().delete(keptKey(reference, 1));
    for (let i = 0; i < 5; i++) {
      const head = await raw(pathOf(sent.pdf_url), 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('application/pdf');
      expect(head.headers.get('content-disposition')).toContain(`Penawaran-${reference}-R1.pdf`);
      expect(head.bytes.length).toBe(0);
    }
    expect(await quotationPdfStore().get(keptKey(reference, 1))).toBeNull();
    // Downloads that arrive together share one letter.
    const downloads = await Promise.all([1, 2, 3].map(() => raw(pathOf(sent.pdf_url))));
    for (const download of downloads) expect(pdfText(download.bytes)).toContain(`${reference}/R1`);
    expect((await quotationPdfStore().get(keptKey(reference, 1)))?.data.byteLength).toBe(downloads[0]!.bytes.length);
  });
});

describe('requests per link', () => {
  it('answers one link a bounded number of times an hour, then 429; other links are not affected', async () => {
    const { sent } = await sentQuotation(product, token);
    const other = await sentQuotation(product, token);
    process.env.RAWLAB_QUOTATION_LINK_LIMIT = '4';
    resetEnvCache();
    try {
      const paths = [pathOf(sent.url), pathOf(sent.pdf_url), pathOf(sent.url).replace('/q/', '/api/q/')];
      for (let i = 0; i < 4; i++) {
        const answer = await call(paths[i % paths.length]!, { ip: nextIp(), method: i === 3 ? 'HEAD' : 'GET' });
        expect(answer.status).toBe(200);
      }
      const limited = await call(pathOf(sent.pdf_url), { ip: nextIp(), method: 'HEAD' });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
      const page = await call(pathOf(sent.url), { ip: nextIp() });
      expect(page.status).toBe(429);
      expect(page.body).toContain('terlalu sering dibuka');
      expect((await call(pathOf(other.sent.url), { ip: nextIp() })).status).toBe(200);
    } finally {
      delete process.env.RAWLAB_QUOTATION_LINK_LIMIT;
      resetEnvCache();
    }
  });
});

/** A request sent from a page in this language, with a draft, sent as revision 1. */
async function sentIn(lang: 'id' | 'en') {
  const request = await newRequest(product, { email: BUYER_EMAIL }, { lang });
  expect(request.lang).toBe(lang);
  expect((await saveDraft(request.reference, draftBody(product), token)).status).toBe(200);
  const sent = await sendQuotation(request.reference, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { reference: request.reference, sent: sent.body as QuotationSent };
}

describe("the buyer's language", () => {
  it('records the language of the page a request was sent from, and refuses an unknown one', async () => {
    const english = await newRequest(product, {}, { lang: 'en' });
    expect((await adminQuote(english.reference, token)).lang).toBe('en');
    const unsaid = await newRequest(product);
    expect(unsaid.lang).toBe('id');
    const challenge = await call('/api/captcha');
    const bad = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: {
        items: [{ product_id: product.id, quantity: 1 }],
        customer: { name: 'Rina', phone: '0812-8880-4512' },
        captcha: await solveCaptchaForTests(challenge.body),
        lang: 'fr',
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['lang']);
  });

  it("writes an English request's quotation in English: page, PDF and mail, the terbilang beside the English words", async () => {
    const { reference, sent } = await sentIn('en');
    // 3 × 1,250,000 less 10 % + 750,000 = 4,125,000, plus 11 % VAT = 4,578,750.
    const words = 'Four million five hundred seventy-eight thousand seven hundred fifty rupiah';
    const terbilang = 'Empat juta lima ratus tujuh puluh delapan ribu tujuh ratus lima puluh rupiah';
    const page = await call(pathOf(sent.url), { ip: nextIp() });
    expect(page.body).toContain('<html lang="en">');
    for (const part of [
      'Quotation',
      'VAT (PPN) 11%',
      'Valid until',
      'Accept quotation',
      'Download PDF',
      words,
      terbilang,
    ]) {
      expect(page.body).toContain(part);
    }
    expect(page.body).not.toContain('Terima penawaran');

    const text = pdfText((await raw(pathOf(sent.pdf_url))).bytes).replace(/\s+/g, ' ');
    for (const part of ['QUOTATION', 'Subject', 'VAT (PPN) 11%', 'Valid until', 'Rp 4.578.750', words, terbilang]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('page 1 of 1');
    expect(text).not.toContain('SURAT PENAWARAN HARGA');

    const mails = async () =>
      (await caughtMails(catcher)).filter(
        (mail) => mail.to.some((to) => to.address === BUYER_EMAIL) && mail.subject.includes(`${reference}/R1`),
      );
    await expect.poll(async () => (await mails()).length).toBe(1);
    const [mail] = await mails();
    expect(mail!.subject).toBe(`Quotation ${reference}/R1 from PT RawLab Instrumen`);
    expect(mail!.text).toContain('Dear Dr. Rina Wulandari');
    expect(mail!.text).toContain(words);
    expect(new URL(sent.whatsapp_url).searchParams.get('text')).toContain('Valid until');
  });

  it("gives an Indonesian letter its 'Perihal' line and the company logo at the letterhead", async () => {
    const { sent } = await sentIn('id');
    const bytes = (await raw(pathOf(sent.pdf_url))).bytes;
    const text = pdfText(bytes).replace(/\s+/g, ' ');
    expect(text).toContain('SURAT PENAWARAN HARGA');
    // pdftotext reads the heading's labels, then their values.
    expect(text).toContain('Revisi Perihal');
    expect(text).toMatch(/Penawaran harga Buret Digital [\d-]+ dan 1 item lainnya/);
    expect(text).toContain('Berlaku sampai');
    // The logo's blue-to-teal drop, top left of the page, above the company name.
    const { data, info } = await sharp(pdfPages(bytes, 72)[0]!).raw().toBuffer({ resolveWithObject: true });
    let coloured = 0;
    for (let y = 50; y < 92; y++) {
      for (let x = 50; x < 82; x++) {
        const at = (y * info.width + x) * info.channels;
        const [r, b] = [data[at]!, data[at + 2]!];
        if (b > 120 && b - r > 60) coloured++;
      }
    }
    expect(coloured).toBeGreaterThan(300);
  });

  it("shows a superseded revision's page only the newer revision's notice, no status inviting an answer", async () => {
    const { reference, sent } = await sentIn('id');
    expect((await saveDraft(reference, draftBody(product, { notes: 'Harga baru' }), token)).status).toBe(200);
    expect((await sendQuotation(reference, token)).status).toBe(201);
    const page = await call(pathOf(sent.url), { ip: nextIp() });
    expect(page.body).toContain('Sudah ada revisi yang lebih baru (revisi 2)');
    expect(page.body).not.toContain('data-status');
    expect(page.body).not.toContain('Menunggu tanggapan');
    expect(page.body).not.toContain('data-accept-form');
    expect(page.body).not.toContain('data-revision-form');
  });
});
