import { QUOTE_REFERENCE_PATTERN } from '#shared/quote/request.ts';
import { QUOTE_STATUSES, type QuoteStatus } from '#shared/quote/limits.ts';
import { type QuoteSummary } from '#shared/quote/admin.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import { Unchanged } from '../../store.ts';

/*
 * The quote requests' inbox index (requests.ts stores and reads the requests themselves):
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
/** Rows per index document: a request rewrites at most this many, however busy the month. */
export const ROWS_PER_DOCUMENT = 50;

export interface MonthIndex {
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

export function statusCounts(entries: readonly QuoteSummary[]): StatusCounts {
  const counts = Object.fromEntries(QUOTE_STATUSES.map((status) => [status, 0])) as StatusCounts;
  for (const entry of entries) counts[entry.status] += 1;
  return counts;
}

/** Records a month's counts in the head, unless the head already holds a later revision of it. */
export async function recordMonthCounts(deps: Deps, month: string, index: MonthIndex): Promise<void> {
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
export const documentOf = (month: string, seq: number) => {
  const part = Math.floor((seq - 1) / ROWS_PER_DOCUMENT);
  return part === 0 ? month : `${month}-${part}`;
};
export const indexKey = (document: string) => `${INDEX_PREFIX}${document}`;

/** Takes the month's next sequence number (one compare-and-swap of a small document). */
export async function nextSequence(deps: Deps, month: string): Promise<number> {
  const counter = await deps.db.update<{ seq: number }>(`${SEQ_PREFIX}${month}`, async (current) => {
    // A month begun before the counter: continue from its first index document.
    const start = current?.seq ?? (await deps.db.get<MonthIndex>(indexKey(month)))?.seq ?? 0;
    return { seq: start + 1 };
  });
  return counter.seq;
}

export async function allMonths({ db }: Deps): Promise<Array<[string, MonthIndex]>> {
  const keys = await db.keys(INDEX_PREFIX);
  const months = await Promise.all(keys.map((key) => db.get<MonthIndex>(key)));
  return keys.flatMap((key, i) =>
    months[i] ? [[key.slice(INDEX_PREFIX.length), months[i]] as [string, MonthIndex]] : [],
  );
}

/**
 * Brings the head forward for months it is behind on (a process died between its two writes). Only
 * ever forward: a month read before a newer write is older than what the head holds, and is skipped.
 */
export async function healCounts(deps: Deps, months: Array<[string, MonthIndex]>): Promise<void> {
  const head = await deps.db.get<CountsHead>(HEAD_KEY, 'strong');
  for (const [month, index] of months) {
    const known = head?.months[month];
    if (known && known.rev >= (index.rev ?? 0)) continue;
    await recordMonthCounts(deps, month, index);
  }
}

export function monthOf(reference: string): string {
  const match = QUOTE_REFERENCE_PATTERN.exec(reference);
  if (!match) throw notFound(QUOTE_NOT_FOUND);
  return match[1]!;
}

/**
 * The index document holding a request's row: its own by sequence number or, for a month begun
 * before the split, the month's first. Null when neither holds it.
 */
export async function rowDocument(
  deps: Deps,
  reference: string,
): Promise<{ document: string; index: MonthIndex } | null> {
  const month = monthOf(reference);
  const own = documentOf(month, Number(QUOTE_REFERENCE_PATTERN.exec(reference)![2]));
  for (const document of own === month ? [month] : [own, month]) {
    const index = await deps.db.get<MonthIndex>(indexKey(document));
    if (index?.entries.some((item) => item.reference === reference)) return { document, index };
  }
  return null;
}
