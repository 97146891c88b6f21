import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/auth.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { deleteContact, listContacts } from './_lib/services/contacts.ts';

/** Incoming contact messages. Staff and above. */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    return json(await listContacts(deps));
  },
  DELETE: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    await deleteContact(deps, context.params?.id ?? '');
    return json({ message: 'Kontak dihapus' });
  },
});

export const config: Config = { path: ['/api/admin/contacts', '/api/admin/contacts/:id'] };
