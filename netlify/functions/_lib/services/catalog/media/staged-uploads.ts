import { randomBytes } from 'node:crypto';
import {
  MAX_OPEN_UPLOADS,
  MAX_OPEN_UPLOADS_PER_USER,
  MAX_STAGED_UPLOAD_BYTES,
  STAGED_UPLOAD_TTL_MS,
  UPLOAD_ID_PATTERN,
  UPLOAD_PART_BYTES,
  partCount,
  partSize,
  type StagedUploadCompleted,
  type StagedUploadOpened,
} from '#shared/product/staged-upload.ts';
import type { Deps } from '#server/deps.ts';
import { HttpError, invalid, notFound } from '#server/errors.ts';
import { stagedStore, type ImageStore } from '#server/store.ts';
import { checkDocument, putDocument, type CheckedDocument } from './documents.ts';

/*
 * Staged uploads: a PDF too large for one function request (about 4.5 MB of file on Netlify) comes
 * in parts of at most 4 MB, each its own blob in a store of its own (`rawlab-staged`), keyed
 * `{id}/part-{n}` beside the upload's record `{id}/upload`. Completing joins the parts, checks the
 * result as a PDF by its content, stores it content-addressed in the uploads store like any PDF and
 * drops the parts; a product save then refers to the upload by its id. An upload neither completed
 * nor used within a day is swept away (on every new upload and by the hourly scheduled function), so
 * an editor closed half-way leaves nothing behind for long.
 *
 * While an upload is unfinished it also has a marker `open/{userId}/{id}` (empty), so the limits on
 * unfinished uploads, per user and across the site, are counted from one listing of keys without
 * reading a record. The marker goes when the upload completes or is dropped, or with the sweep.
 */

interface UploadRecord {
  id: string;
  bytes: number;
  created_at: string;
  user_id: number;
  /** Set once the parts are joined, checked and stored as `{sha256}.pdf` in the uploads store. */
  sha256?: string;
}

const NOT_FOUND_MESSAGE = 'Unggahan tidak ditemukan atau sudah kedaluwarsa. Unggah ulang file-nya.';
const TOO_LARGE_MESSAGE = `Ukuran dokumen maksimal ${MAX_STAGED_UPLOAD_BYTES / 1024 / 1024} MB`;

const recordKey = (id: string) => `${id}/upload`;
const OPEN_PREFIX = 'open/';
const openKey = (userId: number, id: string) => `${OPEN_PREFIX}${userId}/${id}`;
const partKey = (id: string, index: number) => `${id}/part-${index}`;
const createdAt = (id: string) => Number(id.slice(0, 13));
const expired = (id: string, now: Date) => createdAt(id) + STAGED_UPLOAD_TTL_MS <= now.getTime();

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

async function readRecord(store: ImageStore, id: string, now: Date): Promise<UploadRecord> {
  if (!UPLOAD_ID_PATTERN.test(id) || expired(id, now)) throw notFound(NOT_FOUND_MESSAGE);
  const stored = await store.get(recordKey(id));
  if (!stored) throw notFound(NOT_FOUND_MESSAGE);
  return JSON.parse(new TextDecoder().decode(stored.data)) as UploadRecord;
}

const opened = (record: UploadRecord): StagedUploadOpened => ({
  id: record.id,
  bytes: record.bytes,
  part_bytes: UPLOAD_PART_BYTES,
  parts: partCount(record.bytes),
  expires_at: new Date(createdAt(record.id) + STAGED_UPLOAD_TTL_MS).toISOString(),
});

/**
 * Opens an upload of `bytes` bytes for `userId`, after sweeping abandoned ones. The upload is written
 * first and the limits counted after, itself included: two opens at once cannot both slip under them.
 */
export async function openUpload(
  deps: Pick<Deps, 'now'>,
  userId: number,
  bytes: number,
  store = stagedStore(),
): Promise<StagedUploadOpened> {
  if (bytes > MAX_STAGED_UPLOAD_BYTES) {
    throw new HttpError(413, TOO_LARGE_MESSAGE, { errors: { bytes: [TOO_LARGE_MESSAGE] } });
  }
  const now = deps.now();
  const id = `${String(now.getTime()).padStart(13, '0')}-${randomBytes(16).toString('hex')}`;
  const record: UploadRecord = { id, bytes, created_at: now.toISOString(), user_id: userId };
  await store.put(recordKey(id), encode(record), 'application/json');
  await store.put(openKey(userId, id), new ArrayBuffer(0), 'application/octet-stream');
  const open = await sweepStagedUploads(deps, store);
  const own = open.byUser.get(userId) ?? 0;
  if (own > MAX_OPEN_UPLOADS_PER_USER || open.total > MAX_OPEN_UPLOADS) {
    await dropUpload(store, id, userId);
    throw new HttpError(
      429,
      own > MAX_OPEN_UPLOADS_PER_USER
        ? `Terlalu banyak unggahan Anda yang belum selesai (maksimal ${MAX_OPEN_UPLOADS_PER_USER}). ` +
            'Tunggu unggahan lain selesai atau batalkan, lalu coba lagi.'
        : `Terlalu banyak unggahan yang belum selesai di situs ini (maksimal ${MAX_OPEN_UPLOADS}). Coba lagi nanti.`,
    );
  }
  return opened(record);
}

/** Stores part `index` (0-based): every part but the last is exactly UPLOAD_PART_BYTES. */
export async function putPart(
  deps: Pick<Deps, 'now'>,
  id: string,
  index: number,
  data: Uint8Array,
  store = stagedStore(),
): Promise<{ id: string; part: number; bytes: number }> {
  const record = await readRecord(store, id, deps.now());
  if (record.sha256) throw new HttpError(409, 'Unggahan ini sudah selesai');
  const parts = partCount(record.bytes);
  if (!Number.isInteger(index) || index < 0 || index >= parts) {
    throw invalid(`Nomor bagian harus 0 sampai ${parts - 1}`, { part: [`Nomor bagian harus 0 sampai ${parts - 1}`] });
  }
  const expected = partSize(record.bytes, index);
  if (data.byteLength > expected) {
    const message = `Bagian ${index} terlalu besar: ${data.byteLength} byte, seharusnya ${expected}`;
    throw new HttpError(413, message, { errors: { part: [message] } });
  }
  if (data.byteLength !== expected) {
    const message = `Bagian ${index} harus ${expected} byte, diterima ${data.byteLength}`;
    throw invalid(message, { part: [message] });
  }
  const buffer = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  await store.put(partKey(id, index), buffer, 'application/octet-stream');
  return { id, part: index, bytes: data.byteLength };
}

/** Joins the parts, checks the PDF by its content and stores it; the parts are dropped either way. */
export async function completeUpload(
  deps: Pick<Deps, 'now' | 'images'>,
  id: string,
  store = stagedStore(),
): Promise<StagedUploadCompleted> {
  const record = await readRecord(store, id, deps.now());
  if (record.sha256) return { id, bytes: record.bytes, sha256: record.sha256 };
  const parts = partCount(record.bytes);
  const joined = new Uint8Array(record.bytes);
  const missing: number[] = [];
  for (let index = 0; index < parts; index++) {
    const part = await store.get(partKey(id, index));
    if (!part || part.data.byteLength !== partSize(record.bytes, index)) missing.push(index);
    else joined.set(new Uint8Array(part.data), index * UPLOAD_PART_BYTES);
  }
  if (missing.length > 0) {
    const message = `Bagian ${missing.join(', ')} belum diterima`;
    throw invalid(message, { parts: [message] });
  }
  let checked: CheckedDocument;
  try {
    checked = await checkDocument(new File([joined], 'upload.pdf', { type: 'application/pdf' }));
  } catch (error) {
    // A file that is not a PDF will not become one: nothing of it is kept.
    await dropUpload(store, id, record.user_id);
    throw error;
  }
  const stored = await putDocument(deps, 'bytes' in checked ? checked.bytes : joined);
  await store.put(recordKey(id), encode({ ...record, sha256: stored.sha256 }), 'application/json');
  await Promise.all(Array.from({ length: parts }, (_, index) => store.delete(partKey(id, index))));
  // Finished: it no longer counts against its user's or the site's limit.
  await store.delete(openKey(record.user_id, id));
  return { id, bytes: stored.bytes, sha256: stored.sha256 };
}

/** A completed upload as a product save takes it: already checked and stored. */
export async function stagedDocument(
  deps: Pick<Deps, 'now'>,
  id: string,
  store = stagedStore(),
): Promise<CheckedDocument> {
  const message = 'Unggahan dokumen tidak ditemukan, kedaluwarsa atau belum selesai. Unggah ulang file-nya.';
  let record: UploadRecord;
  try {
    record = await readRecord(store, id, deps.now());
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw invalid(message, { documents_meta: [message] });
    throw error;
  }
  if (!record.sha256) throw invalid(message, { documents_meta: [message] });
  return { stored: { sha256: record.sha256, bytes: record.bytes } };
}

export async function cancelUpload(deps: Pick<Deps, 'now'>, id: string, store = stagedStore()): Promise<void> {
  const record = await readRecord(store, id, deps.now());
  await dropUpload(store, id, record.user_id);
}

async function dropUpload(store: ImageStore, id: string, userId?: number): Promise<void> {
  if (userId !== undefined) await store.delete(openKey(userId, id));
  const keys = await store.keys(`${id}/`);
  // The record last: a sweep that meets the parts without it still knows them by their id.
  await Promise.all(keys.filter((key) => key !== recordKey(id)).map((key) => store.delete(key)));
  await store.delete(recordKey(id));
}

/** Unfinished uploads, across the site and per user id. */
export interface OpenUploads {
  total: number;
  byUser: Map<number, number>;
}

/**
 * Removes every upload older than a day, whatever its state (a completed one's PDF lives on in the
 * uploads store; only the staging is dropped), and the markers of uploads that old. Answers the
 * unfinished uploads left, by their markers.
 */
export async function sweepStagedUploads(deps: Pick<Deps, 'now'>, store = stagedStore()): Promise<OpenUploads> {
  const now = deps.now();
  const keys = await store.keys();
  const open: OpenUploads = { total: 0, byUser: new Map() };
  const ids = new Set<string>();
  for (const key of keys) {
    if (!key.startsWith(OPEN_PREFIX)) {
      ids.add(key.split('/')[0]!);
      continue;
    }
    const [, user, id = ''] = key.split('/');
    const userId = Number(user);
    if (!Number.isInteger(userId) || !UPLOAD_ID_PATTERN.test(id) || expired(id, now)) {
      await store.delete(key);
      continue;
    }
    open.total++;
    open.byUser.set(userId, (open.byUser.get(userId) ?? 0) + 1);
  }
  for (const id of ids) {
    if (!UPLOAD_ID_PATTERN.test(id) || expired(id, now)) await dropUpload(store, id);
  }
  return open;
}
