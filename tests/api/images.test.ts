import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { call, login, productForm } from '../support/api.ts';

/*
 * Uploaded images are checked by their decoded headers (image-size), not their first bytes: the
 * dimensions must be sane and at most 40 megapixels, and the file must be whole.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header claims width × height (the pixel data is not needed to be refused). */
function png(width: number, height: number): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return Uint8Array.from(bytes);
}

/** A baseline JPEG skeleton: SOI, APP0, SOF0 with the dimensions, EOI. */
function jpeg(width: number, height: number, { end = true } = {}): Uint8Array<ArrayBuffer> {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  ];
  const sof0 = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03];
  const components = [0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, ...components, ...(end ? [0xff, 0xd9] : [])]);
}

/** A WebP (VP8X) whose RIFF size says how long the file is; `missing` bytes are cut off the end. */
function webp(width: number, height: number, missing = 0): Uint8Array<ArrayBuffer> {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'ascii');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const body = Buffer.concat([Buffer.from('WEBP', 'ascii'), vp8x]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(body.length, 4);
  const whole = Buffer.concat([riff, body]);
  return Uint8Array.from(whole.subarray(0, whole.length - missing));
}

let counter = 0;
async function upload(bytes: Uint8Array<ArrayBuffer>, type: string) {
  const token = await login();
  const category = (await call('/api/categories', { token })).body[0].id;
  const unique = `${Date.now()}-${++counter}`;
  const form = productForm(
    {
      name: `Image Check ${unique}`,
      sku: `IMG-${unique}`,
      category_id: String(category),
      price: '1000',
      stock: '1',
      status: 'draft',
      is_active: '1',
    },
    { name: `x.${type.split('/')[1]}`, type, bytes },
  );
  return call('/api/admin/products', { method: 'POST', token, body: form });
}

describe('image checks', () => {
  it.each([
    ['a small PNG', png(64, 48), 'image/png'],
    ['a PNG of exactly 40 megapixels', png(8000, 5000), 'image/png'],
    ['a small JPEG', jpeg(320, 240), 'image/jpeg'],
    ['a small WebP', webp(320, 240), 'image/webp'],
  ])('accepts %s', async (_label, bytes, type) => {
    expect((await upload(bytes, type)).status).toBe(201);
  });

  it.each([
    ['a 30000×30000 PNG', png(30000, 30000), 'image/png', /megapiksel/],
    ['a 7000×6000 JPEG (42 MP)', jpeg(7000, 6000), 'image/jpeg', /megapiksel/],
    ['a 12-byte JPEG header', jpeg(1, 1).subarray(0, 12), 'image/jpeg', /rusak/],
    ['a JPEG cut before its end marker', jpeg(320, 240, { end: false }), 'image/jpeg', /rusak/],
    ['a PNG cut short', png(64, 48).subarray(0, 40), 'image/png', /rusak/],
    ['a WebP cut short', webp(320, 240, 4), 'image/webp', /rusak/],
    ['a PNG with zero width', png(0, 10), 'image/png', /rusak/],
  ])('refuses %s with a 422 in Indonesian', async (_label, bytes, type, message) => {
    const { status, body } = await upload(Uint8Array.from(bytes), type);
    expect(status).toBe(422);
    expect(body.message).toMatch(message);
    expect(body.errors.main_image).toEqual([body.message]);
  });
});
