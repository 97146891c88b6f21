import type { z } from 'zod';
import { MAX_DOCUMENTS, MAX_IMAGES } from '#shared/product/fields.ts';
import { DocumentsKeepSchema, DocumentsMetaSchema, ImagesKeepSchema, MEDIA_FIELDS } from '#shared/product/media.ts';
import { HttpError, invalid } from '#server/errors.ts';
import { validate } from '#server/http.ts';
import { checkDocument } from './documents.ts';
import { checkImage } from './images.ts';
import { stagedDocument } from './staged-uploads.ts';
import { requestDeps, type Deps } from '#server/deps.ts';
import type { SaveProduct } from '../operations.ts';

/*
 * The uploads part of a product form (shared/product/media.ts), read and checked before anything is
 * stored: counts first (cheap), then every file by its content.
 */

function jsonList<S extends z.ZodType>(form: FormData, name: string, schema: S): z.infer<S> | undefined {
  const value = form.get(name);
  if (value === null) return undefined;
  if (typeof value !== 'string')
    throw invalid(`${name} harus berupa teks JSON`, { [name]: ['Harus berupa teks JSON'] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw invalid(`${name} harus berupa JSON yang valid`, { [name]: [`${name} harus berupa JSON yang valid`] });
  }
  try {
    return validate(schema, parsed);
  } catch (error) {
    // The schema's messages name the list's items by index; the client knows the list by its field.
    if (error instanceof HttpError) throw invalid(error.message, { [name]: [error.message] });
    throw error;
  }
}

/** Non-empty files of a repeatable field; a text value where a file belongs is refused. */
function files(form: FormData, name: string, max: number, noun: string): File[] {
  const values = form.getAll(name);
  if (values.some((value) => typeof value === 'string')) {
    throw invalid(`${name} harus berupa file`, { [name]: [`${name} harus berupa file`] });
  }
  const chosen = (values as File[]).filter((file) => file.size > 0);
  if (chosen.length > max) {
    throw invalid(`Maksimal ${max} ${noun} per produk`, { [name]: [`Maksimal ${max} ${noun} per produk`] });
  }
  return chosen;
}

type MediaPart = Pick<
  SaveProduct,
  'image' | 'keepImages' | 'newImages' | 'keepDocuments' | 'newDocuments' | 'keepFields'
>;

export async function readProductMedia(form: FormData, deps: Pick<Deps, 'now'> = requestDeps()): Promise<MediaPart> {
  const keepImages = jsonList(form, MEDIA_FIELDS.imagesKeep, ImagesKeepSchema);
  const keepDocuments = jsonList(form, MEDIA_FIELDS.documentsKeep, DocumentsKeepSchema);
  const meta = jsonList(form, MEDIA_FIELDS.documentsMeta, DocumentsMetaSchema) ?? [];
  const imageFiles = files(form, MEDIA_FIELDS.images, MAX_IMAGES, 'gambar');
  const documentFiles = files(form, MEDIA_FIELDS.documents, MAX_DOCUMENTS, 'dokumen');
  // Entries naming a staged upload (a large PDF sent in parts) take no file; the others take the files in order.
  const inline = meta.filter((entry) => entry.upload === undefined);
  if (inline.length !== documentFiles.length) {
    const message = `documents_meta harus berisi judul dan jenis untuk setiap dokumen (${documentFiles.length})`;
    throw invalid(message, { documents_meta: [message] });
  }
  if (meta.length > MAX_DOCUMENTS) {
    throw invalid(`Maksimal ${MAX_DOCUMENTS} dokumen per produk`, {
      documents: [`Maksimal ${MAX_DOCUMENTS} dokumen per produk`],
    });
  }

  const main = form.get('main_image');
  const image = main instanceof File && main.size > 0 ? await checkImage(main) : undefined;
  const newImages = [];
  for (const file of imageFiles) newImages.push(await checkImage(file, MEDIA_FIELDS.images));
  const newDocuments = [];
  let nextFile = 0;
  for (const entry of meta) {
    const document =
      entry.upload === undefined
        ? await checkDocument(documentFiles[nextFile++]!)
        : await stagedDocument(deps, entry.upload);
    newDocuments.push({ document, meta: entry });
  }
  const keepFields = (['image_alts', 'related'] as const).filter((name) => !form.has(name));
  return { image, keepImages, newImages, keepDocuments, newDocuments, keepFields };
}
