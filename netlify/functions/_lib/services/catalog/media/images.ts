import { createHash } from 'node:crypto';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '#shared/product/fields.ts';
import type { Deps } from '#server/deps.ts';
import { HttpError, invalid } from '#server/errors.ts';
import { ImageStructureError, stripImageMetadata } from './image-metadata.ts';

/** Uploaded images: content-addressed keys in their own store, served at /uploads/{key}. */
export const UPLOAD_PREFIX = '/uploads/';
const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const IMAGE_KEY_PATTERN = /^[a-f0-9]{64}\.(png|jpg|webp)$/;

/** Larger images would cost the browsers (and any resizer) hundreds of MB to decode. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_TOO_LARGE_MESSAGE = 'Resolusi gambar terlalu besar (maksimal 40 megapiksel)';
export const IMAGE_BROKEN_MESSAGE = 'File gambar rusak atau tidak lengkap. Simpan ulang gambar lalu unggah kembali.';

export interface CheckedImage {
  bytes: Uint8Array;
  type: (typeof IMAGE_TYPES)[number];
}

/**
 * Checks an uploaded file by its content, not its name: PNG, JPEG or WebP, at most 2 MB. `field` names
 * the form field in the errors (the original `main_image`, or the gallery's `images`). Answers the
 * picture without its metadata (GPS position, camera, editor: image-metadata.ts), which is what is stored.
 */
export async function checkImage(file: File, field = 'main_image'): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new HttpError(413, 'Ukuran gambar maksimal 2MB', { errors: { [field]: ['Ukuran gambar maksimal 2MB'] } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // The two readers load with the first upload, not with every function that imports the catalog's door.
  const [{ fileTypeFromBuffer }, { imageSize }] = await Promise.all([import('file-type'), import('image-size')]);
  const detected = await fileTypeFromBuffer(bytes);
  const type = IMAGE_TYPES.find((allowed) => allowed === detected?.mime);
  if (!type) {
    throw invalid('File harus berupa gambar PNG, JPG atau WebP', {
      [field]: ['File harus berupa gambar PNG, JPG atau WebP'],
    });
  }
  checkDimensions(bytes, type, field, imageSize);
  try {
    return { bytes: stripImageMetadata(bytes, type), type };
  } catch (error) {
    if (error instanceof ImageStructureError) throw invalid(IMAGE_BROKEN_MESSAGE, { [field]: [IMAGE_BROKEN_MESSAGE] });
    throw error;
  }
}

/**
 * The decoded header must give sane dimensions, and the file must end where its format says it
 * ends: a header alone, or a file cut short in transfer, is refused before it is stored.
 */
function checkDimensions(
  bytes: Uint8Array,
  type: CheckedImage['type'],
  field: string,
  imageSize: typeof import('image-size').imageSize,
): void {
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw invalid(IMAGE_BROKEN_MESSAGE, { [field]: [IMAGE_BROKEN_MESSAGE] });
  }
  if (!(width > 0 && height > 0) || !isComplete(bytes, type)) {
    throw invalid(IMAGE_BROKEN_MESSAGE, { [field]: [IMAGE_BROKEN_MESSAGE] });
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    throw invalid(IMAGE_TOO_LARGE_MESSAGE, { [field]: [IMAGE_TOO_LARGE_MESSAGE] });
  }
}

const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

function isComplete(bytes: Uint8Array, type: CheckedImage['type']): boolean {
  const end = bytes.length;
  if (type === 'image/png') {
    // The last chunk is IEND: its type and its fixed CRC are the file's last eight bytes.
    return end >= 8 && PNG_IEND.every((byte, i) => bytes[end - 8 + i] === byte);
  }
  if (type === 'image/jpeg') {
    // End Of Image marker; some encoders pad after it, so allow a little trailing zero padding.
    let last = end;
    while (last > 2 && bytes[last - 1] === 0x00 && end - last < 16) last--;
    return last >= 4 && bytes[last - 2] === 0xff && bytes[last - 1] === 0xd9;
  }
  // WebP: RIFF's size field counts every byte after the first eight.
  const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
  return end >= 12 && riffSize + 8 <= end;
}

/** The public path an image is stored at: its content hash, so known before it is stored. */
export function imagePath(image: CheckedImage): string {
  return `${UPLOAD_PREFIX}${createHash('sha256').update(image.bytes).digest('hex')}.${EXTENSIONS[image.type]}`;
}

/** Stores the image (idempotent: the key is the content hash) and returns its public path. */
export async function storeImage({ images }: Deps, image: CheckedImage): Promise<string> {
  const path = imagePath(image);
  const buffer = image.bytes.buffer.slice(
    image.bytes.byteOffset,
    image.bytes.byteOffset + image.bytes.byteLength,
  ) as ArrayBuffer;
  await images.put(path.slice(UPLOAD_PREFIX.length), buffer, image.type);
  return path;
}
