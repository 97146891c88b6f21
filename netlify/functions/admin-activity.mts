import type { Config } from '@netlify/functions';
import { ActivityQuerySchema } from '#shared/activity/entry.ts';
import { listUsers, requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { invalid } from './_lib/errors.ts';
import { handler, json, validate } from './_lib/http.ts';
import { activityPage, entityActivity, SYSTEM_USER } from './_lib/services/activity/index.ts';
import { settleProductActivity } from './_lib/services/catalog/index.ts';

/*
 * The activity log. `?entity=…&id=…` answers that record's own history as a plain array
 * `[{ at, user: { id, name }, action, changes: [{ field, from, to }] }]`, newest first; otherwise a
 * page `{ data, total, page, per_page }`, newest first, filtered by `user` (id), `entity`, `from` and
 * `to` (Jakarta dates). Every signed-in admin reads it.
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const query = validate(ActivityQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    if (query.id !== undefined) {
      if (!query.entity) throw invalid('entity wajib diisi bersama id', { entity: ['entity wajib diisi bersama id'] });
      if (query.entity === 'product' && /^\d{1,10}$/.test(query.id)) {
        // A product's last change is listed even if the process that made it stopped before copying it.
        await settleProductActivity(deps, Number(query.id));
      }
      return json(await entityActivity(deps, query.entity, query.id));
    }
    const [page, users] = await Promise.all([activityPage(deps, query), listUsers(deps)]);
    const people = [...users.map(({ id, name }) => ({ id, name })), SYSTEM_USER];
    return json({ ...page, people });
  },
});

export const config: Config = { path: '/api/admin/activity' };
