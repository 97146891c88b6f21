import { quoteMonth, quoteReference, quoteTotals, type QuoteAnswer } from '#shared/quote/request.ts';
import { type AdminQuoteRequest, type AdminQuotesPage, type QuoteSummary } from '#shared/quote/admin.ts';
import type { AdminQuoteQuery, QuoteRequestInput } from '#shared/quote/request-schema.ts';
import { quoteWhatsAppNumber } from '#shared/quote/whatsapp.ts';
import type { Deps } from '../../deps.ts';
import { notFound, StoreUnavailableError } from '../../errors.ts';
import { journaledUpdate } from '../activity/index.ts';
import { listCategories, readProducts } from '../catalog/index.ts';
import { readSettings } from '../settings/index.ts';
import {
  QUOTE_NOT_FOUND,
  allMonths,
  documentOf,
  healCounts,
  indexKey,
  nextSequence,
  recordMonthCounts,
  rowDocument,
  statusCounts,
  type MonthIndex,
} from './request-index.ts';
import { priceQuoteLines } from './request-pricing.ts';
import { indexQuoteEmail } from './email-index.ts';

export { QUOTE_NOT_FOUND, ROWS_PER_DOCUMENT, quoteCounts } from './request-index.ts';

/*
 * Quote requests (leads) from the quote page: `quote-requests/{reference}`, the whole priced request
 * (lines, customer, letterhead), written create-only right after its inbox row (request-index.ts) and
 * never changed afterwards; the inbox, and the repair of a row whose request was never stored. A
 * request's status and its quotation's row are changed in request-status.ts.
 */

const RECORD_PREFIX = 'quote-requests/';
const recordKey = (reference: string) => `${RECORD_PREFIX}${reference}`;

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);

/** Prices, numbers and stores a request; answers it as the browser and the print view show it. */
export async function storeQuoteRequest(
  deps: Deps,
  input: Omit<QuoteRequestInput, 'lang'> & Partial<Pick<QuoteRequestInput, 'lang'>>,
): Promise<QuoteAnswer> {
  const [products, categories, settings] = await Promise.all([
    readProducts(
      deps,
      input.items.map((item) => item.product_id),
    ),
    listCategories(deps, 'strong'),
    readSettings(deps, 'eventual'),
  ]);
  const lines = priceQuoteLines(input.items, products, categories);
  const routed = lines
    .filter((line) => line.status !== 'unavailable')
    .map((line) => products.get(line.product_id))
    .filter((product) => product !== undefined)
    .map((product) => ({ productNumber: product.whatsapp_number, categoryId: product.category_id }));
  const created = deps.now();
  const month = quoteMonth(created);
  // What stock covers now: the units asked beyond it (inden) and out-of-stock lines stay out of it.
  const { total } = quoteTotals(lines);
  const row = (reference: string): QuoteSummary => ({
    reference,
    created_at: created.toISOString(),
    name: input.customer.name,
    institution: input.customer.institution,
    phone: input.customer.phone,
    city: input.customer.city,
    items: lines.length,
    total,
    flagged: lines.filter((line) => line.status !== 'available').length,
    status: 'baru',
    status_by: null,
    status_at: null,
    history: [],
  });

  const seq = await nextSequence(deps, month);
  const reference = quoteReference(month, seq);
  const document = documentOf(month, seq);
  // Through the journal: the index document may carry an admin change's activity entries.
  const index = await journaledUpdate<MonthIndex>(deps, indexKey(document), (current) => ({
    ...current,
    rev: (current?.rev ?? 0) + 1,
    entries: [...(current?.entries ?? []), row(reference)],
  }));
  // The badge's count; a failure here leaves the head behind until the inbox is next read.
  await recordMonthCounts(deps, document, index).catch((error: unknown) =>
    console.error(`Quote ${reference} stored; its count was not recorded:`, error),
  );
  const validityDays = settings.quote_validity_days;
  const answer: QuoteAnswer = {
    reference,
    created_at: created.toISOString(),
    valid_until: addDays(created, validityDays).toISOString(),
    validity_days: validityDays,
    lines,
    total,
    customer: input.customer,
    seller: {
      company_name: settings.company_name,
      company_address: settings.company_address,
      company_phone: settings.company_phone,
      company_email: settings.company_email,
    },
    whatsapp_number: quoteWhatsAppNumber(settings, routed, input.seed ?? 0),
    lang: input.lang ?? 'id',
  };
  // Before the request, so a request stored is always found by its email (email-index.ts).
  await indexQuoteEmail(deps, input.customer.email, reference);
  if (!(await deps.db.create(recordKey(reference), answer))) {
    throw new StoreUnavailableError(`quote ${reference} was already stored`);
  }
  return answer;
}

async function allEntries(deps: Deps): Promise<QuoteSummary[]> {
  return (await allMonths(deps)).flatMap(([, month]) => month.entries);
}

const newestFirst = (a: QuoteSummary, b: QuoteSummary) =>
  b.created_at.localeCompare(a.created_at) || b.reference.localeCompare(a.reference);

/** One page of the inbox: searched by reference, name, institution, phone or city; filtered by status. */
export async function listQuoteRequests(deps: Deps, query: AdminQuoteQuery): Promise<AdminQuotesPage> {
  const months = await allMonths(deps);
  await healCounts(deps, months).catch((error: unknown) => console.error('Quote counts not healed:', error));
  const entries = months.flatMap(([, month]) => month.entries).sort(newestFirst);
  const counts = statusCounts(entries);
  const needle = query.q.toLowerCase();
  const matching = entries.filter(
    (entry) =>
      (query.status === 'all' || entry.status === query.status) &&
      (!needle ||
        [entry.reference, entry.name, entry.institution, entry.phone, entry.city].some((value) =>
          value.toLowerCase().includes(needle),
        )),
  );
  const start = (query.page - 1) * query.per_page;
  return {
    data: matching.slice(start, start + query.per_page),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}

export async function quoteRequest(deps: Deps, reference: string): Promise<AdminQuoteRequest> {
  const [found, record] = await Promise.all([
    rowDocument(deps, reference),
    deps.db.get<QuoteAnswer>(recordKey(reference)),
  ]);
  const entry = found?.index.entries.find((item) => item.reference === reference);
  if (!entry || !record) throw notFound(QUOTE_NOT_FOUND);
  return {
    ...record,
    status: entry.status,
    status_by: entry.status_by,
    status_at: entry.status_at,
    history: entry.history,
  };
}

/** How long a request may sit between its row and its full record while its process is still alive. */
export const QUOTE_IN_FLIGHT_MS = 60_000;

/**
 * Inbox rows whose full request was never stored (the process died between the two writes), older
 * than a request still in flight could be (`assumeIdle`: nothing is writing, so any age).
 */
export async function quoteRowsWithoutRequest(
  deps: Deps,
  options: { assumeIdle?: boolean } = {},
): Promise<QuoteSummary[]> {
  const rows = await allEntries(deps);
  const stored = new Set((await deps.db.keys(RECORD_PREFIX)).map((key) => key.slice(RECORD_PREFIX.length)));
  const settled = deps.now().getTime() - QUOTE_IN_FLIGHT_MS;
  return rows.filter(
    (row) => !stored.has(row.reference) && (options.assumeIdle || Date.parse(row.created_at) <= settled),
  );
}

/**
 * Repairs a row without its request by storing a stand-in built from the row, so the detail opens and
 * the admin still has the customer to call back: the row is the lead, and dropping it would lose a
 * visitor who did not send again. Create-only, so a request stored meanwhile is never overwritten.
 */
export async function storeStandInRequest(deps: Deps, row: QuoteSummary): Promise<void> {
  const settings = await readSettings(deps, 'strong');
  const standIn: QuoteAnswer = {
    reference: row.reference,
    created_at: row.created_at,
    valid_until: addDays(new Date(row.created_at), settings.quote_validity_days).toISOString(),
    validity_days: settings.quote_validity_days,
    lines: [],
    total: row.total,
    customer: { name: row.name, institution: row.institution, phone: row.phone, city: row.city, notes: '' },
    seller: {
      company_name: settings.company_name,
      company_address: settings.company_address,
      company_phone: settings.company_phone,
      company_email: settings.company_email,
    },
    whatsapp_number: '',
    incomplete: true,
  };
  await deps.db.create(recordKey(row.reference), standIn);
}

/** Every inbox row of every month (the dashboard's pipeline counts them). */
export const allQuoteRows = allEntries;
