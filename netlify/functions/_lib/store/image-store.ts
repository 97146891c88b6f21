import { guard, listKeys, openStore } from './blobs.ts';
import type { ImageStore } from './contract.ts';

/*
 * The binary stores: uploads (pictures and PDFs) with their content type, the staged upload parts and the
 * sent quotations' letters, each a blob store of its own.
 */

const IMAGE_STORE = 'rawlab-images';
/** Parts of large uploads on their way in (services/catalog/media/staged-uploads.ts): short-lived, never backed up. */
const STAGED_STORE = 'rawlab-staged';
const QUOTATION_PDF_STORE = 'rawlab-quotation-pdfs';

export function imageStore(name = IMAGE_STORE): ImageStore {
  const store = openStore(name);
  return {
    get: (key) =>
      guard(async () => {
        const result = await store.getWithMetadata(key, { type: 'arrayBuffer' });
        if (!result) return null;
        const contentType =
          typeof result.metadata.contentType === 'string' ? result.metadata.contentType : 'application/octet-stream';
        return { data: result.data, contentType };
      }),
    stream: (key) =>
      guard(async () => {
        const result = await store.getWithMetadata(key, { type: 'stream' });
        if (!result) return null;
        const { contentType, size } = result.metadata;
        return {
          body: result.data as ReadableStream<Uint8Array>,
          contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
          size: typeof size === 'number' ? size : undefined,
        };
      }),
    put: (key, data, contentType) =>
      guard(async () => {
        await store.set(key, data, { metadata: { contentType, size: data.byteLength } });
      }),
    delete: (key) => guard(() => store.delete(key)),
    keys: (prefix?: string) => guard(() => listKeys(store, prefix)),
  };
}

/** The store of staged upload parts: the same shape as the uploads store, a store of its own. */
export const stagedStore = (): ImageStore => imageStore(STAGED_STORE);

/**
 * Sent quotations' letters, one PDF per revision (services/quotes/letters.ts): a store of its own,
 * so the uploads' orphan sweep never sees them; each can be made again from its revision.
 */
export const quotationPdfStore = (): ImageStore => imageStore(QUOTATION_PDF_STORE);
