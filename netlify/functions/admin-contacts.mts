import type { Config } from '@netlify/functions';
import { ContactStatusSchema } from '#shared/schemas.ts';
import { requireRole } from './_lib/auth.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';
import { contactSummary, deleteContact, getContact, listContacts, setContactStatus } from './_lib/services/contacts.ts';

/**
 * Incoming contact messages. Staff and above. GET /api/admin/contacts/summary answers the unread
 * (status Baru) count for the navigation; PATCH …/{id} changes a message's status.
 */
export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const id = context.params?.id;
    if (id === 'summary') return json(await contactSummary(deps));
    if (id) return json(await getContact(deps, id));
    return json(await listContacts(deps));
  },
  PATCH: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const { status } = await readJsonAs(req, ContactStatusSchema);
    const contact = await setContactStatus(deps, context.params?.id ?? '', status, user.name);
    return json({ message: 'Status kontak diperbarui', data: contact });
  },
  DELETE: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    await deleteContact(deps, context.params?.id ?? '');
    return json({ message: 'Kontak dihapus' });
  },
});

export const config: Config = { path: ['/api/admin/contacts', '/api/admin/contacts/:id'] };
