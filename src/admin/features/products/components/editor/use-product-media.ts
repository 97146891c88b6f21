import { useEffect, useRef, useState } from 'react';
import type { AdminProduct } from '#shared/api-types.ts';
import type { DocumentKind } from '#shared/product/fields.ts';
import type { ProductMediaInput } from '#shared/product/media.ts';

/*
 * The editor's pictures and PDFs: the stored ones it keeps and the new files it adds, in order. The
 * server keeps the stored images in the order given and appends new ones after them; a new image
 * placed first goes as `main_image`, which the server puts first. The list is kept in exactly that
 * order, so what the admin sees is what is saved.
 */

export interface GalleryItem {
  key: string;
  /** A stored image's path; absent for a new file. */
  path?: string;
  file?: File;
  /** What to show: the stored path, or an object URL of the new file. */
  src: string;
  alt: string;
}

export interface DocumentItem {
  key: string;
  path?: string;
  file?: File;
  title: string;
  kind: DocumentKind;
  bytes: number;
}

let keys = 0;
const nextKey = () => `m${++keys}`;

/** Stored images keep their relative order after the first place; new ones follow them. */
export function savedOrder(items: GalleryItem[]): GalleryItem[] {
  const [first, ...rest] = items;
  if (!first) return items;
  return [first, ...rest.filter((item) => item.path), ...rest.filter((item) => !item.path)];
}

function storedImages(product: AdminProduct | null): GalleryItem[] {
  return (product?.images ?? []).map((image) => ({
    key: nextKey(),
    path: image.path,
    src: image.path,
    alt: image.alt,
  }));
}

function storedDocuments(product: AdminProduct | null): DocumentItem[] {
  return (product?.documents ?? []).map((document) => ({ key: nextKey(), ...document }));
}

const signature = (images: GalleryItem[], documents: DocumentItem[]) =>
  JSON.stringify([images.map((item) => item.path ?? item.key), documents.map((item) => item.path ?? item.key)]);

export function useProductMedia(product: AdminProduct | null) {
  const [images, setImageList] = useState(() => storedImages(product));
  const [documents, setDocuments] = useState(() => storedDocuments(product));
  const [errors, setErrors] = useState<{ images?: string; documents?: string }>({});
  const initial = useRef(signature(images, documents));
  const previews = useRef(new Set<string>());

  // Object URLs of new files are freed when the editor closes.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const setImages = (next: GalleryItem[]) => setImageList(savedOrder(next));

  return {
    images,
    documents,
    errors,
    dirty: signature(images, documents) !== initial.current,
    setImages,
    addImages: (files: File[]) => {
      const added = files.map((file) => {
        const src = URL.createObjectURL(file);
        previews.current.add(src);
        return { key: nextKey(), file, src, alt: '' };
      });
      setImages([...images, ...added]);
    },
    setDocuments,
    setError: (field: 'images' | 'documents', message: string | undefined) =>
      setErrors((current) => ({ ...current, [field]: message })),
    /** The save's files and keep lists, and the alt texts in the saved order. */
    toSave: (): { mainImage: File | null; media: ProductMediaInput; alts: string[] } => {
      const [first] = images;
      const mainImage = first && !first.path ? first.file! : null;
      return {
        mainImage,
        alts: images.map((item) => item.alt),
        media: {
          keepImages: images.flatMap((item) => (item.path ? [item.path] : [])),
          newImages: images.slice(mainImage ? 1 : 0).flatMap((item) => (item.file && !item.path ? [item.file] : [])),
          keepDocuments: documents.flatMap((item) => (item.path ? [item.path] : [])),
          newDocuments: documents.flatMap((item) =>
            item.file && !item.path ? [{ file: item.file, title: item.title, kind: item.kind }] : [],
          ),
        },
      };
    },
  };
}

export type ProductMedia = ReturnType<typeof useProductMedia>;
