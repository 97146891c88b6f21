/*
 * Saving while offline: the request would wait, paused, until the network came
 * back, with the button spinning and no word. Forms check first, say so at once, keep what was
 * typed, and the owner presses save again when back online.
 */

export const OFFLINE_MESSAGE = 'Anda sedang offline — perubahan belum disimpan';

/** True when the browser knows it has no network. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
