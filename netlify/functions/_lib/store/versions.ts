import type { Versioned } from './contract.ts';
import { forgetOnStoreChange } from '../instance-memory.ts';

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
forgetOnStoreChange(() => knownVersions.clear());

/**
 * Remembered as the JSON text that was read or written (already at hand, so remembering costs no
 * copy); each recall parses its own value, so a mutator that changes its argument in place never
 * changes the remembered version.
 */
export function rememberVersion(cacheKey: string, etag: string | undefined, text: string): void {
  knownVersions.delete(cacheKey);
  if (!etag) return;
  knownVersions.set(cacheKey, { etag, text, at: Date.now() });
  if (knownVersions.size > VERSION_CACHE_SIZE) knownVersions.delete(knownVersions.keys().next().value!);
}

export function recallVersion<T>(cacheKey: string): Versioned<T> | undefined {
  const known = knownVersions.get(cacheKey);
  if (!known || Date.now() - known.at > VERSION_TTL_MS) return undefined;
  return { etag: known.etag, value: JSON.parse(known.text) as T };
}

/** Drops what this instance remembers of a key: a write whose new ETag it does not know. */
export function forgetVersion(cacheKey: string): void {
  knownVersions.delete(cacheKey);
}
