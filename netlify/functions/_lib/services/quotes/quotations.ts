import { createHash, randomBytes } from 'node:crypto';
import type { Settings } from '#shared/api-types.ts';
import type { QuotationRow } from '#shared/quote.ts';
import { priceQuotation } from '#shared/quotation/arithmetic.ts';
import {
  quotationNumber,
  revisionStatus,
  validUntilEnd,
  type AcceptQuotationInput,
  type AdminQuotation,
  type QuotationDraft,
  type QuotationDraftParsed,
  type QuotationRevision,
  type RequestRevisionInput,
} from '#shared/quotation/schema.ts';
import type { Deps } from '../../deps.ts';
import { conflict, HttpError, invalid, notFound, StoreUnavailableError } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { diffChanges, journaledUpdate, withoutCarried } from '../activity/index.ts';
import { quoteRequest } from './requests.ts';
import { setQuotationRow, type FollowStatus } from './request-status.ts';
import { readProducts } from '../catalog/index.ts';
import { readSettings } from '../settings/index.ts';

/*
 * Formal quotations made from quote requests. Two kinds of document:
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
const MAX_REVISION_REQUESTS = 20;

export const QUOTATION_NOT_FOUND = 'Penawaran tidak ditemukan';
/** An accepted offer is a deal: a new revision would withdraw it behind the buyer's back. */
export const ACCEPTED_CANNOT_SEND = 'Penawaran sudah diterima pembeli: revisi baru tidak dapat dikirim.';

interface QuotationDocument {
  reference: string;
  draft: QuotationDraft | null;
  revisions: QuotationRevision[];
}

interface LinkDocument {
  reference: string;
  revision: number;
}

const quotationKey = (reference: string) => `${QUOTATION_PREFIX}${reference}`;
const linkKey = (token: string) => `${LINK_PREFIX}${createHash('sha256').update(token).digest('hex')}`;

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

/** The quotation as the admin reads it, with each revision's links and status. */
export function adminQuotation(doc: QuotationDocument | null, origin: string, now: Date): AdminQuotation {
  const revisions = (doc?.revisions ?? []).map((revision) => ({
    ...revision,
    status: revisionStatus(revision, now),
    url: quotationUrl(origin, revision.token),
    pdf_url: quotationPdfUrl(origin, revision.token),
  }));
  return {
    status: revisions.at(-1)?.status ?? 'draft',
    draft: doc?.draft ?? null,
    revisions,
  };
}

export async function readQuotation({ db }: Deps, reference: string): Promise<QuotationDocument | null> {
  return withoutCarried(await db.get<QuotationDocument>(quotationKey(reference)));
}

/** Today's date in Jakarta, YYYY-MM-DD. */
export function jakartaDate(now: Date, addDays = 0): string {
  return new Date(now.getTime() + 7 * 3_600_000 + addDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Saves the draft, priced by the server. Catalogue lines must name a product the store still has
 * (its SKU goes on the letter); terms the admin left out take Settings' defaults.
 */
export async function saveQuotationDraft(
  deps: Deps,
  reference: string,
  input: QuotationDraftParsed,
  by: string,
): Promise<QuotationDraft> {
  const [, settings, products] = await Promise.all([
    quoteRequest(deps, reference),
    readSettings(deps),
    readProducts(deps, [
      ...new Set(input.lines.flatMap((line) => (line.product_id === null ? [] : [line.product_id]))),
    ]),
  ]);
  const errors: Record<string, string[]> = {};
  input.lines.forEach((line, index) => {
    const product = line.product_id === null ? undefined : products.get(line.product_id);
    if (line.product_id !== null && (!product || product.deleted_at)) {
      errors[`lines.${index}.product_id`] = ['Produk tidak ada lagi di katalog'];
    }
  });
  if (Object.keys(errors).length > 0) throw invalid('Ada produk yang tidak ada lagi di katalog', errors);

  const terms = {
    tax_rate: input.tax_rate ?? settings.ppn_rate,
    prices_include_tax: input.prices_include_tax ?? settings.prices_include_ppn,
  };
  const { lines, totals } = priceQuotation(
    input.lines.map((line) => ({
      ...line,
      sku: line.product_id === null ? null : (products.get(line.product_id)?.sku ?? null),
    })),
    terms,
  );
  const draft: QuotationDraft = {
    lines,
    ...terms,
    valid_until: input.valid_until,
    payment_terms: input.payment_terms ?? settings.quotation_payment_terms,
    delivery_time: input.delivery_time ?? settings.quotation_delivery_time,
    notes: input.notes ?? '',
    signatory: input.signatory ?? { name: settings.signatory_name, title: settings.signatory_title },
    ...totals,
    updated_at: deps.now().toISOString(),
    updated_by: by,
  };
  await journaledUpdate<QuotationDocument>(
    deps,
    quotationKey(reference),
    (current) => ({
      reference,
      revisions: current?.revisions ?? [],
      draft,
    }),
    (before, after) => [
      {
        entity: 'quotation',
        entity_id: reference,
        action: before?.draft ? 'update' : 'create',
        label: reference,
        changes: before?.draft ? diffChanges(before.draft, after.draft, ['updated_at', 'updated_by']) : [],
      },
    ],
  );
  return draft;
}

/**
 * What 'Buat penawaran resmi' starts from when no draft is saved: the request's lines at the
 * catalogue's current prices (products no longer in the store left out), Settings' PPN, terms,
 * signatory and validity. Not stored until the admin saves it.
 */
export async function starterDraft(deps: Deps, reference: string, by: string): Promise<QuotationDraft> {
  const request = await quoteRequest(deps, reference);
  const [settings, products] = await Promise.all([
    readSettings(deps),
    readProducts(
      deps,
      request.lines.map((line) => line.product_id),
    ),
  ]);
  const terms = { tax_rate: settings.ppn_rate, prices_include_tax: settings.prices_include_ppn };
  const { lines, totals } = priceQuotation(
    request.lines.flatMap((line) => {
      const product = products.get(line.product_id);
      if (!product || product.deleted_at) return [];
      return [
        {
          product_id: product.id,
          sku: product.sku,
          description: product.name,
          quantity: line.quantity,
          unit_price: product.price,
          discount_percent: 0,
        },
      ];
    }),
    terms,
  );
  return {
    lines,
    ...terms,
    valid_until: jakartaDate(deps.now(), settings.quote_validity_days),
    payment_terms: settings.quotation_payment_terms,
    delivery_time: settings.quotation_delivery_time,
    notes: '',
    signatory: { name: settings.signatory_name, title: settings.signatory_title },
    ...totals,
    updated_at: deps.now().toISOString(),
    updated_by: by,
  };
}

/** Settings a letter cannot go out without, named by their Settings field, with the admin's message. */
const LETTER_REQUIREMENTS: Array<[keyof Settings, string, (settings: Settings) => boolean]> = [
  ['npwp', 'NPWP', (settings) => settings.npwp.trim() !== ''],
  ['bank_accounts', 'rekening bank', (settings) => settings.bank_accounts.length > 0],
  ['signatory_name', 'nama penanda tangan', (settings) => settings.signatory_name.trim() !== ''],
];

/** What Settings still lack for a quotation letter (empty when it may be sent), by Settings field. */
export function missingLetterSettings(settings: Settings): Record<string, string[]> {
  return Object.fromEntries(
    LETTER_REQUIREMENTS.filter(([, , present]) => !present(settings)).map(([field, label]) => [
      field,
      [`Isi ${label} di Pengaturan sebelum mengirim penawaran`],
    ]),
  );
}

/** The 422 of a send while Settings lack what the letter needs, naming each missing field. */
function incompleteLetter(missing: Record<string, string[]>) {
  const labels = LETTER_REQUIREMENTS.filter(([field]) => missing[field]).map(([, label]) => label);
  return invalid(`Penawaran belum bisa dikirim: lengkapi ${labels.join(', ')} di Pengaturan.`, missing);
}

function sellerOf(settings: Settings): QuotationRevision['seller'] {
  return {
    company_name: settings.company_name,
    address: settings.letterhead_address || settings.company_address,
    phone: settings.company_phone,
    email: settings.company_email,
    npwp: settings.npwp,
    bank_accounts: settings.bank_accounts,
  };
}

/**
 * Freezes the draft as the next revision with a new private link. The link is created first: a
 * process that dies between the two leaves a link to no revision (answered 404), never a revision
 * without its link.
 */
export async function sendQuotation(
  deps: Deps,
  reference: string,
  by: string,
): Promise<{ doc: QuotationDocument; revision: QuotationRevision }> {
  const [request, settings, current] = await Promise.all([
    quoteRequest(deps, reference),
    readSettings(deps),
    readQuotation(deps, reference),
  ]);
  if (!current?.draft) throw conflict('Simpan draf penawaran terlebih dahulu');
  if (current.revisions.at(-1)?.accepted) throw conflict(ACCEPTED_CANNOT_SEND);
  // A letter without the tax number, where to pay, or who signs cannot be filed by the buyer.
  const missing = missingLetterSettings(settings);
  if (Object.keys(missing).length > 0) throw incompleteLetter(missing);
  const now = deps.now();
  if (validUntilEnd(current.draft.valid_until) < now.getTime()) {
    throw invalid('Tanggal berlaku sudah lewat', { valid_until: ['Tanggal berlaku harus hari ini atau sesudahnya'] });
  }
  const token = randomBytes(32).toString('base64url');
  let sent: QuotationRevision | undefined;
  const revisionNumber = current.revisions.length + 1;
  if (!(await deps.db.create<LinkDocument>(linkKey(token), { reference, revision: revisionNumber }))) {
    throw new StoreUnavailableError('a fresh quotation token already existed');
  }
  const doc = await journaledUpdate<QuotationDocument>(
    deps,
    quotationKey(reference),
    (stored) => {
      if (!stored?.draft) throw conflict('Simpan draf penawaran terlebih dahulu');
      // Accepted while this send was on its way: the buyer's acceptance stands.
      if (stored.revisions.at(-1)?.accepted) throw conflict(ACCEPTED_CANNOT_SEND);
      // Another admin sent in the meantime: this link would name the wrong revision.
      if (stored.revisions.length + 1 !== revisionNumber) {
        throw conflict('Penawaran baru saja dikirim oleh admin lain. Muat ulang lalu coba lagi.');
      }
      const { updated_at: _at, updated_by: _by, ...draft } = stored.draft;
      sent = {
        ...draft,
        // A draft left without a signatory is signed by Settings' one.
        signatory: draft.signatory.name
          ? draft.signatory
          : { name: settings.signatory_name, title: settings.signatory_title },
        revision: revisionNumber,
        sent_at: now.toISOString(),
        sent_by: by,
        token,
        request_created_at: request.created_at,
        seller: sellerOf(settings),
        buyer: {
          name: request.customer.name,
          institution: request.customer.institution,
          phone: request.customer.phone,
          email: request.customer.email ?? '',
          city: request.customer.city,
        },
        opened_at: null,
        accepted: null,
        revision_requests: [],
        lang: request.lang ?? 'id',
      };
      return { ...stored, revisions: [...stored.revisions, sent] };
    },
    () => [{ entity: 'quotation', entity_id: reference, action: 'send', label: `${reference}/R${revisionNumber}` }],
  );
  // A request with a quotation on its way is being processed: it leaves 'Baru' (and the badge).
  await followRow(deps, doc, { to: 'diproses', from: ['baru'], by });
  return { doc, revision: sent! };
}

/** The inbox row follows the quotation; a failure there is logged, the quotation stands. */
async function followRow(deps: Deps, doc: QuotationDocument, status?: FollowStatus): Promise<void> {
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
  return changed;
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

export const letterNumber = (reference: string, revision: QuotationRevision) =>
  quotationNumber(reference, revision.revision);

/** A revision as its buyer sees it (no admin names, no token), with the newer revision if there is one. */
export function buyerQuotation(opened: OpenedQuotation, origin: string, now: Date) {
  const { token, sent_by: _sentBy, ...revision } = opened.revision;
  return {
    reference: opened.reference,
    number: quotationNumber(opened.reference, revision.revision),
    status: revisionStatus(revision, now),
    ...revision,
    url: quotationUrl(origin, token),
    pdf_url: quotationPdfUrl(origin, token),
    newer:
      opened.latest === revision.revision
        ? null
        : { revision: opened.latest, url: quotationUrl(origin, opened.latestToken) },
  };
}
export type BuyerQuotation = ReturnType<typeof buyerQuotation>;
