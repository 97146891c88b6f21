import type { StagedUploadCompleted, StagedUploadOpened } from '#shared/product/staged-upload.ts';
import { ApiError, NETWORK_ERROR_MESSAGE, api } from '../../lib/api-client.ts';
import { getToken } from '../../lib/session.ts';

/*
 * A large PDF sent as a staged upload (shared/product/staged-upload.ts): opened with its size, sent in
 * parts of at most 4 MB, then joined and checked by the server. The product form then names the
 * upload instead of carrying the file, so a 10 MB PDF fits through Netlify's 6 MB request limit.
 * Parts go by XMLHttpRequest: fetch reports no upload progress, and a 10 MB file on a slow line
 * takes long enough that the admin should see it move.
 */

function putPart(url: string, part: Blob, onProgress: (loaded: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Authorization', `Bearer ${getToken() ?? ''}`);
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      let message = 'Gagal mengunggah dokumen';
      try {
        message = (JSON.parse(request.responseText) as { message?: string }).message || message;
      } catch {
        // not JSON: the fallback message
      }
      reject(new ApiError(request.status, message));
    };
    request.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(part);
  });
}

/** Sends `file` in parts and answers the completed upload's id; `onProgress` gets 0…1. */
export async function stageFile(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const opened = await api.post<StagedUploadOpened>('/api/admin/uploads', { bytes: file.size }, { signal });
  try {
    for (let index = 0; index < opened.parts; index++) {
      const start = index * opened.part_bytes;
      await putPart(
        `/api/admin/uploads/${opened.id}/parts/${index}`,
        file.slice(start, start + opened.part_bytes),
        (loaded) => onProgress(Math.min(0.99, (start + loaded) / file.size)),
        signal,
      );
    }
    const completed = await api.post<StagedUploadCompleted>(`/api/admin/uploads/${opened.id}/complete`);
    onProgress(1);
    return completed.id;
  } catch (error) {
    void dropStagedUpload(opened.id);
    throw error;
  }
}

/** Drops an upload the editor no longer needs (a removed file); the server sweeps any it misses. */
export function dropStagedUpload(id: string): Promise<void> {
  return api.delete(`/api/admin/uploads/${id}`).then(
    () => undefined,
    () => undefined,
  );
}
