/*
 * What a refused image is told, in a module of its own: the editor's save needs the size message
 * before the images section (and its resizing code) has loaded.
 */
export const IMAGE_TYPE_ERROR = 'File harus berupa gambar PNG, JPG atau WebP';
export const IMAGE_SIZE_ERROR = 'Ukuran gambar maksimal 2MB';
