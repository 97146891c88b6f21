import { getStore, type Store } from '@netlify/blobs';
import { env } from './env.ts';
import { HttpError, StoreUnavailableError } from './errors.ts';

/*
 * The only module that touches @netlify/blobs, so the platform stays at the edge. It gives the services a small
 * document store with one primitive for safe writes: `update`, a compare-and-swap loop on ETags.
 * See docs/decisions/002-storage-layout-and-consistency.md.
 */

export type Consistency = 'strong' | 'eventual';

const DATA_STORE = 'rawlab';
const IMAGE_STORE = 'rawlab-images';
/** Parts of large uploads on their way in (services/catalog/media/staged-uploads.ts): short-lived, never backed up. */
const STAGED_STORE = 'rawlab-staged';
const QUOTATION_PDF_STORE = 'rawlab-quotation-pdfs';
const MAX_CAS_ATTEMPTS = 40;

/*
 * Eventual reads (public pages' data) are kept in this function instance's memory for a moment.
 * Netlify's own eventual reads may lag writes by up to 60 s, so a cache of READ_CACHE_MS adds nothing
 * a caller of `eventual` does not already accept; writes through this instance drop the key at once,
 * and strong reads always go to the store. Cached values are frozen: a caller that tried to change
 * one would otherwise change it for every later request.
 */
const READ_CACHE_MS = 2_000;
/** How long after expiring a cached value may still answer while a fresh read is on its way. */
const STALE_SERVE_MS = 20_000;
/**
 * A cached value with its ETag: once expired, the next read asks the store whether it changed
 * (If-None-Match) and, when not, keeps the very same object, so what is derived from it (a list
 * built from many shards, a search index) is known to be current without being built again.
 */
interface CachedRead {
  readonly value: unknown;
  etag?: string;
  expires: number;
}
const readCache = new Map<string, CachedRead>();

/** A read-cache entry holding a document's text, parsed (and frozen) when it is first used. */
function parsedOnce(text: string | null, etag: string | undefined, expires: number): CachedRead {
  let parsed: { value: unknown } | undefined;
  return {
    etag,
    expires,
    get value() {
      parsed ??= { value: text === null ? null : deepFreeze(JSON.parse(text)) };
      return parsed.value;
    },
  };
}
/** Eventual reads of one key already on their way: a burst of visitors shares one request. */
const eventualInFlight = new Map<string, Promise<unknown>>();
/**
 * Bumped whenever this instance writes a key: a read that started before the write must not put its
 * (older) value into the cache after the write dropped it.
 */
const writeGenerations = new Map<string, number>();

/*
 * The last version of a key this instance read or wrote, with its ETag. A read-modify-write tries its
 * compare-and-swap on it first, saving the read when nobody else wrote since (the common case: one
 * administrator saving); when somebody did, the store refuses the write and the loop reads afresh. The
 * store checks the ETag, so a stale entry can cost a retry but never a lost update. Bounded: the most
 * recent VERSION_CACHE_SIZE keys, each for VERSION_TTL_MS.
 */
const VERSION_CACHE_SIZE = 256;
const VERSION_TTL_MS = 10_000;
const knownVersions = new Map<string, { etag: string; text: string; at: number }>();

/**
 * Remembered as the JSON text that was read or written (already at hand, so remembering costs no
 * copy); each recall parses its own value, so a mutator that changes its argument in place never
 * changes the remembered version.
 */
function rememberVersion(cacheKey: string, etag: string | undefined, text: string): void {
  knownVersions.delete(cacheKey);
  if (!etag) return;
  knownVersions.set(cacheKey, { etag, text, at: Date.now() });
  if (knownVersions.size > VERSION_CACHE_SIZE) knownVersions.delete(knownVersions.keys().next().value!);
}

function recallVersion<T>(cacheKey: string): Versioned<T> | undefined {
  const known = knownVersions.get(cacheKey);
  if (!known || Date.now() - known.at > VERSION_TTL_MS) return undefined;
  return { etag: known.etag, value: JSON.parse(known.text) as T };
}

/** A strong read as text (what the version cache keeps) and its parsed value; null when absent. */
async function readText(store: Store, key: string) {
  const current = await store.getWithMetadata(key, { type: 'text', consistency: 'strong' });
  if (!current) return null;
  return { text: current.data, data: JSON.parse(current.data) as unknown, etag: current.etag };
}

/**
 * Writes a document as JSON text. `set` with the text is `setJSON` without its own stringify, so the
 * caller keeps the text it wrote (for the version cache); readers parse it the same way.
 */
function writeText(
  store: Store,
  key: string,
  text: string,
  conditions: { onlyIfMatch?: string; onlyIfNew?: true } = {},
) {
  return store.set(key, text, conditions as { onlyIfMatch: string });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

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

/**
 * What this process asked of the store: every call, and every compare-and-swap that lost to another
 * writer and was retried. The build prints them; the race tests read them to show that writers really
 * met at the store (an in-process queue could otherwise make a race test pass for the wrong reason).
 */
const stats = { calls: 0, conflicts: 0 };
export const storeStats = (): Readonly<typeof stats> => ({ ...stats });

async function guard<T>(operation: () => Promise<T>): Promise<T> {
  stats.calls += 1;
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

export function documentStore(name = DATA_STORE): DocumentStore {
  const store = openStore(name);
  // Keyed by the store too: a process that switches stores (a backup to a site, a test) never mixes them.
  const origin = env().RAWLAB_BLOBS_URL ?? env().NETLIFY_SITE_ID ?? 'site';
  const cacheKey = (key: string) => `${origin}\u0000${name}\u0000${key}`;
  const forget = (key: string) => {
    readCache.delete(cacheKey(key));
    eventualInFlight.delete(cacheKey(key));
    writeGenerations.set(cacheKey(key), (writeGenerations.get(cacheKey(key)) ?? 0) + 1);
  };
  /**
   * A read whose (frozen) value goes to the read cache: asked for with the ETag already held, so an
   * unchanged document keeps the very same object. `generation` is the key's write count when the
   * read began: a value read before a write through this instance is not cached after it.
   */
  const cachedRead = async (key: string, consistency: Consistency, generation: number): Promise<unknown> => {
    const previous = readCache.get(cacheKey(key));
    const known = previous?.etag;
    const result = await store.getWithMetadata(key, { type: 'json', consistency, ...(known && { etag: known }) });
    // No data for a named ETag is the store's "not modified" (no document here is JSON null).
    const unchanged = Boolean(known && result && result.data === null);
    const value = unchanged ? previous!.value : deepFreeze(result?.data ?? null);
    if ((writeGenerations.get(cacheKey(key)) ?? 0) === generation) {
      readCache.set(cacheKey(key), {
        value,
        etag: unchanged ? known : result?.etag || undefined,
        expires: Date.now() + READ_CACHE_MS,
      });
    }
    return value;
  };
  return {
    get: <T>(key: string, consistency: Consistency = 'strong'): Promise<T | null> => {
      if (consistency === 'eventual') {
        const cached = readCache.get(cacheKey(key));
        const pending = eventualInFlight.get(cacheKey(key));
        if (cached && cached.expires > Date.now()) return Promise.resolve(cached.value as T | null);
        if (cached && cached.expires + STALE_SERVE_MS > Date.now()) {
          // Just expired: answer with it at once and refresh behind (still inside eventual's 60 s).
          if (!pending) void fetchEventual().catch(() => undefined);
          return Promise.resolve(cached.value as T | null);
        }
        if (pending) return pending as Promise<T | null>;
        return fetchEventual();
      }
      return fetchValue();

      function fetchEventual(): Promise<T | null> {
        const read = fetchValue();
        eventualInFlight.set(cacheKey(key), read);
        void read
          .finally(() => {
            if (eventualInFlight.get(cacheKey(key)) === read) eventualInFlight.delete(cacheKey(key));
          })
          .catch(() => undefined);
        return read;
      }

      function fetchValue(): Promise<T | null> {
        return guard(async () => {
          const generation = writeGenerations.get(cacheKey(key)) ?? 0;
          if (consistency === 'eventual') return (await cachedRead(key, 'eventual', generation)) as T | null;
          const current = await store.getWithMetadata(key, { type: 'text', consistency });
          // The newest value there is: eventual readers may have it at once (their own copy, parsed
          // when one first asks, so the caller may change its value freely).
          forget(key);
          readCache.set(
            cacheKey(key),
            parsedOnce(current?.data ?? null, current?.etag || undefined, Date.now() + READ_CACHE_MS),
          );
          return current ? (JSON.parse(current.data) as T) : null;
        });
      }
    },

    getShared: <T>(key: string) =>
      guard(async () => (await cachedRead(key, 'strong', writeGenerations.get(cacheKey(key)) ?? 0)) as T | null),

    getVersioned: <T>(key: string) =>
      guard(async () => {
        forget(key);
        const current = await readText(store, key);
        if (!current) return null;
        if (!current.etag) throw new StoreUnavailableError(`the store returned no ETag for ${key}`);
        rememberVersion(cacheKey(key), current.etag, current.text);
        return { value: current.data as T, etag: current.etag };
      }),

    replaceIf: <T>(key: string, value: T, etag: string) =>
      guard(async () => {
        forget(key);
        const text = JSON.stringify(value);
        const result = await writeText(store, key, text, { onlyIfMatch: etag }).finally(() => forget(key));
        if (result.modified && !result.etag) throw new StoreUnavailableError('conditional write unconfirmed');
        if (!result.modified) stats.conflicts += 1;
        if (result.modified) rememberVersion(cacheKey(key), result.etag, text);
        return result.modified;
      }),

    create: <T>(key: string, value: T) =>
      guard(async () => {
        forget(key);
        const text = JSON.stringify(value);
        const result = await writeText(store, key, text, { onlyIfNew: true }).finally(() => forget(key));
        // netlify/primitives#741: a failed conditional write can come back as modified without an ETag.
        if (result.modified && !result.etag) throw new StoreUnavailableError('conditional write unconfirmed');
        if (result.modified) rememberVersion(cacheKey(key), result.etag, text);
        return result.modified;
      }),

    put: <T>(key: string, value: T) =>
      guard(async () => {
        forget(key);
        knownVersions.delete(cacheKey(key));
        await store.setJSON(key, value).finally(() => forget(key));
      }),

    update: <T, R = T>(key: string, mutate: (current: T | null) => T | Unchanged<R> | Promise<T | Unchanged<R>>) =>
      guard(async () => {
        forget(key);
        // First on the version this instance last saw, if any: only a write the store accepts proves it
        // current, so a refusal, an `Unchanged` or an error on it is decided again on a fresh read.
        let remembered = recallVersion<T>(cacheKey(key));
        for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
          const guess = remembered;
          remembered = undefined;
          const current = guess ? { data: guess.value, etag: guess.etag } : await readText(store, key);
          if (current && !current.etag) {
            throw new StoreUnavailableError(`the store returned no ETag for ${key}; refusing an unsafe write`);
          }
          if (current && 'text' in current) rememberVersion(cacheKey(key), current.etag, current.text);
          let next: T | Unchanged<R>;
          try {
            next = await mutate((current?.data as T | undefined) ?? null);
          } catch (error) {
            if (guess) {
              attempt -= 1;
              continue;
            }
            throw error;
          }
          if (next instanceof Unchanged) {
            if (guess) {
              attempt -= 1;
              continue;
            }
            return next.value;
          }
          const text = JSON.stringify(next);
          const result = current
            ? await writeText(store, key, text, { onlyIfMatch: current.etag })
            : await writeText(store, key, text, { onlyIfNew: true });
          if (result.modified) {
            if (!result.etag) throw new StoreUnavailableError('conditional write unconfirmed');
            rememberVersion(cacheKey(key), result.etag, text);
            return next;
          }
          knownVersions.delete(cacheKey(key));
          if (guess) {
            // Another writer got there since this instance last looked: a real conflict, retried at once.
            stats.conflicts += 1;
            attempt -= 1;
            continue;
          }
          // Somebody wrote first: back off a little, with jitter, and try again on fresh data.
          stats.conflicts += 1;
          const ceiling = Math.min(400, 10 * 2 ** Math.min(attempt, 6));
          await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
        }
        throw new HttpError(503, 'Server sedang sibuk menyimpan perubahan lain. Coba lagi.', {
          headers: { 'Retry-After': '2' },
        });
      }).finally(() => forget(key)),

    delete: (key: string) =>
      guard(async () => {
        forget(key);
        knownVersions.delete(cacheKey(key));
        await store.delete(key).finally(() => forget(key));
      }),

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
  /**
   * The blob as a stream, for answers too large to hold (a 10 MB PDF: a function's buffered answer
   * is capped at 6 MB on Netlify, a streamed one is not). `size` when the blob was stored with it.
   */
  stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; contentType: string; size?: number } | null>;
  put(key: string, data: ArrayBuffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  keys(prefix?: string): Promise<string[]>;
}

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
    keys: (prefix?: string) =>
      guard(async () => {
        const keys: string[] = [];
        for await (const page of store.list({ prefix, paginate: true })) {
          for (const blob of page.blobs) keys.push(blob.key);
        }
        return keys;
      }),
  };
}

/** The store of staged upload parts: the same shape as the uploads store, a store of its own. */
export const stagedStore = (): ImageStore => imageStore(STAGED_STORE);

/**
 * Sent quotations' letters, one PDF per revision (services/quotes/letters.ts): a store of its own,
 * so the uploads' orphan sweep never sees them; each can be made again from its revision.
 */
export const quotationPdfStore = (): ImageStore => imageStore(QUOTATION_PDF_STORE);
