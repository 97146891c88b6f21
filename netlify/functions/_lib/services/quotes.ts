import { isPublic, type ProductRecord } from '#shared/product/record.ts';
import {
  QUOTE_REFERENCE_PATTERN,
  QUOTE_STATUSES,
  QUOTE_STATUS_LABELS,
  quoteMonth,
  quoteLineStatus,
  quoteReference,
  quoteTotals,
  type AdminQuoteRequest,
  type AdminQuotesPage,
  type QuoteAnswer,
  type QuoteLine,
  type QuoteStatus,
  type QuoteSummary,
  type QuotationRow,
} from '#shared/quote.ts';
import type { AdminQuoteQuery, QuoteRequestInput, QuoteStatusUpdate } from '#shared/quote-schema.ts';
import { quoteWhatsAppNumber } from '#shared/quote-whatsapp.ts';
import type { Deps } from '../deps.ts';
import { conflict, notFound, StoreUnavailableError } from '../errors.ts';
import { Unchanged } from '../store.ts';
import { journaledUpdate } from '../activity/journal.ts';
import { categoryById, listCategories, type CategoryRecord } from './catalog/category-records.ts';
import { recordShardKey, recordShardOf } from './catalog/keys.ts';
import type { RecordShard } from './catalog/records.ts';
import { readSettings } from './settings.ts';

/*
 * Quote requests (leads) from the quote page. Two kinds of document:
 *
 * - `quote-seq/{YYMM}`: `{ seq }`, the month's counter. A new request takes the next number by one
 *   compare-and-swap of this small document, so references are unique per month however many
 *   processes submit at once. A month begun before the counter existed starts from the seq its first
 *   index document holds.
 * - `quote-index/{YYMM}` and `quote-index/{YYMM}-{n}`: the month's inbox rows, `{ entries, rev }`, in
 *   documents of ROWS_PER_DOCUMENT rows by sequence (number 1–50 in the first, 51–100 in `-1`, …), so
 *   what a request rewrites never grows with the month. A row is appended to its document right after
 *   its number is taken (a process that dies in between leaves a number unused, never a reference
 *   without its row). Statuses live only here: a status change is a compare-and-swap of the row's
 *   document that checks the status the admin saw. A month begun before the split may hold more rows
 *   in its first document; a row not in its own document is looked for there.
 * - `quote-requests/{reference}`: the whole priced request (lines, customer, letterhead), written
 *   create-only right after its row. Never changed afterwards.
 *
 * - `quote-counts/head`: each index document's status counts at its revision `rev`, written
 *   after every write that changes them and only ever moved forward, so writers in any order agree.
 *   The navigation's badge reads this one document, never the index. A process that died between
 *   the two writes leaves a document's counts behind; the next read of the inbox (which reads every
 *   index document anyway) brings them forward.
 *
 * The inbox reads every index document (one per 50 requests).
 */

const INDEX_PREFIX = 'quote-index/';
const SEQ_PREFIX = 'quote-seq/';
const RECORD_PREFIX = 'quote-requests/';
const HISTORY_MAX = 20;
/** Rows per index document: a request rewrites at most this many, however busy the month. */
export const ROWS_PER_DOCUMENT = 50;

interface MonthIndex {
  /** The month's counter, in a month's first document from before `quote-seq/` (read once, to start it). */
  seq?: number;
  entries: QuoteSummary[];
  /** Bumped by every write that changes a status count, so the head's counts only move forward. */
  rev?: number;
}

const HEAD_KEY = 'quote-counts/head';
type StatusCounts = Record<QuoteStatus, number>;
interface CountsHead {
  months: Record<string, { rev: number; counts: StatusCounts }>;
}

function statusCounts(entries: readonly QuoteSummary[]): StatusCounts {
  const counts = Object.fromEntries(QUOTE_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const entry of entries) counts[entry.status] += 1;
  return counts;
}

/** Records a month's counts in the head, unless the head already holds a later revision of it. */
async function recordMonthCounts(deps: Deps, month: string, index: MonthIndex): Promise<void> {
  const rev = index.rev ?? 0;
  await deps.db.update<CountsHead, null>(HEAD_KEY, (current) => {
    const known = current?.months[month];
    if (known && known.rev >= rev) return new Unchanged(null);
    return { months: { ...current?.months, [month]: { rev, counts: statusCounts(index.entries) } } };
  });
}

/** The counts behind the navigation's badge: one read of the head, whatever the number of requests. */
export async function quoteCounts(deps: Deps): Promise<{ total: number; new: number }> {
  const head = await deps.db.get<CountsHead>(HEAD_KEY, 'strong');
  let total = 0;
  let fresh = 0;
  for (const { counts } of Object.values(head?.months ?? {})) {
    for (const status of QUOTE_STATUSES) total += counts[status] ?? 0;
    fresh += counts.baru ?? 0;
  }
  return { total, new: fresh };
}

export const QUOTE_NOT_FOUND = 'Permintaan penawaran tidak ditemukan';

/**
 * An index document's id: "2611" for a month's first, "2611-1", "2611-2" … for the next ones (not
 * "2611/1": a key cannot also be a folder of the local store).
 */
const documentOf = (month: string, seq: number) => {
  const part = Math.floor((seq - 1) / ROWS_PER_DOCUMENT);
  return part === 0 ? month : `${month}-${part}`;
};
const indexKey = (document: string) => `${INDEX_PREFIX}${document}`;
const recordKey = (reference: string) => `${RECORD_PREFIX}${reference}`;

/** Takes the month's next sequence number (one compare-and-swap of a small document). */
async function nextSequence(deps: Deps, month: string): Promise<number> {
  const counter = await deps.db.update<{ seq: number }>(`${SEQ_PREFIX}${month}`, async (current) => {
    // A month begun before the counter: continue from its first index document.
    const start = current?.seq ?? (await deps.db.get<MonthIndex>(indexKey(month)))?.seq ?? 0;
    return { seq: start + 1 };
  });
  return counter.seq;
}

/**
 * Prices the lines from the store's current catalogue (strong reads): the browser's prices are never
 * used. Lines keep the order they came in; nothing is dropped.
 */
function priceQuoteLines(
  items: QuoteRequestInput['items'],
  byId: ReadonlyMap<number, ProductRecord>,
  categories: CategoryRecord[],
): QuoteLine[] {
  return items.map(({ product_id, quantity }): QuoteLine => {
    const product = byId.get(product_id);
    const visible = product && isPublic(product) && categoryById(categories, product.category_id);
    if (!product || !visible) {
      return {
        product_id,
        // A product a visitor cannot see (draft, inactive, archived, or in a hidden category) answers
        // exactly like an id that does not exist: its name and SKU would tell a stranger what is
        // coming to the catalogue. The admin finds it by its id.
        name: `Produk #${product_id}`,
        sku: '-',
        slug: null,
        quantity,
        unit_price: null,
        subtotal: null,
        stock: null,
        status: 'unavailable',
      };
    }
    const status = quoteLineStatus(product.stock, quantity);
    return {
      product_id,
      name: product.name,
      sku: product.sku,
      slug: product.slug,
      quantity,
      unit_price: product.price,
      subtotal: product.price * quantity,
      stock: product.stock,
      status,
    };
  });
}

/** The records of these products, reading only the shards that hold them (at most one per line). */
export async function readProducts(deps: Deps, ids: readonly number[]): Promise<Map<number, ProductRecord>> {
  const shards = [...new Set(ids.map(recordShardOf))];
  const read = await Promise.all(shards.map((shard) => deps.db.get<RecordShard>(recordShardKey(shard))));
  const byId = new Map<number, ProductRecord>();
  for (const shard of read) {
    for (const id of ids) {
      const record = shard?.records?.[id];
      if (record) byId.set(id, record);
    }
  }
  return byId;
}

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
  if (!(await deps.db.create(recordKey(reference), answer))) {
    throw new StoreUnavailableError(`quote ${reference} was already stored`);
  }
  return answer;
}

async function allMonths({ db }: Deps): Promise<Array<[string, MonthIndex]>> {
  const keys = await db.keys(INDEX_PREFIX);
  const months = await Promise.all(keys.map((key) => db.get<MonthIndex>(key)));
  return keys.flatMap((key, i) =>
    months[i] ? [[key.slice(INDEX_PREFIX.length), months[i]] as [string, MonthIndex]] : [],
  );
}

async function allEntries(deps: Deps): Promise<QuoteSummary[]> {
  return (await allMonths(deps)).flatMap(([, month]) => month.entries);
}

/**
 * Brings the head forward for months it is behind on (a process died between its two writes). Only
 * ever forward: a month read before a newer write is older than what the head holds, and is skipped.
 */
async function healCounts(deps: Deps, months: Array<[string, MonthIndex]>): Promise<void> {
  const head = await deps.db.get<CountsHead>(HEAD_KEY, 'strong');
  for (const [month, index] of months) {
    const known = head?.months[month];
    if (known && known.rev >= (index.rev ?? 0)) continue;
    await recordMonthCounts(deps, month, index);
  }
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

function monthOf(reference: string): string {
  const match = QUOTE_REFERENCE_PATTERN.exec(reference);
  if (!match) throw notFound(QUOTE_NOT_FOUND);
  return match[1]!;
}

/**
 * The index document holding a request's row: its own by sequence number or, for a month begun
 * before the split, the month's first. Null when neither holds it.
 */
async function rowDocument(deps: Deps, reference: string): Promise<{ document: string; index: MonthIndex } | null> {
  const month = monthOf(reference);
  const own = documentOf(month, Number(QUOTE_REFERENCE_PATTERN.exec(reference)![2]));
  for (const document of own === month ? [month] : [own, month]) {
    const index = await deps.db.get<MonthIndex>(indexKey(document));
    if (index?.entries.some((item) => item.reference === reference)) return { document, index };
  }
  return null;
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

/**
 * Moves a request to another status, only if it is still at the status the admin saw: two admins
 * changing it at once get one change and one 409 naming who changed it, never a silent overwrite.
 */
export async function changeQuoteStatus(
  deps: Deps,
  reference: string,
  update: QuoteStatusUpdate,
  by: string,
): Promise<QuoteSummary> {
  const document = (await rowDocument(deps, reference))?.document;
  if (!document) throw notFound(QUOTE_NOT_FOUND);
  const at = deps.now().toISOString();
  let changed: QuoteSummary | undefined;
  const result = await journaledUpdate<MonthIndex, QuoteSummary>(
    deps,
    indexKey(document),
    (current) => {
      changed = undefined;
      const entry = current?.entries.find((item) => item.reference === reference);
      if (!current || !entry) throw notFound(QUOTE_NOT_FOUND);
      if (entry.status === update.status) return new Unchanged(entry);
      if (entry.status !== update.from) {
        throw conflict(
          `Status sudah diubah menjadi ${QUOTE_STATUS_LABELS[entry.status]}${entry.status_by ? ` oleh ${entry.status_by}` : ''}. Muat ulang lalu coba lagi.`,
        );
      }
      changed = {
        ...entry,
        status: update.status,
        status_by: by,
        status_at: at,
        history: [...entry.history, { status: update.status, by, at }].slice(-HISTORY_MAX),
      };
      return {
        ...current,
        rev: (current.rev ?? 0) + 1,
        entries: current.entries.map((item) => (item.reference === reference ? changed! : item)),
      };
    },
    (before) => {
      const previous = before?.entries.find((item) => item.reference === reference);
      return [
        {
          entity: 'quote',
          entity_id: reference,
          action: 'status',
          label: reference,
          changes: [{ field: 'status', from: previous?.status ?? null, to: update.status }],
        },
      ];
    },
  );
  if (!changed) return result as QuoteSummary;
  await recordMonthCounts(deps, document, result as MonthIndex).catch((error: unknown) =>
    console.error(`Quote ${reference} status changed; its count was not recorded:`, error),
  );
  return changed;
}

/** A status the request moves to with its quotation, from the statuses it may move from. */
export interface FollowStatus {
  to: QuoteStatus;
  from: readonly QuoteStatus[];
  by: string;
}

/**
 * Puts a quotation's state on its request's inbox row, where the list and the dashboard's pipeline
 * read it without opening every quotation. The quotation document is the record; the row follows it.
 * With `status`, the request moves too (a sent quotation is being processed, an accepted one is
 * done), in the same compare-and-swap, and the badge's counts follow.
 */
export async function setQuotationRow(
  deps: Deps,
  reference: string,
  quotation: QuotationRow,
  status?: FollowStatus,
): Promise<void> {
  const document = (await rowDocument(deps, reference))?.document;
  if (!document) throw notFound(QUOTE_NOT_FOUND);
  const at = deps.now().toISOString();
  let moved = false;
  const index = await journaledUpdate<MonthIndex, null>(
    deps,
    indexKey(document),
    (current) => {
      moved = false;
      const entry = current?.entries.find((item) => item.reference === reference);
      if (!current || !entry) throw notFound(QUOTE_NOT_FOUND);
      let next: QuoteSummary = { ...entry, quotation };
      if (status && entry.status !== status.to && status.from.includes(entry.status)) {
        moved = true;
        next = {
          ...next,
          status: status.to,
          status_by: status.by,
          status_at: at,
          history: [...entry.history, { status: status.to, by: status.by, at }].slice(-HISTORY_MAX),
        };
      }
      return {
        ...current,
        ...(moved && { rev: (current.rev ?? 0) + 1 }),
        entries: current.entries.map((item) => (item.reference === reference ? next : item)),
      };
    },
    (before) => {
      if (!moved || !status) return [];
      const previous = before?.entries.find((item) => item.reference === reference);
      return [
        {
          entity: 'quote',
          entity_id: reference,
          action: 'status',
          label: reference,
          changes: [{ field: 'status', from: previous?.status ?? null, to: status.to }],
        },
      ];
    },
  );
  if (moved) await recordMonthCounts(deps, document, index as MonthIndex);
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
