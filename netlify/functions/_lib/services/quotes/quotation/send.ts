import { randomBytes } from 'node:crypto';
import type { Settings } from '#shared/settings/schema.ts';
import { validUntilEnd, type QuotationRevision } from '#shared/quote/quotation/schema.ts';
import { ppnModeOf } from '#shared/quote/quotation/ppn.ts';
import type { Deps } from '#server/deps.ts';
import { conflict, invalid, StoreUnavailableError } from '#server/errors.ts';
import { journaledUpdate } from '../../activity/index.ts';
import { readSettings } from '../../settings/index.ts';
import { quoteRequest } from '../requests.ts';
import {
  followRow,
  linkKey,
  quotationKey,
  readQuotation,
  type LinkDocument,
  type QuotationDocument,
} from './document.ts';

/*
 * Sending a quotation: the Settings a letter needs, and the draft frozen as the next revision with
 * its private link.
 */

/** An accepted offer is a deal: a new revision would withdraw it behind the buyer's back. */
export const ACCEPTED_CANNOT_SEND = 'Penawaran sudah diterima pembeli: revisi baru tidak dapat dikirim.';

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
        // A draft saved before the PPN mode existed is sent as it was priced: 'flat'.
        ppn_mode: ppnModeOf(draft),
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
