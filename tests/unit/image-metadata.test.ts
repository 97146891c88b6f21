import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImageStructureError, stripImageMetadata } from '#server/services/catalog/media/image-metadata.ts';

/* The metadata stripper on the structures a camera or an editor writes, and on files it cannot walk. */

const photo = (extension: string) => readFileSync(join(import.meta.dirname, '../support/photos', `phone.${extension}`));

const segment = (marker: number, body: string) => {
  const data = Buffer.from(body, 'latin1');
  return Buffer.concat([Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]), data]);
};

describe('stripImageMetadata', () => {
  it.for([
    ['jpg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('is idempotent on a stripped %s', ([extension, type]) => {
    const once = stripImageMetadata(photo(extension), type);
    expect(stripImageMetadata(once, type)).toEqual(once);
  });

  it('walks a JPEG with fill bytes, several scans and restart markers, dropping only metadata', () => {
    const scan = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      segment(0xe1, 'Exif\0\0MM\0*\0\0\0\x08\0\0'),
      Buffer.from([0xff]),
      segment(0xdb, 'q'),
      segment(0xda, 'first scan header'),
      scan,
      segment(0xfe, 'a comment between scans'),
      segment(0xc4, 'h'),
      segment(0xda, 'second scan header'),
      scan,
      Buffer.from([0xff, 0xd9]),
    ]);
    const stripped = Buffer.from(stripImageMetadata(jpeg, 'image/jpeg'));
    expect(stripped.toString('latin1')).not.toContain('Exif');
    expect(stripped.toString('latin1')).not.toContain('a comment');
    expect(stripped).toEqual(
      Buffer.concat([
        Buffer.from([0xff, 0xd8]),
        segment(0xdb, 'q'),
        segment(0xda, 'first scan header'),
        scan,
        segment(0xc4, 'h'),
        segment(0xda, 'second scan header'),
        scan,
        Buffer.from([0xff, 0xd9]),
      ]),
    );
  });

  it.for([
    ['a JPEG cut inside a segment', 'image/jpeg', () => photo('jpg').subarray(0, 40)],
    ['a JPEG without its end marker', 'image/jpeg', () => photo('jpg').subarray(0, photo('jpg').length - 2)],
    ['a PNG cut inside a chunk', 'image/png', () => photo('png').subarray(0, 60)],
    [
      'a WebP whose chunk claims more than the file',
      'image/webp',
      () => Buffer.concat([photo('webp').subarray(0, 16), Buffer.from([0xff, 0xff, 0, 0])]),
    ],
  ] as const)('refuses %s as a structure it cannot walk', ([, type, bytes]) => {
    expect(() => stripImageMetadata(bytes(), type)).toThrow(ImageStructureError);
  });
});
