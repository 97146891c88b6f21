import type { Config } from '@netlify/functions';
import { holdMessage } from '#shared/publishing/policy.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import {
  manualDeployFits,
  publicBuildError,
  publishBudget,
  publishStatus,
  readBuildReport,
  readPublishState,
  requestRebuild,
  triggerBuildIfNeeded,
} from './_lib/services/publishing/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { conflict } from './_lib/errors.ts';
import { handler, json } from './_lib/http.ts';
import type { PublishState } from '#shared/publishing/state.ts';
import type { Deps } from './_lib/deps.ts';

/**
 * GET: the publishing state for the dashboard (Staff and above), with the month's deploys and credits
 * and why a waiting change is held (docs/decisions/026-publishing-budget.md). POST: 'Publikasikan
 * sekarang' (Manager and above): deploys at once, skipping the quiet period and the daily cap, counted
 * like any other deploy; refused (409) when it would spend the credits the month's traffic needs.
 */
async function publishAnswer(deps: Deps): Promise<PublishState> {
  const [state, report] = await Promise.all([readPublishState(deps), readBuildReport(deps)]);
  const budget = await publishBudget(deps, { state });
  const { decision, settings } = budget;
  return {
    ...state,
    lastError: state.lastError && publicBuildError(state.lastError),
    status: publishStatus(state),
    pendingChanges: Math.max(0, state.changeSeq - state.builtSeq),
    buildWarnings: report?.warnings ?? [],
    deploys_this_month: budget.tally.count,
    credits: budget.credits,
    next_deploy_at: decision.nextDeployAt,
    held: decision.held && { ...decision.held, message: holdMessage(decision.held, settings, deps.now()) },
    forecast: budget.forecast,
    traffic: budget.traffic,
    plan: settings.plan,
    max_deploys_per_day: settings.max_deploys_per_day,
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
    const { settings, tally, traffic } = await publishBudget(deps);
    if (!manualDeployFits(settings, tally, traffic.forecast)) {
      throw conflict(
        `Kredit bulan ini tidak cukup untuk deploy lagi: ${tally.count} deploy dan perkiraan lalu lintas sudah memakai paket ${settings.monthly_credits} kredit. Perubahan tetap tampil lewat pembaruan halaman; deploy berikutnya bulan depan.`,
      );
    }
    await requestRebuild(deps, `manual publish by ${user.email}`, true);
    await triggerBuildIfNeeded(deps, true).catch((error) => console.error('Build hook failed:', error));
    return json({ message: 'Publikasi dimulai', ...(await publishAnswer(deps)) }, 202);
  },
});

export const config: Config = { path: '/api/admin/publish' };
