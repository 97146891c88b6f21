/*
 * What the services see of the store: the document store's and the binary stores' methods, the read
 * consistencies, the versioned document and the `Unchanged` answer of an `update` mutator.
 */

export type Consistency = 'strong' | 'eventual';

/** Thrown by an `update` mutator to leave the document as it is and return a value. */
export class Unchanged<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

/** A document and the ETag of the version read: the token for a compare-and-swap. */
export interface Versioned<T> {
  value: T;
  etag: string;
}

export interface DocumentStore {
  get<T>(key: string, consistency?: Consistency): Promise<T | null>;
  /**
   * A strong read for a reader that only looks: the value is frozen and shared with the read cache,
   * and asked for with the ETag already held (If-None-Match), so an unchanged document costs a small
   * request and no transfer or parse (the admin list reads every summary shard this way).
   */
  getShared<T>(key: string): Promise<T | null>;
  /** A strong read with the version's ETag (null when absent). */
  getVersioned<T>(key: string): Promise<Versioned<T> | null>;
  /** Writes only if the document is still at `etag`; false when another writer got there first. */
  replaceIf<T>(key: string, value: T, etag: string): Promise<boolean>;
  /** Creates the document only if absent. Returns false when it already existed. */
  create<T>(key: string, value: T): Promise<boolean>;
  put<T>(key: string, value: T): Promise<void>;
  /**
   * Read-modify-write without lost updates: reads the document and its ETag, applies `mutate`,
   * writes only if nobody wrote in between, and retries otherwise. `mutate` may throw an HttpError
   * (e.g. a 409) to stop, or return `new Unchanged(x)` to skip the write.
   */
  update<T, R = T>(
    key: string,
    mutate: (current: T | null) => T | Unchanged<R> | Promise<T | Unchanged<R>>,
  ): Promise<T | R>;
  delete(key: string): Promise<void>;
  /** Keys under a prefix (paginated by the store, one request per 1,000 keys). */
  keys(prefix: string): Promise<string[]>;
}

export interface ImageStore {
  get(key: string): Promise<{ data: ArrayBuffer; contentType: string } | null>;
  /**
   * The blob as a stream, for answers too large to hold (a 10 MB PDF: a function's buffered answer
   * is capped at 6 MB on Netlify, a streamed one is not). `size` when the blob was stored with it.
   */
  stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; size?: number } | null>;
  put(key: string, data: ArrayBuffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  keys(prefix?: string): Promise<string[]>;
}
