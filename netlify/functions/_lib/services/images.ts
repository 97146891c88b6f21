import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../../src/shared/schemas.ts';
import type { Deps } from '../deps.ts';
import { HttpError, invalid } from '../errors.ts';

/** Uploaded images: content-addressed keys in their own store, served at /uploads/{key}. */
export const UPLOAD_PREFIX = '/uploads/';
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{64}\.(png|jpg|webp)$/;

export interface CheckedImage {
  bytes: Uint8Array;
  type: (typeof IMAGE_TYPES)[number];
}

/** Checks an uploaded file by its content, not its name: PNG, JPEG or WebP, at most 2 MB. */
export async function checkImage(file: File): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new HttpError(413, 'Ukuran gambar maksimal 2MB', { errors: { main_image: ['Ukuran gambar maksimal 2MB'] } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  const type = IMAGE_TYPES.find((allowed) => allowed === detected?.mime);
  if (!type) {
    throw invalid('File harus berupa gambar PNG, JPG atau WebP', {
      main_image: ['File harus berupa gambar PNG, JPG atau WebP'],
    });
  }
  return { bytes, type };
}

/** Stores the image (idempotent: the key is the content hash) and returns its public path. */
export async function storeImage({ images }: Deps, image: CheckedImage): Promise<string> {
  const key = `${createHash('sha256').update(image.bytes).digest('hex')}.${EXTENSIONS[image.type]}`;
  const buffer = image.bytes.buffer.slice(
    image.bytes.byteOffset,
    image.bytes.byteOffset + image.bytes.byteLength,
  ) as ArrayBuffer;
  await images.put(key, buffer, image.type);
  return `${UPLOAD_PREFIX}${key}`;
}
