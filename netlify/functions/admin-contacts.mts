import type { Config } from '@netlify/functions';
import { wantsPage } from '#shared/catalogue/list-query.ts';
import { InternalNoteInputSchema } from '#shared/inbox/notes-schema.ts';
import { AdminContactQuerySchema, ContactStatusSchema } from '#shared/inbox/contact.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError } from './_lib/errors.ts';
import { handler, json, readJsonAs, validate } from './_lib/http.ts';
import {
  addNote,
  archiveContact,
  contactsPage,
  contactSummary,
  getContact,
  listContacts,
  purgeContact,
  readNotes,
  restoreContact,
  setContactStatus,
} from './_lib/services/inbox/index.ts';

const notAnAddress = () => new HttpError(404, 'Alamat tidak ditemukan');

/**
 * Incoming contact messages. Staff and above, except deleting for good (Super Admin).
 * - GET …/contacts: every message (the original answer); with `?page=` (or any query) one page of
 *   the inbox, `archived=1` of the archive, with the counts per status;
 * - GET …/contacts/summary: the unread (status Baru) count for the navigation;
 * - PATCH …/{id} `{ status, from? }`: a status change, a 409 when `from` is no longer the status;
 * - DELETE …/{id}: moves the message to the archive; `?permanent=1` deletes an archived one for good;
 * - POST …/{id}/restore: brings an archived message back;
 * - GET / POST …/{id}/notes `{ text }`: the message's internal notes, signed with the admin's name and
 *   the time.
 */
export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = context.params?.id;
    if (context.params?.action === 'notes' && id) {
      await getContact(deps, id);
      return json({ data: await readNotes(deps, { kind: 'contact', id }) });
    }
    if (context.params?.action !== undefined) throw notAnAddress();
    if (id === 'summary') return json(await contactSummary(deps));
    if (id) return json(await getContact(deps, id));
    const params = new URL(req.url).searchParams;
    if (!wantsPage(params)) return json(await listContacts(deps));
    return json(await contactsPage(deps, validate(AdminContactQuerySchema, Object.fromEntries(params))));
  },
  PATCH: async (req, context) => {
    if (context.params?.action !== undefined) throw notAnAddress();
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const change = await readJsonAs(req, ContactStatusSchema);
    const contact = await setContactStatus(deps, context.params?.id ?? '', change, user.name);
    return json({ message: 'Status kontak diperbarui', data: contact });
  },
  POST: async (req, context) => {
    const id = context.params?.id;
    if (context.params?.action === 'notes' && id) {
      const deps = requestDeps();
      const user = await requireRole(req, deps, 'Staff');
      const input = await readJsonAs(req, InternalNoteInputSchema);
      await getContact(deps, id);
      const note = await addNote(deps, { kind: 'contact', id }, input, user);
      return json({ message: 'Catatan ditambahkan', data: note }, 201);
    }
    if (context.params?.action !== 'restore') throw notAnAddress();
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const data = await restoreContact(deps, context.params?.id ?? '');
    return json({ message: 'Kontak dipulihkan', data });
  },
  DELETE: async (req, context) => {
    if (context.params?.action !== undefined) throw notAnAddress();
    const deps = requestDeps();
    const id = context.params?.id ?? '';
    if (new URL(req.url).searchParams.get('permanent') === '1') {
      await requireRole(req, deps, 'Super Admin');
      await purgeContact(deps, id);
      return json({ message: 'Kontak dihapus permanen' });
    }
    const user = await requireRole(req, deps, 'Staff');
    await archiveContact(deps, id, user.name);
    return json({ message: 'Kontak dihapus' });
  },
});

export const config: Config = {
  path: ['/api/admin/contacts', '/api/admin/contacts/:id', '/api/admin/contacts/:id/:action'],
};
