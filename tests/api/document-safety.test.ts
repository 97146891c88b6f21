import { randomBytes } from 'node:crypto';
import { describe, expect } from 'vitest';
import { PDF_SCRIPT_MESSAGE, PDF_UNREADABLE_MESSAGE } from '#server/services/catalog/media/documents.ts';
import { call, productForm } from '../support/api.ts';
import { fileOf } from '../support/sample-files.ts';
import { objectStream, pdfWith, type PdfParts } from '../support/pdf-samples.ts';
import { test as it } from './fixtures.ts';

/*
 * Product PDFs are opened by visitors in the browser: a PDF that carries JavaScript or an automatic
 * action is refused on upload (inline in the product form and as a staged upload) with an Indonesian
 * message, wherever in the file the action hides; and every PDF is served in a sandbox, `nosniff`.
 */

let counter = 0;
const ALERT = '<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>';

async function saveWith(token: string, pdf: Uint8Array<ArrayBuffer>) {
  const category = (await call('/api/categories', { token })).body[0].id;
  const unique = `${Date.now()}-${++counter}`;
  const form = productForm({
    name: `Safe PDF Meter ${unique}`,
    sku: `SP-${unique}`,
    category_id: String(category),
    price: '1000000',
    stock: '2',
    status: 'published',
    is_active: '1',
    documents_meta: JSON.stringify([{ title: 'Datasheet', kind: 'datasheet' }]),
  });
  form.append('documents', fileOf(pdf, 'datasheet.pdf', 'application/pdf'));
  return call('/api/admin/products', { method: 'POST', token, body: form });
}

const unique = (parts: Omit<PdfParts, 'label'>) => pdfWith({ label: `pdf ${Date.now()} ${++counter}`, ...parts });

describe('PDFs with scripts', () => {
  it.for<[string, Omit<PdfParts, 'label'>]>([
    ['JavaScript run on opening (/OpenAction)', { catalog: `/OpenAction ${ALERT}` }],
    ['an /OpenAction naming a JavaScript action object', { catalog: '/OpenAction 6 0 R', objects: [ALERT] }],
    [
      'a document-level script (the /JavaScript name tree)',
      { catalog: '/Names << /JavaScript 6 0 R >>', objects: ['<< /Names [(init) 7 0 R] >>', ALERT] },
    ],
    ['a page action (/AA) that launches a program', { page: '/AA << /O << /S /Launch /F (calc.exe) >> >>' }],
    ['names written with #xx escapes', { catalog: '/OpenAction << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>' }],
    [
      'the action inside a compressed object stream',
      { catalog: '/OpenAction 7 0 R', objects: [objectStream(7, [ALERT])] },
    ],
  ])('refuses %s with a 422 naming documents', async ([, parts], { token }) => {
    const saved = await saveWith(token, unique(parts));
    expect(saved.status).toBe(422);
    expect(saved.body.message).toBe(PDF_SCRIPT_MESSAGE);
    expect(saved.body.errors.documents).toEqual([PDF_SCRIPT_MESSAGE]);
  });

  it('refuses an object stream it cannot read (encrypted or not zlib), since it cannot be checked', async ({
    token,
  }) => {
    const saved = await saveWith(
      token,
      unique({ objects: [{ dictionary: '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', data: randomBytes(300) }] }),
    );
    expect(saved.status).toBe(422);
    expect(saved.body.errors.documents).toEqual([PDF_UNREADABLE_MESSAGE]);
  });

  it.for<[string, Omit<PdfParts, 'label'>]>([
    ['an /OpenAction that only shows the first page', { catalog: '/OpenAction [3 0 R /Fit]' }],
    ['a compressed object stream without actions', { objects: [objectStream(7, ['<< /Producer (RawLab) >>'])] }],
    [
      'image bytes that happen to spell /JS and /AA',
      { objects: [{ dictionary: '/Type /XObject /Subtype /Image', data: Buffer.from('\x00\x01/JS \x02/AA\n\xff') }] },
    ],
  ])('accepts %s', async ([, parts], { token }) => {
    const saved = await saveWith(token, unique(parts));
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  });

  it('refuses a large PDF with a script when its staged upload completes, and keeps nothing of it', async ({
    token,
  }) => {
    const pdf = unique({ catalog: `/OpenAction ${ALERT}`, padTo: 5 * 1024 * 1024 });
    const opened = await call('/api/admin/uploads', { method: 'POST', token, json: { bytes: pdf.length } });
    expect(opened.status).toBe(201);
    const { id, parts, part_bytes } = opened.body;
    for (let index = 0; index < parts; index++) {
      const put = await call(`/api/admin/uploads/${id}/parts/${index}`, {
        method: 'PUT',
        token,
        body: pdf.subarray(index * part_bytes, (index + 1) * part_bytes),
      });
      expect(put.status).toBe(200);
    }
    const completed = await call(`/api/admin/uploads/${id}/complete`, { method: 'POST', token });
    expect(completed.status).toBe(422);
    expect(completed.body.message).toBe(PDF_SCRIPT_MESSAGE);
    expect((await call(`/api/admin/uploads/${id}/complete`, { method: 'POST', token })).status).toBe(404);
  });
});

describe('serving PDFs', () => {
  it('serves a product PDF inline in a sandbox, nosniff', async ({ token }) => {
    const saved = await saveWith(token, unique({}));
    expect(saved.status).toBe(201);
    const served = await call(saved.body.data.documents[0].path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="datasheet.pdf"');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
