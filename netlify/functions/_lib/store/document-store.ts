import { env } from '../env.ts';
import { guard, listKeys, openStore } from './blobs.ts';
import { compareAndSwap } from './compare-and-swap.ts';
import type { DocumentStore } from './contract.ts';
import { cachedReads } from './read-cache.ts';
import { forgetVersion } from './versions.ts';

/*
 * The document store of one named blob store: its cached reads and compare-and-swap writes put
 * together, with the plain writes, the delete and the key listing.
 */

const DATA_STORE = 'rawlab';

export function documentStore(name = DATA_STORE): DocumentStore {
  const store = openStore(name);
  // Keyed by the store too: a process that switches stores (a backup to a site, a test) never mixes them.
  const origin = env().RAWLAB_BLOBS_URL ?? env().NETLIFY_SITE_ID ?? 'site';
  const cacheKey = (key: string) => `${origin}\u0000${name}\u0000${key}`;
  const { forget, get, getShared } = cachedReads(store, cacheKey);
  return {
    get,
    getShared,
    ...compareAndSwap(store, cacheKey, forget),

    put: <T>(key: string, value: T) =>
      guard(async () => {
        forget(key);
        forgetVersion(cacheKey(key));
        await store.setJSON(key, value).finally(() => forget(key));
      }),

    delete: (key: string) =>
      guard(async () => {
        forget(key);
        forgetVersion(cacheKey(key));
        await store.delete(key).finally(() => forget(key));
      }),

    keys: (prefix: string) => guard(() => listKeys(store, prefix)),
  };
}
