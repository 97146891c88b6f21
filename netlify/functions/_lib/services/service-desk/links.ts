import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SERVICE_TOKEN_PATTERN } from '#shared/service/request.ts';
import type { Deps } from '../../deps.ts';
import { StoreUnavailableError } from '../../errors.ts';

/*
 * A request's private tracking link, `/s/{token}`: 32 random bytes (256 bits) in base64url, the only
 * key the customer has. The link document's key is the token's SHA-256, so the store is looked up by
 * the hash and a listing of keys reveals no link. The request's record keeps the token itself, to put
 * the link in the mails the team's messages send; the record's token must match the one presented
 * (compared in constant time) for the link to open.
 */

const LINK_PREFIX = 'service-links/';
const linkKey = (token: string) => `${LINK_PREFIX}${createHash('sha256').update(token).digest('hex')}`;

export const trackingPath = (token: string) => `/s/${token}`;

export const newServiceToken = () => randomBytes(32).toString('base64url');

/** Stores the link before its request, so a request is never without one (a link to nothing is a 404). */
export async function createLink(deps: Deps, token: string, reference: string): Promise<void> {
  if (!(await deps.db.create(linkKey(token), { reference }))) {
    throw new StoreUnavailableError('a fresh service token already existed');
  }
}

/** The reference a token opens, or null (the caller checks the record's token with `sameToken`). */
export async function referenceOfToken(deps: Deps, token: string): Promise<string | null> {
  if (!SERVICE_TOKEN_PATTERN.test(token)) return null;
  return (await deps.db.get<{ reference: string }>(linkKey(token), 'strong'))?.reference ?? null;
}

export function sameToken(presented: string, stored: string | undefined): boolean {
  if (!stored) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
