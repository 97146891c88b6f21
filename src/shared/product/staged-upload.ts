import { MAX_DOCUMENT_BYTES } from './limits.ts';

/*
 * Large PDFs reach the server in parts. One Netlify function request carries about 4.5 MB of file,
 * so a PDF of up to 10 MB is sent as a staged upload: `POST /api/admin/uploads` opens it with the
 * file's size, each part of at most 4 MB is a `PUT …/parts/{n}`, and `POST …/complete` joins them
 * and checks the PDF by its content. The product form then names the upload in `documents_meta`
 * (`{title, kind, upload}`) instead of carrying the file.
 */

/** Every part but the last is exactly this size; the last holds the rest. */
export const UPLOAD_PART_BYTES = 4 * 1024 * 1024;
/** The largest file a staged upload takes: a product's PDF limit. */
export const MAX_STAGED_UPLOAD_BYTES = MAX_DOCUMENT_BYTES;
/** An upload not used within a day is abandoned: its parts and record are swept away. */
export const STAGED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * Unfinished uploads one user may have at once: two products' six PDFs each. Per user, so one
 * user's abandoned (or a stolen token's) uploads never block another's.
 */
export const MAX_OPEN_UPLOADS_PER_USER = 12;
/** Unfinished uploads across the site: ten users at their limit; at 10 MB each, 1.2 GB parked at most. */
export const MAX_OPEN_UPLOADS = 120;
/** The editor stages every PDF from this size on, so the product form itself stays small. */
export const STAGE_FROM_BYTES = 1024 * 1024;

/** The server-made id: creation time in milliseconds, then 128 random bits. */
export const UPLOAD_ID_PATTERN = /^\d{13}-[a-f0-9]{32}$/;

export const partCount = (bytes: number): number => Math.max(1, Math.ceil(bytes / UPLOAD_PART_BYTES));

/** The size part `index` (0-based) must have in an upload of `bytes`. */
export const partSize = (bytes: number, index: number): number =>
  Math.min(UPLOAD_PART_BYTES, bytes - index * UPLOAD_PART_BYTES);

/** What `POST /api/admin/uploads` answers. */
export interface StagedUploadOpened {
  id: string;
  bytes: number;
  part_bytes: number;
  parts: number;
  expires_at: string;
}

/** What `POST /api/admin/uploads/{id}/complete` answers. */
export interface StagedUploadCompleted {
  id: string;
  bytes: number;
  sha256: string;
}
