import { MAX_DOCUMENTS, MAX_IMAGES, type ProductDocument } from '#shared/product/fields.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import { invalid } from '#server/errors.ts';

/*
 * A save's images and documents, worked out against the record it commits over: what the form keeps
 * (absent = everything), in the order it gives, then the new uploads, none of them ever dropped. The
 * original form's `main_image` goes first: without `images_keep` it replaces the current first
 * picture (as it always did), beside `images_keep` it is simply placed before the kept ones; on a
 * create it comes before the `images`. More than eight pictures in all is refused, never trimmed.
 * Alt texts follow their images: the form's list when it sends one (in the final order), else each
 * kept image keeps its own.
 */

export interface MediaChange {
  /** The original form's `main_image`, already stored. */
  mainImage?: string;
  keepImages?: string[];
  /** New gallery images, already stored, appended after the kept ones. */
  newImages: string[];
  /** The form's `image_alts`; absent keeps each image's alt text. */
  imageAlts?: string[];
  keepDocuments?: string[];
  newDocuments: ProductDocument[];
}

type Media = Pick<ProductRecord, 'images' | 'image_alts' | 'documents'>;

const EMPTY: Media = { images: [], image_alts: [], documents: [] };

function kept<T>(current: T[], keep: string[] | undefined, pathOf: (item: T) => string, field: string): T[] {
  if (keep === undefined) return current;
  return keep.map((path) => {
    const item = current.find((candidate) => pathOf(candidate) === path);
    if (item === undefined) {
      throw invalid(`${field} berisi file yang tidak dimiliki produk ini: ${path}`, {
        [field]: [`File tidak dimiliki produk ini: ${path}`],
      });
    }
    return item;
  });
}

export function nextMedia(current: Media | null, change: MediaChange): Media {
  const before = current ?? EMPTY;
  const altOf = new Map(before.images.map((path, index) => [path, before.image_alts[index] ?? '']));

  let stored = kept(before.images, change.keepImages, (path) => path, 'images_keep');
  // The original form replaces the current main picture; a client that says what it keeps has said it.
  if (change.mainImage && change.keepImages === undefined) stored = stored.slice(1);
  // The same picture twice (same content, so the same path) is listed once, at its first place.
  const images = [...new Set([...(change.mainImage ? [change.mainImage] : []), ...stored, ...change.newImages])];
  if (images.length > MAX_IMAGES) {
    throw invalid(`Maksimal ${MAX_IMAGES} gambar per produk`, { images: [`Maksimal ${MAX_IMAGES} gambar per produk`] });
  }

  const alts = change.imageAlts;
  if (alts && alts.length > images.length) {
    const message = `image_alts berisi ${alts.length} teks untuk ${images.length} gambar`;
    throw invalid(message, { image_alts: [message] });
  }
  const image_alts = images.map((path, index) => (alts ? (alts[index] ?? '') : (altOf.get(path) ?? '')));

  // The same PDF uploaded again (same content, same name) is listed once.
  const documents = [
    ...kept(before.documents, change.keepDocuments, (document) => document.path, 'documents_keep'),
    ...change.newDocuments,
  ];
  const unique = documents.filter(
    (document, index) => documents.findIndex((other) => other.path === document.path) === index,
  );
  if (unique.length > MAX_DOCUMENTS) {
    const message = `Maksimal ${MAX_DOCUMENTS} dokumen per produk`;
    throw invalid(message, { documents: [message] });
  }
  return { images, image_alts, documents: unique };
}
