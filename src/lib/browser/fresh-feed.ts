import type { CatalogueChanges } from '#shared/catalogue/fresh.ts';
import { apiRequest } from './api-client.ts';

/*
 * The fresh layer's one read (decision 027): the catalogue's changes since the page's build,
 * `GET /api/changes?since=…` with the build's time, which the page carries in `data-fresh-since`.
 * Every page of a deploy asks the same address, so the CDN answers a burst of visitors from one
 * function call. The read is kept on the window, so the page's scripts and the catalogue island
 * (its search) share one read whichever of them runs first.
 */

declare global {
  interface Window {
    /** The page's changes since its build: null when the page has no build time or the read failed. */
    __rawlabChanges?: Promise<CatalogueChanges | null>;
  }
}

/** The changes since this page's build, read once per page. */
export function loadChanges(): Promise<CatalogueChanges | null> {
  if (window.__rawlabChanges) return window.__rawlabChanges;
  const since = document.querySelector<HTMLElement>('[data-fresh-since]')?.dataset.freshSince;
  const read = since
    ? apiRequest<CatalogueChanges>(`/api/changes?since=${encodeURIComponent(since)}`).catch((error: unknown) => {
        // The page stays as built: it is a complete page, only older.
        console.error('Gagal membaca perubahan katalog', error);
        return null;
      })
    : Promise.resolve(null);
  window.__rawlabChanges = read;
  return read;
}
