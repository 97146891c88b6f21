import { createHash } from 'node:crypto';
import { describe, expect } from 'vitest';
import { call, productForm } from '../support/api.ts';
import { fileOf, pngOf } from '../support/sample-files.ts';
import { test as it } from './fixtures.ts';

/*
 * The gallery's contract for every combination a client can send: on a create `main_image` comes
 * first, then `images` in order; on an update `main_image` replaces the current first picture only
 * when no `images_keep` is sent (beside it, it goes first); every upload is kept, and more than eight
 * pictures in all, or more alt texts than pictures, is a 422 that creates or changes nothing and
 * stores none of the request's files. Pictures are content-addressed, so each expected path is the
 * hash of the file sent.
 */

type Alts = 'none' | 'matching' | 'one too many';

interface Case {
  update: boolean;
  main: boolean;
  images: number;
  alts: Alts;
  keep: boolean;
}

const cases: Case[] = [];
for (const update of [false, true])
  for (const main of [false, true])
    for (const images of [0, 1, 2, 7, 8])
      for (const alts of ['none', 'matching', 'one too many'] as const)
        for (const keep of update ? [false, true] : [false]) cases.push({ update, main, images, alts, keep });

const name = (c: Case) =>
  `${c.update ? 'update' : 'create'}, ${c.main ? 'main_image' : 'no main_image'}, ${c.images} images, ` +
  `image_alts ${c.alts}${c.update ? (c.keep ? ', images_keep' : ', no images_keep') : ''}`;

let counter = 0;
/** A PNG no other test sends: its own size and a colour of this file's own. */
function png(): { file: File; path: string } {
  counter++;
  const bytes = pngOf(3 + (counter % 50), 3 + Math.floor(counter / 50), [201, 13, 77]);
  const path = `/uploads/${createHash('sha256').update(bytes).digest('hex')}.png`;
  return { file: fileOf(bytes, `gallery-${counter}.png`, 'image/png'), path };
}

interface Image {
  path: string;
  alt: string;
}

async function categoryId(token: string): Promise<number> {
  return (await call('/api/categories', { token })).body[0].id;
}

function fieldsOf(category: number): Record<string, string> {
  const unique = `${Date.now()}-${++counter}`;
  return {
    name: `Gallery Meter ${unique}`,
    sku: `GM-${unique}`,
    category_id: String(category),
    price: '1500000',
    stock: '3',
    status: 'published',
    is_active: '1',
  };
}

/** A product with three stored pictures a, b, c whose alt texts are A, B, C. */
async function existing(token: string, category: number) {
  const pictures = [png(), png(), png()];
  const form = productForm({ ...fieldsOf(category), image_alts: JSON.stringify(['A', 'B', 'C']) });
  for (const picture of pictures) form.append('images', picture.file);
  const created = await call('/api/admin/products', { method: 'POST', token, body: form });
  expect(created.status).toBe(201);
  return created.body.data;
}

describe('the gallery in every combination of main_image, images, image_alts and images_keep', () => {
  it.for(cases.map((c) => [name(c), c] as const))('%s', async ([, c], { token }) => {
    const category = await categoryId(token);
    const before = c.update ? await existing(token, category) : undefined;
    const stored: Image[] = before?.images ?? [];
    const [a, , cPicture] = stored;

    const main = c.main ? png() : undefined;
    const uploads = Array.from({ length: c.images }, png);
    // What the contract says the gallery becomes, alt texts included when the form sends none.
    let kept: Image[] = stored;
    if (c.keep) kept = [cPicture!, a!];
    else if (main) kept = stored.slice(1);
    const expected: Image[] = [
      ...(main ? [{ path: main.path, alt: '' }] : []),
      ...kept,
      ...uploads.map((upload) => ({ path: upload.path, alt: '' })),
    ];

    const fields: Record<string, string> = before
      ? {
          name: before.name,
          sku: before.sku,
          slug: before.slug,
          category_id: String(before.category_id),
          price: String(before.price),
          stock: String(before.stock),
          status: before.status,
          is_active: String(before.is_active),
          _method: 'PUT',
        }
      : fieldsOf(category);
    if (c.keep) fields.images_keep = JSON.stringify(kept.map((image) => image.path));
    const altCount = expected.length + (c.alts === 'one too many' ? 1 : 0);
    const alts = Array.from({ length: altCount }, (_, index) => `Alt ${index + 1}`);
    if (c.alts !== 'none') fields.image_alts = JSON.stringify(alts);
    const form = productForm(fields);
    if (main) form.append('main_image', main.file);
    for (const upload of uploads) form.append('images', upload.file);

    const saved = await call(before ? `/api/admin/products/${before.id}` : '/api/admin/products', {
      method: 'POST',
      token,
      body: form,
    });

    if (expected.length <= 8 && c.alts !== 'one too many') {
      expect(saved.status, JSON.stringify(saved.body)).toBe(before ? 200 : 201);
      const want = c.alts === 'matching' ? expected.map((image, index) => ({ ...image, alt: alts[index] })) : expected;
      expect(saved.body.data.images).toEqual(want);
      const reread = await call(`/api/admin/products/${saved.body.data.id}`, { token });
      expect(reread.body.images).toEqual(want);
      for (const image of want) expect((await call(image.path)).status).toBe(200);
      return;
    }

    expect(saved.status).toBe(422);
    if (c.alts !== 'none' && altCount > 8) {
      // The fields' own check comes first: there can be no ninth alt text.
      expect(saved.body.errors.image_alts).toEqual(['Maksimal 8 gambar']);
    } else if (expected.length > 8) {
      expect(saved.body.message).toBe('Maksimal 8 gambar per produk');
      expect(saved.body.errors.images).toEqual([saved.body.message]);
    } else {
      expect(saved.body.message).toBe(`image_alts berisi ${altCount} teks untuk ${expected.length} gambar`);
      expect(saved.body.errors.image_alts).toEqual([saved.body.message]);
    }
    if (before) {
      const after = await call(`/api/admin/products/${before.id}`, { token });
      expect(after.body.version).toBe(before.version);
      expect(after.body.images).toEqual(before.images);
    } else {
      const list = await call<Array<{ sku: string }>>('/api/admin/products', { token });
      expect(list.status).toBe(200);
      expect(list.body.some((product) => product.sku === fields.sku)).toBe(false);
      expect((await call(`/api/products/${fields.name!.toLowerCase().replaceAll(' ', '-')}`)).status).toBe(404);
    }
    // Nothing of the refused request was stored.
    for (const upload of [...(main ? [main] : []), ...uploads]) expect((await call(upload.path)).status).toBe(404);
  });
});
