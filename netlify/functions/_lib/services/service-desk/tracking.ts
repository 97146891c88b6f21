import { randomUUID } from 'node:crypto';
import type { Context } from '@netlify/functions';
import type { TrackedServiceRequest } from '#shared/service/admin.ts';
import type { Deps } from '../../deps.ts';
import { env } from '../../env.ts';
import { conflict, notFound } from '../../errors.ts';
import { clientIp } from '../../http.ts';
import { claimSlot, consumeRateLimit, limitReached, tooManyAttempts, windowRemainingMs } from '../../rate-limit.ts';
import { readProducts } from '../catalog/index.ts';
import { customerCertificates } from '../instruments/index.ts';
import { referenceOfToken, sameToken } from './links.ts';
import { readRecord, recordKey, type ServiceRecord } from './records.ts';
import { readRow } from './rows.ts';
import type { ServiceRow } from '#shared/service/admin.ts';

/*
 * The customer's side of a request, opened by its private link: the token is the only key, so what
 * answers it (the page, the JSON, the message form) is private to the one who holds it. Unknown
 * tokens are counted per address, and an address that used up its misses gets 429 for every link,
 * so a guess cannot be told from a hit; one link answers a bounded number of requests an hour.
 */

export const TRACKING_NOT_FOUND = 'Permintaan layanan tidak ditemukan. Periksa kembali tautan Anda.';
const WINDOW_MS = 60 * 60_000;
/** Requests one tracking link answers an hour (page, JSON and messages together). */
const LINK_LIMIT = 120;
/** Messages a request holds: enough for any repair, and a bound on what one link can make the store keep. */
export const SERVICE_MESSAGES_MAX = 200;

export interface OpenedServiceRequest {
  record: ServiceRecord;
  row: ServiceRow;
}

/** The request a link's token opens; 404 for an unknown one, 429 once an address guessed too often. */
export async function openServiceRequest(req: Request, context: Context, deps: Deps): Promise<OpenedServiceRequest> {
  const guesses = {
    scope: 'service-guess',
    subject: clientIp(req, context),
    limit: env().RAWLAB_SERVICE_GUESS_LIMIT,
    windowMs: WINDOW_MS,
  };
  const guessMessage = (minutes: number) =>
    `Terlalu banyak tautan layanan yang salah. Coba lagi dalam ${minutes} menit.`;
  if (await limitReached(deps, guesses)) throw tooManyAttempts(windowRemainingMs(deps.now(), WINDOW_MS), guessMessage);
  const token = context.params?.token ?? '';
  const reference = await referenceOfToken(deps, token);
  const [record, row] = reference ? await Promise.all([readRecord(deps, reference), readRow(deps, reference)]) : [];
  if (record && row && sameToken(token, record.token)) {
    await consumeRateLimit(
      deps,
      { scope: 'service-link', subject: token, limit: LINK_LIMIT, windowMs: WINDOW_MS },
      (minutes) => `Tautan layanan ini terlalu sering dibuka. Coba lagi dalam ${minutes} menit.`,
    );
    return { record, row };
  }
  if (!(await claimSlot(deps, guesses))) throw tooManyAttempts(windowRemainingMs(deps.now(), WINDOW_MS), guessMessage);
  throw notFound(TRACKING_NOT_FOUND);
}

/** What the customer sees: no contact details, assignee or internal notes. */
export async function trackedView(deps: Deps, { record, row }: OpenedServiceRequest): Promise<TrackedServiceRequest> {
  const [product, certificates] = await Promise.all([
    record.product_id === null
      ? undefined
      : readProducts(deps, [record.product_id]).then((found) => found.get(record.product_id!)),
    record.instrument_id === null ? [] : customerCertificates(deps, { id: record.instrument_id }),
  ]);
  return {
    reference: record.reference,
    created_at: record.created_at,
    kind: record.kind,
    serial_number: record.serial_number,
    product: product ? { id: product.id, name: product.name } : null,
    status: row.status,
    history: row.history,
    messages: record.messages.map(({ from, text, at }) => ({ from, text, at })),
    lang: record.lang,
    certificates,
  };
}

/** Appends the customer's message to the request. */
export async function addCustomerMessage(
  deps: Deps,
  opened: OpenedServiceRequest,
  text: string,
): Promise<ServiceRecord> {
  const at = deps.now().toISOString();
  return deps.db.update<ServiceRecord>(recordKey(opened.record.reference), (current) => {
    if (!current) throw notFound(TRACKING_NOT_FOUND);
    if (current.messages.length >= SERVICE_MESSAGES_MAX) {
      throw conflict('Permintaan ini sudah menampung pesan terbanyak. Hubungi kami melalui telepon atau WhatsApp.');
    }
    return { ...current, messages: [...current.messages, { id: randomUUID(), from: 'customer', text, at }] };
  });
}
