import { describe, expect } from 'vitest';
import { resetEnvCache } from '#server/env.ts';
import { quotationPdfStore } from '#server/store.ts';
import { call, login, ready } from '../support/api.ts';
import { ensurePoppler, pdfText } from '../support/poppler.ts';
import {
  COMPLETE_LETTER_SETTINGS,
  changeSettings,
  nextIp,
  pathOf,
  sentQuotation,
  testProduct,
  type TestProduct,
} from '../support/quotation-api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The buyer's letter: made once per revision and kept (a link opened or probed many times costs a
 * read, not a render), a HEAD answered without the letter, and a bounded number of requests per link.
 * On a store of the file's own: it changes Settings.
 */

let token: string;
let product: TestProduct;

it.beforeAll(async () => {
  ensurePoppler();
  token = await login();
  await changeSettings(token, { ...COMPLETE_LETTER_SETTINGS, whatsapp_number: '6281288804512' });
  product = await testProduct(token);
}, 60_000);

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
