import { getStore, type Store } from '@netlify/blobs';
import { env } from '../env.ts';
import { HttpError, StoreUnavailableError } from '../errors.ts';
import { loopbackFetch } from './loopback-fetch.ts';

/*
 * The connection to Netlify Blobs: which store a process opens (local emulator, a site from a
 * workstation, or the deployed site's own), the error mapping and counting of every call, and the
 * document's JSON text as read and written.
 */

export function openStore(name: string): Store {
  const { RAWLAB_BLOBS_URL, RAWLAB_BLOBS_TOKEN, RAWLAB_SITE_ID, NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN } = env();
  try {
    if (RAWLAB_BLOBS_URL) {
      // Local runs: our own emulator instance (scripts/lib/local-blobs.ts), addressed explicitly, over
      // kept-alive loopback connections (loopback-fetch.ts).
      return getStore({
        name,
        fetch: loopbackFetch,
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
export const stats = { calls: 0, conflicts: 0 };
export const storeStats = (): Readonly<typeof stats> => ({ ...stats });

export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  stats.calls += 1;
  try {
    return await operation();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    console.error('Blob store operation failed:', error);
    throw new StoreUnavailableError(error);
  }
}

/** A strong read as text (what the version cache keeps) and its parsed value; null when absent. */
export async function readText(store: Store, key: string) {
  const current = await store.getWithMetadata(key, { type: 'text', consistency: 'strong' });
  if (!current) return null;
  return { text: current.data, data: JSON.parse(current.data) as unknown, etag: current.etag };
}

/**
 * Writes a document as JSON text. `set` with the text is `setJSON` without its own stringify, so the
 * caller keeps the text it wrote (for the version cache); readers parse it the same way.
 */
export function writeText(
  store: Store,
  key: string,
  text: string,
  conditions: { onlyIfMatch?: string; onlyIfNew?: true } = {},
) {
  return store.set(key, text, conditions as { onlyIfMatch: string });
}

/** Every key under a prefix, the store's pages followed. */
export async function listKeys(store: Store, prefix?: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of store.list({ prefix, paginate: true })) {
    for (const blob of page.blobs) keys.push(blob.key);
  }
  return keys;
}
