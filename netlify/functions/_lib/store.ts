/*
 * The platform's document and binary stores, the only door to @netlify/blobs (whose client only store/blobs.ts
 * opens), so the platform stays at the edge. It gives the services a small document store with one primitive
 * for safe writes: `update`, a compare-and-swap loop on ETags. Its parts in store/: the contract the services
 * see (contract.ts), the connection, error mapping and call counts (blobs.ts), the reads and their cache
 * (read-cache.ts), the remembered versions (versions.ts), the conditional writes and `update`
 * (compare-and-swap.ts), the document store put together (document-store.ts) and the binary stores
 * (image-store.ts). See docs/decisions/002-storage-layout-and-consistency.md.
 */

export { storeStats } from './store/blobs.ts';
export { Unchanged, type Consistency, type DocumentStore, type ImageStore, type Versioned } from './store/contract.ts';
export { documentStore } from './store/document-store.ts';
export { imageStore, quotationPdfStore, stagedStore } from './store/image-store.ts';
