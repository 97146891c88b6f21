import { describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { imageStore, stagedStore } from '#server/store.ts';
import { openUpload, putPart, sweepStagedUploads } from '#server/services/catalog/media/staged-uploads.ts';
import { MAX_DOCUMENT_BYTES } from '#shared/product/fields.ts';
import {
  MAX_OPEN_UPLOADS,
  MAX_OPEN_UPLOADS_PER_USER,
  STAGED_UPLOAD_TTL_MS,
  UPLOAD_PART_BYTES,
} from '#shared/product/staged-upload.ts';
import { call, productForm, userWithRole } from '../support/api.ts';
import { fileOf, pdfOf, pngOf } from '../support/sample-files.ts';
import { test as it } from './fixtures.ts';

/*
 * Staged uploads: a PDF larger than one function request carries (about 4.5 MB on Netlify) goes in
 * parts of at most 4 MB, is joined and checked as a PDF by its content, and a product save names it in
 * `documents_meta`. Limits: 10 MB a file, 4 MB a part, the token on every call, and uploads nobody
 * finished are swept away after a day.
 */

let counter = 0;

async function stage(token: string, bytes: Uint8Array<ArrayBuffer>) {
  const opened = await call('/api/admin/uploads', { method: 'POST', token, json: { bytes: bytes.length } });
  expect(opened.status).toBe(201);
  const { id, parts, part_bytes } = opened.body;
  for (let index = 0; index < parts; index++) {
    const part = bytes.subarray(index * part_bytes, (index + 1) * part_bytes);
    const put = await call(`/api/admin/uploads/${id}/parts/${index}`, {
      method: 'PUT',
      token,
      body: part,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
  }
  return {
    id: id as string,
    parts: parts as number,
    complete: () => call(`/api/admin/uploads/${id}/complete`, { method: 'POST', token }),
  };
}

async function saveWith(token: string, meta: unknown[], files: File[] = []) {
  const category = (await call('/api/categories', { token })).body[0].id;
  const unique = `${Date.now()}-${++counter}`;
  const form = productForm({
    name: `E2E Staged ${unique}`,
    sku: `ST-${unique}`,
    category_id: String(category),
    price: '1000000',
    stock: '2',
    status: 'published',
    is_active: '1',
    documents_meta: JSON.stringify(meta),
  });
  for (const file of files) form.append('documents', file);
  return call('/api/admin/products', { method: 'POST', token, body: form });
}

describe('staged uploads of large PDFs', () => {
  it('takes a 10 MB PDF in parts, a product save names it, and it is served whole as a PDF', async ({ token }) => {
    const pdf = pdfOf(`manual ${Date.now()}`, MAX_DOCUMENT_BYTES);
    expect(pdf.length).toBe(10 * 1024 * 1024);
    const upload = await stage(token, pdf);
    expect(upload.parts).toBe(3);
    const completed = await upload.complete();
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      id: upload.id,
      bytes: pdf.length,
      sha256: expect.stringMatching(/^[a-f0-9]{64}$/),
    });

    // A small PDF inline beside the staged one: the order of `documents_meta` is kept.
    const small = pdfOf(`small ${Date.now()}`);
    const saved = await saveWith(
      token,
      [
        { title: 'Manual Lengkap PH-700', kind: 'manual', upload: upload.id },
        { title: 'Datasheet PH-700', kind: 'datasheet' },
      ],
      [fileOf(small, 'ds.pdf', 'application/pdf')],
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const [manual, datasheet] = saved.body.data.documents;
    expect(manual).toEqual({
      path: `/uploads/${completed.body.sha256}/manual-lengkap-ph-700.pdf`,
      title: 'Manual Lengkap PH-700',
      kind: 'manual',
      bytes: pdf.length,
    });
    expect(datasheet).toMatchObject({ kind: 'datasheet', bytes: small.length });

    const served = await call(manual.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="manual-lengkap-ph-700.pdf"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(served.headers.get('content-length')).toBe(String(pdf.length));
    expect((served.body as string).length).toBe(pdf.length);

    // The parts are gone once joined; the record stays until the sweep.
    expect(await stagedStore().keys(`${upload.id}/part-`)).toEqual([]);
  });

  it('refuses a file of 10 MB + 1 byte when it is opened', async ({ token }) => {
    const opened = await call('/api/admin/uploads', {
      method: 'POST',
      token,
      json: { bytes: MAX_DOCUMENT_BYTES + 1 },
    });
    expect(opened.status).toBe(413);
    expect(opened.body.message).toBe('Ukuran dokumen maksimal 10 MB');
    expect(opened.body.errors.bytes).toEqual(['Ukuran dokumen maksimal 10 MB']);
  });

  it.for<[string, Record<string, unknown>]>([
    ['no size', {}],
    ['a size of 0', { bytes: 0 }],
    ['a size as text', { bytes: '100' }],
  ])('refuses an upload with %s with a 4xx naming the field', async ([, body], { token }) => {
    const opened = await call('/api/admin/uploads', { method: 'POST', token, json: body });
    expect(opened.status).toBe(422);
    expect(opened.body.errors).toHaveProperty('bytes');
  });

  it('refuses a fake PDF by its content when joined, and keeps nothing of it', async ({ token }) => {
    const fake = new Uint8Array(5 * 1024 * 1024);
    fake.set(pngOf(40, 40).subarray(0, 64));
    const upload = await stage(token, fake);
    const completed = await upload.complete();
    expect(completed.status).toBe(422);
    expect(completed.body.message).toBe('File dokumen harus berupa PDF');
    expect(await stagedStore().keys(`${upload.id}/`)).toEqual([]);
    expect((await upload.complete()).status).toBe(404);
  });

  it('refuses a PDF cut short (no %%EOF at its end)', async ({ token }) => {
    const whole = pdfOf(`cut ${Date.now()}`, 5 * 1024 * 1024);
    const upload = await stage(token, whole.slice(0, whole.length - 4096));
    expect((await upload.complete()).body.message).toMatch(/rusak atau tidak lengkap/);
  });

  it('answers 401 without a token on every call', async ({ token }) => {
    const upload = await stage(token, pdfOf(`token ${Date.now()}`, 5 * 1024 * 1024));
    expect((await call('/api/admin/uploads', { method: 'POST', json: { bytes: 10 } })).status).toBe(401);
    const part = await call(`/api/admin/uploads/${upload.id}/parts/0`, { method: 'PUT', body: new Uint8Array(10) });
    expect(part.status).toBe(401);
    expect(part.body).toHaveProperty('message');
    expect((await call(`/api/admin/uploads/${upload.id}/complete`, { method: 'POST' })).status).toBe(401);
    expect((await call(`/api/admin/uploads/${upload.id}`, { method: 'DELETE' })).status).toBe(401);
  });

  it('refuses a part over 4 MB, a part of the wrong size, a part past the end and an unknown upload', async ({
    token,
  }) => {
    const opened = await call('/api/admin/uploads', { method: 'POST', token, json: { bytes: 6 * 1024 * 1024 } });
    const { id } = opened.body;
    const put = (index: number | string, bytes: number) =>
      call(`/api/admin/uploads/${id}/parts/${index}`, { method: 'PUT', token, body: new Uint8Array(bytes) });

    const tooBig = await put(0, UPLOAD_PART_BYTES + 1);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toHaveProperty('message');
    expect((await put(0, 1000)).status).toBe(422);
    expect((await put(1, UPLOAD_PART_BYTES)).status).toBe(413);
    expect((await put(2, 10)).status).toBe(422);
    expect((await put('x', 10)).status).toBe(404);
    expect((await put(0, UPLOAD_PART_BYTES)).status).toBe(200);

    const incomplete = await call(`/api/admin/uploads/${id}/complete`, { method: 'POST', token });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.message).toBe('Bagian 1 belum diterima');

    const unknown = `${Date.now()}-${'0'.repeat(32)}`;
    expect((await call(`/api/admin/uploads/${unknown}/complete`, { method: 'POST', token })).status).toBe(404);
    expect((await call(`/api/admin/uploads/not-an-id/complete`, { method: 'POST', token })).status).toBe(404);
  });

  it('a product save naming an upload that is unknown or not completed is refused on documents_meta', async ({
    token,
  }) => {
    const opened = await call('/api/admin/uploads', { method: 'POST', token, json: { bytes: 5000 } });
    for (const upload of [opened.body.id, `${Date.now()}-${'a'.repeat(32)}`]) {
      const saved = await saveWith(token, [{ title: 'Manual', kind: 'manual', upload }]);
      expect(saved.status).toBe(422);
      expect(saved.body.errors.documents_meta[0]).toMatch(/Unggahan dokumen tidak ditemukan/);
    }
    const badId = await saveWith(token, [{ title: 'Manual', kind: 'manual', upload: '../x' }]);
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toHaveProperty('documents_meta');
  });

  it('an abandoned upload (a day old) is swept away with its parts, and a fresh one is kept', async ({ token }) => {
    const dayAgo = { now: () => new Date(Date.now() - STAGED_UPLOAD_TTL_MS - 60_000) };
    const old = await openUpload(dayAgo, 1, 5 * 1024 * 1024);
    await putPart(dayAgo, old.id, 0, new Uint8Array(UPLOAD_PART_BYTES));
    expect(await stagedStore().keys(`${old.id}/`)).toHaveLength(2);
    const fresh = await call('/api/admin/uploads', { method: 'POST', token, json: { bytes: 5000 } });

    await sweepStagedUploads(requestDeps());
    expect(await stagedStore().keys(`${old.id}/`)).toEqual([]);
    expect(await stagedStore().keys(`${fresh.body.id}/`)).toEqual([`${fresh.body.id}/upload`]);
    const late = await call(`/api/admin/uploads/${old.id}/parts/1`, { method: 'PUT', token, body: new Uint8Array(10) });
    expect(late.status).toBe(404);
  });

  it('an upload can be dropped by the editor (a removed file)', async ({ token }) => {
    const upload = await stage(token, pdfOf(`drop ${Date.now()}`, 5 * 1024 * 1024));
    const dropped = await call(`/api/admin/uploads/${upload.id}`, { method: 'DELETE', token });
    expect(dropped.status).toBe(200);
    expect(await stagedStore().keys(`${upload.id}/`)).toEqual([]);
  });
});

describe('unfinished uploads are limited per user', () => {
  const open = (token: string) => call('/api/admin/uploads', { method: 'POST', token, json: { bytes: 5000 } });
  const cancel = (token: string, id: string) => call(`/api/admin/uploads/${id}`, { method: 'DELETE', token });

  it("one user's unfinished uploads never block another's; finished and dropped ones stop counting", async () => {
    const [first, second] = [await userWithRole('Staff', 'Uploader A'), await userWithRole('Staff', 'Uploader B')];
    // A finished upload no longer counts against its user.
    const done = await stage(first.token, pdfOf(`finished ${Date.now()}`));
    expect((await done.complete()).status).toBe(200);

    const ids: string[] = [];
    for (let index = 0; index < MAX_OPEN_UPLOADS_PER_USER; index++) {
      const opened = await open(first.token);
      expect(opened.status, JSON.stringify(opened.body)).toBe(201);
      ids.push(opened.body.id);
    }
    const refused = await open(first.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `Terlalu banyak unggahan Anda yang belum selesai (maksimal ${MAX_OPEN_UPLOADS_PER_USER}). ` +
        'Tunggu unggahan lain selesai atau batalkan, lalu coba lagi.',
    );

    const other = await open(second.token);
    expect(other.status, JSON.stringify(other.body)).toBe(201);

    // A dropped upload makes room again.
    expect((await cancel(first.token, ids.pop()!)).status).toBe(200);
    const again = await open(first.token);
    expect(again.status).toBe(201);
    ids.push(again.body.id);

    for (const id of ids) await cancel(first.token, id);
    await cancel(second.token, other.body.id);
  });

  it('keeps an overall bound across the site', async () => {
    // A store of its own, so the bound is reached without touching the other tests' uploads.
    const store = imageStore(`rawlab-staged-bound-${Date.now()}`);
    const deps = requestDeps();
    for (let user = 1; user <= MAX_OPEN_UPLOADS; user++) await openUpload(deps, user, 5000, store);
    const refused = openUpload(deps, MAX_OPEN_UPLOADS + 1, 5000, store);
    await expect(refused).rejects.toMatchObject({
      status: 429,
      message: `Terlalu banyak unggahan yang belum selesai di situs ini (maksimal ${MAX_OPEN_UPLOADS}). Coba lagi nanti.`,
    });
    // The refused one left nothing behind.
    expect((await sweepStagedUploads(deps, store)).total).toBe(MAX_OPEN_UPLOADS);
  });
});
