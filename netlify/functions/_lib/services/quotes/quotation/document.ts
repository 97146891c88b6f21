import { createHash } from 'node:crypto';
import type { QuotationRow } from '#shared/quote/admin.ts';
import {
  QuotationLineSchema,
  type QuotationDraft,
  type QuotationLine,
  type QuotationRevision,
} from '#shared/quote/quotation/schema.ts';
import { ppnModeOf } from '#shared/quote/quotation/ppn.ts';
import type { Deps } from '#server/deps.ts';
import { withoutCarried } from '../../activity/index.ts';
import { setQuotationRow, type FollowStatus } from '../request-status.ts';

/*
 * Formal quotations made from quote requests: their documents, read and linked here; drafted
 * (draft.ts), sent (send.ts), acted on by the buyer (buyer.ts) and shown (views.ts) beside this file.
 * Two kinds of document:
 *
 * - `quotations/{reference}`: the request's quotation, `{ draft, revisions }`. The draft is what the
 *   admin is preparing; sending freezes it as the next revision, kept for good. What the buyer does
 *   (first view, acceptance, a revision request) is written into that revision by compare-and-swap of
 *   this one document, so two acceptances at once give one acceptance and one 409.
 * - `quotation-links/{sha256(token)}`: `{ reference, revision }`, created once per sent revision. The
 *   private link's token (256 random bits) is the only key a buyer has; the store holds its hash as
 *   the key, so listing the store does not list working links.
 */

const QUOTATION_PREFIX = 'quotations/';
const LINK_PREFIX = 'quotation-links/';

export const QUOTATION_NOT_FOUND = 'Penawaran tidak ditemukan';

export interface QuotationDocument {
  reference: string;
  draft: QuotationDraft | null;
  revisions: QuotationRevision[];
}

export interface LinkDocument {
  reference: string;
  revision: number;
}

export const quotationKey = (reference: string) => `${QUOTATION_PREFIX}${reference}`;
export const linkKey = (token: string) => `${LINK_PREFIX}${createHash('sha256').update(token).digest('hex')}`;

/** A token as the links carry it: 43 base64url characters (32 random bytes). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const quotationUrl = (origin: string, token: string) => `${origin}/q/${token}`;
export const quotationPdfUrl = (origin: string, token: string) => `${origin}/q/${token}/pdf`;

function quotationRow(revisions: readonly QuotationRevision[]): QuotationRow {
  const latest = revisions.at(-1)!;
  return {
    revision: latest.revision,
    total: latest.total,
    valid_until: latest.valid_until,
    first_sent_at: revisions[0]!.sent_at,
    sent_at: latest.sent_at,
    opened_at: latest.opened_at,
    accepted_at: latest.accepted?.at ?? null,
    revision_requested_at: latest.revision_requests.at(-1)?.at ?? null,
  };
}

/**
 * Lines stored before they carried TKDN and AKL/AKD read as having none (the schema's defaults); the
 * rest of a stored line is kept as it is, so no older shape can fail the read.
 */
const REGISTRATIONS = QuotationLineSchema.pick({ tkdn_percent: true, tkdn_certificate: true, akl_number: true });
const linesOf = (lines: readonly QuotationLine[]) => lines.map((line) => ({ ...line, ...REGISTRATIONS.parse(line) }));

/**
 * A document as answered: drafts and revisions saved before the PPN mode existed read 'flat', and
 * their lines without TKDN or AKL/AKD read as having none, so their letters stay as they were.
 */
export async function readQuotation({ db }: Deps, reference: string): Promise<QuotationDocument | null> {
  const doc = withoutCarried(await db.get<QuotationDocument>(quotationKey(reference)));
  if (!doc) return doc;
  return {
    ...doc,
    draft: doc.draft && { ...doc.draft, lines: linesOf(doc.draft.lines), ppn_mode: ppnModeOf(doc.draft) },
    revisions: doc.revisions.map(readRevision),
  };
}

/** A stored revision as answered (readQuotation's rules), also for one just changed in the store. */
export const readRevision = (revision: QuotationRevision): QuotationRevision => ({
  ...revision,
  lines: linesOf(revision.lines),
  ppn_mode: ppnModeOf(revision),
});

/** The inbox row follows the quotation; a failure there is logged, the quotation stands. */
export async function followRow(deps: Deps, doc: QuotationDocument, status?: FollowStatus): Promise<void> {
  if (doc.revisions.length === 0) return;
  await setQuotationRow(deps, doc.reference, quotationRow(doc.revisions), status).catch((error: unknown) =>
    console.error(`Quotation ${doc.reference} saved, but its inbox row did not follow:`, error),
  );
}

export interface OpenedQuotation {
  reference: string;
  revision: QuotationRevision;
  /** The newest revision's number: when it is not this one, the link shows that a newer one exists. */
  latest: number;
  latestToken: string;
}

/** The revision a token opens, or null for a token that opens nothing. */
export async function quotationByToken(deps: Deps, token: string): Promise<OpenedQuotation | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const link = await deps.db.get<LinkDocument>(linkKey(token));
  if (!link) return null;
  const doc = await readQuotation(deps, link.reference);
  const revision = doc?.revisions.find((item) => item.revision === link.revision);
  // The stored token must match too: a hash is the key, the token itself the proof.
  if (!doc || !revision || revision.token !== token) return null;
  const latest = doc.revisions.at(-1)!;
  return { reference: doc.reference, revision, latest: latest.revision, latestToken: latest.token };
}
