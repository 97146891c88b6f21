import { getStore, type Store } from '@netlify/blobs';
import { env } from './env.ts';
import { HttpError, StoreUnavailableError } from './errors.ts';

/*
 * The only module that touches @netlify/blobs (STYLE.md habit 3). It gives the services a small
 * document store with one primitive for safe writes: `update`, a compare-and-swap loop on ETags.
 * See docs/decisions/002-storage-layout-and-consistency.md.
 */

export type Consistency = 'strong' | 'eventual';

const DATA_STORE = 'rawlab';
const IMAGE_STORE = 'rawlab-images';
const MAX_CAS_ATTEMPTS = 40;

function openStore(name: string): Store {
  const { RAWLAB_BLOBS_URL, RAWLAB_BLOBS_TOKEN, RAWLAB_SITE_ID, NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN } = env();
  try {
    if (RAWLAB_BLOBS_URL) {
      // Local runs: our own emulator instance (scripts/lib/local-blobs.ts), addressed explicitly.
      return getStore({
        name,
        siteID: RAWLAB_SITE_ID,
        token: RAWLAB_BLOBS_TOKEN ?? '',
        edgeURL: RAWLAB_BLOBS_URL,
        uncachedEdgeURL: RAWLAB_BLOBS_URL,
      });
    }
    if (NETLIFY_SITE_ID && NETLIFY_AUTH_TOKEN) {
      // Backup and restore from a workstation into a Netlify site (scripts/export.ts, import.ts).
      return getStore({ name, siteID: NETLIFY_SITE_ID, token: NETLIFY_AUTH_TOKEN });
    }
    return getStore({ name, consistency: 'eventual' });
  } catch (error) {
    throw new StoreUnavailableError(error);
  }
}

async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error('Blob store operation failed:', error);
    throw new StoreUnavailableError(error);
  }
}

/** Thrown by an `update` mutator to leave the document as it is and return a value. */
export class Unchanged<T> {
  readonly value: T;
  constructor(value: T) {
    this.value = value;
  }
}

export interface DocumentStore {
  get<T>(key: string, consistency?: Consistency): Promise<T | null>;
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

export function documentStore(name = DATA_STORE): DocumentStore {
  const store = openStore(name);
  return {
    get: <T>(key: string, consistency: Consistency = 'strong') =>
      guard(async () => ((await store.get(key, { type: 'json', consistency })) as T | null) ?? null),

    create: <T>(key: string, value: T) =>
      guard(async () => {
        const result = await store.setJSON(key, value, { onlyIfNew: true });
        // netlify/primitives#741: a failed conditional write can come back as modified without an ETag.
        if (result.modified && !result.etag) throw new StoreUnavailableError('conditional write unconfirmed');
        return result.modified;
      }),

    put: <T>(key: string, value: T) =>
      guard(async () => {
        await store.setJSON(key, value);
      }),

    update: <T, R = T>(key: string, mutate: (current: T | null) => T | Unchanged<R> | Promise<T | Unchanged<R>>) =>
      guard(async () => {
        for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
          const current = await store.getWithMetadata(key, { type: 'json', consistency: 'strong' });
          if (current && !current.etag) {
            throw new StoreUnavailableError(`the store returned no ETag for ${key}; refusing an unsafe write`);
          }
          const next = await mutate((current?.data as T | undefined) ?? null);
          if (next instanceof Unchanged) return next.value;
          const result = current
            ? await store.setJSON(key, next, { onlyIfMatch: current.etag })
            : await store.setJSON(key, next, { onlyIfNew: true });
          if (result.modified) {
            if (!result.etag) throw new StoreUnavailableError('conditional write unconfirmed');
            return next;
          }
          // Somebody wrote first: back off a little, with jitter, and try again on fresh data.
          const ceiling = Math.min(400, 10 * 2 ** Math.min(attempt, 6));
          await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
        }
        throw new HttpError(503, 'Server sedang sibuk menyimpan perubahan lain. Coba lagi.', {
          headers: { 'Retry-After': '2' },
        });
      }),

    delete: (key: string) => guard(() => store.delete(key)),

    keys: (prefix: string) =>
      guard(async () => {
        const keys: string[] = [];
        for await (const page of store.list({ prefix, paginate: true })) {
          for (const blob of page.blobs) keys.push(blob.key);
        }
        return keys;
      }),
  };
}

export interface ImageStore {
  get(key: string): Promise<{ data: ArrayBuffer; contentType: string } | null>;
  put(key: string, data: ArrayBuffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export function imageStore(): ImageStore {
  const store = openStore(IMAGE_STORE);
  return {
    get: (key) =>
      guard(async () => {
        const result = await store.getWithMetadata(key, { type: 'arrayBuffer' });
        if (!result) return null;
        const contentType =
          typeof result.metadata.contentType === 'string' ? result.metadata.contentType : 'application/octet-stream';
        return { data: result.data, contentType };
      }),
    put: (key, data, contentType) =>
      guard(async () => {
        await store.set(key, data, { metadata: { contentType } });
      }),
    delete: (key) => guard(() => store.delete(key)),
    keys: () =>
      guard(async () => {
        const keys: string[] = [];
        for await (const page of store.list({ paginate: true })) {
          for (const blob of page.blobs) keys.push(blob.key);
        }
        return keys;
      }),
  };
}
