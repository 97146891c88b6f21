import type { Config } from '@netlify/functions';
import { InternalNoteInputSchema } from '#shared/inbox/notes-schema.ts';
import { AdminQuoteQuerySchema, QuoteStatusUpdateSchema } from '#shared/quote/request-schema.ts';
import { DeliveredUnitsSchema } from '#shared/service/instrument.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs, validate } from './_lib/http.ts';
import { HttpError } from './_lib/errors.ts';
import { addNote, readNotes } from './_lib/services/inbox/index.ts';
import { recordDeliveredUnits } from './_lib/services/instruments/index.ts';
import {
  adminQuotation,
  changeQuoteStatus,
  listQuoteRequests,
  quoteCounts,
  quoteRequest,
  readQuotation,
} from './_lib/services/quotes/index.ts';

/**
 * The 'Permintaan Penawaran' inbox: list, one request (with its formal quotation: draft, revisions,
 * status), its status, and `GET …/quotes/summary`, the navigation badge's count of new requests (one
 * read of the counts document). `GET`/`POST …/quotes/{reference}/notes`: the request's internal notes
 * (`{ text }`, signed with the admin's name and the time). `POST …/quotes/{reference}/instruments`
 * `{ delivered_on, units: [{ product_id, serial_number, calibration_interval_months? }] }`: 'Catat unit
 * terkirim' of an accepted quotation, one instrument per unit. Staff and above, as contacts.
 */
const notAnAddress = () => new HttpError(404, 'Alamat tidak ditemukan');

export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference;
    const action = context.params?.action;
    if (action !== undefined) {
      if (action !== 'notes' || reference === undefined) throw notAnAddress();
      await quoteRequest(deps, reference);
      return json({ data: await readNotes(deps, { kind: 'quote', reference }) });
    }
    if (reference === 'summary') return json(await quoteCounts(deps));
    if (reference !== undefined) {
      const [request, quotation] = await Promise.all([quoteRequest(deps, reference), readQuotation(deps, reference)]);
      return json({ ...request, quotation: adminQuotation(quotation, new URL(req.url).origin, deps.now()) });
    }
    const query = validate(AdminQuoteQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(await listQuoteRequests(deps, query));
  },
  POST: async (req, context) => {
    const { reference, action } = context.params ?? {};
    if (action === 'instruments' && reference !== undefined) {
      const deps = requestDeps();
      await requireRole(req, deps, 'Staff');
      const units = await readJsonAs(req, DeliveredUnitsSchema);
      const result = await recordDeliveredUnits(deps, reference, units);
      return json({ message: `${result.created} unit dicatat`, ...result }, result.created > 0 ? 201 : 200);
    }
    if (action !== 'notes' || reference === undefined) throw notAnAddress();
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const input = await readJsonAs(req, InternalNoteInputSchema);
    await quoteRequest(deps, reference);
    const note = await addNote(deps, { kind: 'quote', reference }, input, user);
    return json({ message: 'Catatan ditambahkan', data: note }, 201);
  },
  PUT: async (req, context) => {
    if (context.params?.action !== undefined) throw notAnAddress();
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference;
    if (reference === undefined)
      throw new HttpError(405, 'Metode tidak diizinkan', { headers: { Allow: 'GET, HEAD' } });
    const update = await readJsonAs(req, QuoteStatusUpdateSchema);
    return json(await changeQuoteStatus(deps, reference, update, user.name));
  },
});

export const config: Config = {
  path: ['/api/admin/quotes', '/api/admin/quotes/:reference', '/api/admin/quotes/:reference/:action'],
};
