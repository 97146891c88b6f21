import { documentStore, imageStore, type DocumentStore, type ImageStore } from './store.ts';

/** What services depend on, passed in so tests can hand them a real local store and a fixed clock. */
export interface Deps {
  db: DocumentStore;
  images: ImageStore;
  now: () => Date;
}

/** Opened inside a request: outside one, a deployed function has no Blobs context and `getStore` throws. */
export function requestDeps(): Deps {
  return { db: documentStore(), images: imageStore(), now: () => new Date() };
}
