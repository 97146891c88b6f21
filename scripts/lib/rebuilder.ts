import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { requestDeps } from '#server/deps.ts';
import {
  deployAllowed,
  markBuildAbandoned,
  markBuildFinished,
  markBuildStarted,
  readPublishState,
} from '#server/services/publishing/index.ts';
import type { PublishPolicySettings } from '#shared/publishing/policy.ts';
import { astroBuild } from './astro-build.ts';
import { projectRoot } from './runtime.ts';

/*
 * The local half of the publishing loop (decision 004): polls the publish state and, when admin
 * changes are waiting and the publishing policy allows a deploy (the same code as Netlify's scheduler,
 * decision 026), rebuilds into a scratch folder and swaps it in only when the build succeeded, so a
 * visitor never sees a half-built site. Each rebuild counts as a deploy. One build at a time; changes
 * made during a build wait for the policy again after it.
 *
 * One rebuilder serves a data folder: a local build recorded as running when one starts was left by a
 * process that is gone (killed mid-build), and one stopped mid-build is recorded as not running. Left
 * standing, such a record would hold every later change back until it counts as stale (45 minutes).
 */

export interface Rebuilder {
  /** Stops polling and ends a build under way (the current site stays); resolves once it is recorded. */
  stop: () => Promise<void>;
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
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const abort = new AbortController();
  const claimed = markBuildAbandoned(requestDeps()).then(
    (cleared) => cleared && log('a build left unfinished by an earlier run no longer counts as running'),
    (error: unknown) => log(`could not read the publishing state: ${String(error)}`),
  );

  async function tick(): Promise<void> {
    if (running || stopped) return;
    await claimed;
    const deps = requestDeps();
    const state = await readPublishState(deps);
    if (state.changeSeq <= state.builtSeq) return;
    if (!(await deployAllowed(deps, { state, overrides: options.policy }))) return;
    if (running || stopped) return;
    running = build(deps, state.lastReason).finally(() => (running = null));
    await running;
  }

  async function build(deps: ReturnType<typeof requestDeps>, reason: string | null): Promise<void> {
    const seq = await markBuildStarted(deps, undefined, true);
    const started = Date.now();
    log(`rebuilding for change ${seq} (${reason ?? 'change'})…`);
    try {
      rmSync(next, { recursive: true, force: true });
      await astroBuild(next, { quiet: true, signal: abort.signal });
      rmSync(previous, { recursive: true, force: true });
      if (existsSync(dist)) renameSync(dist, previous);
      renameSync(next, dist);
      await markBuildFinished(deps, seq);
      log(`published change ${seq} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      // Stopped with the server: not a failure; the change waits for the next build.
      if (stopped) {
        await markBuildAbandoned(deps);
        return;
      }
      log(`build for change ${seq} failed; the current site stays: ${String(error)}`);
      await markBuildFinished(deps, seq, String(error));
    }
  }

  const timer = setInterval(() => {
    tick().catch((error) => log(`publish check failed: ${String(error)}`));
  }, intervalMs);

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      abort.abort();
      await claimed;
      await running?.catch(() => undefined);
    },
    idle: async () => {
      await claimed;
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
