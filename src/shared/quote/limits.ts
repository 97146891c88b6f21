/*
 * A quote request's limits and statuses, apart from its shapes and schemas: the basket, the request's
 * schema and the formal quotation's all read them, without zod.
 */

/** Requests per page of the admin's list. */
export const ADMIN_QUOTES_PAGE_SIZE = 10;

/** Lines in one request: one fresh-price call (`/api/products?ids=`, up to 48 ids) covers the list. */
export const QUOTE_MAX_LINES = 48;
export const QUOTE_MAX_QUANTITY = 9999;
export const QUOTE_VALIDITY_DEFAULT_DAYS = 30;

export const QUOTE_STATUSES = ['baru', 'diproses', 'selesai', 'batal'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  baru: 'Baru',
  diproses: 'Diproses',
  selesai: 'Selesai',
  batal: 'Batal',
};
