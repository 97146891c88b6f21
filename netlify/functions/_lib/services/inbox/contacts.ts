import { randomBytes } from 'node:crypto';
import type { AdminContactsPage, ContactMessage, ContactRow, ContactSummary } from '#shared/inbox/contact.ts';
import { CONTACT_STATUS_LABELS, type ContactStatus } from '#shared/inbox/contact-limits.ts';
import type { AdminContactQuery, ContactInput } from '#shared/inbox/contact.ts';
import type { Deps } from '../../deps.ts';
import { dropNotes } from './internal-notes.ts';
import { conflict, notFound } from '../../errors.ts';
import { contactView, type InboxCounts, recordKey, type ContactRecord } from './contact-inbox.ts';
import { markForInbox } from './inbox-fold.ts';
import { inboxHead } from './inbox-head.ts';
import { findRow, inboxView, shardRows, updateRow } from './inbox-rows.ts';

/*
 * Contact messages: one key per message (`contacts/{id}`, ids sort by time), and the inbox index the
 * admin reads (contact-inbox.ts). The message's text lives in its record; its status and whether it is
 * in the archive live in its inbox row, so a status change, a delete and a restore are each one
 * compare-and-swap. Records stored before phone, message and status existed are read through the
 * schema, which gives them their defaults.
 */

const ID_PATTERN = /^[0-9a-z]{9}-[0-9a-f]{8}$/;
const NOT_FOUND = 'Kontak tidak ditemukan';

export { contactView };

export function newContactId(now: Date): string {
  return `${now.getTime().toString(36).padStart(9, '0')}-${randomBytes(4).toString('hex')}`;
}

export async function storeContact(deps: Deps, input: ContactInput): Promise<ContactMessage> {
  const time = deps.now();
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
  await deps.db.put(recordKey(record.id), record);
  await markForInbox(deps, record.id);
  return record;
}

const live = (row: ContactRow) => !row.deleted_at;

/**
 * Every live message with its text, newest first: the original unpaged answer, kept for API clients.
 * It reads every message; the admin panel asks for pages instead.
 */
export async function listContacts(deps: Deps): Promise<ContactMessage[]> {
  const rows = (await inboxView(deps)).rows.filter(live);
  const records: ContactMessage[] = [];
  const batch = 32;
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const read = await Promise.all(slice.map((row) => deps.db.get<ContactRecord>(recordKey(row.id))));
    read.forEach((record, index) => {
      if (record?.id) records.push({ ...contactView(record), ...slice[index]! });
    });
  }
  return records;
}

/** Every message with its text and row, archived ones too (a backup). */
export async function allContacts(deps: Deps): Promise<Array<ContactMessage & Partial<ContactRow>>> {
  const { rows } = await inboxView(deps);
  const records = await Promise.all(rows.map((row) => deps.db.get<ContactRecord>(recordKey(row.id))));
  return records.flatMap((record, index) => (record?.id ? [{ ...contactView(record), ...rows[index]! }] : []));
}

/** One page of the inbox or of its archive, with the counts of the whole inbox. */
export async function contactsPage(deps: Deps, query: AdminContactQuery): Promise<AdminContactsPage> {
  const matches = (row: ContactRow) =>
    Boolean(row.deleted_at) === query.archived && (query.status === 'all' || row.status === query.status);
  const start = (query.page - 1) * query.per_page;
  const page = (data: ContactRow[], total: number, counts: InboxCounts): AdminContactsPage => ({
    data,
    total,
    page: query.page,
    per_page: query.per_page,
    counts: { ...counts },
  });

  if (query.q) {
    // A search reads every row (as the product list's search does).
    const { rows, counts } = await inboxView(deps);
    const needle = query.q.toLowerCase();
    const matching = rows.filter(
      (row) =>
        matches(row) &&
        [row.full_name, row.email, row.company, row.phone].some((value) => value.toLowerCase().includes(needle)),
    );
    return page(matching.slice(start, start + query.per_page), matching.length, counts);
  }

  // Unsearched: the head's counts say which shards hold the page; only those are read.
  const head = await inboxHead(deps);
  const inShard = (counts: InboxCounts) =>
    query.archived
      ? counts.archived
      : query.status === 'all'
        ? counts.new + counts.in_progress + counts.done
        : counts[query.status];
  let skip = start;
  const data: ContactRow[] = [];
  for (const shard of head.shards) {
    if (data.length >= query.per_page) break;
    const count = inShard(shard.counts);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const rows = (await shardRows(deps, shard.n)).filter(matches);
    data.push(...rows.slice(skip, skip + query.per_page - data.length));
    skip = 0;
  }
  return page(data, inShard(head.counts), head.counts);
}

export async function contactSummary(deps: Deps): Promise<ContactSummary> {
  const { counts } = await inboxHead(deps);
  return { total: counts.new + counts.in_progress + counts.done, unread: counts.new };
}

async function located(deps: Deps, id: string) {
  if (!ID_PATTERN.test(id)) throw notFound(NOT_FOUND);
  const found = await findRow(deps, id);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** One message with its text; an archived one too (the archive opens it). */
export async function getContact(deps: Deps, id: string): Promise<ContactMessage & Partial<ContactRow>> {
  const { row } = await located(deps, id);
  const record = await deps.db.get<ContactRecord>(recordKey(id));
  if (!record?.id) throw notFound(NOT_FOUND);
  return { ...contactView(record), ...row };
}

/**
 * A compare-and-swap of the message's row. With `from` (the status the admin saw), a change someone
 * else made meanwhile is refused with a 409 naming them: two admins at once get one change and one 409.
 */
export async function setContactStatus(
  deps: Deps,
  id: string,
  change: { status: ContactStatus; from?: ContactStatus | undefined },
  by: string,
): Promise<ContactMessage> {
  const { shard } = await located(deps, id);
  await updateRow(
    deps,
    shard,
    id,
    (row) => {
      if (row.deleted_at) throw notFound(NOT_FOUND);
      if (row.status === change.status) return row;
      if (change.from !== undefined && row.status !== change.from) {
        throw conflict(
          `Status sudah diubah menjadi ${CONTACT_STATUS_LABELS[row.status]}${row.status_updated_by ? ` oleh ${row.status_updated_by}` : ''}. Muat ulang lalu coba lagi.`,
        );
      }
      return { ...row, status: change.status, status_updated_at: deps.now().toISOString(), status_updated_by: by };
    },
    'status',
  );
  return getContact(deps, id);
}

/** Moves a message to the archive (restorable); deleting it twice is a 404, as for any missing message. */
export async function archiveContact(deps: Deps, id: string, by: string): Promise<void> {
  const { shard } = await located(deps, id);
  await updateRow(
    deps,
    shard,
    id,
    (row) => {
      if (row.deleted_at) throw notFound(NOT_FOUND);
      return { ...row, deleted_at: deps.now().toISOString(), deleted_by: by };
    },
    'archive',
  );
}

export async function restoreContact(deps: Deps, id: string): Promise<ContactRow> {
  const { shard } = await located(deps, id);
  const row = await updateRow(
    deps,
    shard,
    id,
    (current) => {
      if (!current.deleted_at) throw conflict('Pesan ini tidak ada di arsip.');
      const { deleted_at: _at, deleted_by: _by, ...restored } = current;
      return restored;
    },
    'restore',
  );
  return row!;
}

/** Deletes an archived message for good: its row, then its record. */
export async function purgeContact(deps: Deps, id: string): Promise<void> {
  const { shard } = await located(deps, id);
  await updateRow(
    deps,
    shard,
    id,
    (row) => {
      if (!row.deleted_at) throw conflict('Pindahkan pesan ke arsip dulu sebelum menghapusnya permanen.');
      return null;
    },
    'purge',
  );
  await deps.db.delete(recordKey(id));
  await dropNotes(deps, { kind: 'contact', id });
}
