import { SERVICE_REFERENCE_PATTERN } from '#shared/service/request.ts';
import type { ServiceRow } from '#shared/service/admin.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';

/*
 * The service desk's list, stored as the quote inbox is (quotes/request-index.ts):
 *
 * - `service-seq/{YYMM}`: `{ seq }`, the month's counter. A new request takes the next number by one
 *   compare-and-swap of this small document, so references are unique however many processes
 *   submit at once.
 * - `service-index/{YYMM}` and `service-index/{YYMM}-{n}`: the month's rows, `{ entries, rev }`, in
 *   documents of ROWS_PER_DOCUMENT rows by sequence, so what a request rewrites never grows with the
 *   month. A row holds what the list filters on and what an admin changes (status and its history,
 *   assignee, internal notes, when the team first answered): a status change is one compare-and-swap
 *   of the row's document that checks the status the admin saw.
 * - `service-requests/{reference}`: what the customer sent and the messages both ways (requests.ts).
 * - `service-links/{sha256(token)}`: `{ reference }`, the tracking link (links.ts).
 */

const INDEX_PREFIX = 'service-index/';
const SEQ_PREFIX = 'service-seq/';
export const ROWS_PER_DOCUMENT = 50;

export const SERVICE_NOT_FOUND = 'Permintaan layanan tidak ditemukan';

export interface ServiceIndex {
  entries: ServiceRow[];
  rev: number;
}

export const documentOf = (month: string, seq: number) => {
  const part = Math.floor((seq - 1) / ROWS_PER_DOCUMENT);
  return part === 0 ? month : `${month}-${part}`;
};
export const indexKey = (document: string) => `${INDEX_PREFIX}${document}`;

/** Takes the month's next sequence number (one compare-and-swap of a small document). */
export async function nextSequence(deps: Deps, month: string): Promise<number> {
  const counter = await deps.db.update<{ seq: number }>(`${SEQ_PREFIX}${month}`, (current) => ({
    seq: (current?.seq ?? 0) + 1,
  }));
  return counter.seq;
}

/** The index document a reference's row lives in; 404 for anything that is not a reference. */
export function documentOfReference(reference: string): string {
  const match = SERVICE_REFERENCE_PATTERN.exec(reference);
  if (!match) throw notFound(SERVICE_NOT_FOUND);
  return documentOf(match[1]!, Number(match[2]));
}

/** A request's row, or null when it has none. */
export async function readRow(deps: Deps, reference: string): Promise<ServiceRow | null> {
  const index = await deps.db.get<ServiceIndex>(indexKey(documentOfReference(reference)), 'strong');
  return index?.entries.find((entry) => entry.reference === reference) ?? null;
}

/** Every row of every month (the list and the dashboard's count read them all: one document per 50). */
export async function allRows({ db }: Deps): Promise<ServiceRow[]> {
  const keys = await db.keys(INDEX_PREFIX);
  const documents = await Promise.all(keys.map((key) => db.get<ServiceIndex>(key, 'strong')));
  return documents.flatMap((document) => document?.entries ?? []);
}
