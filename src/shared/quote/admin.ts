import type { QuoteStatus } from './limits.ts';
import type { AdminQuotation } from './quotation/schema.ts';
import type { QuoteAnswer } from './request.ts';

/* The admin's quote inbox: a row of the list, a page of it, the badge's count, and one request with its quotation. */

/** A status change an admin made, newest last. */
export interface QuoteStatusChange {
  status: QuoteStatus;
  by: string;
  at: string;
}

/** One row of the admin's inbox. */
export interface QuoteSummary {
  reference: string;
  created_at: string;
  name: string;
  institution: string;
  phone: string;
  city: string;
  /** Number of lines. */
  items: number;
  total: number;
  /** Lines the server flagged (limited, out of stock or unavailable). */
  flagged: number;
  status: QuoteStatus;
  status_by: string | null;
  status_at: string | null;
  history: QuoteStatusChange[];
  /** The formal quotation sent for the request, once one is (its newest revision). */
  quotation?: QuotationRow;
}

/** A sent quotation's state in its request's inbox row: what the list and the dashboard pipeline read. */
export interface QuotationRow {
  revision: number;
  total: number;
  valid_until: string;
  first_sent_at: string;
  sent_at: string;
  opened_at: string | null;
  accepted_at: string | null;
  revision_requested_at: string | null;
}

/** GET /api/admin/quotes. */
export interface AdminQuotesPage {
  data: QuoteSummary[];
  total: number;
  page: number;
  per_page: number;
  /** Every request by status, whatever the search and filter. */
  counts: Record<QuoteStatus, number>;
}

/** GET /api/admin/quotes/{reference}: the request, its status and its formal quotation. */
export interface AdminQuote extends AdminQuoteRequest {
  quotation: AdminQuotation;
}

/** A stored request with its status. */
export interface AdminQuoteRequest
  extends QuoteAnswer, Pick<QuoteSummary, 'status' | 'status_by' | 'status_at' | 'history'> {}

/** GET /api/admin/quotes/summary: the navigation badge's count. */
export interface QuoteRequestSummary {
  total: number;
  /** Requests with status `baru`. */
  new: number;
}
