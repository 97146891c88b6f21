import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { UPLOAD_PART_BYTES } from '#shared/product/staged-upload.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError } from './_lib/errors.ts';
import { handler, json, readBody, readJsonAs } from './_lib/http.ts';
import { cancelUpload, completeUpload, openUpload, putPart } from './_lib/services/catalog/index.ts';

/**
 * Staged uploads of large PDFs (services/catalog/media/staged-uploads.ts), Staff and above:
 * - `POST /api/admin/uploads` `{ bytes }` opens one (201 `{ id, bytes, part_bytes, parts, expires_at }`);
 * - `PUT /api/admin/uploads/{id}/parts/{n}` takes part n (0-based) as the raw request body;
 * - `POST /api/admin/uploads/{id}/complete` joins and checks it (`{ id, bytes, sha256 }`);
 * - `DELETE /api/admin/uploads/{id}` drops it.
 */
const OpenSchema = z.object({
  bytes: z
    .number({ error: 'bytes harus berupa angka' })
    .int('bytes harus bilangan bulat')
    .positive('File kosong tidak dapat diunggah'),
});

const notFound = () => new HttpError(404, 'Alamat unggahan tidak dikenal');

export default handler({
  POST: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const { id, action } = context.params ?? {};
    if (!id) {
      const { bytes } = await readJsonAs(req, OpenSchema);
      return json(await openUpload(deps, user.id, bytes), 201);
    }
    if (action !== 'complete') throw notFound();
    return json(await completeUpload(deps, id));
  },
  PUT: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const { id, part } = context.params ?? {};
    if (!id || part === undefined || !/^\d{1,2}$/.test(part)) throw notFound();
    const data = await readBody(req, UPLOAD_PART_BYTES);
    return json(await putPart(deps, id, Number(part), data));
  },
  DELETE: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const { id, action } = context.params ?? {};
    if (!id || action) throw notFound();
    await cancelUpload(deps, id);
    return json({ message: 'Unggahan dibatalkan' });
  },
});

export const config: Config = {
  path: [
    '/api/admin/uploads',
    '/api/admin/uploads/:id',
    '/api/admin/uploads/:id/:action',
    '/api/admin/uploads/:id/parts/:part',
  ],
};
