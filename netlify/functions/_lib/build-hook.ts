import type { Deps } from './deps.ts';
import { env } from './env.ts';
import { markHookRequested, readPublishState } from './services/publish.ts';

/** How long a requested Netlify build may take before the scheduler asks again. */
const BUILD_GRACE_MS = 15 * 60_000;

/**
 * Calls the Netlify build hook when the site has changes no build has taken yet. Coalesced: one call
 * per burst of changes (the build takes every change up to its start), and a change made during a build
 * causes one more call after it. Without BUILD_HOOK_URL (local runs) it does nothing.
 */
export async function triggerBuildIfNeeded(deps: Deps, force = false): Promise<'requested' | 'not_needed' | 'no_hook'> {
  const hook = env().BUILD_HOOK_URL;
  if (!hook) return 'no_hook';
  const state = await readPublishState(deps);
  const time = deps.now().getTime();
  const waiting = state.changeSeq > state.builtSeq;
  const alreadyAsked =
    state.hookSeq !== undefined &&
    state.hookSeq >= state.changeSeq &&
    state.hookAt !== undefined &&
    time - Date.parse(state.hookAt) < BUILD_GRACE_MS;
  if (!force && (!waiting || alreadyAsked || state.building)) return 'not_needed';
  const response = await fetch(hook, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  if (!response.ok) throw new Error(`build hook answered ${response.status}`);
  await markHookRequested(deps, state.changeSeq);
  return 'requested';
}
