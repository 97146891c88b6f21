import { normalizeEmail } from '#shared/portal/account.ts';
import type { Deps } from '../../deps.ts';
import { hashKey } from '../../rate-limit.ts';

/*
 * Which requests an email made: `quote-emails/{hash of the email}/{reference}`, one empty create-only
 * key per request that gave an email, so the customer portal finds a customer's requests (and their
 * quotations, whose buyer is the request's customer) with one listing, however many requests the
 * store holds. The key holds a hash of the email, never the address. Written before the request
 * itself: a process that dies between the two leaves a key whose request is missing, which readers
 * skip, never a request the portal cannot find.
 */

const PREFIX = 'quote-emails/';
const emailFolder = (email: string) => `${PREFIX}${hashKey(`quote-email:${normalizeEmail(email)}`)}/`;

export async function indexQuoteEmail(deps: Deps, email: string | undefined, reference: string): Promise<void> {
  if (!email?.trim()) return;
  await deps.db.create(`${emailFolder(email)}${reference}`, {});
}

/** The references of the requests made with this email (any case, stray spaces ignored). */
export async function referencesByEmail(deps: Deps, email: string): Promise<string[]> {
  const folder = emailFolder(email);
  return (await deps.db.keys(folder)).map((key) => key.slice(folder.length));
}

const REQUEST_PREFIX = 'quote-requests/';

/**
 * Stored requests with an email that the index does not list (stored before the index existed):
 * the store check indexes them. Reads only the requests the index lacks.
 */
export async function requestsMissingFromEmailIndex(deps: Deps): Promise<Array<{ reference: string; email: string }>> {
  const [requestKeys, indexKeys] = await Promise.all([deps.db.keys(REQUEST_PREFIX), deps.db.keys(PREFIX)]);
  const indexed = new Set(indexKeys.map((key) => key.slice(key.lastIndexOf('/') + 1)));
  const missing = requestKeys.map((key) => key.slice(REQUEST_PREFIX.length)).filter((ref) => !indexed.has(ref));
  const records = await Promise.all(
    missing.map((reference) => deps.db.get<{ customer?: { email?: string } }>(`${REQUEST_PREFIX}${reference}`)),
  );
  return missing.flatMap((reference, i) => {
    const email = records[i]?.customer?.email?.trim();
    return email ? [{ reference, email }] : [];
  });
}
