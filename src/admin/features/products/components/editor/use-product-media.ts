import { useEffect, useRef, useState } from 'react';
import type { AdminProduct } from '#shared/product/views.ts';
import type { DocumentKind } from '#shared/product/limits.ts';
import type { ProductMediaInput } from '#shared/product/media.ts';
import { STAGE_FROM_BYTES } from '#shared/product/staged-upload.ts';
import { errorText } from '#admin/lib/api-client.ts';

/*
 * The editor's pictures and PDFs: the stored ones it keeps and the new files it adds, in order. The
 * server keeps the stored images in the order given and appends new ones after them; a new image
 * placed first goes as `main_image`, which the server puts first. The list is kept in exactly that
 * order, so what the admin sees is what is saved.
 *
 * A new PDF of STAGE_FROM_BYTES or more starts going to the server in parts as soon as it is picked
 * (a staged upload, with its progress on the item); the save waits for it and names the upload
 * instead of sending the file, so the form stays under the 4.5 MB a function request carries.
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
  /** A completed staged upload of `file` (a large PDF), named by the save instead of the file. */
  upload?: string;
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

interface Staging {
  promise: Promise<string>;
  controller: AbortController;
  id?: string;
}

/*
 * The staged upload's code (parts, progress, joining) is asked for when a large PDF is added or
 * dropped, not with the form: the form shows without it.
 */
const stagedUpload = () => import('../../staged-upload.ts');

export function useProductMedia(product: AdminProduct | null) {
  const [images, setImageList] = useState(() => storedImages(product));
  const [documents, setDocumentList] = useState(() => storedDocuments(product));
  const [errors, setErrors] = useState<{ images?: string; documents?: string }>({});
  /** How far each staged PDF has gone (0…1), by item key. */
  const [progress, setProgress] = useState<Record<string, number>>({});
  const initial = useRef(signature(images, documents));
  const previews = useRef(new Set<string>());
  const staging = useRef(new Map<string, Staging>());

  const stage = (item: DocumentItem) => {
    const controller = new AbortController();
    const onProgress = (fraction: number) => setProgress((current) => ({ ...current, [item.key]: fraction }));
    const entry: Staging = {
      controller,
      promise: stagedUpload().then(({ stageFile }) => stageFile(item.file!, onProgress, controller.signal)),
    };
    staging.current.set(item.key, entry);
    entry.promise.then(
      (id) => {
        entry.id = id;
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // A refused file (not a PDF, too large) leaves the list with the server's reason.
        staging.current.delete(item.key);
        setDocumentList((list) => list.filter((other) => other.key !== item.key));
        setErrors((current) => ({
          ...current,
          documents: `${item.title}: ${errorText(error, 'Gagal mengunggah dokumen')}`,
        }));
      },
    );
  };

  const setDocuments = (next: DocumentItem[]) => {
    for (const item of next) {
      if (item.file && !item.path && item.file.size >= STAGE_FROM_BYTES && !staging.current.has(item.key)) stage(item);
    }
    const kept = new Set(next.map((item) => item.key));
    for (const [key, entry] of staging.current) {
      if (kept.has(key)) continue;
      entry.controller.abort();
      const { id } = entry;
      if (id)
        void stagedUpload().then(
          ({ dropStagedUpload }) => dropStagedUpload(id),
          () => {},
        );
      staging.current.delete(key);
    }
    setDocumentList(next);
  };

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
    progress,
    setError: (field: 'images' | 'documents', message: string | undefined) =>
      setErrors((current) => ({ ...current, [field]: message })),
    /**
     * The save's files and keep lists, and the alt texts in the saved order, once every staged PDF
     * has arrived (rejects with the reason when one was refused).
     */
    toSave: async (): Promise<{ mainImage: File | null; media: ProductMediaInput; alts: string[] }> => {
      const uploads = new Map<string, string>();
      for (const item of documents) {
        const entry = staging.current.get(item.key);
        if (entry) uploads.set(item.key, await entry.promise);
      }
      const [first] = images;
      const mainImage = first && !first.path ? first.file! : null;
      return {
        mainImage,
        alts: images.map((item) => item.alt),
        media: {
          keepImages: images.flatMap((item) => (item.path ? [item.path] : [])),
          newImages: images.slice(mainImage ? 1 : 0).flatMap((item) => (item.file && !item.path ? [item.file] : [])),
          keepDocuments: documents.flatMap((item) => (item.path ? [item.path] : [])),
          newDocuments: documents.flatMap((item) => {
            if (item.path || !item.file) return [];
            const upload = uploads.get(item.key);
            return [
              upload
                ? { upload, title: item.title, kind: item.kind }
                : { file: item.file, title: item.title, kind: item.kind },
            ];
          }),
        },
      };
    },
  };
}

export type ProductMedia = ReturnType<typeof useProductMedia>;
