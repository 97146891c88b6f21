import type { Config } from '@netlify/functions';
import {
  AdminInstrumentQuerySchema,
  InstrumentExportQuerySchema,
  InstrumentFieldsSchema,
  InstrumentUpdateSchema,
} from '#shared/service/instrument.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { invalid, notFound } from './_lib/errors.ts';
import { MAX_FILE_BYTES } from './_lib/services/catalogue-io/index.ts';
import { handler, idParam, json, readForm, readJsonAs, validate } from './_lib/http.ts';
import {
  createInstrument,
  deleteInstrument,
  exportInstruments,
  getInstrument,
  importInstruments,
  INSTRUMENT_NOT_FOUND,
  instrumentsPage,
  updateInstrument,
} from './_lib/services/instruments/index.ts';

/**
 * The instruments the company sold (Staff and above; deleting, Manager and above):
 * - GET …/instruments?q=&due_before=&page=&per_page=: one page, newest first, with `total`;
 * - POST …/instruments: a new instrument (201), 409 when its product already has that serial;
 * - GET / PUT / DELETE …/instruments/{id}: one instrument; PUT is the whole record with the `version`
 *   the admin opened (409 when someone saved since);
 * - GET …/instruments/export?format=csv|xlsx: every instrument as a file;
 * - POST …/instruments/import (multipart `file`, Manager and above): `{ created, updated, unchanged,
 *   errors: [{ row, message }] }`, rows keyed by product SKU and serial number.
 */
export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    if (context.params?.id === 'export') {
      const { format } = validate(InstrumentExportQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
      const file = await exportInstruments(deps, format);
      return new Response(file.body, {
        headers: {
          'Content-Type': file.type,
          'Content-Disposition': `attachment; filename="${file.filename}"`,
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    if (context.params?.id !== undefined) {
      return json(await getInstrument(deps, idParam(context, 'id', INSTRUMENT_NOT_FOUND)));
    }
    const query = validate(AdminInstrumentQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(await instrumentsPage(deps, query));
  },
  POST: async (req, context) => {
    const deps = requestDeps();
    if (context.params?.id === 'import') {
      await requireRole(req, deps, 'Manager');
      const file = (await readForm(req, MAX_FILE_BYTES + 64 * 1024)).get('file');
      if (!(file instanceof File) || file.size === 0) {
        throw invalid('Pilih file CSV atau Excel (.xlsx) untuk diimpor', {
          file: ['Pilih file CSV atau Excel (.xlsx)'],
        });
      }
      return json(await importInstruments(deps, file));
    }
    await requireRole(req, deps, 'Staff');
    if (context.params?.id !== undefined) throw notFound('Alamat tidak ditemukan');
    const fields = await readJsonAs(req, InstrumentFieldsSchema);
    return json({ message: 'Instrumen ditambahkan', data: await createInstrument(deps, fields) }, 201);
  },
  PUT: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = idParam(context, 'id', INSTRUMENT_NOT_FOUND);
    const input = await readJsonAs(req, InstrumentUpdateSchema);
    return json({ message: 'Instrumen disimpan', data: await updateInstrument(deps, id, input) });
  },
  DELETE: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    await deleteInstrument(deps, idParam(context, 'id', INSTRUMENT_NOT_FOUND));
    return json({ message: 'Instrumen dihapus' });
  },
});

export const config: Config = {
  path: ['/api/admin/instruments', '/api/admin/instruments/:id'],
};
