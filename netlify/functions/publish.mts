import type { Config } from '@netlify/functions';
import { requireRole } from './_lib/auth.ts';
import { triggerBuildIfNeeded } from './_lib/build-hook.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json } from './_lib/http.ts';
import { publishStatus, readPublishState, requestRebuild } from './_lib/services/publish.ts';

/**
 * GET: the publishing state for the dashboard (Staff and above). POST: 'Publikasikan sekarang'
 * (Manager and above): marks the site changed and, on Netlify, calls the build hook at once.
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const state = await readPublishState(deps);
    return json({
      ...state,
      status: publishStatus(state),
      pendingChanges: Math.max(0, state.changeSeq - state.builtSeq),
    });
  },
  POST: async (req) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Manager');
    await requestRebuild(deps, `manual publish by ${user.email}`);
    await triggerBuildIfNeeded(deps, true).catch((error) => console.error('Build hook failed:', error));
    const state = await readPublishState(deps);
    return json({ message: 'Publikasi dimulai', ...state, status: publishStatus(state) }, 202);
  },
});

export const config: Config = { path: '/api/admin/publish' };
