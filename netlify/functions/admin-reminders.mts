import type { Config } from '@netlify/functions';
import { RemindersQuerySchema } from '#shared/service/reminders.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, validate } from './_lib/http.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { dueReminders } from './_lib/services/reminders/index.ts';

/**
 * GET /api/admin/reminders?due_within=60 (Staff+): the instruments whose calibration falls due within
 * that many days (and overdue ones), by customer, each with a prefilled WhatsApp chat for the team.
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const query = validate(RemindersQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(await dueReminders(deps, query.due_within));
  },
});

export const config: Config = { path: '/api/admin/reminders' };
