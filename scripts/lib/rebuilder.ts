import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { requestDeps } from '#server/deps.ts';
import { deployAllowed } from '#server/services/publish-budget.ts';
import { markBuildFinished, markBuildStarted, readPublishState } from '#server/services/publish.ts';
import type { PublishPolicySettings } from '#shared/publish-policy.ts';
import { astroBuild } from './astro-build.ts';
import { projectRoot } from './runtime.ts';

/*
 * The local half of the publishing loop (decision 004): polls the publish state and, when admin
 * changes are waiting and the publishing policy allows a deploy (the same code as Netlify's scheduler,
 * decision 026), rebuilds into a scratch folder and swaps it in only when the build succeeded, so a
 * visitor never sees a half-built site. Each rebuild counts as a deploy. One build at a time; changes
 * made during a build wait for the policy again after it.
 */

export interface Rebuilder {
  stop: () => void;
  /** Resolves when no build is running and none is due (a change the policy holds back is not due). */
  idle: () => Promise<void>;
}

export interface RebuilderOptions {
  intervalMs?: number;
  log?: (message: string) => void;
  /** The served folder (default dist/); builds go next to it and are swapped in. */
  publishDir?: string;
  /** Replaces stored policy settings (browser tests publish at once: no quiet period, no cap). */
  policy?: Partial<PublishPolicySettings>;
}

export function startRebuilder(options: RebuilderOptions = {}): Rebuilder {
  const intervalMs = options.intervalMs ?? 2000;
  const log = options.log ?? ((message: string) => console.log(`[publish] ${message}`));
  const dist = options.publishDir ?? resolve(projectRoot, 'dist');
  const scratch = options.publishDir ? `${options.publishDir}-build` : resolve(projectRoot, '.data-build');
  const next = resolve(scratch, 'next');
  const previous = resolve(scratch, 'previous');
  let running = false;
  let stopped = false;
  const abort = new AbortController();

  async function tick(): Promise<boolean> {
    if (running || stopped) return false;
    const deps = requestDeps();
    const state = await readPublishState(deps);
    if (state.changeSeq <= state.builtSeq) return false;
    if (!(await deployAllowed(deps, { state, overrides: options.policy }))) return false;
    running = true;
    const seq = await markBuildStarted(deps, undefined, true);
    const started = Date.now();
    log(`rebuilding for change ${seq} (${state.lastReason ?? 'change'})…`);
    try {
      rmSync(next, { recursive: true, force: true });
      await astroBuild(next, { quiet: true, signal: abort.signal });
      rmSync(previous, { recursive: true, force: true });
      if (existsSync(dist)) renameSync(dist, previous);
      renameSync(next, dist);
      await markBuildFinished(deps, seq);
      log(`published change ${seq} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      // Stopped with the server: not a failure, and the next start builds anyway.
      if (stopped) return true;
      log(`build for change ${seq} failed; the current site stays: ${String(error)}`);
      await markBuildFinished(deps, seq, String(error));
    } finally {
      running = false;
    }
    return true;
  }

  const timer = setInterval(() => {
    tick().catch((error) => log(`publish check failed: ${String(error)}`));
  }, intervalMs);

  return {
    /** Stops polling and ends a build under way (the current site stays). */
    stop: () => {
      stopped = true;
      clearInterval(timer);
      abort.abort();
    },
    idle: async () => {
      for (;;) {
        const deps = requestDeps();
        const state = await readPublishState(deps);
        if (!running && !state.building && state.changeSeq <= state.builtSeq) return;
        if (!running && !state.building) {
          if (!(await deployAllowed(deps, { state, overrides: options.policy }))) return;
        }
        await new Promise((resolvePromise) => setTimeout(resolvePromise, 250));
      }
    },
  };
}
