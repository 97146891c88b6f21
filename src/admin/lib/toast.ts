import { toast } from 'sonner';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client.ts';

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
