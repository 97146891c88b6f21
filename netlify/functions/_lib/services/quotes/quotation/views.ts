import {
  quotationNumber,
  revisionStatus,
  type AdminQuotation,
  type QuotationRevision,
} from '#shared/quote/quotation/schema.ts';
import { quotationPdfUrl, quotationUrl, type OpenedQuotation, type QuotationDocument } from './document.ts';

/* The quotation as each reader sees it: the admin (every revision) and the buyer (the revision a link opens). */

/** The quotation as the admin reads it, with each revision's links and status. */
export function adminQuotation(doc: QuotationDocument | null, origin: string, now: Date): AdminQuotation {
  const revisions = (doc?.revisions ?? []).map((revision) => ({
    ...revision,
    status: revisionStatus(revision, now),
    url: quotationUrl(origin, revision.token),
    pdf_url: quotationPdfUrl(origin, revision.token),
  }));
  return {
    status: revisions.at(-1)?.status ?? 'draft',
    draft: doc?.draft ?? null,
    revisions,
  };
}

export const letterNumber = (reference: string, revision: QuotationRevision) =>
  quotationNumber(reference, revision.revision);

/** A revision as its buyer sees it (no admin names, no token), with the newer revision if there is one. */
export function buyerQuotation(opened: OpenedQuotation, origin: string, now: Date) {
  const { token, sent_by: _sentBy, ...revision } = opened.revision;
  return {
    reference: opened.reference,
    number: quotationNumber(opened.reference, revision.revision),
    status: revisionStatus(revision, now),
    ...revision,
    url: quotationUrl(origin, token),
    pdf_url: quotationPdfUrl(origin, token),
    newer:
      opened.latest === revision.revision
        ? null
        : { revision: opened.latest, url: quotationUrl(origin, opened.latestToken) },
  };
}
export type BuyerQuotation = ReturnType<typeof buyerQuotation>;
