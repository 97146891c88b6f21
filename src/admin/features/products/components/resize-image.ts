import { MAX_IMAGE_BYTES } from '#shared/product/limits.ts';

/*
 * Phone photos are 4-12 MB; the upload limit is 2 MB. A photo that is larger
 * than the limit or than LONGEST_SIDE is redrawn in the browser on a canvas, longest side
 * LONGEST_SIDE px, as WebP (JPEG where the browser cannot write WebP), lowering the quality and
 * then the size until it fits well under the limit.
 */

export const LONGEST_SIDE = 2000;
/** Aim well under the server's limit. */
const TARGET_BYTES = Math.round(MAX_IMAGE_BYTES * 0.75);
const QUALITIES = [0.86, 0.78, 0.68, 0.56];

/** The file as it will be uploaded: unchanged when small enough, else a resized WebP/JPEG; null if it cannot be read. */
export async function fitImageForUpload(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    if (file.size <= TARGET_BYTES && longest <= LONGEST_SIDE) return file;
    let side = Math.min(LONGEST_SIDE, longest);
    while (side >= 480) {
      const scale = side / longest;
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.imageSmoothingQuality = 'high';
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const blob = await encode(canvas, quality);
        if (blob && blob.size <= TARGET_BYTES) {
          const extension = blob.type === 'image/webp' ? 'webp' : 'jpg';
          const name = `${file.name.replace(/\.[^.]+$/, '') || 'gambar'}.${extension}`;
          return new File([blob], name, { type: blob.type, lastModified: Date.now() });
        }
      }
      side = Math.round(side * 0.75);
    }
    return null;
  } finally {
    bitmap.close();
  }
}

async function encode(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  const webp = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
  if (webp?.type === 'image/webp') return webp;
  return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}
