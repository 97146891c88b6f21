import { normalizeEmail, type PortalQuotation, type PortalQuoteRequest } from '#shared/portal/account.ts';
import { quotationNumber, revisionStatus } from '#shared/quote/quotation/schema.ts';
import type { AdminQuoteRequest } from '#shared/quote/admin.ts';
import type { Deps } from '../../deps.ts';
import { HttpError } from '../../errors.ts';
import { referencesByEmail } from './email-index.ts';
import { quotationPdfUrl, quotationUrl, readQuotation } from './quotation/document.ts';
import { quoteRequest } from './requests.ts';

/*
 * A customer's own records for the portal: the requests made with an email and the formal quotations
 * sent for them (the newest revision of each, with the buyer's private links). A request is matched
 * by its stored customer email, case and stray spaces aside, never by the index alone.
 */

export interface CustomerQuotes {
  quotes: PortalQuoteRequest[];
  quotations: PortalQuotation[];
}

const newest = (a: string, b: string) => b.localeCompare(a);

/** The requests made with this email that are stored, each matched again by its stored email. */
async function customerRequests(deps: Deps, email: string): Promise<AdminQuoteRequest[]> {
  const wanted = normalizeEmail(email);
  const requests = await Promise.all(
    (await referencesByEmail(deps, wanted)).map((reference) =>
      quoteRequest(deps, reference).catch((error: unknown) => {
        // A reference whose request was never stored (its process died) is skipped.
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  return requests.filter(
    (request): request is AdminQuoteRequest =>
      request !== null && normalizeEmail(request.customer.email ?? '') === wanted,
  );
}

/** The requests and quotations of this email, newest first. */
export async function quotesByEmail(deps: Deps, email: string, origin: string): Promise<CustomerQuotes> {
  const requests = await customerRequests(deps, email);
  const documents = await Promise.all(requests.map((request) => readQuotation(deps, request.reference)));
  const quotes: PortalQuoteRequest[] = requests.map((request) => ({
    reference: request.reference,
    created_at: request.created_at,
    status: request.status,
    items: request.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
    total: request.total,
  }));
  const quotations: PortalQuotation[] = requests.flatMap((request, i) => {
    const latest = documents[i]?.revisions.at(-1);
    if (!latest) return [];
    return [
      {
        reference: request.reference,
        number: quotationNumber(request.reference, latest.revision),
        revision: latest.revision,
        total: latest.total,
        status: revisionStatus(latest, deps.now()),
        sent_at: latest.sent_at,
        valid_until: latest.valid_until,
        url: quotationUrl(origin, latest.token),
        pdf_url: quotationPdfUrl(origin, latest.token),
      },
    ];
  });
  return {
    quotes: quotes.sort((a, b) => newest(a.created_at, b.created_at)),
    quotations: quotations.sort((a, b) => newest(a.sent_at, b.sent_at)),
  };
}

/** Whether this email made any request (what decides whether a sign-in link is mailed). */
export async function hasQuotesByEmail(deps: Deps, email: string): Promise<boolean> {
  return (await customerRequests(deps, email)).length > 0;
}
