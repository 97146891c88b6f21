import type { Store } from '@netlify/blobs';
import { HttpError, StoreUnavailableError } from '../errors.ts';
import { guard, readText, stats, writeText } from './blobs.ts';
import { Unchanged, type DocumentStore } from './contract.ts';
import { forgetVersion, recallVersion, rememberVersion } from './versions.ts';

/*
 * The document store's safe writes on ETags: the versioned read, the conditional writes (replace at a
 * version, create only if absent) and `update`, the read-modify-write loop that never loses an update.
 */

const MAX_CAS_ATTEMPTS = 40;

/** The versioned reads and conditional writes of one opened store; `forget` drops a key from the read cache. */
export function compareAndSwap(
  store: Store,
  cacheKey: (key: string) => string,
  forget: (key: string) => void,
): Pick<DocumentStore, 'getVersioned' | 'replaceIf' | 'create' | 'update'> {
  return {
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
          forgetVersion(cacheKey(key));
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
  };
}
