import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/auth.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { JOB_NOT_FOUND, jobView, readJob } from './_lib/services/jobs/records.ts';
import { runJobStep } from './_lib/services/jobs/run.ts';
import { notFound } from './_lib/errors.ts';

/**
 * Long catalogue work as jobs (decision 025): `GET /api/admin/jobs/{id}` answers how far a job has
 * come (and its result once done); `POST /api/admin/jobs/{id}/run` works its next step (a few
 * seconds at most) and answers the same. The admin's screen calls the second until the job is done;
 * a job whose step crashed carries on with the next call after the crashed step's hold ran out.
 * Manager and above (those who may start one).
 */

function jobId(context: { params?: Record<string, string> }): string {
  const id = context.params?.id;
  if (!id) throw notFound(JOB_NOT_FOUND);
  return id;
}

export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    if (context.params?.action) throw notFound(JOB_NOT_FOUND);
    return json(jobView(await readJob(deps, jobId(context)), deps.now()));
  },
  POST: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    if (context.params?.action !== 'run') throw notFound(JOB_NOT_FOUND);
    return json(jobView(await runJobStep(deps, jobId(context)), deps.now()));
  },
});

export const config: Config = {
  path: ['/api/admin/jobs/:id', '/api/admin/jobs/:id/:action'],
};
