import { randomBytes } from 'node:crypto';
import type { ContactMessage, ContactSummary } from '#shared/api-types.ts';
import type { ContactStatus } from '#shared/contact.ts';
import { ContactMessageSchema, type ContactInput } from '#shared/schemas.ts';
import type { z } from 'zod';
import type { Deps } from '../deps.ts';
import { notFound } from '../errors.ts';

/*
 * One key per message (`contacts/{id}`): public submissions never contend for a shared document, so
 * any number arriving at once all land. Ids sort by time. A status change is a compare-and-swap of
 * that one key. Records stored before phone, message and status existed are read through the schema,
 * which gives them their defaults.
 */

const PREFIX = 'contacts/';
const ID_PATTERN = /^[0-9a-z]{9}-[0-9a-f]{8}$/;

type ContactRecord = z.input<typeof ContactMessageSchema>;

export function newContactId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
}

/** The record as the admin reads it, whatever version of the form stored it. */
export const contactView = (record: ContactRecord): ContactMessage => ContactMessageSchema.parse(record);

export async function storeContact({ db, now }: Deps, input: ContactInput): Promise<ContactMessage> {
  const time = now();
  const record: ContactMessage = {
    id: newContactId(time),
    full_name: input.fullName,
    email: input.email,
    company: input.company,
    phone: input.phone,
    message: input.message,
    status: 'new',
    status_updated_at: null,
    status_updated_by: null,
    created_at: time.toISOString(),
  };
  await db.put(`${PREFIX}${record.id}`, record);
  return record;
}

/** Newest first. */
export async function listContacts({ db }: Deps): Promise<ContactMessage[]> {
  const keys = (await db.keys(PREFIX)).sort().reverse();
  const records: ContactMessage[] = [];
  const batch = 32;
  for (let start = 0; start < keys.length; start += batch) {
    const slice = await Promise.all(keys.slice(start, start + batch).map((key) => db.get<ContactRecord>(key)));
    for (const record of slice) if (record?.id) records.push(contactView(record));
  }
  return records;
}

export async function contactSummary(deps: Deps): Promise<ContactSummary> {
  const contacts = await listContacts(deps);
  return { total: contacts.length, unread: contacts.filter((contact) => contact.status === 'new').length };
}

function keyOf(id: string): string {
  if (!ID_PATTERN.test(id)) throw notFound('Kontak tidak ditemukan');
  return `${PREFIX}${id}`;
}

export async function getContact({ db }: Deps, id: string): Promise<ContactMessage> {
  const record = await db.get<ContactRecord>(keyOf(id));
  if (!record?.id) throw notFound('Kontak tidak ditemukan');
  return contactView(record);
}

/** Compare-and-swap of the message's key: a concurrent change is never lost, a deleted message stays deleted. */
export async function setContactStatus(
  { db, now }: Deps,
  id: string,
  status: ContactStatus,
  by: string,
): Promise<ContactMessage> {
  const key = keyOf(id);
  const updated = await db.update<ContactRecord>(key, (current) => {
    if (!current?.id) throw notFound('Kontak tidak ditemukan');
    return { ...current, status, status_updated_at: now().toISOString(), status_updated_by: by };
  });
  return contactView(updated);
}

export async function deleteContact({ db }: Deps, id: string): Promise<void> {
  const key = keyOf(id);
  const existing = await db.get<ContactRecord>(key);
  if (!existing) throw notFound('Kontak tidak ditemukan');
  await db.delete(key);
}
