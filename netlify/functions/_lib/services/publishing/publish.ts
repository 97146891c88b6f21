import type { PublishRecord, PublishState as PublishAnswer } from '#shared/publishing/state.ts';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';
import { countDeploy } from './publish-policy.ts';

/*
 * The publishing loop's first half: every admin change that affects public pages marks the site as
 * changed. A rebuild runner (locally scripts/start.ts, on Netlify a scheduled function calling the
 * build hook) picks the mark up, coalescing bursts. See docs/decisions/004-fresh-static-pages.md.
 */

export const PUBLISH_KEY = 'site/publish';

/** The stored record; the dashboard's answer adds `status` and `pendingChanges`. */
export type PublishState = PublishRecord;

export const emptyPublishState = (): PublishState => ({
  changeSeq: 0,
  lastChangeAt: null,
  lastReason: null,
  builtSeq: 0,
  lastBuildAt: null,
  building: null,
  lastError: null,
});

/**
 * Marks the site as changed. Never fails the admin's save: a missed mark is logged, not thrown.
 * `publishNow` ('Publikasikan sekarang') lets the next build skip the policy's quiet period and daily cap.
 */
export async function requestRebuild({ db, now }: Deps, reason: string, publishNow = false): Promise<void> {
  try {
    await db.update<PublishState>(PUBLISH_KEY, (current) => {
      const state = current ?? emptyPublishState();
      const at = now().toISOString();
      return {
        ...state,
        changeSeq: state.changeSeq + 1,
        lastChangeAt: at,
        lastReason: reason,
        ...(publishNow ? { publishNowAt: at } : {}),
      };
    });
  } catch (error) {
    console.error(`Could not mark the site as changed (${reason}):`, error);
  }
}

/**
 * A build that has not finished after this long was killed (Netlify stops builds at 15 to 30 minutes;
 * a local runner may have been stopped): it no longer counts as running, so the next change (or the
 * scheduler) asks for a new one instead of waiting forever.
 */
export const STALE_BUILD_MS = 45 * 60_000;
export const STALE_BUILD_MESSAGE = 'Build terakhir tidak selesai (terhenti atau melewati batas waktu).';

export async function readPublishState({ db, now }: Deps): Promise<PublishState> {
  const state = (await db.get<PublishState>(PUBLISH_KEY)) ?? emptyPublishState();
  if (state.building && now().getTime() - Date.parse(state.building.startedAt) > STALE_BUILD_MS) {
    return { ...state, building: null, lastError: state.lastError ?? STALE_BUILD_MESSAGE };
  }
  return state;
}

export type PublishStatus = PublishAnswer['status'];

export function publishStatus(state: PublishState): PublishStatus {
  if (state.building) return 'building';
  if (state.lastError && state.changeSeq > state.builtSeq) return 'failed';
  return state.changeSeq > state.builtSeq ? 'pending' : 'up_to_date';
}

/**
 * A build starts from the current change sequence; changes after this point need another build. On
 * Netlify it names its deploy, which `markDeploySucceeded` later records as published. The local
 * rebuilder counts its rebuild as a deploy (`countAsDeploy`), as the build hook's call counts on Netlify.
 */
export async function markBuildStarted({ db, now }: Deps, deployId?: string, countAsDeploy = false): Promise<number> {
  const state = await db.update<PublishState>(PUBLISH_KEY, (current) => {
    const base = current ?? emptyPublishState();
    const building = { seq: base.changeSeq, startedAt: now().toISOString(), ...(deployId ? { deployId } : {}) };
    const { publishNowAt: _taken, ...rest } = base;
    return { ...rest, building, ...(countAsDeploy ? { deploys: countDeploy(base.deploys, now()) } : {}) };
  });
  return state.building!.seq;
}

export async function markBuildFinished({ db, now }: Deps, seq: number, error?: string): Promise<void> {
  await db.update<PublishState>(PUBLISH_KEY, (current) => {
    const base = current ?? emptyPublishState();
    return error
      ? { ...base, building: null, lastError: error.slice(0, 500) }
      : {
          ...base,
          building: null,
          builtSeq: Math.max(base.builtSeq, seq),
          lastBuildAt: now().toISOString(),
          lastError: null,
        };
  });
}

/**
 * A local build that will not finish (its rebuilder stopped it, or the process that ran it is gone):
 * no longer running, nothing published, no error to show (the change simply waits for the next build).
 * A Netlify build (one with a deploy id) is left alone: only Netlify's own event ends it.
 */
export async function markBuildAbandoned({ db }: Deps): Promise<boolean> {
  return db
    .update<PublishState, 'kept'>(PUBLISH_KEY, (current) => {
      if (!current?.building || current.building.deployId) return new Unchanged('kept' as const);
      return { ...current, building: null };
    })
    .then((result) => result !== 'kept');
}

/**
 * Netlify: records that the build hook was called for a sequence, so the scheduler calls it once, and
 * counts the production deploy the call starts.
 */
export async function markHookRequested({ db, now }: Deps, seq: number): Promise<void> {
  await db.update<PublishState>(PUBLISH_KEY, (current) => {
    const { publishNowAt: _taken, ...base } = current ?? emptyPublishState();
    return { ...base, hookSeq: seq, hookAt: now().toISOString(), deploys: countDeploy(base.deploys, now()) };
  });
}

/** The deploy Netlify reports in its deploy-succeeded event. */
export interface SucceededDeploy {
  id: string;
  context: string;
}

/**
 * Netlify's deploy-succeeded event: the production deploy whose build is recorded as running is now
 * live, so its change sequence is published. Deploy previews and branch deploys publish nothing, and
 * a deploy other than the one the build named leaves the record alone.
 */
export async function markDeploySucceeded(
  { db, now }: Deps,
  deploy: SucceededDeploy,
): Promise<'published' | 'ignored'> {
  if (deploy.context !== 'production') return 'ignored';
  return db
    .update<PublishState, 'published' | 'ignored'>(PUBLISH_KEY, (current) => {
      const building = current?.building;
      if (!current || !building || (building.deployId && building.deployId !== deploy.id)) {
        return new Unchanged('ignored' as const);
      }
      return {
        ...current,
        building: null,
        builtSeq: Math.max(current.builtSeq, building.seq),
        lastBuildAt: now().toISOString(),
        lastError: null,
      };
    })
    .then((result) => (result === 'ignored' ? 'ignored' : 'published'));
}

/**
 * Runs a write on the publishing state that must never fail a deploy (the build's own bookkeeping):
 * a failure is logged and the build goes on. Returns undefined when the write failed.
 */
export async function bookkeeping<T>(what: string, write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    console.warn(`Could not record ${what} in the publishing state (the deploy goes on): ${String(error)}`);
    return undefined;
  }
}
