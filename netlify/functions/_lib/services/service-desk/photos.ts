import { createHash } from 'node:crypto';
import { SERVICE_PHOTOS_MAX } from '#shared/service/request.ts';
import type { ServicePhoto } from '#shared/service/admin.ts';
import type { Deps } from '../../deps.ts';
import { invalid } from '../../errors.ts';
import { checkImage, type CheckedImage } from '../catalog/index.ts';

/*
 * The photos a customer sends with a request: up to three, each checked by its content as the
 * product pictures are (PNG, JPEG or WebP, at most 2 MB, whole, metadata such as the GPS position
 * stripped). They are stored under `service-photos/{reference}/`, a key no public address serves:
 * only the service desk shows them.
 */

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
export const TOO_MANY_PHOTOS = `Maksimal ${SERVICE_PHOTOS_MAX} foto`;

/** Reads and checks the form's `photos` before anything is stored. */
export async function checkPhotos(form: FormData): Promise<CheckedImage[]> {
  const values = form.getAll('photos');
  if (values.some((value) => typeof value === 'string' && value !== '')) {
    throw invalid('Foto harus berupa file', { photos: ['Foto harus berupa file'] });
  }
  const files = values.filter((value): value is File => typeof value !== 'string' && value.size > 0);
  if (files.length > SERVICE_PHOTOS_MAX) throw invalid(TOO_MANY_PHOTOS, { photos: [TOO_MANY_PHOTOS] });
  const checked: CheckedImage[] = [];
  for (const file of files) checked.push(await checkImage(file, 'photos'));
  return checked;
}

export async function storePhotos(deps: Deps, reference: string, photos: CheckedImage[]): Promise<ServicePhoto[]> {
  return Promise.all(
    photos.map(async (photo) => {
      const hash = createHash('sha256').update(photo.bytes).digest('hex');
      const key = `service-photos/${reference}/${hash}.${EXTENSIONS[photo.type]}`;
      const buffer = photo.bytes.buffer.slice(
        photo.bytes.byteOffset,
        photo.bytes.byteOffset + photo.bytes.byteLength,
      ) as ArrayBuffer;
      await deps.images.put(key, buffer, photo.type);
      return { key, type: photo.type, size: photo.bytes.byteLength };
    }),
  );
}
