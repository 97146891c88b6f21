import pMap from 'p-map';
import { isLive, type ProductRecord } from '#shared/product/record.ts';
import { applySchedule, pendingTimes, scheduleIsDue } from '#shared/product/schedule.ts';
import type { Deps } from '../../deps.ts';
import { Unchanged } from '../../store.ts';
import { requestRebuild } from '../publishing/index.ts';
import { SCHEDULE_PREFIX, scheduleKey } from './store/keys.ts';
import { commitRecord, publishSummary } from './store/records.ts';

/*
 * Scheduled publishing (docs/decisions/020-scheduled-publishing-and-previews.md). A product's record
 * holds its `publish_at` / `unpublish_at`; the index `product-schedule/{ms}/{id}` only tells the
 * every-minute run which records to look at, so it never reads the catalogue. The run applies a due
 * time with the same compare-and-swap of the record shard as every product write: two runs at once
 * (or a run beside an admin's save) apply it once, and the loser sees a record with nothing due.
 */

/** Index entries for the times a product is about to be committed with (create-only: idempotent). */
export async function indexSchedule(deps: Deps, id: number, product: Parameters<typeof pendingTimes>[0]) {
  await Promise.all(pendingTimes(product).map((at) => deps.db.create(scheduleKey(at, id), { id, at })));
}

interface IndexEntry {
  key: string;
  at: number;
  id: number;
}

function parseEntry(key: string): IndexEntry | null {
  const match = /^(\d{13})\/(\d{1,9})$/.exec(key.slice(SCHEDULE_PREFIX.length));
  return match ? { key, at: Number(match[1]), id: Number(match[2]) } : null;
}

export interface ScheduleRun {
  /** Products whose status this run changed, with their new status. */
  applied: Array<{ id: number; status: ProductRecord['status'] }>;
  /** Index entries still waiting for their time. */
  waiting: number;
}

/**
 * Applies every publish and unpublish time that has come (as of `deps.now()`), marks the site changed
 * when anything changed, and prunes the index entries whose time has passed.
 */
export async function runDueSchedules(deps: Deps): Promise<ScheduleRun> {
  const now = deps.now();
  const entries = (await deps.db.keys(SCHEDULE_PREFIX)).map(parseEntry).filter((entry) => entry !== null);
  const due = entries.filter((entry) => entry.at <= now.getTime());
  const ids = [...new Set(due.map((entry) => entry.id))];
  const applied: ScheduleRun['applied'] = [];
  await pMap(
    ids,
    async (id) => {
      const saved = await commitRecord<null>(
        deps,
        id,
        (current) => {
          if (!current || !isLive(current) || !scheduleIsDue(current, now)) return new Unchanged(null);
          return { ...applySchedule(current, now), version: current.version + 1, updated_at: now.toISOString() };
        },
        // Recorded in the activity as the system's doing, with the status's change from → to.
        { action: 'schedule' },
      );
      if (!saved) return;
      applied.push({ id, status: saved.status });
      try {
        await publishSummary(deps, saved);
      } catch (error) {
        // Committed all the same: the store check brings the list view up to date.
        console.error(`Product ${id} scheduled change applied, but its list entry was not updated:`, error);
      }
    },
    { concurrency: 4 },
  );
  if (applied.length > 0) {
    // Named one by one for a few (the dashboard shows the reason), counted for a whole price list.
    const named = applied.length <= 5 ? applied.map((item) => `product ${item.id} ${item.status}`).join(', ') : '';
    await requestRebuild(deps, `scheduled: ${named || `${applied.length} products`}`);
  }
  // A saved record never holds a time that had passed at its save (the save applies it), so an entry
  // whose time has passed is done once its record was looked at above.
  await pMap(due, (entry) => deps.db.delete(entry.key), { concurrency: 8 });
  return { applied: applied.sort((a, b) => a.id - b.id), waiting: entries.length - due.length };
}
