import { randomBytes } from 'node:crypto';
import type { ContactMessage } from '../../../../src/shared/api-types.ts';
import type { ContactInput } from '../../../../src/shared/schemas.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../errors.ts';

/*
 * One key per message (`contacts/{id}`): public submissions never contend for a shared document, so
 * any number arriving at once all land. Ids sort by time.
 */

const PREFIX = 'contacts/';
const ID_PATTERN = /^[0-9a-z]{9}-[0-9a-f]{8}$/;

interface ContactRecord extends ContactMessage {}

export function newContactId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
}

export async function storeContact({ db, now }: Deps, input: ContactInput): Promise<ContactMessage> {
  const time = now();
  const record: ContactRecord = {
    id: newContactId(time),
    full_name: input.fullName,
    email: input.email,
    company: input.company,
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
    for (const record of slice) if (record) records.push(record);
  }
  return records;
}

export async function deleteContact({ db }: Deps, id: string): Promise<void> {
  if (!ID_PATTERN.test(id)) throw notFound('Kontak tidak ditemukan');
  const existing = await db.get<ContactRecord>(`${PREFIX}${id}`);
  if (!existing) throw notFound('Kontak tidak ditemukan');
  await db.delete(`${PREFIX}${id}`);
}
