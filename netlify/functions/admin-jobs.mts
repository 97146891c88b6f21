import type { Config } from '@netlify/functions';
import { JOB_KINDS, type JobKind, type JobList } from '#shared/catalogue/jobs.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import {
  cancelJob,
  JOB_NOT_FOUND,
  jobView,
  listJobs,
  readJob,
  runJobStep,
} from './_lib/services/catalogue-io/index.ts';
import { invalid, notFound } from './_lib/errors.ts';

/**
 * Long catalogue work as jobs (decision 025): `GET /api/admin/jobs` lists the unfinished ones and
 * those that ended in the last day (`?kind=bulk|import` for one kind); `GET /api/admin/jobs/{id}`
 * answers how far a job has come (and its result once done); `POST /api/admin/jobs/{id}/run` works
 * its next step (a few seconds at most) and answers the same; `POST /api/admin/jobs/{id}/cancel`
 * stops it after the units it has begun. The admin's screen calls `run` until the job is done; a job
 * whose step crashed, or whose tab was closed, carries on with the next call. Manager and above
 * (those who may start one: they see every job, each with who started it).
 */

function jobId(context: { params?: Record<string, string> }): string {
  const id = context.params?.id;
  if (!id) throw notFound(JOB_NOT_FOUND);
  return id;
}

function kindOf(req: Request): JobKind | undefined {
  const kind = new URL(req.url).searchParams.get('kind');
  if (kind === null || kind === '') return undefined;
  if ((JOB_KINDS as readonly string[]).includes(kind)) return kind as JobKind;
  throw invalid('Jenis pekerjaan tidak dikenal', { kind: ['Pilih bulk atau import'] });
}

export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    if (context.params?.action) throw notFound(JOB_NOT_FOUND);
    if (!context.params?.id) return json({ items: await listJobs(deps, kindOf(req)) } satisfies JobList);
    return json(jobView(await readJob(deps, jobId(context)), deps.now()));
  },
  POST: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    const action = context.params?.action;
    if (action === 'run') return json(jobView(await runJobStep(deps, jobId(context)), deps.now()));
    if (action === 'cancel') return json(jobView(await cancelJob(deps, jobId(context)), deps.now()));
    throw notFound(JOB_NOT_FOUND);
  },
});

export const config: Config = {
  path: ['/api/admin/jobs', '/api/admin/jobs/:id', '/api/admin/jobs/:id/:action'],
};
