import type { Deps } from '../../deps.ts';
import { env } from '../../env.ts';
import { changesWaiting, deployAllowed } from './publish-budget.ts';
import { markHookRequested, readPublishState } from './publish.ts';

/** How long a requested Netlify build may take before the scheduler asks again. */
const BUILD_GRACE_MS = 15 * 60_000;

/**
 * Calls the Netlify build hook when the publishing policy says so (publish-policy.ts): changes
 * no build has taken yet, quiet for the policy's period, within the day's cap and the month's budget.
 * One call per burst (the build takes every change up to its start), and a change made during a build
 * waits for the policy again after it. `force` ('Publikasikan sekarang', whose budget the caller has
 * checked) calls at once. Every call is counted as a production deploy. Without BUILD_HOOK_URL (local
 * runs) it does nothing: the local rebuilder asks the same policy.
 */
export async function triggerBuildIfNeeded(
  deps: Deps,
  force = false,
): Promise<'requested' | 'not_needed' | 'held' | 'no_hook'> {
  const hook = env().BUILD_HOOK_URL;
  if (!hook) return 'no_hook';
  const state = await readPublishState(deps);
  const time = deps.now().getTime();
  const alreadyAsked =
    state.hookSeq !== undefined &&
    state.hookSeq >= state.changeSeq &&
    state.hookAt !== undefined &&
    time - Date.parse(state.hookAt) < BUILD_GRACE_MS;
  if (!force && !(await deployAllowed(deps, { state, hookPending: alreadyAsked }))) {
    return changesWaiting(state, alreadyAsked) ? 'held' : 'not_needed';
  }
  const response = await fetch(hook, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  if (!response.ok) throw new Error(`build hook answered ${response.status}`);
  await markHookRequested(deps, state.changeSeq);
  return 'requested';
}
