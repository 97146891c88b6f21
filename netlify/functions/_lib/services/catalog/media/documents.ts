import { createHash } from 'node:crypto';
import { MAX_DOCUMENT_BYTES, type ProductDocument } from '#shared/product/fields.ts';
import type { DocumentMeta } from '#shared/product/media.ts';
import { slugify } from '#shared/common/slug.ts';
import type { Deps } from '#server/deps.ts';
import { HttpError, invalid } from '#server/errors.ts';
import { findPdfScript } from './pdf-scripts.ts';

/*
 * Product PDFs (datasheets, manuals, certificates): checked by content, kept content-addressed in the
 * uploads store beside the images (`{sha256}.pdf`), and served at /uploads/{sha256}/{name}.pdf, where
 * the name is made from the title when it was uploaded so the saved file reads well.
 */

export const DOCUMENT_PATH_PATTERN = /^\/uploads\/([a-f0-9]{64})\/([a-z0-9][a-z0-9-]{0,79})\.pdf$/;
export const DOCUMENT_KEY_PATTERN = /^[a-f0-9]{64}\.pdf$/;
export const NOT_A_PDF_MESSAGE = 'File dokumen harus berupa PDF';
export const BROKEN_PDF_MESSAGE = 'File PDF rusak atau tidak lengkap. Simpan ulang lalu unggah kembali.';
export const PDF_SCRIPT_MESSAGE =
  'PDF ini berisi JavaScript atau aksi otomatis, yang tidak diterima demi keamanan pengunjung. ' +
  'Simpan ulang tanpa skrip (misalnya Cetak → Simpan sebagai PDF) lalu unggah kembali.';
export const PDF_UNREADABLE_MESSAGE =
  'Isi PDF ini terenkripsi atau dikompresi dengan cara yang tidak dapat diperiksa. ' +
  'Simpan ulang tanpa kata sandi (misalnya Cetak → Simpan sebagai PDF) lalu unggah kembali.';
const TOO_LARGE_MESSAGE = `Ukuran dokumen maksimal ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`;

/** A PDF checked in this request, or one a staged upload already checked and stored (staged-uploads.ts). */
export type CheckedDocument = { bytes: Uint8Array } | { stored: { sha256: string; bytes: number } };

const ascii = (bytes: Uint8Array) => new TextDecoder('latin1').decode(bytes);

/**
 * A PDF by its content, not its name: it starts with the `%PDF-1.x` / `%PDF-2.0` header, its last
 * kilobyte holds the `%%EOF` marker (a file cut short in transfer has none), and it carries no
 * JavaScript or automatic action (pdf-scripts.ts): visitors open these files in the browser.
 */
export async function checkDocument(file: File): Promise<CheckedDocument> {
  if (file.size > MAX_DOCUMENT_BYTES) {
    throw new HttpError(413, TOO_LARGE_MESSAGE, { errors: { documents: [TOO_LARGE_MESSAGE] } });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!/^%PDF-[12]\.\d/.test(ascii(bytes.subarray(0, 8)))) {
    throw invalid(NOT_A_PDF_MESSAGE, { documents: [NOT_A_PDF_MESSAGE] });
  }
  if (!ascii(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF')) {
    throw invalid(BROKEN_PDF_MESSAGE, { documents: [BROKEN_PDF_MESSAGE] });
  }
  const script = findPdfScript(bytes);
  if (script) {
    const message = script.kind === 'script' ? PDF_SCRIPT_MESSAGE : PDF_UNREADABLE_MESSAGE;
    throw invalid(message, { documents: [message] });
  }
  return { bytes };
}

/** The document as a product lists it, worked out from its content without storing anything. */
export function documentEntry(document: CheckedDocument, meta: Pick<DocumentMeta, 'title' | 'kind'>): ProductDocument {
  const { sha256, bytes } =
    'stored' in document
      ? document.stored
      : { sha256: createHash('sha256').update(document.bytes).digest('hex'), bytes: document.bytes.length };
  const name = slugify(meta.title).slice(0, 80).replace(/-+$/, '') || 'document';
  return { path: `/uploads/${sha256}/${name}.pdf`, title: meta.title, kind: meta.kind, bytes };
}

/** Stores the PDF (idempotent: the key is the content hash) and returns the document as a product lists it. */
export async function storeDocument(
  deps: Pick<Deps, 'images'>,
  document: CheckedDocument,
  meta: Pick<DocumentMeta, 'title' | 'kind'>,
): Promise<ProductDocument> {
  if ('bytes' in document) await putDocument(deps, document.bytes);
  return documentEntry(document, meta);
}

/** Stores checked PDF bytes under their content hash (idempotent). */
export async function putDocument(
  { images }: Pick<Deps, 'images'>,
  bytes: Uint8Array,
): Promise<{ sha256: string; bytes: number }> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  await images.put(`${sha256}.pdf`, buffer, 'application/pdf');
  return { sha256, bytes: bytes.length };
}

/** The store key of a document path, or null for a path that is not one. */
export function documentKey(path: string): string | null {
  const match = DOCUMENT_PATH_PATTERN.exec(path);
  return match ? `${match[1]}.pdf` : null;
}
