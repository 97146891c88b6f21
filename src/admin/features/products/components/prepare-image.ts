import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '#shared/product/limits.ts';
import { IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR } from './image-messages.ts';
import { fitImageForUpload } from './resize-image.ts';

export { IMAGE_SIZE_ERROR, IMAGE_TYPE_ERROR };

/** Checks a chosen file before upload; the server checks the bytes again. */
export function checkImageFile(file: File): string | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_ERROR;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_ERROR;
  return undefined;
}

/** The chosen or dropped file, resized when it is a large photo, or the reason it cannot be used. */
export async function prepareImage(file: File): Promise<{ file: File } | { problem: string }> {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return { problem: IMAGE_TYPE_ERROR };
  const fitted = await fitImageForUpload(file);
  // A file the browser cannot draw goes through the old checks (the server reads its bytes).
  const chosen = fitted ?? file;
  const problem = checkImageFile(chosen);
  return problem ? { problem } : { file: chosen };
}
