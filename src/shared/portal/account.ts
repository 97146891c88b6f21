import type { QuoteStatus } from '../quote/limits.ts';
import type { QuotationStatus } from '../quote/quotation/status.ts';
import type { CustomerCertificate } from '../service/certificate.ts';
import type { ServiceKind, ServiceStatus } from '../service/status.ts';

/*
 * The customer portal's answers, as `GET /api/portal/me` sends them and the account page reads them:
 * plain types, no zod (the page's island imports them).
 */

/** A quotation request ('Daftar Penawaran') the customer sent, as the portal lists it. */
export interface PortalQuoteRequest {
  reference: string;
  created_at: string;
  status: QuoteStatus;
  /** Each line's product and quantity, in the request's order. */
  items: { name: string; quantity: number }[];
  total: number;
}

/** The newest sent revision of a formal quotation, with the buyer's private links. */
export interface PortalQuotation {
  reference: string;
  /** "RL-2611-0042/R2": the letter's number. */
  number: string;
  revision: number;
  total: number;
  status: QuotationStatus;
  sent_at: string;
  valid_until: string;
  /** The buyer's private page, `/q/{token}`. */
  url: string;
  /** Its PDF, `/q/{token}/pdf`. */
  pdf_url: string;
}

/** A unit the company recorded under the customer's email, with its warranty and next calibration. */
export interface PortalInstrument {
  id: number;
  serial_number: string;
  product: { name: string; slug: string } | null;
  delivered_on: string;
  warranty_until: string | null;
  warranty_active: boolean;
  calibration_due: string | null;
  /** Its calibration certificates, newest first, each downloaded by its private link. */
  certificates: CustomerCertificate[];
}

/** A service or calibration request the customer sent, with its private tracking link. */
export interface PortalServiceRequest {
  reference: string;
  created_at: string;
  kind: ServiceKind;
  status: ServiceStatus;
  serial_number: string;
  /** The tracking page, `/s/{token}`. */
  url: string;
}

/** GET /api/portal/me. */
export interface PortalAccount {
  email: string;
  quotes: PortalQuoteRequest[];
  quotations: PortalQuotation[];
  instruments: PortalInstrument[];
  service_requests: PortalServiceRequest[];
}

/** How the portal compares emails: a customer types theirs in any case, with stray spaces. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
