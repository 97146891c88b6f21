import { normalizeEmail, type PortalQuotation, type PortalQuoteRequest } from '#shared/portal/account.ts';
import { quotationNumber, revisionStatus } from '#shared/quote/quotation/schema.ts';
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

const newestFirst = <T extends { reference: string }>(a: T, b: T) => b.reference.localeCompare(a.reference);

/** The requests and quotations of this email, newest first. */
export async function quotesByEmail(deps: Deps, email: string, origin: string): Promise<CustomerQuotes> {
  const wanted = normalizeEmail(email);
  const references = await referencesByEmail(deps, wanted);
  const found = await Promise.all(
    references.map(async (reference) => {
      const request = await quoteRequest(deps, reference).catch((error: unknown) => {
        // A reference whose request was never stored (its process died) is skipped.
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      });
      if (!request || normalizeEmail(request.customer.email ?? '') !== wanted) return null;
      return { request, quotation: await readQuotation(deps, reference) };
    }),
  );
  const quotes: PortalQuoteRequest[] = [];
  const quotations: PortalQuotation[] = [];
  for (const item of found) {
    if (!item) continue;
    const { request, quotation } = item;
    quotes.push({
      reference: request.reference,
      created_at: request.created_at,
      status: request.status,
      items: request.lines.map((line) => ({ name: line.name, quantity: line.quantity })),
      total: request.total,
    });
    const latest = quotation?.revisions.at(-1);
    if (latest) {
      quotations.push({
        reference: request.reference,
        number: quotationNumber(request.reference, latest.revision),
        revision: latest.revision,
        total: latest.total,
        status: revisionStatus(latest, deps.now()),
        sent_at: latest.sent_at,
        valid_until: latest.valid_until,
        url: quotationUrl(origin, latest.token),
        pdf_url: quotationPdfUrl(origin, latest.token),
      });
    }
  }
  return { quotes: quotes.sort(newestFirst), quotations: quotations.sort(newestFirst) };
}

/** Whether this email made any request (what decides whether a sign-in link is mailed). */
export async function hasQuotesByEmail(deps: Deps, email: string): Promise<boolean> {
  return (await quotesByEmail(deps, email, '')).quotes.length > 0;
}
