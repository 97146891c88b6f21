import { crc32 } from 'node:zlib';

/*
 * Uploaded pictures lose what a camera or an editor wrote about them (EXIF with the GPS position and
 * the camera's make and serial, XMP, IPTC, comments, text chunks, thumbnails, data after the image),
 * without decoding or re-encoding a pixel: the file's segments (JPEG) or chunks (PNG, WebP) are
 * copied except those. Kept: the colour profile (ICC), the colour and transparency chunks, Adobe's
 * colour-transform segment, and the orientation, written back alone as a minimal EXIF, so a phone
 * photo taken sideways shows as it did. A file with nothing to drop is returned as it came, byte for
 * byte (its content address stays the same).
 */

export class ImageStructureError extends Error {}

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, text: string) => ascii(bytes, 0, text.length) === text;

/** The EXIF orientation (2–8) of a TIFF structure, or undefined when it has none or it is 1 (upright). */
function orientationOf(tiff: Uint8Array): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = ascii(tiff, 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const little = order === 'II';
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return undefined;
  const count = view.getUint16(ifd, little);
  for (let index = 0; index < count; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > tiff.length) return undefined;
    if (view.getUint16(entry, little) !== 0x0112 || view.getUint16(entry + 2, little) !== 3) continue;
    const value = view.getUint16(entry + 8, little);
    return value >= 2 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** A TIFF structure holding only the orientation (big-endian, one entry in IFD0). */
function orientationTiff(orientation: number): Uint8Array {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  view.setUint16(8, 1);
  view.setUint16(10, 0x0112);
  view.setUint16(12, 3);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  view.setUint32(22, 0);
  return tiff;
}

const EXIF_HEADER = Uint8Array.from([0x45, 0x78, 0x69, 0x66, 0x00, 0x00]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function stripJpeg(bytes: Uint8Array): Uint8Array {
  const leading: Uint8Array[] = [bytes.subarray(0, 2)];
  const rest: Uint8Array[] = [];
  let orientation: number | undefined;
  let changed = false;
  let index = 2;
  for (;;) {
    if (index + 1 >= bytes.length || bytes[index] !== 0xff) throw new ImageStructureError('JPEG marker expected');
    const marker = bytes[index + 1]!;
    if (marker === 0xff) {
      index++; // fill byte
      continue;
    }
    if (marker === 0xd9) {
      rest.push(bytes.subarray(index, index + 2));
      break;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      rest.push(bytes.subarray(index, index + 2));
      index += 2;
      continue;
    }
    const start = index;
    const end = index + 2 + ((bytes[index + 2]! << 8) | bytes[index + 3]!);
    if (index + 4 > bytes.length || end > bytes.length) throw new ImageStructureError('JPEG segment past the end');
    const body = bytes.subarray(index + 4, end);
    index = end;
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      while (
        index + 1 < bytes.length &&
        !(
          bytes[index] === 0xff &&
          bytes[index + 1] !== 0x00 &&
          !(bytes[index + 1]! >= 0xd0 && bytes[index + 1]! <= 0xd7)
        )
      ) {
        index++;
      }
      rest.push(bytes.subarray(start, index));
      continue;
    }
    const keep =
      !((marker >= 0xe0 && marker <= 0xef) || marker === 0xfe) ||
      (marker === 0xe0 && startsWith(body, 'JFIF\0')) ||
      (marker === 0xe2 && startsWith(body, 'ICC_PROFILE\0')) ||
      marker === 0xee;
    if (keep) {
      // JFIF must stay first; the orientation goes after it.
      (marker === 0xe0 && rest.length === 0 ? leading : rest).push(bytes.subarray(start, end));
      continue;
    }
    changed = true;
    if (marker === 0xe1 && startsWith(body, 'Exif\0\0') && orientation === undefined) {
      orientation = orientationOf(body.subarray(6));
    }
  }
  if (!changed) return bytes;
  if (orientation !== undefined) {
    const exif = concat([EXIF_HEADER, orientationTiff(orientation)]);
    leading.push(Uint8Array.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif);
  }
  return concat([...leading, ...rest]);
}

/** Ancillary PNG chunks about colour, transparency, pixel size and animation: kept. Critical ones always are. */
const PNG_KEPT = new Set(['tRNS', 'cHRM', 'gAMA', 'iCCP', 'sBIT', 'sRGB', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'pHYs']);
const APNG_CHUNKS = new Set(['acTL', 'fcTL', 'fdAT']);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(Buffer.from(type, 'latin1'), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

function stripPng(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let orientation: number | undefined;
  let changed = false;
  let index = 8;
  for (;;) {
    if (index + 12 > bytes.length) throw new ImageStructureError('PNG chunk past the end');
    const end = index + 12 + view.getUint32(index);
    const type = ascii(bytes, index + 4, 4);
    if (end > bytes.length) throw new ImageStructureError('PNG chunk past the end');
    const critical = type.charCodeAt(0) < 0x61;
    if (critical || PNG_KEPT.has(type) || APNG_CHUNKS.has(type)) kept.push(bytes.subarray(index, end));
    else {
      changed = true;
      if (type === 'eXIf') orientation ??= orientationOf(bytes.subarray(index + 8, end - 4));
    }
    index = end;
    if (type === 'IEND') break;
  }
  if (!changed) return bytes;
  // After IHDR, before the image data, as the format asks of eXIf.
  if (orientation !== undefined) kept.splice(2, 0, pngChunk('eXIf', orientationTiff(orientation)));
  return concat(kept);
}

const WEBP_KEPT = new Set(['VP8 ', 'VP8L', 'VP8X', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
const VP8X_XMP = 0x04;
const VP8X_EXIF = 0x08;

function webpChunk(type: string, data: Uint8Array): Uint8Array {
  const chunk = new Uint8Array(8 + data.length + (data.length % 2));
  chunk.set(Buffer.from(type, 'latin1'));
  new DataView(chunk.buffer).setUint32(4, data.length, true);
  chunk.set(data, 8);
  return chunk;
}

function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let orientation: number | undefined;
  let changed = false;
  let extended: Uint8Array | undefined;
  const riffEnd = Math.min(bytes.length, 8 + view.getUint32(4, true));
  for (let index = 12; index + 8 <= riffEnd;) {
    const size = view.getUint32(index + 4, true);
    const end = index + 8 + size + (size % 2);
    const type = ascii(bytes, index, 4);
    if (index + 8 + size > riffEnd) throw new ImageStructureError('WebP chunk past the end');
    const chunk = bytes.subarray(index, Math.min(end, riffEnd));
    if (WEBP_KEPT.has(type)) {
      // VP8X's flags change below: a copy of its own.
      if (type === 'VP8X') kept.push((extended = Uint8Array.from(chunk)));
      else kept.push(chunk);
    } else {
      changed = true;
      if (type === 'EXIF') {
        const data = bytes.subarray(index + 8, index + 8 + size);
        orientation ??= orientationOf(startsWith(data, 'Exif\0\0') ? data.subarray(6) : data);
      }
    }
    index = end;
  }
  if (!changed) return bytes;
  if (extended) {
    extended[8] = extended[8]! & ~(VP8X_XMP | VP8X_EXIF);
    if (orientation !== undefined) {
      extended[8] = extended[8]! | VP8X_EXIF;
      kept.push(webpChunk('EXIF', orientationTiff(orientation)));
    }
  }
  const body = concat(kept);
  const header = new Uint8Array(12);
  header.set(bytes.subarray(0, 12));
  new DataView(header.buffer).setUint32(4, body.length + 4, true);
  return concat([header, body]);
}

/** The picture without its metadata (see above); throws ImageStructureError for a file it cannot walk. */
export function stripImageMetadata(bytes: Uint8Array, type: 'image/png' | 'image/jpeg' | 'image/webp'): Uint8Array {
  if (type === 'image/jpeg') return stripJpeg(bytes);
  if (type === 'image/png') return stripPng(bytes);
  return stripWebp(bytes);
}
