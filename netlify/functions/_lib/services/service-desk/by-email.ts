import { normalizeEmail, type PortalServiceRequest } from '#shared/portal/account.ts';
import type { Deps } from '../../deps.ts';
import { hashKey } from '../../rate-limit.ts';
import { trackingPath } from './links.ts';
import { readRecord } from './records.ts';
import { readRow } from './rows.ts';

/*
 * Which requests an email made: `service-emails/{hash of the email}/{reference}`, an empty create-only
 * key per request that gave an email, so the customer portal lists a customer's requests with one
 * listing. The key holds a hash of the email, never the address. Written before the request itself: a
 * process that dies between the two leaves a key whose request is missing, which the reader skips.
 */

const PREFIX = 'service-emails/';
const emailFolder = (email: string) => `${PREFIX}${hashKey(`service-email:${normalizeEmail(email)}`)}/`;

export async function indexServiceEmail(deps: Deps, email: string | undefined, reference: string): Promise<void> {
  if (!email?.trim()) return;
  await deps.db.create(`${emailFolder(email)}${reference}`, {});
}

/** Whether this email made any service request (the portal mails a sign-in link only to customers). */
export async function hasServiceRequestsByEmail(deps: Deps, email: string): Promise<boolean> {
  return (await deps.db.keys(emailFolder(email))).length > 0;
}

/** The requests made with this email, newest first, each with its private tracking link. */
export async function serviceRequestsByEmail(
  deps: Deps,
  email: string,
  origin: string,
): Promise<PortalServiceRequest[]> {
  const folder = emailFolder(email);
  const references = (await deps.db.keys(folder)).map((key) => key.slice(folder.length));
  const found = await Promise.all(
    references.map(async (reference) => {
      const [record, row] = await Promise.all([readRecord(deps, reference), readRow(deps, reference)]);
      // Only a request stored under this very email (the hash names the folder, the record decides).
      if (!record || !row || normalizeEmail(record.email ?? '') !== normalizeEmail(email)) return [];
      const request: PortalServiceRequest = {
        reference,
        created_at: record.created_at,
        kind: record.kind,
        status: row.status,
        serial_number: record.serial_number ?? '',
        url: `${origin}${trackingPath(record.token)}`,
      };
      return [request];
    }),
  );
  return found.flat().sort((a, b) => b.created_at.localeCompare(a.created_at));
}
