import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';
import { showFallbackToast } from './fallback-toast.ts';

type Sonner = typeof import('sonner');

/*
 * The toasts' code (sonner, 9 KB gzip) is not part of the first screen: nothing toasts before the
 * screen is up, so it loads when the browser is first idle (`<LazyToaster />`,
 * src/admin/lib/toaster.tsx) or at the first toast, whichever comes first. A toast shown before the
 * Toaster mounts still appears: sonner hands a new Toaster the toasts that are already active. If
 * the code cannot arrive (a save made offline before that idle moment), a plain toast says the same
 * (fallback-toast.ts): the user is told either way.
 */
let sonner: Promise<Sonner> | undefined;
let announceLoaded: (module: Sonner) => void = () => {};

/** Resolves with sonner once something has asked for it (the Toaster waits on this to mount). */
export const sonnerLoaded = new Promise<Sonner>((resolve) => (announceLoaded = resolve));

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then(
    (module) => {
      announceLoaded(module);
      return module;
    },
    (error: unknown) => {
      // Offline before the code arrived: the next toast asks again.
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

function show(kind: 'success' | 'error', title: string, options: { description?: string }): void {
  loadSonner().then(
    ({ toast }) => toast[kind](title, options),
    () => showFallbackToast(kind, title, options.description),
  );
}

const toast = {
  success: (title: string, options: { description?: string }) => show('success', title, options),
  error: (title: string, options: { description?: string }) => show('error', title, options),
};

/*
 * Toast titles and texts are the ones the customer's specification lists. A call that never reached the server says so in the
 * original site's network-failure words ('Error' / 'Tidak dapat menghubungi server').
 */

export function toastSuccess(title: string, description?: string): void {
  toast.success(title, { description });
}

export function toastError(title: string, description?: string): void {
  toast.error(title, { description });
}

/** A failed call: network failures get the original site's 'Error' toast, others `title` with the server's text. */
export function toastApiError(error: unknown, title: string, fallback: string): void {
  if (error instanceof ApiError && error.isNetwork) {
    toast.error('Error', { description: NETWORK_ERROR_MESSAGE });
    return;
  }
  // A 401 already sent the user to the login page with its own message.
  if (error instanceof ApiError && error.status === 401) return;
  const description = error instanceof ApiError && error.message ? error.message : fallback;
  toast.error(title, { description });
}
