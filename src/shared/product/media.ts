import { z } from '../common/zod.ts';
import { DOCUMENT_KINDS, DOCUMENT_TITLE_MAX, MAX_DOCUMENTS, MAX_IMAGES } from './fields.ts';
import { requiredText } from '../common/fields.ts';
import { UPLOAD_ID_PATTERN } from './staged-upload.ts';

/*
 * The uploads of a product save, beside its fields: new images and PDFs are files of the multipart
 * form, and what to keep of the stored ones travels as JSON lists of their paths. An absent keep list
 * keeps everything, so a client that knows only the original `main_image` loses nothing.
 */

export const MEDIA_FIELDS = {
  images: 'images',
  imagesKeep: 'images_keep',
  documents: 'documents',
  documentsMeta: 'documents_meta',
  documentsKeep: 'documents_keep',
} as const;

const pathList = (label: string, max: number) =>
  z
    .array(z.string({ error: `${label} harus berisi path` }).min(1, `${label} harus berisi path`), {
      error: `${label} harus berupa daftar path`,
    })
    .max(max, `${label} maksimal ${max}`)
    .refine((paths) => new Set(paths).size === paths.length, `${label} tidak boleh ganda`);

export const ImagesKeepSchema = pathList('images_keep', MAX_IMAGES);
export const DocumentsKeepSchema = pathList('documents_keep', MAX_DOCUMENTS);

/**
 * What the admin says about each new PDF. An entry with `upload` names a completed staged upload (a
 * large PDF sent in parts, staged-upload.ts); the others take the `documents` files in order.
 */
export const DocumentMetaSchema = z.object({
  title: requiredText('Judul dokumen', DOCUMENT_TITLE_MAX),
  kind: z.enum(DOCUMENT_KINDS, { error: 'Jenis dokumen harus datasheet, manual, certificate atau other' }),
  upload: z.string().regex(UPLOAD_ID_PATTERN, 'upload harus berupa id unggahan').optional(),
});
export type DocumentMeta = z.infer<typeof DocumentMetaSchema>;
export const DocumentsMetaSchema = z
  .array(DocumentMetaSchema, { error: 'documents_meta harus berupa daftar' })
  .max(MAX_DOCUMENTS, `Maksimal ${MAX_DOCUMENTS} dokumen`);

/** A new document of the editor: its file, or the staged upload that carried it, and what the admin says about it. */
export type NewDocument = Omit<DocumentMeta, 'upload'> &
  ({ file: Blob; upload?: never } | { upload: string; file?: never });

/** The media part of a save as the admin panel sends it. */
export interface ProductMediaInput {
  /** Stored image paths to keep, in their new order (new images follow them). */
  keepImages?: string[];
  newImages?: Blob[];
  keepDocuments?: string[];
  newDocuments?: NewDocument[];
}

export function appendMedia(form: FormData, media: ProductMediaInput): void {
  if (media.keepImages) form.set(MEDIA_FIELDS.imagesKeep, JSON.stringify(media.keepImages));
  for (const image of media.newImages ?? []) form.append(MEDIA_FIELDS.images, image);
  if (media.keepDocuments) form.set(MEDIA_FIELDS.documentsKeep, JSON.stringify(media.keepDocuments));
  const documents = media.newDocuments ?? [];
  for (const document of documents) if (document.file) form.append(MEDIA_FIELDS.documents, document.file);
  if (documents.length > 0) {
    const meta = documents.map(({ title, kind, upload }) => (upload ? { title, kind, upload } : { title, kind }));
    form.set(MEDIA_FIELDS.documentsMeta, JSON.stringify(meta));
  }
}
