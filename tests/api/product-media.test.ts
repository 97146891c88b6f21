import { describe, expect } from 'vitest';
import { call, productForm } from '../support/api.ts';
import { fileOf, pdfOf, pngOf } from '../support/sample-files.ts';
import { test as it } from './fixtures.ts';

/*
 * The product's gallery, documents and related products through the multipart form: images appended
 * and reordered by `images_keep`, alt texts by `image_alts`, PDFs with `documents_meta`, links with
 * `related`; every new input refused with a 4xx naming its field.
 */

let counter = 0;
let size = 10;
const png = () => fileOf(pngOf(++size, 7), `photo-${size}.png`, 'image/png');

async function categoryId(token: string): Promise<number> {
  return (await call('/api/categories', { token })).body[0].id;
}

function baseFields(category: number, overrides: Record<string, string> = {}): Record<string, string> {
  const unique = `${Date.now()}-${++counter}`;
  return {
    name: `Media Meter ${unique}`,
    sku: `MM-${unique}`,
    category_id: String(category),
    price: '1500000',
    stock: '3',
    status: 'published',
    is_active: '1',
    ...overrides,
  };
}

function formWith(fields: Record<string, string>, files: Array<[string, File]> = []): FormData {
  const form = productForm(fields);
  for (const [name, file] of files) form.append(name, file);
  return form;
}

async function create(token: string, overrides: Record<string, string> = {}, files: Array<[string, File]> = []) {
  return call('/api/admin/products', {
    method: 'POST',
    token,
    body: formWith(baseFields(await categoryId(token), overrides), files),
  });
}

async function update(
  token: string,
  product: { id: number },
  fields: Record<string, string>,
  files: Array<[string, File]> = [],
) {
  const current = (await call(`/api/admin/products/${product.id}`, { token })).body;
  const base: Record<string, string> = {
    name: current.name,
    sku: current.sku,
    slug: current.slug,
    category_id: String(current.category_id),
    price: String(current.price),
    stock: String(current.stock),
    status: current.status,
    is_active: String(current.is_active),
    _method: 'PUT',
  };
  return call(`/api/admin/products/${product.id}`, {
    method: 'POST',
    token,
    body: formWith({ ...base, ...fields }, files),
  });
}

describe('product images', () => {
  it('takes several images at once with an alt text each, in order, in the admin and public reads', async ({
    token,
  }) => {
    const created = await create(token, { image_alts: JSON.stringify(['Front', 'Side', '']) }, [
      ['images', png()],
      ['images', png()],
      ['images', png()],
    ]);
    expect(created.status).toBe(201);
    const images = created.body.data.images;
    expect(images).toHaveLength(3);
    expect(images.map((image: { alt: string }) => image.alt)).toEqual(['Front', 'Side', '']);
    for (const image of images) expect(image.path).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);

    const publicRead = await call(`/api/products/${created.body.data.slug}`);
    // A visitor never meets an image without alt text: the name stands in for a missing one.
    expect(publicRead.body.images).toEqual([
      images[0],
      images[1],
      { path: images[2].path, alt: `${created.body.data.name} — 3` },
    ]);
    expect((await call(images[1].path)).headers.get('content-type')).toBe('image/png');
  });

  it('reorders and removes with images_keep, appends new ones after, and keeps each alt when image_alts is absent', async ({
    token,
  }) => {
    const created = await create(token, { image_alts: JSON.stringify(['A', 'B', 'C']) }, [
      ['images', png()],
      ['images', png()],
      ['images', png()],
    ]);
    const [a, b, c] = created.body.data.images.map((image: { path: string }) => image.path);
    const saved = await update(token, created.body.data, { images_keep: JSON.stringify([c, a]) }, [['images', png()]]);
    expect(saved.status).toBe(200);
    const images = saved.body.data.images;
    expect(images.map((image: { path: string }) => image.path).slice(0, 2)).toEqual([c, a]);
    expect(images.map((image: { alt: string }) => image.alt)).toEqual(['C', 'A', '']);
    expect(images.map((image: { path: string }) => image.path)).not.toContain(b);

    const realt = await update(token, created.body.data, { image_alts: JSON.stringify(['Top', 'Front', 'Back']) });
    expect(realt.body.data.images.map((image: { alt: string }) => image.alt)).toEqual(['Top', 'Front', 'Back']);
  });

  it("keeps the original form's main_image working: it becomes the first image, the rest stay", async ({ token }) => {
    const created = await create(token, {}, [
      ['images', png()],
      ['images', png()],
    ]);
    const [, second] = created.body.data.images.map((image: { path: string }) => image.path);
    const saved = await update(token, created.body.data, {}, [['main_image', png()]]);
    const paths = saved.body.data.images.map((image: { path: string }) => image.path);
    expect(paths).toHaveLength(2);
    expect(paths[1]).toBe(second);
    expect(paths[0]).not.toBe(created.body.data.images[0].path);
  });

  it('puts main_image first, before the kept images, when the form says what it keeps', async ({ token }) => {
    const created = await create(token, {}, [
      ['images', png()],
      ['images', png()],
    ]);
    const [a, b] = created.body.data.images.map((image: { path: string }) => image.path);
    const saved = await update(token, created.body.data, { images_keep: JSON.stringify([b, a]) }, [
      ['main_image', png()],
    ]);
    const paths = saved.body.data.images.map((image: { path: string }) => image.path);
    expect(paths.slice(1)).toEqual([b, a]);
    expect(paths[0]).not.toBe(a);
  });

  it.for<[string, Record<string, string>, number, string, RegExp]>([
    ['a ninth image', {}, 9, 'images', /Maksimal 8 gambar/],
    [
      'more alt texts than images',
      { image_alts: JSON.stringify(['a', 'b']) },
      1,
      'image_alts',
      /2 teks untuk 1 gambar/,
    ],
    ['an alt text over 200 characters', { image_alts: JSON.stringify(['x'.repeat(201)]) }, 1, 'image_alts.0', /200/],
    ['images_keep that is not JSON', { images_keep: '[oops' }, 0, 'images_keep', /JSON/],
    [
      'images_keep naming a file of another product',
      { images_keep: JSON.stringify(['/uploads/x.png']) },
      0,
      'images_keep',
      /tidak dimiliki/,
    ],
  ])('refuses %s with a 422 naming the field', async ([, overrides, count, field, message], { token }) => {
    const files = Array.from({ length: count }, () => ['images', png()] as [string, File]);
    const { status, body } = await create(token, overrides, files);
    expect(status).toBe(422);
    expect(body.message).toMatch(message);
    expect(body.errors[field]).toBeDefined();
  });

  it.for<[string, File, RegExp]>([
    [
      'an HTML page named .png',
      fileOf(Uint8Array.from(Buffer.from('<html><script>alert(1)</script></html>')), 'x.png', 'image/png'),
      /PNG, JPG atau WebP/,
    ],
    ['a PDF named .jpg', fileOf(pdfOf('not an image'), 'x.jpg', 'image/jpeg'), /PNG, JPG atau WebP/],
    ['a PNG cut short', fileOf(pngOf(40, 40).subarray(0, 30), 'x.png', 'image/png'), /rusak/],
  ])('refuses %s in images', async ([, file, message], { token }) => {
    const { status, body } = await create(token, {}, [
      ['images', png()],
      ['images', file],
    ]);
    expect(status).toBe(422);
    expect(body.message).toMatch(message);
    expect(body.errors.images).toEqual([body.message]);
  });

  it('refuses text where a file belongs', async ({ token }) => {
    const form = formWith(baseFields(await categoryId(token)));
    form.append('images', 'not a file');
    const { status, body } = await call('/api/admin/products', { method: 'POST', token, body: form });
    expect(status).toBe(422);
    expect(body.errors.images).toBeDefined();
  });
});

describe('product documents', () => {
  it('stores PDFs with title, kind and size, served inline as application/pdf under a readable name', async ({
    token,
  }) => {
    const created = await create(
      token,
      {
        documents_meta: JSON.stringify([
          { title: 'Datasheet PH-700', kind: 'datasheet' },
          { title: 'User manual', kind: 'manual' },
        ]),
      },
      [
        ['documents', fileOf(pdfOf(`datasheet ${counter}`), 'ds.pdf', 'application/pdf')],
        ['documents', fileOf(pdfOf(`manual ${counter}`), 'm.pdf', 'application/pdf')],
      ],
    );
    expect(created.status).toBe(201);
    const documents = created.body.data.documents;
    expect(documents).toEqual([
      expect.objectContaining({ title: 'Datasheet PH-700', kind: 'datasheet' }),
      expect.objectContaining({ title: 'User manual', kind: 'manual' }),
    ]);
    expect(documents[0].path).toMatch(/^\/uploads\/[a-f0-9]{64}\/datasheet-ph-700\.pdf$/);
    expect(documents[0].bytes).toBe(pdfOf(`datasheet ${counter}`).length);
    expect((await call(`/api/products/${created.body.data.slug}`)).body.documents).toEqual(documents);

    const served = await call(documents[0].path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="datasheet-ph-700.pdf"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(String(served.body).startsWith('%PDF-1.4')).toBe(true);

    // A document path with another hash, or an image's hash, is not a document.
    expect((await call(documents[0].path.replace(/\/[a-f0-9]{64}\//, `/${'0'.repeat(64)}/`))).status).toBe(404);

    const kept = await update(token, created.body.data, { documents_keep: JSON.stringify([documents[1].path]) });
    expect(kept.body.data.documents).toEqual([documents[1]]);
  });

  it.for<[string, Uint8Array<ArrayBuffer>, RegExp, string]>([
    ['an HTML page named .pdf', Uint8Array.from(Buffer.from('<html>hi</html>')), /harus berupa PDF/, 'documents'],
    ['a PNG named .pdf', pngOf(3, 3), /harus berupa PDF/, 'documents'],
    ['a PDF cut before its end', pdfOf('cut').subarray(0, 200), /rusak/, 'documents'],
  ])('refuses %s', async ([, bytes, message, field], { token }) => {
    const { status, body } = await create(token, { documents_meta: JSON.stringify([{ title: 'X', kind: 'other' }]) }, [
      ['documents', fileOf(bytes, 'x.pdf', 'application/pdf')],
    ]);
    expect(status).toBe(422);
    expect(body.message).toMatch(message);
    expect(body.errors[field]).toBeDefined();
  });

  it.for<[string, Record<string, string>, number, string]>([
    ['no documents_meta for a file', {}, 1, 'documents_meta'],
    [
      'a document without a title',
      { documents_meta: JSON.stringify([{ title: ' ', kind: 'manual' }]) },
      1,
      'documents_meta',
    ],
    ['an unknown kind', { documents_meta: JSON.stringify([{ title: 'X', kind: 'brochure' }]) }, 1, 'documents_meta'],
    [
      'a seventh document',
      { documents_meta: JSON.stringify(Array(7).fill({ title: 'X', kind: 'other' })) },
      7,
      'documents_meta',
    ],
  ])('refuses %s with a 422', async ([, overrides, count, field], { token }) => {
    const files = Array.from(
      { length: count },
      (_, index) => ['documents', fileOf(pdfOf(`n${index}-${counter}`), 'x.pdf', 'application/pdf')] as [string, File],
    );
    const { status, body } = await create(token, overrides, files);
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).join()).toMatch(field === 'documents_meta' ? /documents/ : field);
  });

  it('answers 413 to a save larger than one function request can carry (a 10 MB PDF)', async ({ token }) => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(Buffer.from('%PDF-1.4\n'));
    const { status, body } = await create(
      token,
      { documents_meta: JSON.stringify([{ title: 'Big', kind: 'other' }]) },
      [['documents', fileOf(big, 'big.pdf', 'application/pdf')]],
    );
    expect(status).toBe(413);
    expect(body.message).toBeTruthy();
  });
});

describe('related products', () => {
  it('links accessories and alternatives; the admin sees them all, a visitor only the visible ones', async ({
    token,
  }) => {
    const buffer = (await create(token, { name: `Buffer ${Date.now()}` })).body.data;
    const hidden = (await create(token, { status: 'draft' })).body.data;
    const alternative = (await create(token)).body.data;
    const related = [
      { id: buffer.id, kind: 'accessory' },
      { id: hidden.id, kind: 'accessory' },
      { id: alternative.id, kind: 'alternative' },
    ];
    const created = await create(token, { related: JSON.stringify(related) });
    expect(created.status).toBe(201);
    expect(created.body.data.related).toEqual([
      { id: buffer.id, slug: buffer.slug, name: buffer.name, sku: buffer.sku, kind: 'accessory' },
      { id: hidden.id, slug: hidden.slug, name: hidden.name, sku: hidden.sku, kind: 'accessory' },
      { id: alternative.id, slug: alternative.slug, name: alternative.name, sku: alternative.sku, kind: 'alternative' },
    ]);
    const publicRead = (await call(`/api/products/${created.body.data.slug}`)).body;
    expect(publicRead.related.map((item: { id: number }) => item.id)).toEqual([buffer.id, alternative.id]);
    expect(publicRead.related[0]).toEqual(
      expect.objectContaining({ slug: buffer.slug, name: buffer.name, price: 1500000, stock: 3, kind: 'accessory' }),
    );

    // A save from a client that knows nothing of related products keeps them.
    const plain = await update(token, created.body.data, { price: '1600000' });
    expect(plain.body.data.related).toHaveLength(3);

    // A deleted product drops out of the reads.
    await call(`/api/admin/products/${buffer.id}`, { method: 'DELETE', token });
    const reread = (await call(`/api/admin/products/${created.body.data.id}`, { token })).body;
    expect(reread.related.map((item: { id: number }) => item.id)).toEqual([hidden.id, alternative.id]);
  });

  it('refuses the product itself as its own related product', async ({ token }) => {
    const created = (await create(token)).body.data;
    const { status, body } = await update(token, created, {
      related: JSON.stringify([{ id: created.id, kind: 'alternative' }]),
    });
    expect(status).toBe(422);
    expect(body.errors.related).toEqual([body.message]);
  });

  it.for<[string, unknown, RegExp]>([
    ['an unknown id', [{ id: 987654321, kind: 'accessory' }], /tidak ditemukan: 987654321/],
    ['an unknown kind', [{ id: 1, kind: 'spare' }], /accessory atau alternative/],
    [
      'the same product twice',
      [
        { id: 1, kind: 'accessory' },
        { id: 1, kind: 'alternative' },
      ],
      /ganda/,
    ],
    ['a text id', [{ id: 'one', kind: 'accessory' }], /tidak valid/],
    ['not a list', { id: 1 }, /daftar/],
  ])('refuses %s with a 422', async ([, related, message], { token }) => {
    const { status, body } = await create(token, { related: JSON.stringify(related) });
    expect(status).toBe(422);
    expect(body.message).toMatch(message);
  });

  it('needs a signed-in admin', async () => {
    const { status } = await call('/api/admin/products', { method: 'POST', body: formWith({ name: 'x' }) });
    expect(status).toBe(401);
  });
});
