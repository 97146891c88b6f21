import { QUOTE_STATUS_LABELS, type QuoteStatus } from '#shared/quote/limits.ts';
import { type QuoteSummary, type QuotationRow } from '#shared/quote/admin.ts';
import type { QuoteStatusUpdate } from '#shared/quote/request-schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { journaledUpdate } from '../activity/index.ts';
import { QUOTE_NOT_FOUND, indexKey, recordMonthCounts, rowDocument, type MonthIndex } from './request-index.ts';

/*
 * A request's status on its inbox row (request-index.ts): the admin's change, checked against the
 * status the admin saw, and the quotation's state on the row, which may move the status with it.
 */

const HISTORY_MAX = 20;

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
