import {
  validUntilEnd,
  type AcceptQuotationInput,
  type QuotationRevision,
  type RequestRevisionInput,
} from '#shared/quote/quotation/schema.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, HttpError, notFound } from '#server/errors.ts';
import { Unchanged } from '#server/store.ts';
import { journaledUpdate } from '../../activity/index.ts';
import type { FollowStatus } from '../request-status.ts';
import {
  QUOTATION_NOT_FOUND,
  followRow,
  quotationKey,
  readRevision,
  type OpenedQuotation,
  type QuotationDocument,
} from './document.ts';

/*
 * What the buyer does on a sent revision (the first view, acceptance, a revision request), each
 * written into that revision by compare-and-swap of the quotation document.
 */

const MAX_REVISION_REQUESTS = 20;

/** Changes one revision of a quotation by compare-and-swap; `change` may throw a 4xx or leave it. */
async function changeRevision(
  deps: Deps,
  opened: OpenedQuotation,
  change: (revision: QuotationRevision, latest: number) => QuotationRevision | null,
  status?: FollowStatus,
): Promise<QuotationRevision> {
  let changed: QuotationRevision = opened.revision;
  const doc = await journaledUpdate<QuotationDocument, QuotationDocument>(
    deps,
    quotationKey(opened.reference),
    (current) => {
      const revision = current?.revisions.find((item) => item.revision === opened.revision.revision);
      if (!current || !revision) throw notFound(QUOTATION_NOT_FOUND);
      const next = change(revision, current.revisions.length);
      if (!next) {
        changed = revision;
        return new Unchanged(current);
      }
      changed = next;
      return {
        ...current,
        revisions: current.revisions.map((item) => (item.revision === next.revision ? next : item)),
      };
    },
  );
  await followRow(deps, doc, status);
  return readRevision(changed);
}

/** The buyer's first view, with its time (later views change nothing). */
export function markOpened(deps: Deps, opened: OpenedQuotation): Promise<QuotationRevision> {
  if (opened.revision.opened_at) return Promise.resolve(opened.revision);
  const at = deps.now().toISOString();
  return changeRevision(deps, opened, (revision) => (revision.opened_at ? null : { ...revision, opened_at: at }));
}

export const ALREADY_ACCEPTED = 'Penawaran ini sudah diterima';
export const SUPERSEDED = 'Sudah ada revisi penawaran yang lebih baru. Buka revisi terbaru.';
export const EXPIRED = 'Masa berlaku penawaran ini sudah habis. Minta penawaran baru.';

/**
 * The buyer accepts: once (a second acceptance, even at the same moment, is a 409), only the newest
 * revision (409), and only while valid (410).
 */
export function acceptQuotation(
  deps: Deps,
  opened: OpenedQuotation,
  input: AcceptQuotationInput,
): Promise<QuotationRevision> {
  const now = deps.now();
  return changeRevision(
    deps,
    opened,
    (revision, latest) => {
      if (revision.accepted) {
        throw conflict(`${ALREADY_ACCEPTED} oleh ${revision.accepted.name}`);
      }
      if (revision.revision !== latest) throw conflict(SUPERSEDED);
      if (now.getTime() > validUntilEnd(revision.valid_until)) throw new HttpError(410, EXPIRED);
      return {
        ...revision,
        opened_at: revision.opened_at ?? now.toISOString(),
        accepted: { ...input, at: now.toISOString() },
      };
    },
    // The buyer accepted: the request is done.
    { to: 'selesai', from: ['baru', 'diproses'], by: `${input.name} (pembeli)` },
  );
}

/** The buyer asks for changes (also after the validity: that is how a new quotation is asked for). */
export function requestQuotationRevision(
  deps: Deps,
  opened: OpenedQuotation,
  input: RequestRevisionInput,
): Promise<QuotationRevision> {
  const at = deps.now().toISOString();
  return changeRevision(deps, opened, (revision, latest) => {
    if (revision.accepted) throw conflict(`${ALREADY_ACCEPTED} oleh ${revision.accepted.name}`);
    // A newer revision already answers this one: the buyer asks on the newest.
    if (revision.revision !== latest) throw conflict(SUPERSEDED);
    if (revision.revision_requests.length >= MAX_REVISION_REQUESTS) {
      throw conflict('Permintaan revisi sudah terlalu banyak. Hubungi kami langsung.');
    }
    return {
      ...revision,
      opened_at: revision.opened_at ?? at,
      revision_requests: [...revision.revision_requests, { message: input.message, at }],
    };
  });
}
