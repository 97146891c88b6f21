import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/auth.ts';
import { triggerBuildIfNeeded } from './_lib/build-hook.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import type { PublishState } from '#shared/api-types.ts';
import type { Deps } from './_lib/deps.ts';
import { publicBuildError, readBuildReport } from './_lib/services/build-report.ts';
import { publishStatus, readPublishState, requestRebuild } from './_lib/services/publish.ts';

/**
 * GET: the publishing state for the dashboard (Staff and above). POST: 'Publikasikan sekarang'
 * (Manager and above): marks the site changed and, on Netlify, calls the build hook at once.
 */
/** What every admin role may see of the publishing state: no stack frames, no server paths. */
async function publishAnswer(deps: Deps): Promise<PublishState> {
  const [state, report] = await Promise.all([readPublishState(deps), readBuildReport(deps)]);
  return {
    ...state,
    lastError: state.lastError && publicBuildError(state.lastError),
    status: publishStatus(state),
    pendingChanges: Math.max(0, state.changeSeq - state.builtSeq),
    buildWarnings: report?.warnings ?? [],
  };
}

export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    return json(await publishAnswer(deps));
  },
  POST: async (req) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Manager');
    await requestRebuild(deps, `manual publish by ${user.email}`);
    await triggerBuildIfNeeded(deps, true).catch((error) => console.error('Build hook failed:', error));
    return json({ message: 'Publikasi dimulai', ...(await publishAnswer(deps)) }, 202);
  },
});

export const config: Config = { path: '/api/admin/publish' };
