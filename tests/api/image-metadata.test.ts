import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { describe, expect } from 'vitest';
import { call, productForm, ready } from '../support/api.ts';
import { fileOf, pngOf } from '../support/sample-files.ts';
import { test as it } from './fixtures.ts';

/*
 * A picture is stored and served without what the camera wrote about it: no GPS position, camera
 * make or model, XMP, IPTC, comment or text chunk, whatever the file's size. Its pixels are the same
 * bytes (nothing re-encoded), its colour profile is kept, and its orientation is kept alone, so a
 * phone photo taken sideways still shows upright. The photos in tests/support/photos are small phone
 * photos as a phone writes them (orientation 6, a Display P3 profile, EXIF with GPS and make, XMP with
 * GPS; the JPEG also has IPTC and a comment, the PNG a text chunk).
 */

const PHOTOS = join(import.meta.dirname, '../support/photos');
const SECRETS = [
  'RawLabTestCam',
  'Secret Model 9',
  'PhoneOS',
  'Rahasia',
  'Budi Photographer',
  'GPSLatitude',
  'xmpmeta',
];
const TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

let counter = 0;

async function upload(token: string, file: File): Promise<string> {
  const category = (await call('/api/categories', { token })).body[0].id;
  const unique = `${Date.now()}-${++counter}`;
  const form = productForm({
    name: `Photo Meter ${unique}`,
    sku: `PM-${unique}`,
    category_id: String(category),
    price: '1000000',
    stock: '2',
    status: 'published',
    is_active: '1',
  });
  form.append('images', file);
  const saved = await call('/api/admin/products', { method: 'POST', token, body: form });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return saved.body.data.images[0].path;
}

/** The stored picture's bytes as served at its path (`call` reads bodies as text). */
async function served(path: string): Promise<Buffer> {
  const answer = await (await ready()).invoke(new Request(`http://localhost${path}`), '203.0.113.10');
  expect(answer?.status).toBe(200);
  return Buffer.from(await answer!.arrayBuffer());
}

/** The named parts of a file (JPEG segments by marker, PNG and WebP chunks by type), each as its bytes. */
function parts(bytes: Buffer, type: keyof typeof TYPES): Array<[string, Buffer]> {
  const found: Array<[string, Buffer]> = [];
  if (type === 'jpg') {
    for (let index = 2; index < bytes.length;) {
      const marker = bytes[index + 1]!;
      if (marker === 0xda) {
        found.push(['SOS+', bytes.subarray(index)]);
        break;
      }
      const end = index + 2 + bytes.readUInt16BE(index + 2);
      found.push([marker.toString(16), bytes.subarray(index, end)]);
      index = end;
    }
  } else if (type === 'png') {
    for (let index = 8; index < bytes.length;) {
      const end = index + 12 + bytes.readUInt32BE(index);
      found.push([bytes.toString('latin1', index + 4, index + 8), bytes.subarray(index, end)]);
      index = end;
    }
  } else {
    for (let index = 12; index < bytes.length;) {
      const size = bytes.readUInt32LE(index + 4);
      const end = index + 8 + size + (size % 2);
      found.push([bytes.toString('latin1', index, index + 4), bytes.subarray(index, end)]);
      index = end;
    }
  }
  return found;
}

const part = (bytes: Buffer, type: keyof typeof TYPES, name: string, text = '') =>
  parts(bytes, type).find(([found, data]) => found === name && data.toString('latin1').includes(text))?.[1];

/** Orientation 6 as the server writes it alone: a big-endian TIFF with one IFD0 entry, tag 0x0112. */
const ORIENTATION_6 = Buffer.from('4d4d002a000000080001011200030000000100060000' + '00000000', 'hex');

describe('picture metadata', () => {
  it.for(Object.keys(TYPES) as Array<keyof typeof TYPES>)(
    'a phone photo (%s) is stored without GPS, camera or editor data, same pixels, profile and orientation',
    async (extension, { token }) => {
      const original = readFileSync(join(PHOTOS, `phone.${extension}`));
      expect(SECRETS.filter((secret) => original.toString('latin1').includes(secret)).length).toBeGreaterThanOrEqual(4);
      const path = await upload(token, fileOf(Uint8Array.from(original), `IMG_0001.${extension}`, TYPES[extension]));
      const stored = await served(path);

      const text = stored.toString('latin1');
      for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
      // Content-addressed by what is stored, not by what was sent.
      expect(path).toBe(`/uploads/${createHash('sha256').update(stored).digest('hex')}.${extension}`);
      expect(stored.length).toBeLessThan(original.length);

      const [imageData, profile] = {
        jpg: ['SOS+', 'e2'],
        png: ['IDAT', 'iCCP'],
        webp: ['VP8 ', 'ICCP'],
      }[extension];
      expect(part(stored, extension, imageData!)).toEqual(part(original, extension, imageData!));
      expect(part(stored, extension, profile!)).toEqual(part(original, extension, profile!));
      expect(stored.includes(ORIENTATION_6)).toBe(true);
      if (extension === 'jpg') {
        expect(imageSize(stored)).toMatchObject({ width: 12, height: 8, orientation: 6 });
        // The orientation first, then every other segment as it was but EXIF, XMP, IPTC (ed) and the comment (fe).
        const kept = parts(original, 'jpg')
          .map(([name]) => name)
          .filter((name) => !['e1', 'ed', 'fe'].includes(name));
        expect(parts(stored, 'jpg').map(([name]) => name)).toEqual(['e1', ...kept]);
      }
    },
  );

  it('stores a picture without metadata byte for byte', async ({ token }) => {
    const clean = pngOf(33, 21, [10, 200, 90]);
    const path = await upload(token, fileOf(clean, 'clean.png', 'image/png'));
    expect(Buffer.from(await served(path)).equals(Buffer.from(clean))).toBe(true);
  });
});
