import type { Config } from '@netlify/functions';
import { CertificateFieldsSchema } from '#shared/service/certificate-fields.ts';
import { CERTIFICATE_MAX_BYTES, CERTIFICATE_TOO_LARGE } from '#shared/service/certificate.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError, invalid, notFound } from './_lib/errors.ts';
import { handler, idParam, json, readForm } from './_lib/http.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import {
  addCertificate,
  adminCertificateFile,
  CERTIFICATE_NOT_FOUND,
  certificateResponse,
  INSTRUMENT_NOT_FOUND,
} from './_lib/services/instruments/index.ts';

const FILE_REQUIRED = 'Pilih file PDF sertifikat';

/**
 * An instrument's calibration certificates (Staff and above):
 * - POST …/instruments/{id}/certificates, multipart `file` (a PDF, checked by content), `number`,
 *   `issued_on`, `next_due`: 201 `{ message, data }` with the instrument, its due date moved;
 * - GET …/instruments/{id}/certificates/{certId}: the PDF, for the admin's session (the customer's
 *   link is /api/certificates/{token}).
 */
export default handler({
  POST: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', INSTRUMENT_NOT_FOUND);
    if (context.params?.certId !== undefined) throw notFound('Alamat tidak ditemukan');
    const form = await readForm(req, CERTIFICATE_MAX_BYTES + 64 * 1024).catch((error: unknown) => {
      // The form's size is the file's: say so by its field, as the content check does.
      if (error instanceof HttpError && error.status === 413) {
        throw new HttpError(413, CERTIFICATE_TOO_LARGE, { errors: { file: [CERTIFICATE_TOO_LARGE] } });
      }
      throw error;
    });
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    const parsed = CertificateFieldsSchema.safeParse({
      number: text('number'),
      issued_on: text('issued_on'),
      next_due: text('next_due'),
    });
    const file = form.get('file');
    const hasFile = file instanceof File && file.size > 0;
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? 'number');
      (errors[field] ??= []).push(issue.message);
    }
    if (!hasFile) errors.file = [FILE_REQUIRED];
    if (!parsed.success || !hasFile) {
      const first = Object.values(errors)[0]![0]!;
      throw invalid(first, errors);
    }
    const data = await addCertificate(deps, id, parsed.data, file);
    return json({ message: 'Sertifikat kalibrasi disimpan', data }, 201);
  },
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', INSTRUMENT_NOT_FOUND);
    const certId = context.params?.certId ?? '';
    if (!/^[0-9a-f-]{36}$/.test(certId)) throw notFound(CERTIFICATE_NOT_FOUND);
    return certificateResponse(await adminCertificateFile(deps, id, certId));
  },
});

export const config: Config = {
  path: ['/api/admin/instruments/:id/certificates', '/api/admin/instruments/:id/certificates/:certId'],
};
