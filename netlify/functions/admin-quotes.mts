import type { Config } from '@netlify/functions';
import { AdminQuoteQuerySchema, QuoteStatusUpdateSchema } from '#shared/quote-schema.ts';
import { requireRole } from './_lib/auth.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs, validate } from './_lib/http.ts';
import { HttpError } from './_lib/errors.ts';
import { adminQuotation, readQuotation } from './_lib/services/quotations.ts';
import { changeQuoteStatus, listQuoteRequests, quoteCounts, quoteRequest } from './_lib/services/quotes.ts';

/**
 * The 'Permintaan Penawaran' inbox: list, one request (with its formal quotation: draft, revisions,
 * status), its status, and `GET …/quotes/summary`, the navigation badge's count of new requests (one
 * read of the counts document). Staff and above, as contacts.
 */
export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference;
    if (reference === 'summary') return json(await quoteCounts(deps));
    if (reference !== undefined) {
      const [request, quotation] = await Promise.all([quoteRequest(deps, reference), readQuotation(deps, reference)]);
      return json({ ...request, quotation: adminQuotation(quotation, new URL(req.url).origin, deps.now()) });
    }
    const query = validate(AdminQuoteQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(await listQuoteRequests(deps, query));
  },
  PUT: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference;
    if (reference === undefined)
      throw new HttpError(405, 'Metode tidak diizinkan', { headers: { Allow: 'GET, HEAD' } });
    const update = await readJsonAs(req, QuoteStatusUpdateSchema);
    return json(await changeQuoteStatus(deps, reference, update, user.name));
  },
});

export const config: Config = { path: ['/api/admin/quotes', '/api/admin/quotes/:reference'] };
