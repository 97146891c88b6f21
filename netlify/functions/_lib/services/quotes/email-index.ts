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
