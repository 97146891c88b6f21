/*
 * What a function instance remembers between requests, learnt from its store: read caches, lists and
 * indexes built from the store's documents, versions known to be copied, counts waiting for their next
 * write. Each module that keeps such memory registers how to forget it. On Netlify an instance serves
 * one store for its whole life, so nothing calls `forgetInstanceMemory`; the tests, which point one
 * process at one store after another, call it at each switch, so the process meets the new store as a
 * new instance would.
 */

const forgetters: Array<() => void> = [];

/** Registers how this module forgets what it learnt from the store. */
export function forgetOnStoreChange(forget: () => void): void {
  forgetters.push(forget);
}

/** Forgets everything this process learnt from the store it was pointed at. */
export function forgetInstanceMemory(): void {
  for (const forget of forgetters) forget();
}
