import type { Store } from '@netlify/blobs';
import { guard } from './blobs.ts';
import type { Consistency, DocumentStore } from './contract.ts';
import { forgetOnStoreChange } from '../instance-memory.ts';

/*
 * The document store's reads and this function instance's read cache: eventual reads kept a moment and
 * shared by a burst, strong reads that refresh the cache, shared strong reads asked for with the ETag held,
 * and `forget`, which every write through this instance calls.
 */

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
forgetOnStoreChange(() => {
  readCache.clear();
  eventualInFlight.clear();
  writeGenerations.clear();
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The reads of one opened store, and `forget`, which drops a key from the cache before and after a write. */
export function cachedReads(
  store: Store,
  cacheKey: (key: string) => string,
): Pick<DocumentStore, 'get' | 'getShared'> & { forget: (key: string) => void } {
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
    forget,

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
  };
}
